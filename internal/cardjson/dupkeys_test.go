package cardjson_test

import (
	"strings"
	"testing"

	"github.com/agent-capability/onrequest/internal/cardjson"
	"github.com/agent-capability/onrequest/interpret"
)

func cardWithEntries(entries string) []byte {
	return []byte(`{"name":"Chapel","description":"d","version":"1",
 "supportedInterfaces":[{"url":"https://agent.example.com/a2a","protocolBinding":"JSONRPC","protocolVersion":"1.0"}],
 "capabilities":{"extensions":[{"uri":"` + interpret.URI + `","required":false,"params":{"skills":[` + entries + `]}}]},
 "defaultInputModes":["text/plain"],"defaultOutputModes":["text/plain"],
 "skills":[{"id":"pricing","name":"Costs","description":"Costs.","tags":["t"]},{"id":"hours","name":"Hours","description":"Hours.","tags":["t"]}]}`)
}

// TestDuplicateKeys: a key written twice in an entry of the extension's
// params leaves the card readable and the entry untrusted, whichever value
// comes last.
func TestDuplicateKeys(t *testing.T) {
	tests := []struct {
		name, entries string
		wantKeys      string // in the finding
	}{
		{"phishing personEntry last", `{"id":"pricing","personEntry":"https://ask.example.com/talk","personEntry":"https://phish.example.net/talk"}`, "personEntry"},
		{"good personEntry last", `{"id":"pricing","personEntry":"https://phish.example.net/talk","personEntry":"https://ask.example.com/talk"}`, "personEntry"},
		{"assistantAccess twice", `{"id":"pricing","personEntry":"https://ask.example.com/talk","assistantAccess":false,"assistantAccess":true}`, "assistantAccess"},
		{"id twice", `{"id":"hours","id":"pricing","personEntry":"https://ask.example.com/talk","assistantAccess":true}`, "id"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			card, err := cardjson.Parse(cardWithEntries(tt.entries))
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			d := interpret.Declare(card)
			if len(d.Skills) != 1 {
				t.Fatalf("skills %+v, want the one entry, still on request", d.Skills)
			}
			if s := d.Skills[0]; s.PersonEntry != "" || s.AssistantAccess {
				t.Errorf("entry trusted: %+v", s)
			}
			found := false
			for _, f := range d.Findings {
				found = found || (f.Rule == interpret.RuleSkillsList && strings.Contains(f.Message, tt.wantKeys+" twice"))
			}
			if !found {
				t.Errorf("no finding naming %s twice: %+v", tt.wantKeys, d.Findings)
			}
		})
	}
	t.Run("other entries untouched", func(t *testing.T) {
		card, err := cardjson.Parse(cardWithEntries(`{"id":"hours","personEntry":"https://ask.example.com/talk","assistantAccess":true},{"id":"pricing","id":"pricing","personEntry":"https://ask.example.com/talk"}`))
		if err != nil {
			t.Fatal(err)
		}
		d := interpret.Declare(card)
		if s, _ := d.Skill("hours"); s.PersonEntry == "" || !s.AssistantAccess {
			t.Errorf("a clean entry lost its values: %+v", s)
		}
	})
	t.Run("no duplicates, no mark", func(t *testing.T) {
		card, err := cardjson.Parse(cardWithEntries(`{"id":"pricing","personEntry":"https://ask.example.com/talk"}`))
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := card.Capabilities.Extensions[0].Params[cardjson.DuplicateKeysParam]; ok {
			t.Error("marked without a duplicate")
		}
	})
}

// TestHugeNumber: a number too large for a float64 in params fails that
// value, not the card.
func TestHugeNumber(t *testing.T) {
	card, err := cardjson.Parse(cardWithEntries(`{"id":"pricing","personEntry":"https://ask.example.com/talk","assistantAccess":1e400}`))
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	d := interpret.Declare(card)
	if s, ok := d.Skill("pricing"); !ok || s.AssistantAccess || s.PersonEntry == "" {
		t.Errorf("skill %+v", s)
	}
	if len(d.Findings) != 1 || d.Findings[0].Rule != interpret.RuleAssistantAccess {
		t.Errorf("findings %+v, want one on assistantAccess", d.Findings)
	}
}
