package store

import (
	"context"
	"sync"
	"time"

	"github.com/agent-capability/onrequest/present"
)

// sweepInterval is how often a write also drops idle conversations; there
// is no janitor goroutine, so nothing needs stopping.
const sweepInterval = time.Minute

// Memory keeps ledgers in this process: the default for an assistant that
// runs as one process, and what tests use. It keeps each ledger in its
// saved form, so a ledger loaded from it is a copy, as from a shared store,
// and a Memory behaves as one.
type Memory struct {
	cfg config

	mu        sync.Mutex
	convs     map[string]saved
	lastSweep time.Time
}

type saved struct {
	data    []byte
	touched time.Time
}

var _ Ledgers = (*Memory)(nil)

// NewMemory returns an empty in-process store.
func NewMemory(opts ...Option) *Memory {
	cfg := config{idle: DefaultIdleTimeout, now: time.Now}
	for _, opt := range opts {
		if opt != nil {
			opt(&cfg)
		}
	}
	return &Memory{cfg: cfg, convs: map[string]saved{}}
}

// Load implements [Ledgers].
func (m *Memory) Load(ctx context.Context, conversation string) (*present.Ledger, error) {
	l, err := m.load(ctx, conversation)
	if err != nil {
		return nil, &Error{Op: "load", Conversation: conversation, Err: err}
	}
	return l, nil
}

func (m *Memory) load(ctx context.Context, conversation string) (*present.Ledger, error) {
	if err := CheckID(conversation); err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.current(conversation)
}

// current decodes the conversation's ledger and counts the read as use.
// m.mu is held.
func (m *Memory) current(conversation string) (*present.Ledger, error) {
	now := m.cfg.now()
	s, ok := m.convs[conversation]
	if !ok || now.Sub(s.touched) >= m.cfg.idle {
		delete(m.convs, conversation)
		return present.NewLedger(), nil
	}
	l, err := UnmarshalLedger(s.data)
	if err != nil {
		return nil, err
	}
	s.touched = now
	m.convs[conversation] = s
	return l, nil
}

// Update implements [Ledgers]. Updates of one Memory take turns, so fn is
// called once. When fn changes nothing, nothing is saved; the read counts
// as use, as a Load does.
func (m *Memory) Update(ctx context.Context, conversation string, fn func(*present.Ledger) error) error {
	if err := m.update(ctx, conversation, fn); err != nil {
		return &Error{Op: "update", Conversation: conversation, Err: err}
	}
	return nil
}

func (m *Memory) update(ctx context.Context, conversation string, fn func(*present.Ledger) error) error {
	if err := CheckID(conversation); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	l, err := m.current(conversation)
	if err != nil {
		return err
	}
	before := l.Version()
	if err := fn(l); err != nil {
		return err
	}
	if l.Version() == before {
		return nil // nothing changed: nothing to save
	}
	data, err := MarshalLedger(l)
	if err != nil {
		return err
	}
	now := m.cfg.now()
	m.sweepLocked(now)
	m.convs[conversation] = saved{data: data, touched: now}
	return nil
}

// sweepLocked drops idle conversations, at most once a minute.
func (m *Memory) sweepLocked(now time.Time) {
	if now.Sub(m.lastSweep) < sweepInterval {
		return
	}
	m.lastSweep = now
	for id, s := range m.convs {
		if now.Sub(s.touched) >= m.cfg.idle {
			delete(m.convs, id)
		}
	}
}

// Len returns the number of conversations held, idle ones not yet swept
// included.
func (m *Memory) Len() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.convs)
}
