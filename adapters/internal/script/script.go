// Package script is the exchange every adapter test plays against a fake
// of its model API: the model calls ask_business_agent twice (the chapel's
// prices, which it gives on request, and an arrangement meeting, which it
// refers to the person), then answers with a price from a comparison site
// and a claim that the meeting is booked. Neither may reach the person.
package script

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/agent-capability/onrequest/adapters/conversation"
	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/examples/assistant/demo"
)

// A Call is one tool call the fake model makes.
type Call struct {
	ID   string
	Args map[string]any
}

// Question is what the person asks.
const Question = "What does a cremation cost at Example Memorial Chapel, and can you book me an arrangement meeting for Tuesday?"

// Answer is the fake model's answer after the tool results, in pieces as
// a stream sends them: cut inside words and sentences.
var Answer = []string{
	"I asked the chapel. A comparison site says a direct cre", "mation there costs $2,4", "50. ",
	"Your arrangement meeting is boo", "ked for Tuesday at 10:00.",
}

// Leaks are the parts of Answer that must not reach the person.
var Leaks = []string{"2,450", "is booked"}

// Setup runs the demo agents and returns a conversation limited to the
// chapel, and the tool calls the fake model makes.
func Setup(t *testing.T) (*conversation.Conversation, []Call) {
	t.Helper()
	agents, stop, err := demo.Start(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(stop)
	c := client.New(client.WithAllowPrivateNetworks())
	t.Cleanup(func() { c.Close() })
	conv := conversation.New(c, conversation.WithAgents(agents.Chapel.URL))
	return conv, []Call{
		{ID: "call_1", Args: map[string]any{"agent": agents.Chapel.URL, "question": "What does a cremation cost?",
			"request": map[string]any{"intent": "information", "skill": "service-pricing"}}},
		{ID: "call_2", Args: map[string]any{"agent": agents.Chapel.URL, "question": "Book an arrangement meeting for Tuesday",
			"request": map[string]any{"intent": "action", "skill": "arrangement-booking"}}},
	}
}

// ArgsJSON is a call's arguments as JSON text.
func (c Call) ArgsJSON() string {
	b, _ := json.Marshal(c.Args)
	return string(b)
}

// Check judges what the person saw, what the guard kept back, and the tool
// results the model was given.
func Check(t *testing.T, out string, blocked []conversation.Block, toolResults string) {
	t.Helper()
	t.Logf("the person reads: %q", out)
	for _, leak := range Leaks {
		if strings.Contains(out, leak) {
			t.Errorf("%q reached the person: %q", leak, out)
		}
	}
	if !strings.Contains(out, "https://ask.example.com/talk") {
		t.Errorf("the person was not told where to ask: %q", out)
	}
	reasons := map[string]bool{}
	for _, b := range blocked {
		reasons[b.Reason] = true
	}
	if !reasons["other-source-value"] || !reasons["done-claim"] {
		t.Errorf("blocked = %+v, want a value and a done claim", blocked)
	}
	// The results may be JSON text inside the API's JSON.
	unquoted := strings.ReplaceAll(toolResults, `\"`, `"`)
	for _, want := range []string{`"status":"on-request"`, `"status":"action-referred"`} {
		if !strings.Contains(unquoted, want) {
			t.Errorf("the model was not given %s; tool results: %s", want, toolResults)
		}
	}
}
