package guard

import (
	"fmt"
	"path/filepath"
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
	h := newRatchet(t, openedDir)
	cases := loadCorpus(t, filepath.Join(openedDir, "*.jsonl"))
	if len(cases) == 0 {
		t.Fatalf("no drafts in %s", openedDir)
	}
	for _, c := range cases {
		r := g.Check(c.ledger(), language.Make(c.Lang), c.Draft)
		var one corpusScore
		one.add(c, r)
		for _, s := range h.scores(c.Lang) {
			s.add(c, r)
		}
		h.judged(t, c.ID, one.caught+one.clean-one.falsePos == 0, fmt.Sprintf("(%s, %s): %q", c.Lang, c.Kind, c.Draft))
	}
	h.finish(t, "opened sets")
}
