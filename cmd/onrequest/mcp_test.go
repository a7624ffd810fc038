package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/agent-capability/onrequest/internal/jspeer"
)

// tsCall is what the TypeScript client saw of one tool call.
type tsCall struct {
	IsError    bool            `json:"isError"`
	Structured json.RawMessage `json:"structured"`
	Text       string          `json:"text"`
	Thrown     string          `json:"thrown"` // a protocol error, or output that broke the output schema
}

type tsReport struct {
	Tools []struct {
		Name            string   `json:"name"`
		InputType       string   `json:"inputType"`
		InputRequired   []string `json:"inputRequired"`
		HasOutputSchema bool     `json:"hasOutputSchema"`
	} `json:"tools"`
	ChapelPrice   tsCall   `json:"chapelPrice"`
	Comparison    tsCall   `json:"comparison"`
	ClinicNoDay   tsCall   `json:"clinicNoDay"`
	ClinicDay     tsCall   `json:"clinicDay"`
	DoneClaim     tsCall   `json:"doneClaim"`
	NotConfigured tsCall   `json:"notConfigured"`
	AfterError    tsCall   `json:"afterError"`
	Resources     []string `json:"resources"`
	Prompts       []string `json:"prompts"`
	NewSession    tsCall   `json:"newSession"`
}

// TestMCPTypeScriptClient runs the TypeScript MCP SDK's client (pinned in
// testdata/mcpclient) against 'onrequest mcp' with the demo agents, over
// stdio (the client starts the command, as a host does) and streamable
// HTTP. The client checks each structured result against the tool's
// output schema.
func TestMCPTypeScriptClient(t *testing.T) {
	node, dir := jspeer.Install(t, "mcpclient")
	agents := startDemo(t)
	serve := []string{"mcp", "--allow-private", "--agent", agents.Chapel.URL, "--agent", agents.Clinic.URL}
	peers := []string{"--law", agents.Law.URL, "--clinic", agents.Clinic.URL}

	t.Run("stdio", func(t *testing.T) {
		args := append(append([]string{"client.mjs"}, peers...), "--")
		checkTSReport(t, runTSClient(t, node, dir, append(append(args, binary), serve...)))
	})
	t.Run("http", func(t *testing.T) {
		url := startMCPHTTP(t, append(serve, "--http", "127.0.0.1:0"))
		checkTSReport(t, runTSClient(t, node, dir, append(append([]string{"client.mjs"}, peers...), "--http", url)))
	})
}

func runTSClient(t *testing.T, node, dir string, args []string) tsReport {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, args...)
	cmd.Dir = dir
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("node %v: %v\n%s", args, err, stderr.String())
	}
	var r tsReport
	if err := json.Unmarshal(stdout.Bytes(), &r); err != nil {
		t.Fatalf("the client's report %q: %v\n%s", stdout.String(), err, stderr.String())
	}
	return r
}

// startMCPHTTP runs 'onrequest mcp --http' and returns its endpoint.
func startMCPHTTP(t *testing.T, args []string) string {
	t.Helper()
	cmd := exec.Command(binary, args...)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	found := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			if u, ok := strings.CutPrefix(sc.Text(), "onrequest mcp: serving "); ok {
				found <- u
			}
		}
	}()
	select {
	case u := <-found:
		return u
	case <-time.After(30 * time.Second):
		t.Fatal("onrequest mcp --http did not say where it serves")
	}
	return ""
}

