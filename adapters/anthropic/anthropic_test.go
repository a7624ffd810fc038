package anthropic_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	sdk "github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/anthropics/anthropic-sdk-go/v2/option"

	"github.com/agent-capability/onrequest/adapters/anthropic"
	"github.com/agent-capability/onrequest/adapters/internal/script"
)

// fakeAPI plays the Messages API's wire format (POST /v1/messages, JSON or
// server-sent events): tool calls first, then, once the request carries
// tool results, the answer.
type fakeAPI struct {
	calls []script.Call

	mu          sync.Mutex
	toolResults string // the tool_result blocks of the last request
}

func (f *fakeAPI) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	// SDK v2 sends the key as a bearer token; v1 sent X-Api-Key.
	key := r.Header.Get("X-Api-Key")
	if key == "" {
		key = strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
	}
	if r.Method != http.MethodPost || r.URL.Path != "/v1/messages" || key != "test-key" || r.Header.Get("Anthropic-Version") == "" {
		http.Error(w, `{"type":"error","error":{"type":"not_found_error","message":"no"}}`, http.StatusNotFound)
		return
	}
	var req struct {
		Stream   bool `json:"stream"`
		Messages []struct {
			Role    string            `json:"role"`
			Content []json.RawMessage `json:"content"`
		} `json:"messages"`
		Tools []struct {
			Name string `json:"name"`
		} `json:"tools"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || len(req.Messages) == 0 {
		http.Error(w, `{"type":"error","error":{"type":"invalid_request_error","message":"bad body"}}`, http.StatusBadRequest)
		return
	}
	last := req.Messages[len(req.Messages)-1]
	var results []string
	for _, c := range last.Content {
		if bytes.Contains(c, []byte(`"tool_result"`)) {
			results = append(results, string(c))
		}
	}
	f.mu.Lock()
	f.toolResults = strings.Join(results, "\n")
	f.mu.Unlock()

	var blocks []map[string]any
	stop := "end_turn"
	if len(results) == 0 && len(req.Tools) == 1 && req.Tools[0].Name == "ask_business_agent" {
		stop = "tool_use"
		for _, c := range f.calls {
			blocks = append(blocks, map[string]any{"type": "tool_use", "id": c.ID, "name": "ask_business_agent", "input": c.Args})
		}
	} else {
		blocks = append(blocks, map[string]any{"type": "text", "text": strings.Join(script.Answer, "")})
	}
	if !req.Stream {
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{
			"id": "msg_1", "type": "message", "role": "assistant", "model": "fake", "content": blocks,
			"stop_reason": stop, "stop_sequence": nil, "usage": map[string]any{"input_tokens": 10, "output_tokens": 10},
		})
		return
	}
	w.Header().Set("Content-Type", "text/event-stream")
	send := func(event string, data map[string]any) {
		b, _ := json.Marshal(data)
		fmt.Fprintf(w, "event: %s\ndata: %s\n\n", event, b)
	}
	send("message_start", map[string]any{"type": "message_start", "message": map[string]any{
		"id": "msg_1", "type": "message", "role": "assistant", "model": "fake", "content": []any{},
		"stop_reason": nil, "stop_sequence": nil, "usage": map[string]any{"input_tokens": 10, "output_tokens": 1}}})
	for i, b := range blocks {
		if b["type"] == "text" {
			send("content_block_start", map[string]any{"type": "content_block_start", "index": i, "content_block": map[string]any{"type": "text", "text": ""}})
			for _, piece := range script.Answer {
				send("content_block_delta", map[string]any{"type": "content_block_delta", "index": i, "delta": map[string]any{"type": "text_delta", "text": piece}})
			}
		} else {
			send("content_block_start", map[string]any{"type": "content_block_start", "index": i, "content_block": map[string]any{"type": "tool_use", "id": b["id"], "name": b["name"], "input": map[string]any{}}})
			args, _ := json.Marshal(b["input"])
			half := len(args) / 2
			for _, part := range []string{string(args[:half]), string(args[half:])} {
				send("content_block_delta", map[string]any{"type": "content_block_delta", "index": i, "delta": map[string]any{"type": "input_json_delta", "partial_json": part}})
			}
		}
		send("content_block_stop", map[string]any{"type": "content_block_stop", "index": i})
	}
	send("message_delta", map[string]any{"type": "message_delta", "delta": map[string]any{"stop_reason": stop, "stop_sequence": nil}, "usage": map[string]any{"output_tokens": 10}})
	send("message_stop", map[string]any{"type": "message_stop"})
}

func TestAnswerIsGuarded(t *testing.T) {
	for _, stream := range []bool{false, true} {
		t.Run(fmt.Sprintf("stream=%v", stream), func(t *testing.T) {
			conv, calls := script.Setup(t)
			fake := &fakeAPI{calls: calls}
			srv := httptest.NewServer(fake)
			defer srv.Close()
			c := sdk.NewClient(option.WithBaseURL(srv.URL), option.WithAPIKey("test-key"), option.WithMaxRetries(0))
			m := anthropic.New(c, "claude-test", anthropic.WithStream(stream))
			var out strings.Builder
			blocked, err := m.Answer(context.Background(), conv, script.Question, &out)
			if err != nil {
				t.Fatal(err)
			}
			fake.mu.Lock()
			defer fake.mu.Unlock()
			script.Check(t, out.String(), blocked, fake.toolResults)
		})
	}
}

// The tool definition is present's: the same name, and the schema's
// properties and required arguments.
func TestTool(t *testing.T) {
	b, err := json.Marshal(anthropic.Tool())
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Name        string `json:"name"`
		InputSchema struct {
			Type       string         `json:"type"`
			Properties map[string]any `json:"properties"`
			Required   []string       `json:"required"`
			Additional *bool          `json:"additionalProperties"`
		} `json:"input_schema"`
	}
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	if got.Name != "ask_business_agent" || got.InputSchema.Type != "object" || got.InputSchema.Properties["question"] == nil ||
		!contains(got.InputSchema.Required, "question") || got.InputSchema.Additional == nil || *got.InputSchema.Additional {
		t.Errorf("tool = %s", b)
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
