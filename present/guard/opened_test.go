package guard

import (
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"testing"

	"golang.org/x/text/language"
)

// openedDir holds the opened sets: drafts written apart from the guard,
// by writers who read only the spec and the labelling rules, each set
// measured blind once and then opened to work from
// (testdata/guard-opened/README.md). They no longer measure the guard;
// they hold it, as the adversarial corpus does.
var openedDir = filepath.Join("..", "..", "testdata", "guard-opened")

// TestOpenedSets judges every draft of the opened sets (a leak is
// judged right when blocked for the reason its kind names), prints
// recall and false positives in all and per language, and holds the
// guard to known-wrong.txt both ways, as TestAdversarialCorpus does.
func TestOpenedSets(t *testing.T) {
	g := New(nil)
	known := loadKnownWrong(t, openedDir)
	cases := loadCorpus(t, filepath.Join(openedDir, "*.jsonl"))
	if len(cases) == 0 {
		t.Fatalf("no drafts in %s", openedDir)
	}
	var all corpusScore
	per := map[string]*corpusScore{}
	seen := map[string]bool{}
	for _, c := range cases {
		if seen[c.ID] {
			t.Fatalf("%s: id used twice", c.ID)
		}
		seen[c.ID] = true
		if per[c.Lang] == nil {
			per[c.Lang] = &corpusScore{}
		}
		r := g.Check(c.ledger(), language.Make(c.Lang), c.Draft)
		before := all.caught + all.clean - all.falsePos
		all.add(c, r)
		per[c.Lang].add(c, r)
		switch wrong := all.caught+all.clean-all.falsePos == before; {
		case wrong && !known[c.ID]:
			t.Errorf("%s (%s, %s): judged wrong, and not in known-wrong.txt: %q", c.ID, c.Lang, c.Kind, c.Draft)
		case !wrong && known[c.ID]:
			t.Errorf("%s: judged right now; take it out of known-wrong.txt so that it is held", c.ID)
		}
	}
	for id := range known {
		if !seen[id] {
			t.Errorf("known-wrong.txt: %s is no draft", id)
		}
	}
	fmt.Println(all.line("opened sets"))
	for _, lang := range slices.Sorted(maps.Keys(per)) {
		fmt.Println(per[lang].line("opened sets " + lang))
	}
}
