package main

import (
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2a"

	"github.com/agent-capability/onrequest/interpret"
)

const (
	msgJSON  = `{"messageId":"m-2","role":"ROLE_AGENT","parts":[{"text":"Ask here: https://ask.example.com/talk"}]}`
	taskJSON = `{"id":"t-41","contextId":"c-9","status":{"state":"TASK_STATE_REJECTED"}}`
)

// eventTypes names the Go types of events, for comparing in tables.
func eventTypes(evs []a2a.Event) string {
	var names []string
	for _, ev := range evs {
		names = append(names, strings.TrimPrefix(fmt.Sprintf("%T", ev), "*a2a."))
	}
	return strings.Join(names, ",")
}

func TestParseReply(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want string // event types, comma separated
	}{
		{"message", msgJSON, "Message"},
		{"task", taskJSON, "Task"},
		{"message result", `{"message":` + msgJSON + `}`, "Message"},
		{"task result", `{"task":` + taskJSON + `}`, "Task"},
		{"json-rpc message", `{"jsonrpc":"2.0","id":"1","result":{"message":` + msgJSON + `}}`, "Message"},
		{"json-rpc task", `{"jsonrpc":"2.0","id":1,"result":{"task":` + taskJSON + `}}`, "Task"},
		{"json-rpc bare task (GetTask)", `{"jsonrpc":"2.0","id":1,"result":` + taskJSON + `}`, "Task"},
		{"byte order mark", "\xef\xbb\xbf" + msgJSON, "Message"},
		{"json lines", `{"task":{"id":"t","contextId":"c","status":{"state":"TASK_STATE_SUBMITTED"}}}
{"statusUpdate":{"taskId":"t","contextId":"c","status":{"state":"TASK_STATE_WORKING"}}}
{"artifactUpdate":{"taskId":"t","contextId":"c","artifact":{"artifactId":"a","parts":[{"text":"x"}]}}}
{"statusUpdate":{"taskId":"t","contextId":"c","status":{"state":"TASK_STATE_COMPLETED"}}}`,
			"Task,TaskStatusUpdateEvent,TaskArtifactUpdateEvent,TaskStatusUpdateEvent"},
		{"json-rpc lines", `{"jsonrpc":"2.0","id":1,"result":{"task":` + taskJSON + `}}
{"jsonrpc":"2.0","id":1,"result":{"statusUpdate":{"taskId":"t-41","contextId":"c-9","status":{"state":"TASK_STATE_COMPLETED"}}}}`,
			"Task,TaskStatusUpdateEvent"},
		{"sse", "event: message\ndata: {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"task\":" + taskJSON + "}}\n\n" +
			"data: {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"statusUpdate\":{\"taskId\":\"t-41\",\"contextId\":\"c-9\",\"status\":{\"state\":\"TASK_STATE_COMPLETED\"}}}}\n\n",
			"Task,TaskStatusUpdateEvent"},
		{"a2a 0.3 message", `{"kind":"message","messageId":"m","role":"agent","parts":[{"kind":"text","text":"hi"}]}`, "Message"},
		{"a2a 0.3 status update", `{"kind":"status-update","taskId":"t","contextId":"c","status":{"state":"completed"},"final":true}`, "TaskStatusUpdateEvent"},
		{"bare status update", `{"taskId":"t","contextId":"c","status":{"state":"TASK_STATE_WORKING"}}`, "TaskStatusUpdateEvent"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			evs, err := parseReply([]byte(tt.in))
			if err != nil {
				t.Fatalf("parseReply: %v", err)
			}
			if got := eventTypes(evs); got != tt.want {
				t.Errorf("events = %s, want %s", got, tt.want)
			}
		})
	}
}

func TestParseReplyErrors(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"not json", `hello`, "not JSON"},
		{"truncated", `{"messageId":"m",`, "not JSON"},
		{"array", `[` + msgJSON + `]`, "expected a JSON object, got an array"},
		{"string", `"hi"`, "got a string"},
		{"card", `{"name":"x","skills":[],"capabilities":{}}`, "an Agent Card, not a reply"},
		{"unknown", `{"foo":1,"bar":2}`, `found keys "bar", "foo"`},
		{"json-rpc error", `{"jsonrpc":"2.0","id":1,"error":{"code":-32001,"message":"task not found"}}`, `JSON-RPC error response (code -32001: "task not found")`},
		{"json-rpc empty", `{"jsonrpc":"2.0","id":1}`, "neither result nor error"},
		{"json-rpc nested", `{"jsonrpc":"2.0","id":1,"result":{"jsonrpc":"2.0","id":1,"result":{}}}`, "inside a JSON-RPC response"},
		{"json-rpc non-object result", `{"jsonrpc":"2.0","id":1,"result":[1]}`, "the JSON-RPC result: expected a JSON object"},
		{"wrapper with two events", `{"message":` + msgJSON + `,"task":` + taskJSON + `}`, "does not decode"},
		{"parts not array", `{"messageId":"m","role":"ROLE_AGENT","parts":"hi"}`, "parts must be an array, not a string"},
		{"part without content", `{"messageId":"m","role":"ROLE_AGENT","parts":[{}]}`, "does not decode"},
		{"artifact update without artifact", `{"artifactUpdate":{"taskId":"t","contextId":"c"}}`, "without an artifact"},
		{"null artifact", `{"id":"t","status":{"state":"TASK_STATE_COMPLETED"},"artifacts":[null]}`, "artifact 1 is null"},
		{"null history", `{"id":"t","status":{"state":"TASK_STATE_COMPLETED"},"history":[null]}`, "history message 1 is null"},
		{"second line bad", msgJSON + "\n{\"x\":1}", "value 2: not a Message"},
		{"0.3 unknown kind", `{"kind":"banana","id":"t"}`, "A2A 0.3 object that does not decode"},
		{"0.3 message with bad parts", `{"kind":"message","messageId":"m","role":"agent","parts":[{"kind":"nope"}]}`, "A2A 0.3 object"},
		{"second line not json", msgJSON + "\n{x", "value 2: not JSON"},
		{"sse without data", "event: x\n\n", "no JSON value"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			evs, err := parseReply([]byte(tt.in))
			if err == nil {
				t.Fatalf("parseReply = %s, want error containing %q", eventTypes(evs), tt.want)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error = %q, want it to contain %q", err, tt.want)
			}
		})
	}
}

