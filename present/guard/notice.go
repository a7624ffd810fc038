package guard

import (
	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
)

// noticeKey names one sentence the guard writes.
type noticeKey struct {
	n                      present.Notice
	lang                   language.Tag
	operator, entry, skill string
	kind                   interpret.Kind
}

// notice words n for the item in lang, once: a busy guard does not format
// the same sentence for every answer.
func (g *Guard) notice(n present.Notice, it present.Item, lang language.Tag) string {
	k := noticeKey{n, lang, it.Operator, it.PersonEntry, it.SkillID, it.Kind}
	if text, ok := g.notices.get(k); ok {
		return text
	}
	text := g.p.Notice(n, it, lang)
	g.notices.put(k, text)
	return text
}
