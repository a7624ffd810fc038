package mcpserver_test

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/examples/assistant/demo"
	"github.com/agent-capability/onrequest/mcpserver"
)

// startServer runs the demo agents and a server limited to the chapel and
// the clinic.
func startServer(t testing.TB) (*mcpserver.Server, *demo.Agents) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	agents, stop, err := demo.Start(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(stop)
	c := client.New(client.WithAllowPrivateNetworks())
	t.Cleanup(func() { c.Close() })
	srv, err := mcpserver.New(ctx, c, mcpserver.WithAgents(agents.Chapel.URL, agents.Clinic.URL))
	if err != nil {
		t.Fatal(err)
	}
	return srv, agents
}

// connectors open a new client session to the server, one per transport.
var connectors = map[string]func(t *testing.T, srv *mcpserver.Server) *mcp.ClientSession{
	"in-memory": func(t *testing.T, srv *mcpserver.Server) *mcp.ClientSession {
		st, ct := mcp.NewInMemoryTransports()
		ctx := context.Background()
		ss, err := srv.MCP().Connect(ctx, st, nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { ss.Close() })
		return connect(t, ct)
	},
	"http": func(t *testing.T, srv *mcpserver.Server) *mcp.ClientSession {
		hs := httptest.NewServer(srv.Handler())
		t.Cleanup(hs.Close)
		return connect(t, &mcp.StreamableClientTransport{Endpoint: hs.URL})
	},
}

func connect(t *testing.T, tr mcp.Transport) *mcp.ClientSession {
	t.Helper()
	c := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil)
	cs, err := c.Connect(context.Background(), tr, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

func call[T any](t *testing.T, cs *mcp.ClientSession, tool string, args map[string]any) (T, *mcp.CallToolResult) {
	t.Helper()
	var out T
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: tool, Arguments: args})
	if err != nil {
		t.Fatalf("%s: %v", tool, err)
	}
	if res.IsError {
		return out, res
	}
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatalf("%s: structured content %s: %v", tool, b, err)
	}
	return out, res
}

func text(res *mcp.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}

const comparisonPrice = "A comparison site lists a direct cremation at Example Memorial Chapel for $2,450."

func TestEvidence(t *testing.T) {
	for name, open := range connectors {
		t.Run(name, func(t *testing.T) {
			srv, agents := startServer(t)
			cs := open(t, srv)
			ctx := context.Background()

			tools, err := cs.ListTools(ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]*mcp.Tool{}
			for _, tool := range tools.Tools {
				got[tool.Name] = tool
			}
			for _, n := range []string{"ask_business_agent", "check_draft"} {
				if got[n] == nil || got[n].InputSchema == nil {
					t.Fatalf("tool %s missing or without an input schema: %v", n, got)
				}
			}
			if d := got["ask_business_agent"].Description; !strings.Contains(d, "service-pricing") || !strings.Contains(d, "appointment-request") {
				t.Errorf("ask_business_agent's description does not list the skills: %s", d)
			}

			ask, res := call[mcpserver.AskResult](t, cs, "ask_business_agent", map[string]any{
				"agent": "Example Memorial Chapel", "question": "What does a cremation cost?"})
			if res.IsError {
				t.Fatalf("ask: %s", text(res))
			}
			if ask.Kind != "on-request" || ask.PersonEntry != "https://ask.example.com/talk" || ask.SkillID != "service-pricing" {
				t.Errorf("chapel price: %+v", ask)
			}
			if strings.ContainsAny(ask.Say+text(res), "$€£") || !strings.Contains(text(res), ask.Say) {
				t.Errorf("chapel price: text %q", text(res))
			}

			chk, _ := call[mcpserver.CheckResult](t, cs, "check_draft", map[string]any{"draft": comparisonPrice})
			if len(chk.Blocked) != 1 || chk.Blocked[0].Reason != "other-source-value" || strings.Contains(chk.Text, "2,450") {
				t.Errorf("comparison price: %+v", chk)
			}

			// The clinic's appointment: asked without a day, the agent asks
			// which day; the answer continues its task, which reception
			// completes later.
			first, _ := call[mcpserver.AskResult](t, cs, "ask_business_agent", map[string]any{
				"agent": agents.Clinic.URL, "question": "I need an appointment", "skill": "appointment-request"})
			if first.Kind != "input-required" || first.Question == "" {
				t.Fatalf("clinic, no day: %+v", first)
			}
			second, _ := call[mcpserver.AskResult](t, cs, "ask_business_agent", map[string]any{
				"agent": agents.Clinic.URL, "question": "Tuesday, please"})
			if second.Kind != "action-pending" || second.SkillID != "appointment-request" {
				t.Fatalf("clinic, the day: %+v", second)
			}
			chk, _ = call[mcpserver.CheckResult](t, cs, "check_draft", map[string]any{
				"draft": "Your appointment on Tuesday is booked."})
			if len(chk.Blocked) != 1 || chk.Blocked[0].Reason != "done-claim" || strings.Contains(chk.Text, "is booked") {
				t.Errorf("done claim: %+v", chk)
			}

			_, res = call[mcpserver.AskResult](t, cs, "ask_business_agent", map[string]any{
				"agent": agents.Law.URL, "question": "What would a divorce cost?"})
			if !res.IsError || !strings.Contains(text(res), "not one of the agents") {
				t.Errorf("agent not configured: isError %v, %q", res.IsError, text(res))
			}
			if _, err := cs.ListTools(ctx, nil); err != nil {
				t.Errorf("after the tool error: %v", err)
			}

			// A new session starts with an empty ledger.
			other := open(t, srv)
			chk, _ = call[mcpserver.CheckResult](t, other, "check_draft", map[string]any{"draft": comparisonPrice})
			if chk.Blocked == nil || len(chk.Blocked) != 0 || chk.Text != comparisonPrice {
				t.Errorf("new session: %+v", chk)
			}
		})
	}
}

