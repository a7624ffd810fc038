package main

import (
	"context"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2asrv"

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
		{"public hours", agents.Chapel.URL, "When are you open?", "answered", "opening-hours"},
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
	want := "Example Memorial Chapel gives this information to the person who asks, on request. You can ask here: https://ask.example.com/talk\n"
	if r.code != exitOK || r.stdout != want || r.stderr != "" {
		t.Errorf("ask text: exit %d\nstdout %q\nwant   %q\nstderr %q", r.code, r.stdout, want, r.stderr)
	}

	// In German, and the card read for interpret from the live agent.
	r = runBinary(t, "", "ask", "--agent", agents.Chapel.URL, "--allow-private", "--lang", "de-CH", "--json", "What does a cremation cost?")
	if got := decodeJSON[outcomeJSON](t, r.stdout); !strings.Contains(got.Say, "Sie können hier fragen: https://ask.example.com/talk") {
		t.Errorf("ask --lang de-CH: say = %q, want German", got.Say)
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

// TestInterpretCardURL reads the card for interpret from a live agent.
func TestInterpretCardURL(t *testing.T) {
	agents := startDemo(t)
	r := runBinary(t, readAnnex(t, "message-on-request.json"), "interpret", "--card", agents.Chapel.URL, "--allow-private", "--json", "-")
	if r.code != exitOK {
		t.Fatalf("exit status = %d; stderr %q", r.code, r.stderr)
	}
	got := decodeJSON[outcomeJSON](t, r.stdout)
	if got.Kind != "on-request" || got.Operator != "Example Memorial Chapel" || len(got.Findings) != 0 {
		t.Errorf("outcome = %+v", got)
	}
	// Without --allow-private the card's address is refused too.
	r = runBinary(t, readAnnex(t, "message-on-request.json"), "interpret", "--card", agents.Chapel.URL, "-")
	checkOneLineError(t, r, "--card: "+agents.Chapel.URL+" is on a loopback address")
}

// TestAskEveryDemoAgent asks each demo business for what it refers, gives
// on opt-in or refuses to do.
func TestAskEveryDemoAgent(t *testing.T) {
	agents := startDemo(t)
	tests := []struct {
		agent, question, kind, skill string
	}{
		{agents.Chapel.URL, "Book an arrangement meeting", "action-referred", "arrangement-booking"},
		{agents.Clinic.URL, "What are your consultation fees?", "given-on-opt-in", "consultation-fees"},
		{agents.Law.URL, "How much for a quote?", "on-request", "fee-quote"},
	}
	for _, tt := range tests {
		r := runBinary(t, "", "ask", "--allow-private", "--json", "--agent", tt.agent, tt.question)
		if r.code != exitOK {
			t.Errorf("%s: exit %d, stderr %q", tt.question, r.code, r.stderr)
			continue
		}
		got := decodeJSON[outcomeJSON](t, r.stdout)
		if got.Kind != tt.kind || got.SkillID != tt.skill {
			t.Errorf("%s: outcome %+v, want %s/%s", tt.question, got, tt.kind, tt.skill)
		}
	}
}

// TestCardURLErrors: an agent that answers badly gets one line that says
// what went wrong, in words, not the layers it went through.
func TestCardURLErrors(t *testing.T) {
	block := make(chan struct{})
	t.Cleanup(func() { close(block) })
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/missing" + a2asrv.WellKnownAgentCardPath:
			http.NotFound(w, r)
		case "/task" + a2asrv.WellKnownAgentCardPath:
			w.Header().Set("Content-Type", "application/json")
			io.WriteString(w, taskJSON)
		case "/html" + a2asrv.WellKnownAgentCardPath:
			io.WriteString(w, "<html>hello</html>")
		case "/slow" + a2asrv.WellKnownAgentCardPath:
			select {
			case <-block:
			case <-r.Context().Done():
			}
		}
	}))
	t.Cleanup(srv.Close)
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"404", []string{"card", "--allow-private", srv.URL + "/missing"}, "the agent's card at " + srv.URL + "/missing" + a2asrv.WellKnownAgentCardPath + " answered HTTP status 404"},
		{"a Task", []string{"card", "--allow-private", srv.URL + "/task"}, "the agent's card at " + srv.URL + "/task" + a2asrv.WellKnownAgentCardPath + " is not an Agent Card: it is a Task"},
		{"html", []string{"card", "--allow-private", srv.URL + "/html"}, "is not JSON"},
		{"slow ask", []string{"ask", "--allow-private", "--timeout", "300ms", "--agent", srv.URL + "/slow", "hi"}, "did not answer in time"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := runBinary(t, "", tt.args...)
			checkOneLineError(t, r, tt.want)
		})
	}
}
