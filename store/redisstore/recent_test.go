package redisstore

import (
	"context"
	"errors"
	"slices"
	"sync"
	"testing"

	"github.com/redis/go-redis/v9"

	"github.com/agent-capability/onrequest/internal/redistest"
	"github.com/agent-capability/onrequest/present"
	"github.com/agent-capability/onrequest/store"
	"github.com/agent-capability/onrequest/store/storetest"
)

// commands records the name of every command a client sends.
type commands struct {
	mu    sync.Mutex
	names []string
}

func (c *commands) DialHook(next redis.DialHook) redis.DialHook { return next }

func (c *commands) ProcessHook(next redis.ProcessHook) redis.ProcessHook {
	return func(ctx context.Context, cmd redis.Cmder) error {
		c.mu.Lock()
		c.names = append(c.names, cmd.Name())
		c.mu.Unlock()
		return next(ctx, cmd)
	}
}

func (c *commands) ProcessPipelineHook(next redis.ProcessPipelineHook) redis.ProcessPipelineHook {
	return func(ctx context.Context, cmds []redis.Cmder) error {
		c.mu.Lock()
		c.names = append(c.names, "pipeline")
		c.mu.Unlock()
		return next(ctx, cmds)
	}
}

// take returns the names recorded since the last take.
func (c *commands) take() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	names := c.names
	c.names = nil
	return names
}

// TestLedgerUpdateAfterLoadTakesOneRoundTrip: a turn's Update of the
// ledger its Load read sends one command (the compare-and-set script), and
// so does an Update after an Update; one of a conversation the store has
// not seen reads it first.
func TestLedgerUpdateAfterLoadTakesOneRoundTrip(t *testing.T) {
	srv := redistest.Start(t)
	ctx := context.Background()
	s := replica(t, srv)
	if err := s.rdb.Ping(ctx).Err(); err != nil { // the connection's own commands
		t.Fatal(err)
	}
	var sent commands
	s.rdb.AddHook(&sent)
	record := func(skill string) {
		t.Helper()
		if err := s.Update(ctx, "c1", storetest.Record(storetest.Referral("chapel", skill))); err != nil {
			t.Fatal(err)
		}
	}
	other := replica(t, srv)
	if err := other.Update(ctx, "c1", storetest.Record(storetest.Referral("chapel", "fees"))); err != nil {
		t.Fatal(err)
	}
	sent.take()
	if _, err := s.Load(ctx, "c1"); err != nil {
		t.Fatal(err)
	}
	record("venue")
	record("flowers")
	if got, want := sent.take(), []string{"getex", "evalsha", "evalsha"}; !slices.Equal(got, want) {
		t.Errorf("Load, Update, Update sent %q; want %q", got, want)
	}
	s.recent.forget(s.keys.ledger("c1"))
	record("music")
	if got, want := sent.take(), []string{"getex", "evalsha"}; !slices.Equal(got, want) {
		t.Errorf("Update of a conversation not remembered sent %q; want %q", got, want)
	}
}

// TestLedgerUpdateFromAnOldLedger: when the ledger a store remembers is no
// longer the one in Redis (another replica changed it, it expired, it was
// overwritten with something else), Update works from Redis's value, never
// from the remembered one.
func TestLedgerUpdateFromAnOldLedger(t *testing.T) {
	srv := redistest.Start(t)
	ctx := context.Background()
	a, b := replica(t, srv), replica(t, srv)
	update := func(s *Store, skill string) error {
		return s.Update(ctx, "c1", storetest.Record(storetest.Referral("chapel", skill)))
	}
	skills := func() []string { return loadedSkills(t, b, "c1") }
	if err := update(a, "fees"); err != nil {
		t.Fatal(err)
	}
	if err := update(b, "venue"); err != nil { // a remembers the ledger without it
		t.Fatal(err)
	}
	if err := update(a, "flowers"); err != nil {
		t.Fatal(err)
	}
	if got, want := skills(), []string{"fees", "venue", "flowers"}; !slices.Equal(got, want) {
		t.Fatalf("after another replica's change: %q; want %q", got, want)
	}

	// Expired (here deleted): the next Update starts from an empty ledger.
	if _, err := srv.Do("DEL", "onrequest:ledger:c1"); err != nil {
		t.Fatal(err)
	}
	if err := update(a, "music"); err != nil {
		t.Fatal(err)
	}
	if got, want := skills(), []string{"music"}; !slices.Equal(got, want) {
		t.Fatalf("after expiry: %q; want %q", got, want)
	}

	// Overwritten with an empty value, then with something else that is
	// not a ledger: an error, never an empty ledger.
	if err := update(a, "cars"); err != nil {
		t.Fatal(err)
	}
	if _, err := srv.Do("SET", "onrequest:ledger:c1", ""); err != nil {
		t.Fatal(err)
	}
	if err := update(a, "cars"); !errors.Is(err, store.ErrCorrupt) {
		t.Fatalf("Update over an empty value = %v; want ErrCorrupt", err)
	}
	if _, err := srv.Do("SET", "onrequest:ledger:c1", `{"version":9}`); err != nil {
		t.Fatal(err)
	}
	if err := update(a, "cars"); !errors.Is(err, store.ErrCorrupt) {
		t.Fatalf("Update over a corrupt value = %v; want ErrCorrupt", err)
	}
	if v, _ := srv.Do("GET", "onrequest:ledger:c1"); v != "$13" {
		t.Errorf("the corrupt value was replaced: GET's first line %q", v)
	}
}

