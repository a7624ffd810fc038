package mcpserver

import (
	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/present"
	"github.com/agent-capability/onrequest/present/guard"
)

// This file is the package's one contact with the guard, so that a change
// of the guard's API is made here alone.

// draftGuard checks a draft against a session's ledger.
type draftGuard struct{ g *guard.Guard }

func newDraftGuard(p *present.Presenter) draftGuard { return draftGuard{g: guard.New(p)} }

// check returns the text the person may see and what was kept back.
func (d draftGuard) check(l *present.Ledger, lang language.Tag, draft string) CheckResult {
	r := d.g.Check(l, lang, draft)
	out := CheckResult{Text: r.Text, Blocked: []BlockedSentence{}}
	for _, b := range r.Blocked {
		out.Blocked = append(out.Blocked, BlockedSentence{Reason: string(b.Reason), Text: b.Text})
	}
	return out
}
