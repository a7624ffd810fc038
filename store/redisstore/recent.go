package redisstore

import (
	"sync"

	"github.com/agent-capability/onrequest/present"
	"github.com/agent-capability/onrequest/store"
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

// A version is a ledger as Redis held it, with the key's value then (its
// saved form, stamped or not), by which the update script checks that
// Redis holds it still; the zero version is no ledger. Callers get copies
// of its ledger (copy).
type version struct {
	saved  []byte
	ledger *present.Ledger
	at     uint64 // the ledger's Version when saved was its form
}

// copy returns a copy of v's ledger, or a new ledger for the zero version.
// After a write, Update remembers the very ledger it gave fn rather than a
// copy (fn seldom keeps it, and a copy is 7 KB and 6 µs per Update); if fn
// kept it and changed it since, its Version is no longer at, and the copy
// is decoded from the saved form instead.
func (v version) copy() (*present.Ledger, error) {
	if v.ledger == nil {
		return present.NewLedger(), nil
	}
	l := v.ledger.Clone()
	if l.Version() == v.at {
		return l, nil
	}
	return store.UnmarshalLedger(v.saved)
}

// expect is what the update script is to find in Redis for v to be
// Redis's version still: its stamp, or for a value without one, the whole
// value; for the zero version, none.
func (v version) expect() (was string, want []byte) {
	if v.ledger == nil {
		return "none", nil
	}
	if stamp := stampOf(v.saved); stamp != nil {
		return "stamp", stamp
	}
	return "value", v.saved
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
