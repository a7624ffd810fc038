package guard

import "sync"

// A memo keeps what the guard worked out, for the next answer: a small
// map behind a mutex that starts afresh when it holds size entries.
type memo[K comparable, V any] struct {
	mu   sync.Mutex
	m    map[K]V
	size int
}

func newMemo[K comparable, V any](size int) *memo[K, V] {
	return &memo[K, V]{m: map[K]V{}, size: size}
}

func (m *memo[K, V]) get(k K) (V, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	v, ok := m.m[k]
	return v, ok
}

func (m *memo[K, V]) put(k K, v V) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if len(m.m) >= m.size {
		clear(m.m)
	}
	m.m[k] = v
}
