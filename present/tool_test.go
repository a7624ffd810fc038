package present

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/agent-capability/onrequest/internal/schematest"
	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/interpret"
)

func compileToolSchema(t testing.TB) *jsonschema.Schema {
	return schematest.Bytes(t, ToolParameters(), "tool.json")
}

// TestToolParameters: the schema compiles under JSON Schema 2020-12 and
// agrees with ParseToolCall on what a valid call is.
func TestToolParameters(t *testing.T) {
	sch := compileToolSchema(t)
	for _, tc := range []struct {
		args  string
		valid bool
	}{
		{`{"agent":"https://agent.example.com/a2a/v1","question":"What does a cremation cost?"}`, true},
		{`{"agent":"https://agent.example.com/a2a/v1","question":"Book a meeting","skill":"arrangement-booking"}`, true},
		{`{"agent":"https://agent.example.com/a2a/v1"}`, false},
		{`{"question":"What does it cost?"}`, false},
		{`{"agent":"https://agent.example.com","question":""}`, false},
		{`{"agent":"https://agent.example.com","question":"q","extra":1}`, false},
		{`{"agent":"https://agent.example.com","question":"q","skill":7}`, false},
	} {
		inst, err := jsonschema.UnmarshalJSON(strings.NewReader(tc.args))
		if err != nil {
			t.Fatal(err)
		}
		schemaOK := sch.Validate(inst) == nil
		_, parseErr := ParseToolCall([]byte(tc.args))
		if schemaOK != tc.valid || (parseErr == nil) != tc.valid {
			t.Errorf("%s: schema valid=%v, ParseToolCall err=%v; want valid=%v", tc.args, schemaOK, parseErr, tc.valid)
		}
	}
}

func TestParseToolCall(t *testing.T) {
	c, err := ParseToolCall([]byte(`{"agent":"http://127.0.0.1:8080/a2a","question":"  hours?  "}`))
	if err != nil || c.Question != "hours?" || c.Agent != "http://127.0.0.1:8080/a2a" {
		t.Errorf("loopback call: %+v, %v", c, err)
	}
	for _, bad := range []string{
		`not json`,
		`{"agent":"http://agent.example.com","question":"q"}`,
		`{"agent":"https://u:p@agent.example.com","question":"q"}`,
		`{"agent":"javascript:alert(1)","question":"q"}`,
		`{"agent":"https://agent.example.com","question":"q"} {"again":1}`,
		`{"agent":"https://agent.example.com","question":"   "}`,
	} {
		if _, err := ParseToolCall([]byte(bad)); !errors.Is(err, ErrToolCall) {
			t.Errorf("ParseToolCall(%s) = %v, want ErrToolCall", bad, err)
		}
	}
}

func TestToolResult(t *testing.T) {
	p := New()
	for _, kind := range allKinds {
		r := p.ToolResult(outcome(kind), language.German)
		b, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		var back map[string]any
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatal(err)
		}
		if back["status"] != string(kind) || back["say"] == "" || back["instruction"] == "" || back["operator"] != chapel {
			t.Errorf("%s: %s", kind, b)
		}
		if r.Say != p.Say(outcome(kind), language.German).Text {
			t.Errorf("%s: Say differs from Presenter.Say", kind)
		}
	}
	r := p.ToolResult(outcome(interpret.KindOnRequest), language.English)
	if r.PersonEntry != entry || !strings.Contains(r.Instruction, "Do not state a value for it from any other source") ||
		!strings.Contains(r.Instruction, entry) || r.Information != "" {
		t.Errorf("on-request: %+v", r)
	}
	r = p.ToolResult(outcome(interpret.KindActionPending), language.English)
	if !strings.Contains(r.Instruction, "do not say it is done") {
		t.Errorf("pending: %+v", r)
	}
	r = p.ToolResult(outcome(interpret.KindGivenOnOptIn), language.English)
	if !strings.Contains(r.Information, "EUR 1,950") || !strings.Contains(r.Instruction, "given on request") {
		t.Errorf("given: %+v", r)
	}
	r = p.ToolResult(outcome(interpret.KindInputRequired), language.English)
	if r.Question != "Which day suits you?" {
		t.Errorf("input: %+v", r)
	}
	o := outcome(interpret.KindOnRequest)
	o.PersonEntry = "http://bad.example.com"
	r = p.ToolResult(o, language.English)
	if r.PersonEntry != "" || strings.Contains(r.Instruction, "http") || !strings.Contains(r.Instruction, "directly") {
		t.Errorf("unchecked address: %+v", r)
	}
}
