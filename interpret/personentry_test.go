package interpret

import (
	"errors"
	"testing"
)

func TestCheckPersonEntry(t *testing.T) {
	tests := []struct {
		in         string
		rule       string // "" for accepted
		actionRule string // for CheckActionPersonEntry; "same" means as rule
	}{
		{"https://ask.example.com/talk", "", "same"},
		{"https://ask.example.com", "", "same"},
		{"https://ask.example.com/", "", "same"},
		{"HTTPS://Ask.Example.COM/Talk", "", "same"},
		{"https://ask.example.com:8443/talk", "", "same"},
		{"https://xn--bcher-kva.example/fragen", "", "same"},
		{"https://ask.example.com/pricing/ask-us", "", "same"},
		{"https://ask.example.com/v1/2026", "", "same"},
		{"https://ask.example.com/d%C3%A9c%C3%A8s", RuleNoCircumstances, "same"},
		{"tel:+44-20-7946-0000", "", RulePersonEntry},
		{"tel:+1(555)0100.999", "", RulePersonEntry},
		{"tel:+442079460000;ext=12", "", RulePersonEntry},

		// OR-3.4: scheme, form, lookalikes.
		{"", RulePersonEntry, "same"},
		{"http://ask.example.com/talk", RulePersonEntry, "same"},
		{"javascript:alert(1)", RulePersonEntry, "same"},
		{"data:text/html,hi", RulePersonEntry, "same"},
		{"mailto:ask@example.com", RulePersonEntry, "same"},
		{"//ask.example.com/talk", RulePersonEntry, "same"},
		{"ask.example.com/talk", RulePersonEntry, "same"},
		{"https://", RulePersonEntry, "same"},
		{"https:///talk", RulePersonEntry, "same"},
		{"https://user@ask.example.com/talk", RulePersonEntry, "same"},
		{"https://bank.example:pw@evil.example/", RulePersonEntry, "same"},
		{"https://ask.example.com /talk", RulePersonEntry, "same"},
		{" https://ask.example.com/talk", RulePersonEntry, "same"},
		{"https://ask.example.com/talk\n", RulePersonEntry, "same"},
		{"https://ask.example.com/ta\x00lk", RulePersonEntry, "same"},
		{"https://аsk.example.com/talk", RulePersonEntry, "same"}, // Cyrillic а
		{"https://ask.example.com/talk\u202e", RulePersonEntry, "same"},
		{"https://ask.example.com/%E2%80%AEklat", RulePersonEntry, "same"},
		{"https://ask.example.com\\@evil.example/", RulePersonEntry, "same"},
		{"https://127.0.0.1/talk", RulePersonEntry, "same"},
		{"https://[::1]/talk", RulePersonEntry, "same"},
		{"https://localhost/talk", RulePersonEntry, "same"},
		{"https://ask.example.com:0/talk", RulePersonEntry, "same"},
		{"https://ask.example.com:99999/talk", RulePersonEntry, "same"},
		{"https://ask.example.com:/talk", RulePersonEntry, "same"},
		{"https://-ask.example.com/talk", RulePersonEntry, "same"},
		{"https://ask..example.com/talk", RulePersonEntry, "same"},
		{"https://ask_x.example.com/talk", RulePersonEntry, "same"},
		{"https://ask.example.1com/talk", RulePersonEntry, "same"},
		{"https://ask.example.com/%zz", RulePersonEntry, "same"},
		{"https://ask.example.com/a<b>", RulePersonEntry, "same"},
		{"https://ask.example.com/" + string(make([]byte, 2100)), RulePersonEntry, "same"},
		{"tel:02079460000", RulePersonEntry, "same"},
		{"tel:+44", RulePersonEntry, "same"},
		{"tel:+4412345678901234567", RulePersonEntry, "same"},
		{"tel:+44 20 7946 0000", RulePersonEntry, "same"},
		{"tel:+44-20-7946-0000;phone-context=example.com", RulePersonEntry, "same"},
		{"tel:+44-20-7946-0000;ext=abc", RulePersonEntry, "same"},
		{"tel:+(44)2079460000", RulePersonEntry, "same"},

		// OR-3.8: context about the person.
		{"https://ask.example.com/talk?topic=bereavement", RuleNoCircumstances, "same"},
		{"https://ask.example.com/talk?", RuleNoCircumstances, "same"},
		{"https://ask.example.com/talk#cremation", RuleNoCircumstances, "same"},
		{"https://ask.example.com/bereavement", RuleNoCircumstances, "same"},
		{"https://ask.example.com/Bereavement-Support", RuleNoCircumstances, "same"},
		{"https://ask.example.com/funeral-of/jane-doe", RuleNoCircumstances, "same"},
		{"https://ask.example.com/in-memory-of-jane", RuleNoCircumstances, "same"},
		{"https://ask.example.com/mrs-smith", RuleNoCircumstances, "same"},
		{"https://ask.example.com/case/123456", RuleNoCircumstances, "same"},
		{"https://ask.example.com/t/123e4567-e89b-12d3-a456-426614174000", RuleNoCircumstances, "same"},
		{"https://ask.example.com/s/a1b2c3d4e5f6g7", RuleNoCircumstances, "same"},
		{"https://ask.example.com/jane.doe@example.net", RuleNoCircumstances, "same"},
		{"https://ask.example.com/jane.doe%40example.net", RuleNoCircumstances, "same"},
		{"https://ask.example.com/patient/intake", RuleNoCircumstances, "same"},
		{"https://ask.example.com/diagnosis", RuleNoCircumstances, "same"},
		{"https://ask.example.com/divorce-advice", RuleNoCircumstances, "same"},
		{"https://ask.example.com/debt/help", RuleNoCircumstances, "same"},
		{"https://ask.example.com/pregnancy", RuleNoCircumstances, "same"},
		{"https://ask.example.com/illness", RuleNoCircumstances, "same"},
		{"https://ask.example.com/de/trauerfall", RuleNoCircumstances, "same"},
		{"https://ask.example.com/fr/deuil", RuleNoCircumstances, "same"},
		{"https://ask.example.com/es/fallecimiento", RuleNoCircumstances, "same"},
		{"https://ask.example.com/it/lutto", RuleNoCircumstances, "same"},
		{"https://ask.example.com/nl/overlijden", RuleNoCircumstances, "same"},
		{"https://ask.example.com/pt/luto", RuleNoCircumstances, "same"},
		{"https://ask.example.com/de/schwangerschaft", RuleNoCircumstances, "same"},
		{"https://ask.example.com/es/embarazo", RuleNoCircumstances, "same"},
	}
	for _, tt := range tests {
		check := func(name string, f func(string) error, want string) {
			err := f(tt.in)
			if want == "" {
				if err != nil {
					t.Errorf("%s(%q) = %v, want nil", name, tt.in, err)
				}
				return
			}
			var pe *PersonEntryError
			if !errors.As(err, &pe) {
				t.Errorf("%s(%q) = %v, want a *PersonEntryError with rule %s", name, tt.in, err, want)
				return
			}
			if pe.Rule != want {
				t.Errorf("%s(%q) rule = %s (%s), want %s", name, tt.in, pe.Rule, pe.Reason, want)
			}
		}
		check("CheckPersonEntry", CheckPersonEntry, tt.rule)
		action := tt.actionRule
		if action == "same" {
			action = tt.rule
		}
		check("CheckActionPersonEntry", CheckActionPersonEntry, action)
	}
}
