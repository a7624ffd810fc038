package mcpserver

import (
	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/present"
)

// This file is the package's one contact with the guard, so that the
// guard's API can change here alone.

// draftGuard checks a draft against a session's ledger.
type draftGuard struct{ g *present.Guard }

func newDraftGuard(p *present.Presenter) draftGuard { return draftGuard{g: present.NewGuard(p)} }

// check returns the text the person may see and what was kept back.
func (d draftGuard) check(l *present.Ledger, lang language.Tag, draft string) CheckResult {
	r := d.g.Check(l, lang, draft)
	out := CheckResult{Text: r.Text, Blocked: []BlockedSentence{}}
	for _, b := range r.Blocked {
		out.Blocked = append(out.Blocked, BlockedSentence{Reason: string(b.Reason), Text: b.Text})
	}
	return out
}
