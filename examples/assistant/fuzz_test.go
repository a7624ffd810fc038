package main

import (
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/language"
)

// FuzzPlan feeds the scripted planner arbitrary words from a person: it
// must never panic, and whatever it plans goes to an agent it was given.
func FuzzPlan(f *testing.F) {
	for _, sc := range scenarios {
		for _, q := range sc.questions {
			f.Add(q, false)
		}
	}
	f.Add("", true)
	f.Add("\xff\xfe Dienstag", true)
	f.Add(strings.Repeat("ü", 1000), false)
	f.Fuzz(func(t *testing.T, text string, awaiting bool) {
		s := &Scripted{}
		turn := Turn{Text: text, Lang: language.German, Agents: testAgents}
		if awaiting {
			turn.Awaiting = &testCall
		}
		p := s.Plan(turn)
		if p.Kind != PlanAsk && p.Kind != PlanAnswer {
			return
		}
		if _, ok := knownTestAgents[p.Call.Agent]; !ok {
			t.Fatalf("planned agent %q is not one of the agents", p.Call.Agent)
		}
		if p.Call.Question == "" || !utf8.ValidString(p.Call.Question) && utf8.ValidString(text) {
			t.Fatalf("question %q for %q", p.Call.Question, text)
		}
	})
}
