package redisstore

import "sync"

// recent remembers, for the conversations this store read or wrote lately,
// the ledger's saved form as it was then (nil: there was none). Update
// applies its change to that and sends the result in one compare-and-set,
// instead of reading first: one round trip instead of two, in the usual
// turn (Load, then Update, on one replica). It is a guess, never an
// answer: the compare-and-set refuses it when the value in Redis is another
// one, and returns that value for the next attempt. Load always reads Redis.
type recent struct {
	mu    sync.Mutex
	max   int
	saved map[string][]byte // key → saved form, or nil for no ledger
}

func newRecent(max int) *recent {
	return &recent{max: max, saved: make(map[string][]byte)}
}

// get returns the form remembered for key; ok is false if there is none.
func (r *recent) get(key string) (data []byte, ok bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	data, ok = r.saved[key]
	return data, ok
}

// put remembers data as key's latest form. When full, it forgets another
// conversation, any one: a forgotten one costs its next Update one more
// round trip, nothing else.
func (r *recent) put(key string, data []byte) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, ok := r.saved[key]; !ok && len(r.saved) >= r.max {
		for k := range r.saved {
			delete(r.saved, k)
			break
		}
	}
	r.saved[key] = data
}

// forget drops what is remembered for key.
func (r *recent) forget(key string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	delete(r.saved, key)
}
