package guard

import (
	"weak"

	"github.com/agent-capability/onrequest/present"
)

// viewKey names the view of one ledger in one language. The ledger is
// held weakly: one the assistant dropped is not kept alive by the guard.
type viewKey struct {
	ledger weak.Pointer[present.Ledger]
	voc    *vocab
}

// view returns the view of l as it is now: the one built last for it if
// the ledger has not changed since, so that each answer of a conversation
// does not read the ledger's items again.
func (g *Guard) view(l *present.Ledger, voc *vocab) *view {
	if l == nil {
		return newView(nil, 0, voc)
	}
	k := viewKey{weak.Make(l), voc}
	ver := l.Version()
	if v, ok := g.views.get(k); ok && v.version == ver {
		return v
	}
	v := newView(l.Items(), ver, voc)
	if l.Version() == ver { // not changed while read
		g.views.put(k, v)
	}
	return v
}
