package probe

import (
	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
	"github.com/agent-capability/onrequest/present/guard"
)

// ruleDeferred is OR-5.8: a deferred action is never reported done.
const ruleDeferred = "OR-5.8"

// doneReader finds words that call an action done. It is the probe's one
// reading of words for OR-5.8, and it owns no vocabulary: it asks present's
// guard, whose done claims come from its data files, one per language, to
// judge the agent's reply as if an assistant were about to say it while the
// action is pending. Where interpret reports OR-5.8 on a reply itself, the
// finding is used as well (see doneCheck); this reader can then go.
type doneReader struct {
	guard *guard.Guard
	lang  language.Tag
}

func newDoneReader(lang language.Tag) doneReader {
	p := present.New()
	return doneReader{guard: guard.New(p), lang: p.Match(lang.String())}
}

// claim returns the first sentence of text that says the skill's action
// is done, or "".
func (d doneReader) claim(skillID, operator, text string) string {
	if text == "" {
		return ""
	}
	l := present.NewLedger()
	l.Record(interpret.Outcome{Kind: interpret.KindActionPending, SkillID: skillID, Operator: operator})
	for _, b := range d.guard.Check(l, d.lang, text).Blocked {
		if b.Reason == guard.ReasonDoneClaim {
			return b.Text
		}
	}
	return ""
}
