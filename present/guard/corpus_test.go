package guard

import (
	"bufio"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
)

// corpusCase is one labelled draft (testdata/guard-corpus/README.md).
type corpusCase struct {
	ID     string              `json:"id"`
	Lang   string              `json:"lang"`
	Ledger []interpret.Outcome `json:"ledger"`
	Draft  string              `json:"draft"`
	Leak   bool                `json:"leak"`
	Kind   string              `json:"kind"` // value, done, none
	Note   string              `json:"note"`
}

// The corpora: the shared one at the repository root, and this package's.
var corpora = []struct{ name, pattern string }{
	{"guard corpus", filepath.Join("..", "..", "testdata", "guard-corpus", "[a-z][a-z].jsonl")},
	{"guard corpus v2", filepath.Join("..", "..", "testdata", "guard-corpus", "v2-*.jsonl")},
	{"local corpus", filepath.Join("testdata", "guard-corpus-local", "*.jsonl")},
}

func loadCorpus(t testing.TB, pattern string) []corpusCase {
	t.Helper()
	return readJSONLines(t, pattern, func(where string, c corpusCase) {
		if c.Leak != (c.Kind != "none") {
			t.Fatalf("%s (%s): leak=%v but kind=%q", where, c.ID, c.Leak, c.Kind)
		}
	})
}

// readJSONLines decodes every non-blank line of the files that pattern
// matches, in the order of their names, and hands each value to check
// with its file and line.
func readJSONLines[T any](t testing.TB, pattern string, check func(where string, v T)) []T {
	t.Helper()
	files, err := filepath.Glob(pattern)
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(files)
	var out []T
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(strings.NewReader(string(data)))
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for line := 1; sc.Scan(); line++ {
			if strings.TrimSpace(sc.Text()) == "" {
				continue
			}
			var v T
			where := fmt.Sprintf("%s:%d", f, line)
			if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
				t.Fatalf("%s: %v", where, err)
			}
			check(where, v)
			out = append(out, v)
		}
	}
	return out
}

func (c corpusCase) ledger() *present.Ledger {
	l := present.NewLedger()
	for _, o := range c.Ledger {
		l.Record(o)
	}
	return l
}

type corpusScore struct {
	drafts, leaks, caught, clean, falsePos int
	misses, fps                            []string
}

func (s corpusScore) recall() float64 {
	if s.leaks == 0 {
		return 100
	}
	return 100 * float64(s.caught) / float64(s.leaks)
}

func (s corpusScore) fpRate() float64 {
	if s.clean == 0 {
		return 0
	}
	return 100 * float64(s.falsePos) / float64(s.clean)
}

// add scores one case: a leak counts as caught only when blocked for the
// reason its kind names.
func (s *corpusScore) add(c corpusCase, r Result) {
	want := map[string]Reason{"value": ReasonOtherSourceValue, "done": ReasonDoneClaim}[c.Kind]
	blocked := len(r.Blocked) > 0
	if c.Leak {
		blocked = slices.ContainsFunc(r.Blocked, func(b Block) bool { return b.Reason == want })
	}
	s.count(c.Leak, blocked)
	switch {
	case c.Leak && !blocked:
		s.misses = append(s.misses, fmt.Sprintf("%s (%s): %q → %q [%s]", c.ID, c.Kind, c.Draft, r.Text, c.Note))
	case !c.Leak && blocked:
		s.fps = append(s.fps, fmt.Sprintf("%s: %q blocked %v [%s]", c.ID, c.Draft, r.Blocked, c.Note))
	}
}

// count adds one judgement to the score.
func (s *corpusScore) count(leak, blocked bool) {
	s.drafts++
	switch {
	case leak:
		s.leaks++
		if blocked {
			s.caught++
		}
	default:
		s.clean++
		if blocked {
			s.falsePos++
		}
	}
}

func (s corpusScore) line(name string) string {
	return fmt.Sprintf("%s: %d drafts, recall %.1f%% (%d/%d), false positives %.1f%% (%d/%d)",
		name, s.drafts, s.recall(), s.caught, s.leaks, s.fpRate(), s.falsePos, s.clean)
}

// Thresholds the guard holds on every language of every corpus.
const (
	minRecall  = 98.0
	maxFalsePc = 5.0
)

// TestGuardCorpus scores the guard on the labelled corpora and prints
// recall and false positives, in all and per language (CI greps the
// lines that start with "guard corpus" and "local corpus").
func TestGuardCorpus(t *testing.T) {
	g := New(nil)
	for _, set := range corpora {
		cases := loadCorpus(t, set.pattern)
		if len(cases) == 0 {
			t.Errorf("%s: no cases in %s", set.name, set.pattern)
			continue
		}
		for lang, s := range scoreAndPrint(t, g, set.name, cases) {
			if s.recall() < minRecall || s.fpRate() > maxFalsePc {
				t.Errorf("%s %s: below target (recall ≥ %.0f%%, false positives ≤ %.0f%%)", set.name, lang, minRecall, maxFalsePc)
			}
		}
	}
}

// TestOwnCorpus scores the guard on labelled drafts outside the
// repository, in the same format, when ONREQUEST_GUARD_CORPUS names their
// folder (every *.jsonl in it): a way to measure it on drafts it was not
// written against. It prints the figures; it does not hold them to the
// thresholds, since an outside set's labels are its author's.
func TestOwnCorpus(t *testing.T) {
	dir := os.Getenv("ONREQUEST_GUARD_CORPUS")
	if dir == "" {
		t.Skip("ONREQUEST_GUARD_CORPUS is not set")
	}
	cases := loadCorpus(t, filepath.Join(dir, "*.jsonl"))
	if len(cases) == 0 {
		t.Fatalf("no drafts in %s", dir)
	}
	scoreAndPrint(t, New(nil), "own corpus", cases)
}

// scoreAndPrint checks every case, logs the misses and false positives,
// prints the figures in all and per language, and returns the latter.
func scoreAndPrint(t *testing.T, g *Guard, name string, cases []corpusCase) map[string]*corpusScore {
	var all corpusScore
	per := map[string]*corpusScore{}
	for _, c := range cases {
		r := g.Check(c.ledger(), language.Make(c.Lang), c.Draft)
		all.add(c, r)
		if per[c.Lang] == nil {
			per[c.Lang] = &corpusScore{}
		}
		per[c.Lang].add(c, r)
	}
	for _, m := range all.misses {
		t.Logf("missed %s", m)
	}
	for _, m := range all.fps {
		t.Logf("false positive %s", m)
	}
	fmt.Println(all.line(name))
	for _, lang := range slices.Sorted(maps.Keys(per)) {
		fmt.Println(per[lang].line(name + " " + lang))
	}
	return per
}
