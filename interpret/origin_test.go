package interpret

import (
	"strings"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2a"
)

// TestCheckOrigins: a personEntry web address is compared, by registrable
// domain, with the domains the card names (provider, interfaces).
func TestCheckOrigins(t *testing.T) {
	tests := []struct {
		name       string
		provider   string
		interfaces []string
		entry      string
		report     bool
	}{
		{"same domain", "https://example.com", []string{"https://agent.example.com/a2a"}, "https://ask.example.com/talk", false},
		{"interface's domain", "", []string{"https://agent.chapel.example/a2a"}, "https://www.chapel.example/ask", false},
		{"other domain", "https://example.com", []string{"https://agent.example.com/a2a"}, "https://booking.other.example/x", true},
		{"public suffix co.uk", "https://chapel.co.uk", nil, "https://ask.chapel.co.uk/talk", false},
		{"another co.uk domain", "https://chapel.co.uk", nil, "https://other.co.uk/talk", true},
		{"lookalike with the operator's name as a label", "https://chapel.co.uk", nil, "https://chapel.co.uk.evil.example/talk", true},
		{"case and trailing dot", "https://Example.COM", nil, "https://ASK.example.com./talk", false},
		{"no domain named: IP interfaces only", "", []string{"http://127.0.0.1:8080/a2a", "http://[::1]:9000"}, "https://anywhere.example/x", false},
		{"telephone", "https://example.com", nil, "tel:+1-555-0100", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			card := &a2a.AgentCard{}
			if tt.provider != "" {
				card.Provider = &a2a.AgentProvider{Org: "Op", URL: tt.provider}
			}
			for _, u := range tt.interfaces {
				card.SupportedInterfaces = append(card.SupportedInterfaces, &a2a.AgentInterface{URL: u})
			}
			var fs findings
			checkOrigins(card, []Skill{{ID: "s", PersonEntry: tt.entry}}, &fs)
			got := fs.result()
			if (len(got) > 0) != tt.report {
				t.Fatalf("findings %v, want a report: %v", got, tt.report)
			}
			for _, f := range got {
				if f.Rule != RulePersonEntry || !strings.Contains(f.Message, "origin the operator controls") {
					t.Errorf("finding %+v", f)
				}
			}
		})
	}
}

func TestRegistrableDomain(t *testing.T) {
	for in, want := range map[string]string{
		"https://ask.example.com/talk":        "example.com",
		"https://ASK.Example.com:8443/x?y#z":  "example.com",
		"https://user@ask.chapel.co.uk/talk":  "chapel.co.uk",
		"https://chapel.co.uk.evil.example/t": "evil.example",
		"http://127.0.0.1:8080/a2a":           "",
		"http://[::1]:9000/":                  "",
		"https://localhost/x":                 "",
		"tel:+1-555-0100":                     "",
		"":                                    "",
		"https://co.uk/":                      "",
	} {
		if got := registrableDomain(in); got != want {
			t.Errorf("registrableDomain(%q) = %q, want %q", in, got, want)
		}
	}
}