func checkTSReport(t *testing.T, r tsReport) {
	t.Helper()
	tools := map[string][]string{}
	for _, tool := range r.Tools {
		if tool.InputType != "object" || !tool.HasOutputSchema {
			t.Errorf("tool %s: input schema type %q, output schema %v", tool.Name, tool.InputType, tool.HasOutputSchema)
		}
		tools[tool.Name] = tool.InputRequired
	}
	if strings.Join(tools["ask_business_agent"], ",") != "agent,question" || strings.Join(tools["check_draft"], ",") != "draft" {
		t.Errorf("tools and their required arguments: %v", tools)
	}

	var price struct{ Kind, PersonEntry, SkillID, Say string }
	structured(t, "chapel price", r.ChapelPrice, &price)
	if price.Kind != "on-request" || price.PersonEntry != "https://ask.example.com/talk" || price.SkillID != "service-pricing" ||
		strings.ContainsAny(r.ChapelPrice.Text, "$€£") || !strings.Contains(r.ChapelPrice.Text, price.Say) {
		t.Errorf("chapel price: %+v, text %q", price, r.ChapelPrice.Text)
	}
	wantBlocked(t, "comparison price", r.Comparison, "other-source-value", "2,450")

	var ask struct{ Kind, SkillID, Question string }
	structured(t, "clinic without a day", r.ClinicNoDay, &ask)
	if ask.Kind != "input-required" || ask.Question == "" {
		t.Errorf("clinic without a day: %+v", ask)
	}
	structured(t, "clinic, the day", r.ClinicDay, &ask)
	if ask.Kind != "action-pending" || ask.SkillID != "appointment-request" {
		t.Errorf("clinic, the day (continues the task): %+v", ask)
	}
	wantBlocked(t, "done claim", r.DoneClaim, "done-claim", "is confirmed")

	if !r.NotConfigured.IsError || r.NotConfigured.Thrown != "" || !strings.Contains(r.NotConfigured.Text, "not one of the agents") {
		t.Errorf("agent not configured: %+v", r.NotConfigured)
	}
	var after struct{ Text string }
	structured(t, "after the error", r.AfterError, &after)
	if after.Text != "The chapel is open on Saturday morning." {
		t.Errorf("after the error: %+v", r.AfterError)
	}
	if strings.Join(r.Resources, ",") != "Example Memorial Chapel,Example Family Clinic" || strings.Join(r.Prompts, ",") != "answer_with_business_agents" {
		t.Errorf("resources %v, prompts %v", r.Resources, r.Prompts)
	}
	var fresh struct {
		Text    string
		Blocked []json.RawMessage
	}
	structured(t, "new session", r.NewSession, &fresh)
	if fresh.Blocked == nil || len(fresh.Blocked) != 0 || !strings.Contains(fresh.Text, "2,450") {
		t.Errorf("a new session's ledger is not empty: %s", r.NewSession.Structured)
	}
}

func structured(t *testing.T, what string, c tsCall, v any) {
	t.Helper()
	if c.Thrown != "" || c.IsError {
		t.Fatalf("%s: thrown %q, isError %v, text %q", what, c.Thrown, c.IsError, c.Text)
	}
	if err := json.Unmarshal(c.Structured, v); err != nil {
		t.Fatalf("%s: structured content %s: %v", what, c.Structured, err)
	}
}

func wantBlocked(t *testing.T, what string, c tsCall, reason, gone string) {
	t.Helper()
	var r struct {
		Text    string
		Blocked []struct{ Reason, Text string }
	}
	structured(t, what, c, &r)
	if len(r.Blocked) != 1 || r.Blocked[0].Reason != reason || strings.Contains(r.Text, gone) {
		t.Errorf("%s: %s", what, c.Structured)
	}
}

func TestMCPUsageErrors(t *testing.T) {
	agents := startDemo(t)
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"agent not a URL", []string{"mcp", "--agent", "chapel"}, "not an http or https URL"},
		{"private agent", []string{"mcp", "--agent", agents.Chapel.URL}, "--allow-private"},
		{"bad language", []string{"mcp", "--lang", "?", "--allow-private", "--agent", agents.Chapel.URL}, "neither a language tag"},
		{"positional", []string{"mcp", "extra"}, "unexpected argument"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkOneLineError(t, runInProcess(t, "", tc.args...), tc.want)
		})
	}
}

// Over stdio the command serves until the host closes its standard input.
func TestMCPStdioEndsWithInput(t *testing.T) {
	r := runInProcess(t, "", "mcp")
	if r.code != exitOK || r.stdout != "" {
		t.Errorf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
}
