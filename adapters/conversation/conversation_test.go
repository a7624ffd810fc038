package conversation_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/agent-capability/onrequest/adapters/conversation"
	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/examples/assistant/demo"
)

func TestCall(t *testing.T) {
	ctx := context.Background()
	agents, stop, err := demo.Start(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	c := client.New(client.WithAllowPrivateNetworks())
	defer c.Close()
	conv := conversation.New(c, conversation.WithAgents(agents.Clinic.URL))
	args := func(agent, question, skill string) []byte {
		req := map[string]any{"intent": "information", "skill": nil}
		if skill != "" {
			req = map[string]any{"intent": "action", "skill": skill}
		}
		b, _ := json.Marshal(map[string]any{"agent": agent, "question": question, "request": req})
		return b
	}
	for _, tc := range []struct {
		name   string
		n      int
		tool   string
		args   []byte
		failed bool
		want   string
	}{
		{"another agent", 0, "ask_business_agent", args(agents.Chapel.URL, "Prices?", ""), true, "not one of the agents"},
		{"another tool", 0, "web_search", args(agents.Clinic.URL, "Prices?", ""), true, "unknown tool"},
		{"one call too many", 4, "ask_business_agent", args(agents.Clinic.URL, "Prices?", ""), true, "too many"},
		{"not JSON", 0, "ask_business_agent", []byte("{"), true, "invalid tool call"},
		// The clinic asks which day; the answer continues its task, which
		// reception completes later.
		{"appointment", 0, "ask_business_agent", args(agents.Clinic.URL, "An appointment, please", "appointment-request"), false, `"status":"input-required"`},
		{"the day", 0, "ask_business_agent", args(agents.Clinic.URL, "Friday", ""), false, `"status":"action-pending"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, failed := conv.Call(ctx, tc.n, tc.tool, tc.args)
			if failed != tc.failed || !strings.Contains(out, tc.want) {
				t.Errorf("Call = %s, failed %v; want %q, failed %v", out, failed, tc.want, tc.failed)
			}
		})
	}
	text, blocked := conv.Check("Your appointment on Friday is confirmed.")
	if len(blocked) != 1 || blocked[0].Reason != "done-claim" || strings.Contains(text, "is confirmed") {
		t.Errorf("Check after the pending appointment = %q, %+v", text, blocked)
	}
}
