package mcpserver_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// FuzzToolArguments sends a model's arguments, untrusted, to both tools:
// whatever they hold, the answer is a result (an error result at worst),
// never a protocol error or a crash, and a check's list of what was
// blocked is never null.
func FuzzToolArguments(f *testing.F) {
	f.Add("Example Memorial Chapel", "What does a cremation cost?", "service-pricing", "en", "It costs $2,450.")
	f.Add("https://agent.example.com", "Book a meeting", "", "de-CH", "Your meeting is booked.")
	f.Add("", "", "\x00", "not a tag", "")
	f.Add("Example Bakery", "?", "x", "zh-Hant-TW", "Es kostet 2.450 €. Der Termin ist gebucht!")
	srv, _ := startServer(f)
	st, ct := mcp.NewInMemoryTransports()
	ctx := context.Background()
	if _, err := srv.MCP().Connect(ctx, st, nil); err != nil {
		f.Fatal(err)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "fuzz", Version: "1"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { cs.Close() })
	f.Fuzz(func(t *testing.T, agent, question, skill, lang, draft string) {
		ask, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "ask_business_agent", Arguments: map[string]any{
			"agent": agent, "question": question, "skill": skill, "language": lang}})
		if err != nil || ask == nil {
			t.Fatalf("ask_business_agent: %v", err)
		}
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "check_draft", Arguments: map[string]any{"draft": draft, "language": lang}})
		if err != nil {
			t.Fatalf("check_draft: %v", err)
		}
		if res.IsError {
			return
		}
		var out struct {
			Blocked *[]json.RawMessage `json:"blocked"`
		}
		b, _ := json.Marshal(res.StructuredContent)
		if err := json.Unmarshal(b, &out); err != nil || out.Blocked == nil {
			t.Fatalf("check_draft's result %s: blocked missing or null", b)
		}
	})
}
