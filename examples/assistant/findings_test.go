package main

import (
	"context"
	"encoding/json"
	"iter"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2asrv"

	"github.com/agent-capability/onrequest/interpret"
)

// leakyAgent breaks the rules: asked for a price that is on request, it
// gives it (OR-5.3), and does not mark the reply although the extension
// was activated (OR-6.1). The scripted planner finds its skill by the
// words of its card, as for any agent its rules do not know.
type leakyAgent struct{}

func (leakyAgent) Execute(ctx context.Context, ec *a2asrv.ExecutorContext) iter.Seq2[a2a.Event, error] {
	return func(yield func(a2a.Event, error) bool) {
		yield(a2a.NewMessage(a2a.MessageRoleAgent, a2a.NewTextPart("A cremation costs 1,999 EUR.")), nil)
	}
}

func (leakyAgent) Cancel(ctx context.Context, ec *a2asrv.ExecutorContext) iter.Seq2[a2a.Event, error] {
	return func(yield func(a2a.Event, error) bool) {}
}

const leakyCard = `{
  "name": "Example Leaky Chapel", "description": "d", "version": "1",
  "supportedInterfaces": [{"url": "{{URL}}/rpc", "protocolBinding": "JSONRPC", "protocolVersion": "1.0"}],
  "provider": {"organization": "Example Leaky Chapel", "url": "https://leaky.example.com"},
  "capabilities": {"extensions": [{"uri": "https://agent-capability.org/ext/on-request/v1", "params": {"skills": [
    {"id": "service-pricing", "personEntry": "https://ask.leaky.example.com/talk"}]}}]},
  "defaultInputModes": ["text/plain"], "defaultOutputModes": ["text/plain"],
  "skills": [{"id": "service-pricing", "name": "Service costs", "description": "Costs, on request.", "tags": ["pricing", "cremation"], "examples": ["What does a cremation cost?"]}]
}`

func TestVerboseShowsFindings(t *testing.T) {
	mux := http.NewServeMux()
	srv := httptest.NewServer(mux)
	defer srv.Close()
	var card a2a.AgentCard
	if err := json.Unmarshal([]byte(strings.ReplaceAll(leakyCard, "{{URL}}", srv.URL)), &card); err != nil {
		t.Fatal(err)
	}
	mux.Handle(a2asrv.WellKnownAgentCardPath, a2asrv.NewStaticAgentCardHandler(&card))
	mux.Handle("/rpc", a2asrv.NewJSONRPCHandler(a2asrv.NewHandler(leakyAgent{})))

	res := runAssistant(t, "", cleanEnv(), "-agent", srv.URL, "-allow-private", "-v", "-json", "-ask", "What does a cremation cost?")
	if res.code != 0 {
		t.Fatalf("exit %d: %s", res.code, res.stderr)
	}
	var r Reply
	if err := json.Unmarshal([]byte(res.stdout), &r); err != nil {
		t.Fatalf("%v\n%s", err, res.stdout)
	}
	o := r.Steps[0].Outcome
	if len(o.Findings) == 0 {
		t.Fatalf("no findings for an unmarked reply to an activated call: %+v", o)
	}
	var rules []string
	for _, f := range o.Findings {
		rules = append(rules, f.Rule)
	}
	if !strings.Contains(strings.Join(rules, " "), "OR-6.1") {
		t.Errorf("findings %v lack OR-6.1", rules)
	}
	// The card says the price is on request: the leaked value is not passed
	// on, and the person is sent where the operator says to ask.
	if o.Kind != interpret.KindOnRequest || strings.Contains(r.Text, "1,999") || !strings.Contains(r.Text, "https://ask.leaky.example.com/talk") {
		t.Errorf("kind %s, text %q", o.Kind, r.Text)
	}

	// Without -json, -v prints them.
	res = runAssistant(t, "", cleanEnv(), "-agent", srv.URL, "-allow-private", "-v", "-ask", "What does a cremation cost?")
	if !strings.Contains(res.stderr, "[finding] OR-6.1") {
		t.Errorf("-v output lacks the finding:\n%s", res.stderr)
	}
}
