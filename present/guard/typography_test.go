package guard

import (
	"regexp"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/present"
)

// typeset writes a draft as typesetting software and many models do:
// curly apostrophes, a narrow space between the groups of a number, a
// no-break space before the euro sign, and in French a narrow space
// before the high marks.
func typeset(lang, s string) string {
	s = strings.ReplaceAll(s, "'", "’")
	s = groupSpace.ReplaceAllString(s, "$1\u202f$2")
	s = strings.ReplaceAll(s, " €", "\u00a0€")
	if lang == "fr" {
		for _, m := range []string{" :", " ;", " ?", " !"} {
			s = strings.ReplaceAll(s, m, "\u202f"+m[1:])
		}
	}
	return s
}

var groupSpace = regexp.MustCompile(`(\d) (\d{3})`)

// TestTypographyChangesNoVerdict: every draft of the corpora and every
// adversarial probe, typeset, is blocked or passed as it is written
// plainly.
func TestTypographyChangesNoVerdict(t *testing.T) {
	g := testGuard()
	same := func(id, lang string, l func() *present.Ledger, draft string) {
		typed := typeset(lang, draft)
		if typed == draft {
			return
		}
		plain, set := g.Check(l(), language.Make(lang), draft), g.Check(l(), language.Make(lang), typed)
		if (len(plain.Blocked) > 0) != (len(set.Blocked) > 0) {
			t.Errorf("%s: %d blocked as written, %d typeset: %q", id, len(plain.Blocked), len(set.Blocked), typed)
		}
	}
	for _, cp := range corpora {
		for _, c := range loadCorpus(t, cp.pattern) {
			same(c.ID, c.Lang, c.ledger, c.Draft)
		}
	}
	for _, c := range loadAdversarial(t) {
		same(c.ID, c.Lang, func() *present.Ledger { l, _ := adversarialLedger(c.Ledger); return l }, c.Text)
	}
}