func TestParseCardErrors(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"task", taskJSON, "not an Agent Card: it is a Task"},
		{"message", msgJSON, "not an Agent Card: it is a Message"},
		{"send result", `{"task":` + taskJSON + `}`, "not an Agent Card: it is a SendMessage result"},
		{"json-rpc error", `{"jsonrpc":"2.0","id":1,"error":{"code":-32007,"message":"no extended card"}}`, "not an Agent Card: it is a JSON-RPC error response"},
		{"json-rpc task", `{"jsonrpc":"2.0","id":1,"result":` + taskJSON + `}`, "not an Agent Card: it is a Task"},
		{"unknown object", `{"hello":"world"}`, `it has none of skills, capabilities, supportedInterfaces or name (found keys "hello")`},
		{"array", `[]`, "expected a JSON object, got an array"},
		{"not json", `<html>`, "not JSON"},
		{"bad skills", `{"name":"x","skills":{"id":"a"}}`, "skills must be an array, not an object"},
		// The cache's own checks, with its reasons.
		{"no interface", `{"name":"x","skills":[]}`, "not a valid Agent Card: no interface with a URL"},
		{"no name", `{"name":" ","supportedInterfaces":[{"url":"https://a.example.com","protocolBinding":"JSONRPC"}]}`, "not a valid Agent Card: no name"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := parseCard([]byte(tt.in))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("parseCard error = %v, want it to contain %q", err, tt.want)
			}
		})
	}
}

func TestParseCard03(t *testing.T) {
	// An A2A 0.3 card: url and preferredTransport at the top, security as a list.
	in := `{"name":"Chapel","description":"d","url":"https://agent.example.com/a2a","preferredTransport":"JSONRPC",
		"protocolVersion":"0.3.0","version":"1","capabilities":{},"defaultInputModes":["text/plain"],
		"defaultOutputModes":["text/plain"],"skills":[{"id":"s","name":"S","description":"d","tags":["t"]}]}`
	card, err := parseCard([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	if len(card.SupportedInterfaces) != 1 || card.SupportedInterfaces[0].URL != "https://agent.example.com/a2a" {
		t.Errorf("interfaces = %+v, want the 0.3 url", card.SupportedInterfaces)
	}
}

func TestJSONProblemPosition(t *testing.T) {
	tests := []struct{ in, want string }{
		{"{\n  \"messageId\": \"m\",\n  oops\n}", "line 3, column 3"},
		{msgJSON + "\n{\"x\": tru}", "value 2: not JSON: invalid character '}' in literal true (expecting 'e') at line 2, column 10"},
		{msgJSON + " junk", fmt.Sprintf("line 1, column %d", len(msgJSON)+2)},
	}
	for _, tt := range tests {
		_, err := parseReply([]byte(tt.in))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("parseReply(%q) error = %v, want %q", tt.in, err, tt.want)
		}
	}
	// The same position through parseCard, whose parser uses json.Unmarshal.
	_, err := parseCard([]byte("{\n  \"name\": \"x\",\n  oops\n}"))
	if err == nil || !strings.Contains(err.Error(), "line 3, column 3") {
		t.Errorf("parseCard error = %v, want line 3, column 3", err)
	}
}

func FuzzParseReply(f *testing.F) {
	for _, s := range []string{msgJSON, taskJSON, `{"message":` + msgJSON + `}`,
		`{"jsonrpc":"2.0","id":1,"result":{"task":` + taskJSON + `}}`,
		"data: {\"task\":" + taskJSON + "}\n\n", msgJSON + "\n" + taskJSON} {
		f.Add([]byte(s))
	}
	addAnnexA(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		evs, err := parseReply(data)
		if err == nil && len(evs) == 0 {
			t.Fatal("no error and no events")
		}
		for _, ev := range evs {
			if ev == nil {
				t.Fatal("nil event without an error")
			}
		}
	})
}

func FuzzParseCard(f *testing.F) {
	f.Add([]byte(taskJSON))
	f.Add([]byte(`{"name":"x","skills":[]}`))
	addAnnexA(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		card, err := parseCard(data)
		if err != nil {
			return
		}
		if card == nil {
			t.Fatal("no error and no card")
		}
		// The rest of the card command: it must not panic either.
		d := interpret.Declare(card)
		printDeclaration(io.Discard, d)
		for _, sk := range d.Skills {
			if sk.PersonEntry != "" && interpret.CheckPersonEntry(sk.PersonEntry) != nil {
				t.Fatalf("card shows personEntry %q, which fails the checks", sk.PersonEntry)
			}
		}
	})
}
