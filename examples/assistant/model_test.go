package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
	"github.com/agent-capability/onrequest/present/guard"
)

// fakeModel speaks the chat-completions protocol, with tool calls and
// streaming, and behaves like a model that means well and knows too much:
// after each tool result it repeats the sentence it was given and adds a
// price "from the web", or says a passed-on appointment is booked.
type fakeModel struct {
	mu       sync.Mutex
	requests []map[string]any
}

var agentLine = regexp.MustCompile(`- (Example [A-Za-z ]+), agent (\S+), skills`)

func (f *fakeModel) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path != "/v1/chat/completions" || r.Method != http.MethodPost {
		http.NotFound(w, r)
		return
	}
	var req struct {
		Messages []struct {
			Role       string          `json:"role"`
			Content    json.RawMessage `json:"content"`
			ToolCallID string          `json:"tool_call_id"`
		} `json:"messages"`
		Tools  []map[string]any `json:"tools"`
		Stream bool             `json:"stream"`
	}
	var raw map[string]any
	body := json.NewDecoder(r.Body)
	var buf json.RawMessage
	if err := body.Decode(&buf); err != nil || json.Unmarshal(buf, &req) != nil || json.Unmarshal(buf, &raw) != nil {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	f.mu.Lock()
	f.requests = append(f.requests, raw)
	f.mu.Unlock()

	text := func(c json.RawMessage) string {
		var s string
		if json.Unmarshal(c, &s) == nil {
			return s
		}
		var parts []struct{ Text string }
		_ = json.Unmarshal(c, &parts)
		var b strings.Builder
		for _, p := range parts {
			b.WriteString(p.Text)
		}
		return b.String()
	}
	agents := map[string]string{}
	for _, m := range agentLine.FindAllStringSubmatch(text(req.Messages[0].Content), -1) {
		agents[m[1]] = m[2]
	}
	last := req.Messages[len(req.Messages)-1]

	var content, preamble string
	var call map[string]string
	switch last.Role {
	case "user":
		q := text(last.Content)
		switch {
		case strings.Contains(q, "again"):
			// A model that remembers a price from an earlier turn, and
			// from the web, and asks no one.
			content = "As I said, a cremation at Example Memorial Chapel costs about $2,450."
		case strings.Contains(q, "cremation"):
			call = map[string]string{"agent": agents["Example Memorial Chapel"], "question": q, "skill": "service-pricing"}
		case strings.Contains(q, "appointment"):
			call = map[string]string{"agent": agents["Example Family Clinic"], "question": q, "skill": "appointment-request"}
		case strings.Contains(q, "garble"):
			call = map[string]string{"raw": `{"agent": 42, "question": `}
		case strings.Contains(q, "elsewhere"):
			call = map[string]string{"agent": "http://127.0.0.1:9/", "question": q}
		default:
			content = "I can only ask the businesses' agents."
		}
		preamble = "Let me ask them. "
	case "tool":
		var res struct {
			Status interpret.Kind `json:"status"`
			Say    string         `json:"say"`
			Error  string         `json:"error"`
		}
		_ = json.Unmarshal([]byte(text(last.Content)), &res)
		switch res.Status {
		case interpret.KindOnRequest:
			content = res.Say + " I also found on the web that a cremation there costs about $2,450."
		case interpret.KindActionPending:
			content = res.Say + " Good news: your appointment on Tuesday is booked."
		case "":
			content = "I could not ask: " + res.Error
		default:
			content = res.Say
		}
	}

	if !req.Stream {
		msg := map[string]any{"role": "assistant", "content": content}
		finish := "stop"
		if call != nil {
			args := toolArgs(call)
			msg["content"] = preamble
			msg["tool_calls"] = []any{map[string]any{"id": "call_1", "type": "function",
				"function": map[string]any{"name": present.ToolName, "arguments": string(args)}}}
			finish = "tool_calls"
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{"id": "cmpl-1", "object": "chat.completion", "created": 1, "model": "fake",
			"choices": []any{map[string]any{"index": 0, "message": msg, "finish_reason": finish}}})
		return
	}
	w.Header().Set("Content-Type", "text/event-stream")
	chunk := func(delta map[string]any, finish any) {
		b, _ := json.Marshal(map[string]any{"id": "cmpl-1", "object": "chat.completion.chunk", "created": 1, "model": "fake",
			"choices": []any{map[string]any{"index": 0, "delta": delta, "finish_reason": finish}}})
		fmt.Fprintf(w, "data: %s\n\n", b)
		w.(http.Flusher).Flush()
	}
	chunk(map[string]any{"role": "assistant", "content": ""}, nil)
	if call != nil {
		// Some models talk before they call a tool; the guard must judge
		// the answer after the call with what the call recorded.
		chunk(map[string]any{"content": preamble}, nil)
		args := toolArgs(call)
		half := len(args) / 2
		chunk(map[string]any{"tool_calls": []any{map[string]any{"index": 0, "id": "call_1", "type": "function",
			"function": map[string]any{"name": present.ToolName, "arguments": string(args[:half])}}}}, nil)
		chunk(map[string]any{"tool_calls": []any{map[string]any{"index": 0,
			"function": map[string]any{"arguments": string(args[half:])}}}}, nil)
		chunk(map[string]any{}, "tool_calls")
	} else {
		// Small pieces, so sentences and amounts arrive split.
		for rs := []rune(content); len(rs) > 0; {
			n := min(7, len(rs))
			chunk(map[string]any{"content": string(rs[:n])}, nil)
			rs = rs[n:]
		}
		chunk(map[string]any{}, "stop")
	}
	fmt.Fprint(w, "data: [DONE]\n\n")
}

