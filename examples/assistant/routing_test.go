package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/present"
	"github.com/agent-capability/onrequest/present/guard"
)

// A routingCase is one row of testdata/routing.tsv or independent.tsv.
type routingCase struct {
	line                   int
	lang, before, question string
	business, skill, kind  string
}

func readRouting(t *testing.T, name string) []routingCase {
	t.Helper()
	f, err := os.Open(name)
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
			t.Fatalf("%s:%d: %d columns, want 6", name, n, len(c))
		}
		out = append(out, routingCase{n, c[0], c[1], c[2], c[3], c[4], c[5]})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// routeAll asks every question of the file named, each in a conversation
// of its own, through the scripted planner and the demo agents, and
// returns how many questions each language has and, for each question
// routed wrongly, why. A question is routed right when the business, the
// skill and the kind are the ones its row names.
func routeAll(t *testing.T, name string) (perLang map[string]int, wrong map[string][]string) {
	c, cards, agents := startDemo(t)
	business := map[string]string{"chapel": agents.Chapel.URL, "clinic": agents.Clinic.URL, "law": agents.Law.URL, "-": ""}
	perLang, wrong = map[string]int{}, map[string][]string{}
	pr := present.New()
	shared := WithGuard(pr, guard.New(pr))
	for _, tc := range readRouting(t, name) {
		perLang[tc.lang]++
		a := NewAssistant(c, cards, &Scripted{Tempt: true}, language.MustParse(tc.lang), agents.URLs(), shared)
		if why := routeOne(t, tc, a, business); why != "" {
			wrong[tc.lang] = append(wrong[tc.lang], fmt.Sprintf("line %d %s %q: %s", tc.line, tc.lang, tc.question, why))
		}
	}
	return perLang, wrong
}

// routeOne asks one row's question and says what is wrong with the
// outcome, "" where nothing is.
func routeOne(t *testing.T, tc routingCase, a *Assistant, business map[string]string) string {
	t.Helper()
	if tc.before != "-" {
		if _, err := a.Ask(t.Context(), tc.before, nil); err != nil {
			t.Fatalf("line %d: %v", tc.line, err)
		}
	}
	planned := a.planner.(*Scripted).Plan(nextTurn(t, a, tc.question))
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
	lang := a.Lang()
	switch {
	case tc.kind == string(PlanElsewhere) && (planned.Agent == nil || !strings.Contains(r.Text, planned.Agent.Operator) || strings.Contains(r.Text, "subscribed")):
		return fmt.Sprintf("%q does not say whom to ask, or did the opposite", r.Text)
	case tc.kind == string(PlanNone) && !strings.HasPrefix(r.Text, phrase(lang, "none")):
		return fmt.Sprintf("%q is not %q", r.Text, phrase(lang, "none"))
	}
	want := business[tc.business]
	if got.business != want || got.skill != strings.Trim(tc.skill, "-") || got.kind != tc.kind {
		return fmt.Sprintf("got %s %q %s; want %s %q %s\n\t%s", got.business, got.skill, got.kind, want, tc.skill, tc.kind, r.Text)
	}
	return ""
}

// TestRouting routes the questions of testdata/routing.tsv, the set the
// lexicons are developed with: every one must be routed right.
func TestRouting(t *testing.T) {
	perLang, wrong := routeAll(t, "testdata/routing.tsv")
	for _, l := range exampleLanguages {
		for _, w := range wrong[l] {
			t.Error(w)
		}
		if perLang[l] < 8 {
			t.Errorf("routing.tsv has %d questions in %s, want at least 8", perLang[l], l)
		}
	}
}

// independentFloor is the share of each independent set the planner must
// route right. The sets are kept apart from the lexicons' development, so
// they measure rather than specify: the test logs every miss and the
// score, and fails only when a score falls below the floor.
const independentFloor = 0.85

// TestRoutingIndependent routes the questions of the independent sets,
// testdata/independent.tsv and testdata/unseen.tsv (64 each, 8 per
// language), and reports the share routed right, per language and in all:
//
//	go test -run TestRoutingIndependent -v ./examples/assistant
func TestRoutingIndependent(t *testing.T) {
	for _, name := range []string{"independent.tsv", "unseen.tsv"} {
		t.Run(name, func(t *testing.T) {
			perLang, wrong := routeAll(t, "testdata/"+name)
			right, total := 0, 0
			for _, l := range exampleLanguages {
				for _, w := range wrong[l] {
					t.Log("miss:", w)
				}
				if perLang[l] != 8 {
					t.Errorf("%s has %d questions in %s, want 8", name, perLang[l], l)
				}
				t.Logf("%s: %d/%d", l, perLang[l]-len(wrong[l]), perLang[l])
				right += perLang[l] - len(wrong[l])
				total += perLang[l]
			}
			t.Logf("routed right: %d/%d (%.1f%%)", right, total, 100*float64(right)/float64(total))
			if float64(right) < independentFloor*float64(total) {
				t.Errorf("routed right %d/%d, below the floor of %.0f%%", right, total, 100*independentFloor)
			}
		})
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