// TestLedgerLoadOfARememberedConversation: a Load gives what Redis holds,
// whether or not it is the ledger the store remembers: another replica's
// ledger, a value that is not a ledger (an error), then the remembered
// one again.
func TestLedgerLoadOfARememberedConversation(t *testing.T) {
	srv := redistest.Start(t)
	ctx := context.Background()
	a, b := replica(t, srv), replica(t, srv)
	skills := func() []string { return loadedSkills(t, a, "c1") }
	if err := a.Update(ctx, "c1", storetest.Record(storetest.Referral("chapel", "fees"))); err != nil {
		t.Fatal(err)
	}
	if got, want := skills(), []string{"fees"}; !slices.Equal(got, want) {
		t.Fatalf("after its own Update: %q; want %q", got, want)
	}
	if err := b.Update(ctx, "c1", storetest.Record(storetest.Referral("chapel", "venue"))); err != nil {
		t.Fatal(err)
	}
	if got, want := skills(), []string{"fees", "venue"}; !slices.Equal(got, want) {
		t.Fatalf("after another replica's Update: %q; want %q", got, want)
	}
	saved, err := b.rdb.Get(ctx, "onrequest:ledger:c1").Result()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := srv.Do("SET", "onrequest:ledger:c1", "\x00garbage"); err != nil {
		t.Fatal(err)
	}
	if l, err := a.Load(ctx, "c1"); l != nil || !errors.Is(err, store.ErrCorrupt) {
		t.Fatalf("Load over a value that is not a ledger = %v, %v; want ErrCorrupt", l, err)
	}
	if err := b.rdb.Set(ctx, "onrequest:ledger:c1", saved, 0).Err(); err != nil {
		t.Fatal(err)
	}
	if got, want := skills(), []string{"fees", "venue"}; !slices.Equal(got, want) {
		t.Fatalf("after the saved form came back: %q; want %q", got, want)
	}
}

// TestLedgerRememberedIsNotShared: what a caller does to a loaded ledger,
// or to the one its update was given, is not saved by a later Update.
func TestLedgerRememberedIsNotShared(t *testing.T) {
	srv := redistest.Start(t)
	ctx := context.Background()
	s := replica(t, srv)
	l, err := s.Load(ctx, "c1")
	if err != nil {
		t.Fatal(err)
	}
	l.Record(storetest.Referral("chapel", "loaded"))
	var kept *present.Ledger
	if err := s.Update(ctx, "c1", func(l *present.Ledger) error {
		kept = l
		l.Record(storetest.Referral("chapel", "fees"))
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	kept.Record(storetest.Referral("chapel", "kept"))
	if l, err = s.Load(ctx, "c1"); err != nil || len(l.Items()) != 1 {
		t.Fatalf("Load after fn's ledger changed = %v, %v; want the one item saved", l, err)
	}
	if err := s.Update(ctx, "c1", storetest.Record(storetest.Referral("chapel", "venue"))); err != nil {
		t.Fatal(err)
	}
	l, err = s.Load(ctx, "c1")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, it := range l.Items() {
		got = append(got, it.SkillID)
	}
	if want := []string{"fees", "venue"}; !slices.Equal(got, want) {
		t.Fatalf("saved %q; want %q", got, want)
	}
}

// TestRecentIsBounded: past its size the store forgets some conversation
// for each new one.
func TestRecentIsBounded(t *testing.T) {
	r := newRecent(2)
	for _, k := range []string{"a", "b", "c", "c", "d"} {
		r.put(k, version{saved: []byte(k)})
	}
	if n := len(r.saved); n != 2 {
		t.Fatalf("%d remembered; want 2", n)
	}
	if v, ok := r.get("d"); !ok || string(v.saved) != "d" {
		t.Errorf("the latest is not remembered: %q, %v", v.saved, ok)
	}
	r.forget("d")
	if _, ok := r.get("d"); ok {
		t.Error("forget kept it")
	}
}
