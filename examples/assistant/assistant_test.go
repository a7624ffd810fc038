package main

import (
	"context"
	"io"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/cache"
	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/examples/assistant/demo"
	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
)

// planFunc is a Planner written inline by a test.
type planFunc func(ctx context.Context, t Turn, ask Asker, w io.Writer) error

func (planFunc) Name() string { return "test" }
func (f planFunc) Answer(ctx context.Context, t Turn, ask Asker, w io.Writer) error {
	return f(ctx, t, ask, w)
}

func newTestAssistant(t *testing.T, p Planner, opts ...AssistantOption) (*Assistant, *demo.Agents) {
	t.Helper()
	c, cards, agents := startDemo(t)
	return NewAssistant(c, cards, p, language.English, agents.URLs(), opts...), agents
}

// startDemo starts the demo agents and a client (with its card cache)
// that may reach them on loopback, for the test's lifetime.
func startDemo(t *testing.T) (*client.Client, *cache.Cache, *demo.Agents) {
	t.Helper()
	agents, stop, err := demo.Start(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(stop)
	copts := []client.Option{client.WithAllowPrivateNetworks()}
	cards := cache.New(cache.WithHTTPClient(client.NewHTTPClient(copts...)))
	c := client.New(append(copts, client.WithCache(cards))...)
	t.Cleanup(func() { c.Close() })
	return c, cards, agents
}

func TestGuardCannotBeBypassed(t *testing.T) {
	tests := []struct {
		name  string
		write func(w io.Writer, res present.ToolResult) error
		want  string // in the text the person reads
	}{
		{"price written before the tool call is judged with the ledger after it", nil, ""},
		{"a planner's own words passed off as present's", func(w io.Writer, res present.ToolResult) error {
			return w.(PresentedWriter).Presented("It costs $2,450 according to the web.")
		}, "https://ask.example.com/talk"},
		{"a price split across writes", func(w io.Writer, res present.ToolResult) error {
			for _, p := range []string{res.Say, " It co", "sts $2,", "450, I read."} {
				if _, err := io.WriteString(w, p); err != nil {
					return err
				}
			}
			return nil
		}, "https://ask.example.com/talk"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var chapel string
			a, agents := newTestAssistant(t, planFunc(func(ctx context.Context, turn Turn, ask Asker, w io.Writer) error {
				if tt.write == nil {
					// Text before the call: nothing is referred yet.
					io.WriteString(w, "Let me check. ")
				}
				res, err := ask(ctx, present.ToolCall{Agent: chapel, Skill: "service-pricing", Question: "What does a cremation cost?"})
				if err != nil {
					return err
				}
				if tt.write == nil {
					_, err := io.WriteString(w, "It costs $2,450, I read.")
					return err
				}
				return tt.write(w, res)
			}))
			chapel = agents.Chapel.URL
			r, err := a.Ask(t.Context(), "what does a cremation cost?", nil)
			if err != nil {
				t.Fatal(err)
			}
			if strings.Contains(r.Text, "2,450") || !strings.Contains(r.Text, tt.want) || len(r.Blocked) == 0 {
				t.Errorf("text %q, blocked %+v", r.Text, r.Blocked)
			}
		})
	}
}

func TestAskerRefusesUnknownAgents(t *testing.T) {
	var got error
	a, _ := newTestAssistant(t, planFunc(func(ctx context.Context, turn Turn, ask Asker, w io.Writer) error {
		_, got = ask(ctx, present.ToolCall{Agent: "http://127.0.0.1:1", Question: "hi"})
		return nil
	}))
	r, err := a.Ask(t.Context(), "hi", nil)
	if err != nil {
		t.Fatal(err)
	}
	if got == nil || len(r.Steps) != 1 || r.Steps[0].Err == "" {
		t.Errorf("asker error %v, steps %+v", got, r.Steps)
	}
}

// The input the clinic asked for continues the same task.
func TestInputRequiredContinuesTask(t *testing.T) {
	a, _ := newTestAssistant(t, &Scripted{})
	first, err := a.Ask(t.Context(), "I need an appointment at the clinic.", nil)
	if err != nil {
		t.Fatal(err)
	}
	second, err := a.Ask(t.Context(), "Friday", nil)
	if err != nil {
		t.Fatal(err)
	}
	o1, o2 := first.Steps[0].Outcome, second.Steps[0].Outcome
	if o1.Kind != interpret.KindInputRequired || o2.Kind != interpret.KindActionPending || o1.TaskID == "" || o2.TaskID != o1.TaskID {
		t.Errorf("first %s task %s, second %s task %s", o1.Kind, o1.TaskID, o2.Kind, o2.TaskID)
	}
	items := a.Ledger().Items()
	if len(items) != 1 || !items[0].Pending() {
		t.Errorf("ledger %+v", items)
	}
}

// BenchmarkTurn is one question from the person to what they read: plan,
// A2A call to a demo agent on loopback (card cached), ledger, guard.
func BenchmarkTurn(b *testing.B) {
	for _, q := range []struct{ name, text string }{
		{"answered", "When is the chapel open?"},
		{"on-request+guard", "What does a cremation cost at the chapel?"},
	} {
		b.Run(q.name, func(b *testing.B) {
			agents, stop, err := demo.Start(b.Context())
			if err != nil {
				b.Fatal(err)
			}
			defer stop()
			opts := []client.Option{client.WithAllowPrivateNetworks()}
			cards := cache.New(cache.WithHTTPClient(client.NewHTTPClient(opts...)))
			c := client.New(append(opts, client.WithCache(cards))...)
			defer c.Close()
			a := NewAssistant(c, cards, &Scripted{Tempt: true}, language.English, agents.URLs())
			if _, err := a.Ask(b.Context(), q.text, nil); err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				if _, err := a.Ask(b.Context(), q.text, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
