package main

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"golang.org/x/text/language"
)

// A routingCase is one row of testdata/routing.tsv.
type routingCase struct {
	line                   int
	lang, before, question string
	business, skill, kind  string
}

func readRouting(t *testing.T) []routingCase {
	t.Helper()
	f, err := os.Open("testdata/routing.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []routingCase
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		c := strings.Split(line, "\t")
		if len(c) != 6 {
			t.Fatalf("routing.tsv:%d: %d columns, want 6", n, len(c))
		}
		out = append(out, routingCase{n, c[0], c[1], c[2], c[3], c[4], c[5]})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestRouting asks every question of testdata/routing.tsv, each in a
// conversation of its own, through the scripted planner and the demo
// agents, and checks the business, the skill and the kind.
func TestRouting(t *testing.T) {
	c, cards, agents := startDemo(t)
	business := map[string]string{"chapel": agents.Chapel.URL, "clinic": agents.Clinic.URL, "law": agents.Law.URL, "-": ""}
	perLang := map[string]int{}
	for _, tc := range readRouting(t) {
		perLang[tc.lang]++
		lang := language.MustParse(tc.lang)
		s := &Scripted{Tempt: true}
		a := NewAssistant(c, cards, s, lang, agents.URLs())
		if tc.before != "-" {
			if _, err := a.Ask(t.Context(), tc.before, nil); err != nil {
				t.Fatalf("line %d: %v", tc.line, err)
			}
		}
		planned := s.Plan(nextTurn(t, a, tc.question))
		r, err := a.Ask(t.Context(), tc.question, nil)
		if err != nil {
			t.Fatalf("line %d: %v", tc.line, err)
		}
		var got routingCase
		got.kind = string(planned.Kind)
		if len(r.Steps) > 0 {
			st := r.Steps[len(r.Steps)-1]
			got.business, got.skill, got.kind = st.Call.Agent, st.Call.Skill, string(st.Outcome.Kind)
		} else if planned.Agent != nil {
			got.business = planned.Agent.URL
		}
		if tc.kind == string(PlanElsewhere) && (planned.Agent == nil || !strings.Contains(r.Text, planned.Agent.Operator) || strings.Contains(r.Text, "subscribed")) {
			t.Errorf("line %d %s %q: %q does not say whom to ask, or did the opposite", tc.line, tc.lang, tc.question, r.Text)
		}
		if tc.kind == string(PlanNone) && !strings.HasPrefix(r.Text, phrase(lang, "none")) {
			t.Errorf("line %d %s %q: %q is not %q", tc.line, tc.lang, tc.question, r.Text, phrase(lang, "none"))
		}
		want := business[tc.business]
		if got.business != want || got.skill != strings.Trim(tc.skill, "-") || got.kind != tc.kind {
			t.Errorf("line %d %s %q: got %s %q %s; want %s %q %s\n\t%s", tc.line, tc.lang, tc.question,
				got.business, got.skill, got.kind, want, tc.skill, tc.kind, r.Text)
		}
	}
	for _, l := range []string{"en", "de", "fr", "es", "it", "nl", "pt", "ja"} {
		if perLang[l] < 8 {
			t.Errorf("routing.tsv has %d questions in %s, want at least 8", perLang[l], l)
		}
	}
}

// nextTurn is the Turn the assistant's next Ask gives its planner.
func nextTurn(t *testing.T, a *Assistant, text string) Turn {
	t.Helper()
	agents, err := a.Agents(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	turn := Turn{Text: text, Lang: a.Lang(), Agents: agents}
	if a.awaiting != nil {
		c := a.awaiting.call
		turn.Awaiting = &c
	}
	return turn
}
