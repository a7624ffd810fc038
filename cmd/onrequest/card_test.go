package main

import (
	"reflect"
	"strings"
	"testing"
)

func TestCardAnnexA(t *testing.T) {
	r := runBinary(t, "", "card", "--json", annex("card.json"))
	if r.code != exitOK {
		t.Fatalf("exit status = %d, want 0; stderr %q", r.code, r.stderr)
	}
	got := decodeJSON[cardJSON](t, r.stdout)
	want := cardJSON{
		Operator: "Example Memorial Chapel",
		Skills: []skillJSON{
			{ID: "service-pricing", PersonEntry: "https://ask.example.com/talk", AssistantAccess: false, Completion: ""},
			{ID: "arrangement-booking", PersonEntry: "https://ask.example.com/talk", AssistantAccess: true, Completion: "in-conversation"},
		},
		Findings: []findingJSON{},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("card --json =\n%+v\nwant\n%+v", got, want)
	}
	// Empty lists are [] for scripts, never null.
	if !strings.Contains(r.stdout, `"findings": []`) {
		t.Errorf("findings not printed as []:\n%s", r.stdout)
	}
}

func TestCardText(t *testing.T) {
	r := runBinary(t, "", "card", annex("card.json"))
	if r.code != exitOK {
		t.Fatalf("exit status = %d, want 0; stderr %q", r.code, r.stderr)
	}
	for _, want := range []string{
		"Operator: Example Memorial Chapel",
		"service-pricing (Service costs)\n    person asks at: https://ask.example.com/talk\n    not opened to assistants",
		"arrangement-booking (Book an arrangement meeting)\n    person asks at: https://ask.example.com/talk\n    opened to assistants; completion: in-conversation",
		"Findings: none",
	} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("card output lacks %q:\n%s", want, r.stdout)
		}
	}
}

// badCard breaks rules of §3: an http personEntry (OR-3.4), a duplicate id
// (OR-3.3), an on-request skill that also needs sign-in (OR-3.7), an entry
// for a skill the card does not have (OR-3.3) and required: true (OR-3.1).
const badCard = `{
  "name": "Example Clinic assistant",
  "provider": {"organization": "Example Clinic", "url": "https://example.org"},
  "version": "1",
  "supportedInterfaces": [{"url": "https://agent.example.org/a2a", "protocolBinding": "JSONRPC", "protocolVersion": "1.0"}],
  "capabilities": {"extensions": [{"uri": "https://agent-capability.org/ext/on-request/v1", "required": true,
    "params": {"skills": [
      {"id": "fees", "personEntry": "http://example.org/contact"},
      {"id": "fees", "personEntry": "https://example.org/contact"},
      {"id": "records", "personEntry": "https://example.org/contact"},
      {"id": "ghost", "personEntry": "https://example.org/contact"}
    ]}}]},
  "securitySchemes": {"portal": {"openIdConnectSecurityScheme": {"openIdConnectUrl": "https://example.org/.well-known/openid-configuration"}}},
  "defaultInputModes": ["text/plain"], "defaultOutputModes": ["text/plain"],
  "skills": [
    {"id": "fees", "name": "Fees", "description": "Consultation fees.", "tags": ["fees"]},
    {"id": "records", "name": "Records", "description": "Your records.", "tags": ["records"],
     "securityRequirements": [{"schemes": {"portal": {"list": ["openid"]}}}]}
  ]
}`

func TestCardFindings(t *testing.T) {
	path := writeFile(t, "card.json", badCard)
	r := runBinary(t, "", "card", path, "--json") // flags after the argument
	if r.code != exitFindings {
		t.Fatalf("exit status = %d, want 1; stderr %q", r.code, r.stderr)
	}
	got := decodeJSON[cardJSON](t, r.stdout)
	if got.Operator != "Example Clinic" {
		t.Errorf("operator = %q, want Example Clinic", got.Operator)
	}
	rules := map[string]bool{}
	for _, f := range got.Findings {
		rules[f.Rule] = true
		if f.Message == "" {
			t.Errorf("finding %s has no message", f.Rule)
		}
	}
	for _, rule := range []string{"OR-3.1", "OR-3.3", "OR-3.4", "OR-3.7"} {
		if !rules[rule] {
			t.Errorf("no %s finding; findings: %+v", rule, got.Findings)
		}
	}
	for _, s := range got.Skills {
		if strings.HasPrefix(s.PersonEntry, "http:") {
			t.Errorf("skill %s shows the failed personEntry %q; it must be empty", s.ID, s.PersonEntry)
		}
	}

	// The text form lists the same findings and exits the same way.
	r = runBinary(t, "", "card", path)
	if r.code != exitFindings {
		t.Errorf("text form: exit status = %d, want 1", r.code)
	}
	for rule := range rules {
		if !strings.Contains(r.stdout, "  "+rule+" ") {
			t.Errorf("text form lacks finding %s:\n%s", rule, r.stdout)
		}
	}
}

func TestCardWithoutExtension(t *testing.T) {
	card := `{"name":"Plain","version":"1","supportedInterfaces":[{"url":"https://a.example.com","protocolBinding":"JSONRPC","protocolVersion":"1.0"}],
	  "capabilities":{},"defaultInputModes":["text/plain"],"defaultOutputModes":["text/plain"],
	  "skills":[{"id":"hours","name":"Hours","description":"Opening hours.","tags":["hours"]}]}`
	r := runBinary(t, card, "card", "--json", "-")
	if r.code != exitOK {
		t.Fatalf("exit status = %d, want 0; stderr %q", r.code, r.stderr)
	}
	got := decodeJSON[cardJSON](t, r.stdout)
	if got.Skills == nil || len(got.Skills) != 0 || got.Findings == nil {
		t.Errorf("skills and findings must be [] for a card without the extension: %s", r.stdout)
	}
	if !strings.Contains(r.stdout, `"skills": []`) {
		t.Errorf("skills not printed as []:\n%s", r.stdout)
	}
	r = runBinary(t, card, "card", "-")
	if !strings.Contains(r.stdout, "does not declare the On Request extension") {
		t.Errorf("text form does not say the extension is absent:\n%s", r.stdout)
	}
}

func TestCard03(t *testing.T) {
	card := `{"name":"Chapel (0.3)","description":"d","url":"https://agent.example.com/a2a","preferredTransport":"JSONRPC",
	  "protocolVersion":"0.3.0","version":"1","provider":{"organization":"Example Memorial Chapel","url":"https://example.com"},
	  "capabilities":{"extensions":[{"uri":"https://agent-capability.org/ext/on-request/v1","required":false,
	    "params":{"skills":[{"id":"service-pricing","personEntry":"https://ask.example.com/talk"}]}}]},
	  "defaultInputModes":["text/plain"],"defaultOutputModes":["text/plain"],
	  "skills":[{"id":"service-pricing","name":"Service costs","description":"Costs.","tags":["pricing"]}],
	  "security":[{"portal":["openid"]}]}`
	r := runBinary(t, card, "card", "--json", "-")
	if r.code != exitOK {
		t.Fatalf("exit status = %d, want 0; stdout %s stderr %q", r.code, r.stdout, r.stderr)
	}
	got := decodeJSON[cardJSON](t, r.stdout)
	if len(got.Skills) != 1 || got.Skills[0].ID != "service-pricing" || got.Operator != "Example Memorial Chapel" {
		t.Errorf("0.3 card read as %+v", got)
	}
}