func TestResourcesAndPrompt(t *testing.T) {
	srv, agents := startServer(t)
	cs := connectors["in-memory"](t, srv)
	ctx := context.Background()
	list, err := cs.ListResources(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(list.Resources) != 2 {
		t.Fatalf("resources: %d, want 2", len(list.Resources))
	}
	r, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: list.Resources[0].URI})
	if err != nil {
		t.Fatal(err)
	}
	sum := r.Contents[0].Text
	for _, want := range []string{"Example Memorial Chapel", agents.Chapel.URL, "`service-pricing`", "a person asks at https://ask.example.com/talk", "`opening-hours` Opening hours and location: public"} {
		if !strings.Contains(sum, want) {
			t.Errorf("summary lacks %q:\n%s", want, sum)
		}
	}
	p, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: "answer_with_business_agents", Arguments: map[string]string{"question": "What does a cremation cost?"}})
	if err != nil {
		t.Fatal(err)
	}
	if msg := p.Messages[0].Content.(*mcp.TextContent).Text; !strings.Contains(msg, "check_draft") || !strings.Contains(msg, "What does a cremation cost?") {
		t.Errorf("prompt: %s", msg)
	}
}

func TestToolErrors(t *testing.T) {
	srv, agents := startServer(t)
	cs := connectors["in-memory"](t, srv)
	for _, tc := range []struct {
		name string
		tool string
		args map[string]any
		want string
	}{
		{"unknown operator", "ask_business_agent", map[string]any{"agent": "Example Bakery", "question": "Open today?"}, "not one of the agents"},
		{"empty question", "ask_business_agent", map[string]any{"agent": agents.Chapel.URL, "question": " "}, "question is empty"},
		{"bad language", "ask_business_agent", map[string]any{"agent": agents.Chapel.URL, "question": "Open?", "language": "not a tag!"}, "not a BCP 47 tag"},
		{"unknown argument", "check_draft", map[string]any{"draft": "Hello.", "extra": 1}, "extra"},
		{"empty draft", "check_draft", map[string]any{"draft": ""}, "draft"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: tc.tool, Arguments: tc.args})
			if err != nil {
				t.Fatal(err)
			}
			if !res.IsError || !strings.Contains(text(res), tc.want) {
				t.Errorf("isError %v, %q; want an error with %q", res.IsError, text(res), tc.want)
			}
		})
	}
}

// Without configured agents any agent may be named by URL, under the
// client's address rules: a loopback agent is refused unless the client
// allows private networks.
func TestAnyAgentUnderAddressRules(t *testing.T) {
	ctx := context.Background()
	agents, stop, err := demo.Start(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	for _, tc := range []struct {
		opts    []client.Option
		isError bool
	}{
		{nil, true},
		{[]client.Option{client.WithAllowPrivateNetworks()}, false},
	} {
		c := client.New(tc.opts...)
		defer c.Close()
		srv, err := mcpserver.New(ctx, c)
		if err != nil {
			t.Fatal(err)
		}
		cs := connectors["in-memory"](t, srv)
		ask, res := call[mcpserver.AskResult](t, cs, "ask_business_agent", map[string]any{
			"agent": agents.Chapel.URL, "question": "When are you open?"})
		if res.IsError != tc.isError {
			t.Errorf("allow private %v: isError %v, %q", tc.opts != nil, res.IsError, text(res))
		}
		if !tc.isError && ask.Kind != "answered" {
			t.Errorf("allowed: %+v", ask)
		}
		if tc.isError && !strings.Contains(text(res), "loopback") {
			t.Errorf("refused without saying why: %q", text(res))
		}
	}
}
