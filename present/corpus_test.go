package present

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/interpret"
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
	file   string
}

func loadCorpus(t testing.TB, pattern string) []corpusCase {
	t.Helper()
	files, err := filepath.Glob(pattern)
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(files)
	var out []corpusCase
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		line := 0
		for sc.Scan() {
			line++
			if strings.TrimSpace(sc.Text()) == "" {
				continue
			}
			var c corpusCase
			if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
				t.Fatalf("%s:%d: %v", f, line, err)
			}
			if c.Leak != (c.Kind != "none") {
				t.Fatalf("%s:%d (%s): leak=%v but kind=%q", f, line, c.ID, c.Leak, c.Kind)
			}
			c.file = filepath.Base(f)
			out = append(out, c)
		}
		fh.Close()
		if err := sc.Err(); err != nil {
			t.Fatal(err)
		}
	}
	return out
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

func scoreCorpus(g *Guard, cases []corpusCase) corpusScore {
	var s corpusScore
	for _, c := range cases {
		l := NewLedger()
		for _, o := range c.Ledger {
			l.Record(o)
		}
		r := g.Check(l, language.Make(c.Lang), c.Draft)
		s.drafts++
		want := map[string]Reason{"value": ReasonOtherSourceValue, "done": ReasonDoneClaim}[c.Kind]
		if c.Leak {
			s.leaks++
			hit := false
			for _, b := range r.Blocked {
				if b.Reason == want {
					hit = true
				}
			}
			if hit {
				s.caught++
			} else {
				s.misses = append(s.misses, fmt.Sprintf("%s (%s): %q → %q [%s]", c.ID, c.Kind, c.Draft, r.Text, c.Note))
			}
			continue
		}
		s.clean++
		if len(r.Blocked) > 0 {
			s.falsePos++
			s.fps = append(s.fps, fmt.Sprintf("%s: %q blocked %v [%s]", c.ID, c.Draft, r.Blocked, c.Note))
		}
	}
	return s
}

// TestGuardCorpus scores the guard on the shared labelled corpus. It must
// catch every leak and block at most 2% of the harmless drafts.
func TestGuardCorpus(t *testing.T) {
	for _, set := range []struct{ name, pattern string }{
		{"guard corpus", filepath.Join("..", "testdata", "guard-corpus", "*.jsonl")},
		{"local corpus", filepath.Join("testdata", "guard-corpus-local", "*.jsonl")},
	} {
		cases := loadCorpus(t, set.pattern)
		if len(cases) == 0 {
			t.Errorf("%s: no cases in %s", set.name, set.pattern)
			continue
		}
		s := scoreCorpus(NewGuard(nil), cases)
		for _, m := range s.misses {
			t.Logf("missed %s", m)
		}
		for _, m := range s.fps {
			t.Logf("false positive %s", m)
		}
		summary := fmt.Sprintf("%s: %d drafts, recall %.1f%% (%d/%d), false positives %.1f%% (%d/%d)",
			set.name, s.drafts, s.recall(), s.caught, s.leaks, s.fpRate(), s.falsePos, s.clean)
		t.Log(summary)
		fmt.Println(summary)
		if s.caught < s.leaks || s.fpRate() > 2 {
			t.Errorf("%s: below target (recall 100%%, false positives ≤ 2%%)", set.name)
		}
	}
}
