package main

import (
	"os"
	"strings"
	"testing"
)

func readAnnex(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(annex(name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestInterpretAnnexA(t *testing.T) {
	tests := []struct {
		reply       string
		kind        string
		skill       string
		personEntry string
		findings    []string // rule ids expected among the findings; nil: none at all
	}{
		{"message-on-request.json", "on-request", "service-pricing", "https://ask.example.com/talk", nil},
		{"task-action-referred.json", "action-referred", "arrangement-booking", "https://ask.example.com/talk", nil},
		// A.4 is "a different operator" that opened its pricing; under the
		// A.1 card, where service-pricing is not opened, it reads as
		// on request and the agent is in breach of OR-5.3.
		{"task-given-on-opt-in.json", "on-request", "service-pricing", "https://ask.example.com/talk", []string{"OR-5.3"}},
	}
	for _, tt := range tests {
		t.Run(tt.reply, func(t *testing.T) {
			r := runBinary(t, "", "interpret", "--card", annex("card.json"), "--json", annex(tt.reply))
			if r.code != exitOK {
				t.Fatalf("exit status = %d, want 0; stderr %q", r.code, r.stderr)
			}
			got := decodeJSON[outcomeJSON](t, r.stdout)
			if got.Kind != tt.kind || got.SkillID != tt.skill || got.PersonEntry != tt.personEntry || got.Operator != "Example Memorial Chapel" {
				t.Errorf("outcome = %+v, want kind %s, skill %s, personEntry %s, operator Example Memorial Chapel", got, tt.kind, tt.skill, tt.personEntry)
			}
			if got.Findings == nil {
				t.Errorf("findings printed as null, want []:\n%s", r.stdout)
			}
			if tt.findings == nil && len(got.Findings) != 0 {
				t.Errorf("findings = %+v, want none", got.Findings)
			}
			for _, rule := range tt.findings {
				if !hasRule(got.Findings, rule) {
					t.Errorf("no %s finding in %+v", rule, got.Findings)
				}
			}
			if got.Say == "" {
				t.Errorf("say is empty")
			}
			if tt.personEntry != "" && got.Kind != "given-on-opt-in" && !strings.Contains(got.Say, tt.personEntry) {
				t.Errorf("say = %q, want it to give the person the address %s", got.Say, tt.personEntry)
			}
		})
	}
}

// rejectedStatus is the status of Annex A.3 on one line.
const rejectedStatus = `{"state":"TASK_STATE_REJECTED","message":{"messageId":"m-7","role":"ROLE_AGENT",` +
	`"parts":[{"text":"I can't book this meeting for you. The person can book it here: https://ask.example.com/talk"}],` +
	`"extensions":["https://agent-capability.org/ext/on-request/v1"],"metadata":{"https://agent-capability.org/ext/on-request/v1":` +
	`{"status":"action-referred","skillId":"arrangement-booking","personEntry":"https://ask.example.com/talk"}}}}`

func hasRule(fs []findingJSON, rule string) bool {
	for _, f := range fs {
		if f.Rule == rule {
			return true
		}
	}
	return false
}

// TestInterpretShapes feeds the same reply in every shape interpret reads:
// each must give the same outcome.
func TestInterpretShapes(t *testing.T) {
	msg := strings.TrimSpace(readAnnex(t, "message-on-request.json"))
	task := strings.TrimSpace(readAnnex(t, "task-action-referred.json"))
	compact := func(s string) string { return strings.Join(strings.Fields(s), " ") }

	shapes := []struct {
		name, in, kind string
	}{
		{"message", msg, "on-request"},
		{"SendMessage result", `{"message": ` + msg + `}`, "on-request"},
		{"JSON-RPC response", `{"jsonrpc": "2.0", "id": "1", "result": {"message": ` + msg + `}}`, "on-request"},
		{"task", task, "action-referred"},
		{"task result", `{"task": ` + task + `}`, "action-referred"},
		{"JSON-RPC task", `{"jsonrpc":"2.0","id":7,"result":{"task":` + task + `}}`, "action-referred"},
		{"stream as JSON lines", `{"task":{"id":"t-41","contextId":"c-9","status":{"state":"TASK_STATE_SUBMITTED"}}}
{"statusUpdate":{"taskId":"t-41","contextId":"c-9","status":{"state":"TASK_STATE_WORKING"}}}
{"task":` + compact(task) + `}`, "action-referred"},
		{"stream as SSE", "event: message\ndata: {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"task\":{\"id\":\"t-41\",\"contextId\":\"c-9\",\"status\":{\"state\":\"TASK_STATE_WORKING\"}}}}\n\n" +
			"event: message\ndata: " + `{"jsonrpc":"2.0","id":1,"result":{"statusUpdate":{"taskId":"t-41","contextId":"c-9","status":` + rejectedStatus + `}}}` + "\n\n",
			"action-referred"},
	}
	for _, tt := range shapes {
		t.Run(tt.name, func(t *testing.T) {
			r := runBinary(t, tt.in, "interpret", "--json", "--card", annex("card.json"), "-")
			if r.code != exitOK {
				t.Fatalf("exit status = %d; stderr %q", r.code, r.stderr)
			}
			got := decodeJSON[outcomeJSON](t, r.stdout)
			if got.Kind != tt.kind {
				t.Errorf("kind = %s, want %s (findings %+v)", got.Kind, tt.kind, got.Findings)
			}
		})
	}
}

// TestInterpretFindings reads a reply that breaks the rules: a referral
// without the card's address in words, with a personEntry that differs
// from the card's.
func TestInterpretFindings(t *testing.T) {
	reply := `{"messageId":"m-9","role":"ROLE_AGENT","parts":[{"text":"We cannot say."}],
	  "metadata":{"https://agent-capability.org/ext/on-request/v1":{"status":"on-request","skillId":"service-pricing","personEntry":"https://elsewhere.example.net/x"}}}`
	r := runBinary(t, reply, "interpret", "--card", annex("card.json"), "--json", "-")
	if r.code != exitOK {
		t.Fatalf("exit status = %d, want 0 whatever the findings; stderr %q", r.code, r.stderr)
	}
	got := decodeJSON[outcomeJSON](t, r.stdout)
	if got.Kind != "on-request" || got.PersonEntry != "https://ask.example.com/talk" {
		t.Errorf("outcome = %+v, want on-request with the card's personEntry", got)
	}
	// The differing personEntry (§6.1) and the text that does not give the
	// address (OR-5.3) are breaches.
	for _, rule := range []string{"OR-6.1", "OR-5.3"} {
		if !hasRule(got.Findings, rule) {
			t.Errorf("no %s finding: %+v", rule, got.Findings)
		}
	}
	// The text form prints the same findings.
	r = runBinary(t, reply, "interpret", "--card", annex("card.json"), "-")
	if !strings.Contains(r.stdout, "  OR-5.3 ") || !strings.Contains(r.stdout, "Kind: on-request; skill: service-pricing") {
		t.Errorf("text form:\n%s", r.stdout)
	}
}

// TestInterpretUnmarked: a reply without the marker for a public question
// is simply answered.
func TestInterpretUnmarked(t *testing.T) {
	reply := `{"messageId":"m-1","role":"ROLE_AGENT","parts":[{"text":"We are open 9 to 5."}]}`
	r := runInProcess(t, reply, "interpret", "-", "--card", annex("card.json"), "--json")
	if r.code != exitOK {
		t.Fatalf("exit status = %d; stderr %q", r.code, r.stderr)
	}
	got := decodeJSON[outcomeJSON](t, r.stdout)
	if got.Kind != "answered" || !strings.Contains(got.Say, "We are open 9 to 5.") {
		t.Errorf("outcome = %+v, want answered with the agent's words", got)
	}
}

// TestInterpretA2A03 reads replies saved from an A2A 0.3 agent: "kind"
// discriminators, lower-case states and roles, parts with a kind.
func TestInterpretA2A03(t *testing.T) {
	task03 := `{"jsonrpc":"2.0","id":1,"result":{"kind":"task","id":"t-41","contextId":"c-9",
	  "status":{"state":"rejected","message":{"kind":"message","messageId":"m-7","role":"agent",
	    "parts":[{"kind":"text","text":"I can't book this meeting for you. The person can book it here: https://ask.example.com/talk"}],
	    "extensions":["https://agent-capability.org/ext/on-request/v1"],
	    "metadata":{"https://agent-capability.org/ext/on-request/v1":{"status":"action-referred","skillId":"arrangement-booking","personEntry":"https://ask.example.com/talk"}}}}}}`
	r := runBinary(t, task03, "interpret", "--card", annex("card.json"), "--json", "-")
	if r.code != exitOK {
		t.Fatalf("exit status = %d; stderr %q", r.code, r.stderr)
	}
	got := decodeJSON[outcomeJSON](t, r.stdout)
	if got.Kind != "action-referred" || got.SkillID != "arrangement-booking" || len(got.Findings) != 0 {
		t.Errorf("0.3 task read as %+v, want action-referred without findings", got)
	}

	stream03 := `{"kind":"task","id":"t","contextId":"c","status":{"state":"submitted"}}
{"kind":"status-update","taskId":"t","contextId":"c","status":{"state":"working"},"final":false}
{"kind":"status-update","taskId":"t","contextId":"c","status":{"state":"completed","message":{"kind":"message","messageId":"m","role":"agent","parts":[{"kind":"text","text":"We are open 9 to 5."}]}},"final":true}`
	r = runBinary(t, stream03, "interpret", "--card", annex("card.json"), "--json", "-")
	got = decodeJSON[outcomeJSON](t, r.stdout)
	if got.Kind != "answered" || !strings.Contains(got.Say, "We are open 9 to 5.") {
		t.Errorf("0.3 stream read as %+v, want answered", got)
	}
}

// TestInterpretSkill: with --skill, an unmarked reply to an on-request
// question is read as the referral it must be, and the leak is a finding;
// without it the same reply is an ordinary answer.
func TestInterpretSkill(t *testing.T) {
	leak := `{"messageId":"m","role":"ROLE_AGENT","parts":[{"text":"A cremation is $2,950."}]}`
	r := runBinary(t, leak, "interpret", "--card", annex("card.json"), "--skill", "service-pricing", "--json", "-")
	got := decodeJSON[outcomeJSON](t, r.stdout)
	if got.Kind != "on-request" || strings.Contains(got.Say, "2,950") || !hasRule(got.Findings, "OR-6.1") {
		t.Errorf("with --skill: %+v, want on-request without the amount and an OR-6.1 finding", got)
	}
	r = runBinary(t, leak, "interpret", "--card", annex("card.json"), "--json", "-")
	if got := decodeJSON[outcomeJSON](t, r.stdout); got.Kind != "answered" {
		t.Errorf("without --skill: kind %s, want answered", got.Kind)
	}
}
