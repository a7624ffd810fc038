package guard

import (
	"sync"
	"weak"

	"github.com/agent-capability/onrequest/present"
)

// views keeps the view the guard built last for each ledger, by its
// version and language, so that each answer of a conversation does not
// read the ledger's items again. It holds the ledgers weakly (a ledger the
// assistant dropped is not kept alive by the guard), at most viewsSize of
// them, and starts afresh when full.
type views struct {
	mu sync.Mutex
	m  map[viewKey]*view
}

type viewKey struct {
	ledger weak.Pointer[present.Ledger]
	voc    *vocab
}

const viewsSize = 256

// view returns the view of l as it is now.
func (g *Guard) view(l *present.Ledger, voc *vocab) *view {
	if l == nil {
		return newView(nil, 0, voc)
	}
	k := viewKey{weak.Make(l), voc}
	ver := l.Version()
	g.views.mu.Lock()
	v := g.views.m[k]
	g.views.mu.Unlock()
	if v != nil && v.version == ver {
		return v
	}
	items := l.Items()
	v = newView(items, ver, voc)
	if l.Version() != ver {
		return v // changed while read: use it, do not keep it
	}
	g.views.mu.Lock()
	defer g.views.mu.Unlock()
	if len(g.views.m) >= viewsSize {
		clear(g.views.m)
	}
	g.views.m[k] = v
	return v
}
