package main

import (
	"context"
	"net"
	"strings"
	"testing"

	"github.com/agent-capability/onrequest/examples/assistant/demo"
)

// startDemo runs the example's demo agents (a2a-go servers) on loopback.
func startDemo(t *testing.T) *demo.Agents {
	t.Helper()
	agents, stop, err := demo.Start(context.Background())
	if err != nil {
		t.Fatalf("starting the demo agents: %v", err)
	}
	t.Cleanup(stop)
	return agents
}

func TestCardURL(t *testing.T) {
	agents := startDemo(t)
	r := runBinary(t, "", "card", "--json", "--allow-private", agents.Chapel.URL)
	if r.code != exitOK {
		t.Fatalf("exit status = %d, want 0; stdout %s stderr %q", r.code, r.stdout, r.stderr)
	}
	got := decodeJSON[cardJSON](t, r.stdout)
	if got.Operator != "Example Memorial Chapel" || len(got.Skills) != 2 || got.Skills[0].ID != "service-pricing" {
		t.Errorf("card of the demo chapel = %+v", got)
	}

	// The law firm's tel: personEntry is shown as it is.
	r = runBinary(t, "", "card", "--allow-private", agents.Law.URL)
	if !strings.Contains(r.stdout, "tel:+1-555-0100") {
		t.Errorf("law firm card:\n%s\nstderr %q", r.stdout, r.stderr)
	}
}

func TestCardURLRefusesPrivate(t *testing.T) {
	agents := startDemo(t)
	r := runBinary(t, "", "card", agents.Chapel.URL)
	checkOneLineError(t, r, "loopback address")
	if !strings.Contains(r.stderr, "--allow-private") {
		t.Errorf("the refusal does not say how to allow it: %q", r.stderr)
	}
}

func TestAsk(t *testing.T) {
	agents := startDemo(t)
	tests := []struct {
		name, agent, question string
		kind, skill           string
	}{
		{"price on request", agents.Chapel.URL, "What does a cremation cost?", "on-request", "service-pricing"},
		{"public hours", agents.Chapel.URL, "When are you open?", "answered", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := runBinary(t, "", "ask", "--agent", tt.agent, "--allow-private", "--json", tt.question)
			if r.code != exitOK {
				t.Fatalf("exit status = %d; stderr %q", r.code, r.stderr)
			}
			got := decodeJSON[outcomeJSON](t, r.stdout)
			if got.Kind != tt.kind || got.SkillID != tt.skill || got.Operator != "Example Memorial Chapel" {
				t.Errorf("outcome = %+v, want kind %s skill %q", got, tt.kind, tt.skill)
			}
			if got.Say == "" {
				t.Error("say is empty")
			}
			if len(got.Findings) != 0 {
				t.Errorf("the demo chapel follows the rules, but: %+v", got.Findings)
			}
		})
	}

	// Without --json: the person-facing text, the question given as words.
	r := runBinary(t, "", "ask", "--agent", agents.Chapel.URL, "--allow-private", "What", "does", "a", "cremation", "cost?")
	if r.code != exitOK || !strings.Contains(r.stdout, "https://ask.example.com/talk") {
		t.Errorf("ask text: exit %d\n%s\nstderr %q", r.code, r.stdout, r.stderr)
	}
}

func TestAskRefusesPrivate(t *testing.T) {
	agents := startDemo(t)
	r := runBinary(t, "", "ask", "--agent", agents.Chapel.URL, "What does a cremation cost?")
	checkOneLineError(t, r, "pass --allow-private")
}

func TestAskUnreachable(t *testing.T) {
	// A port that was free a moment ago: nothing listens there.
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	r := runBinary(t, "", "ask", "--agent", "http://"+addr, "--allow-private", "--timeout", "20s", "hello")
	checkOneLineError(t, r, "cannot reach the agent at http://"+addr)
}
