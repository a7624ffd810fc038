package redisstore

import (
	"sync"

	"github.com/agent-capability/onrequest/present"
)

// recent remembers, for the conversations this store read or wrote lately,
// the ledger as Redis held it then. Update applies its change to a copy of
// that and sends the result in one compare-and-set, instead of reading
// first: one round trip instead of two, in the usual turn (Load, then
// Update, on one replica). It is a guess, never an answer: the
// compare-and-set refuses it when the value in Redis is another one, and
// returns that value for the next attempt. Load always reads Redis, and
// uses it only when Redis returns the very bytes it remembers.
type recent struct {
	mu    sync.Mutex
	max   int
	saved map[string]version // by key
}

// A version is a ledger as Redis held it, with its saved form, which the
// update script compares with Redis's value; the zero version is no
// ledger. Its ledger is never handed out: callers get clones.
type version struct {
	saved  []byte
	ledger *present.Ledger
}

func newRecent(max int) *recent {
	return &recent{max: max, saved: make(map[string]version)}
}

// get returns the version remembered for key; ok is false if there is none.
func (r *recent) get(key string) (v version, ok bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	v, ok = r.saved[key]
	return v, ok
}

// put remembers v as key's latest version. When full, it forgets another
// conversation, any one: a forgotten one costs its next Update one more
// round trip, nothing else.
func (r *recent) put(key string, v version) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, ok := r.saved[key]; !ok && len(r.saved) >= r.max {
		for k := range r.saved {
			delete(r.saved, k)
			break
		}
	}
	r.saved[key] = v
}

// forget drops what is remembered for key.
func (r *recent) forget(key string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	delete(r.saved, key)
}
