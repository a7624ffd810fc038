package guard

import (
	"sync"

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

// notices keeps the sentences the guard has worded, so that a busy guard
// does not format the same sentence for every answer. It holds at most
// noticeMemoSize and starts afresh when full.
type notices struct {
	mu sync.Mutex
	m  map[noticeKey]string
}

const noticeMemoSize = 512

// notice words n for the item in lang.
func (g *Guard) notice(n present.Notice, it present.Item, lang language.Tag) string {
	k := noticeKey{n, lang, it.Operator, it.PersonEntry, it.SkillID, it.Kind}
	g.memo.mu.Lock()
	text, ok := g.memo.m[k]
	g.memo.mu.Unlock()
	if ok {
		return text
	}
	text = g.p.Notice(n, it, lang)
	g.memo.mu.Lock()
	defer g.memo.mu.Unlock()
	if len(g.memo.m) >= noticeMemoSize {
		clear(g.memo.m)
	}
	g.memo.m[k] = text
	return text
}