// toolArgs encodes a tool call's arguments; "raw" stands for arguments a
// model got wrong.
func toolArgs(call map[string]string) []byte {
	if raw, ok := call["raw"]; ok {
		return []byte(raw)
	}
	// The tool's arguments: an action names its skill in the request.
	intent, skill := "information", any(nil)
	if call["skill"] != "" {
		skill = call["skill"]
	}
	if call["skill"] == "appointment-request" {
		intent = "action"
	}
	b, _ := json.Marshal(map[string]any{"agent": call["agent"], "question": call["question"],
		"request": map[string]any{"intent": intent, "skill": skill}})
	return b
}

func TestModelPlanner(t *testing.T) {
	for _, stream := range []string{"1", "0"} {
		t.Run("stream="+stream, func(t *testing.T) {
			fm := &fakeModel{}
			srv := httptest.NewServer(fm)
			defer srv.Close()
			env := cleanEnv("OPENAI_BASE_URL="+srv.URL+"/v1/", "OPENAI_API_KEY=test-key", "OPENAI_MODEL=fake-model", "OPENAI_STREAM="+stream)
			in := "What does a cremation cost at the chapel?\nI need an appointment at the clinic on Tuesday.\nAsk elsewhere for me.\ngarble\n"
			res := runAssistant(t, in, env, "-json")
			if res.code != 0 {
				t.Fatalf("exit %d: %s", res.code, res.stderr)
			}
			dec := json.NewDecoder(strings.NewReader(res.stdout))
			var turns []Reply
			for dec.More() {
				var r Reply
				if err := dec.Decode(&r); err != nil {
					t.Fatalf("%v\n%s", err, res.stdout)
				}
				turns = append(turns, r)
			}
			if len(turns) != 4 {
				t.Fatalf("%d turns:\n%s\n%s", len(turns), res.stdout, res.stderr)
			}

			price := turns[0]
			if price.Planner != "model fake-model" || len(price.Steps) != 1 || price.Steps[0].Outcome.Kind != interpret.KindOnRequest {
				t.Fatalf("turn 1: %+v", price)
			}
			if !strings.Contains(price.Draft, "$2,450") {
				t.Errorf("the fake model did not try: draft %q", price.Draft)
			}
			if strings.Contains(price.Text, "2,450") || !strings.Contains(price.Text, "https://ask.example.com/talk") {
				t.Errorf("turn 1 text %q", price.Text)
			}
			if len(price.Blocked) != 1 || price.Blocked[0].Reason != guard.ReasonOtherSourceValue {
				t.Errorf("turn 1 blocked %+v", price.Blocked)
			}

			appt := turns[1]
			if len(appt.Steps) != 1 || appt.Steps[0].Outcome.Kind != interpret.KindActionPending {
				t.Fatalf("turn 2: %+v", appt.Steps)
			}
			if !strings.Contains(appt.Draft, "is booked") || strings.Contains(appt.Text, "is booked") {
				t.Errorf("turn 2: draft %q, text %q", appt.Draft, appt.Text)
			}

			// An agent address the model made up is not asked.
			if len(turns[2].Steps) != 1 || !strings.Contains(turns[2].Steps[0].Err, "not one of the agents") {
				t.Errorf("turn 3 steps %+v", turns[2].Steps)
			}

			// Arguments that are not the tool's are refused before any agent
			// is asked; the model reads why, and the turn goes on.
			if len(turns[3].Steps) != 0 || !strings.Contains(turns[3].Text, "invalid tool call") {
				t.Errorf("turn 4: steps %+v, text %q", turns[3].Steps, turns[3].Text)
			}

			// The tool the model was offered is present's.
			fm.mu.Lock()
			defer fm.mu.Unlock()
			tools, _ := fm.requests[0]["tools"].([]any)
			if len(tools) != 1 {
				t.Fatalf("tools offered: %v", fm.requests[0]["tools"])
			}
			fn, _ := tools[0].(map[string]any)["function"].(map[string]any)
			desc, _ := fn["description"].(string)
			if fn["name"] != present.ToolName || !strings.HasPrefix(desc, present.ToolDescription) ||
				!strings.Contains(desc, "appointment-request: Request an appointment") {
				t.Errorf("tool %v", fn)
			}
			props, _ := fn["parameters"].(map[string]any)["properties"].(map[string]any)
			if props["agent"] == nil || props["question"] == nil {
				t.Errorf("tool parameters %v", fn["parameters"])
			}
		})
	}
}

// The plain (non-JSON) output streams through the guard too.
func TestModelPlannerPlainOutput(t *testing.T) {
	srv := httptest.NewServer(&fakeModel{})
	defer srv.Close()
	env := cleanEnv("OPENAI_BASE_URL="+srv.URL+"/v1/", "OPENAI_API_KEY=k", "OPENAI_MODEL=fake-model")
	res := runAssistant(t, "", env, "-ask", "What does a cremation cost at the chapel?", "-v")
	if res.code != 0 {
		t.Fatalf("exit %d: %s", res.code, res.stderr)
	}
	if strings.Contains(res.stdout, "2,450") || !strings.Contains(res.stdout, "https://ask.example.com/talk") {
		t.Errorf("stdout %q", res.stdout)
	}
	if !strings.Contains(res.stderr, "blocked (other-source-value)") {
		t.Errorf("-v: %q", res.stderr)
	}
}
