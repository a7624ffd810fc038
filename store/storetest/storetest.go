// Package storetest checks an implementation of [store.Ledgers] against
// what the interface promises, as testing/fstest does for file systems:
// call [Run] from the implementation's tests. It also gives the outcomes
// and updates those tests record.
package storetest

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
	"github.com/agent-capability/onrequest/store"
)

// Referral is the operator's on-request reply for skill, with an address
// built from the operator's name.
func Referral(operator, skill string) interpret.Outcome {
	return interpret.Outcome{Kind: interpret.KindOnRequest, Operator: operator, SkillID: skill,
		PersonEntry: "https://" + operator + ".example/ask"}
}

// Record is an update that records o.
func Record(o interpret.Outcome) func(*present.Ledger) error {
	return func(l *present.Ledger) error { l.Record(o); return nil }
}

// Run checks a Ledgers implementation. For each check, replicas returns
// two replicas of one new, empty store: for a shared store, two
// connections to it, as two processes would have; for one that lives in a
// process, the same store twice.
func Run(t *testing.T, replicas func(t *testing.T) [2]store.Ledgers) {
	t.Run("KeepsWhatUpdateRecorded", func(t *testing.T) { keeps(t, replicas(t)) })
	t.Run("LoadIsACopy", func(t *testing.T) { loadIsACopy(t, replicas(t)[0]) })
	t.Run("UpdateErrorSavesNothing", func(t *testing.T) { updateErrorSavesNothing(t, replicas(t)[0]) })
	t.Run("ConcurrentUpdatesLoseNothing", func(t *testing.T) { concurrent(t, replicas(t)) })
	t.Run("InvalidID", func(t *testing.T) { invalidID(t, replicas(t)[0]) })
	t.Run("UpdateThatChangesNothingSeesTheLatest", func(t *testing.T) { noChange(t, replicas(t)) })
}

// noChange: an Update whose fn changes nothing sees what another replica
// saved since this one last loaded, and loses none of it.
func noChange(t *testing.T, replicas [2]store.Ledgers) {
	ctx := context.Background()
	a, b := replicas[0], replicas[1]
	if err := a.Update(ctx, "c1", Record(Referral("chapel", "fees"))); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Load(ctx, "c1"); err != nil {
		t.Fatal(err)
	}
	if err := a.Update(ctx, "c1", Record(Referral("clinic", "fees"))); err != nil {
		t.Fatal(err)
	}
	seen := 0
	if err := b.Update(ctx, "c1", func(l *present.Ledger) error { seen = len(l.Items()); return nil }); err != nil {
		t.Fatal(err)
	}
	if seen != 2 {
		t.Fatalf("fn last saw %d items; want the 2 saved", seen)
	}
	if err := b.Update(ctx, "never-seen", func(*present.Ledger) error { return nil }); err != nil {
		t.Fatal(err)
	}
	l, err := a.Load(ctx, "c1")
	if err != nil || len(l.Items()) != 2 {
		t.Fatalf("after a no-op update: %d items, %v; want 2", len(l.Items()), err)
	}
}

func keeps(t *testing.T, replicas [2]store.Ledgers) {
	ctx := context.Background()
	a, b := replicas[0], replicas[1]
	if err := a.Update(ctx, "c1", Record(Referral("chapel", "fees"))); err != nil {
		t.Fatal(err)
	}
	l, err := b.Load(ctx, "c1")
	if err != nil {
		t.Fatal(err)
	}
	if items := l.Items(); len(items) != 1 || !items[0].Referred() || items[0].PersonEntry != "https://chapel.example/ask" {
		t.Fatalf("items = %+v; want the chapel's referral", items)
	}
	other, err := b.Load(ctx, "never-seen")
	if err != nil || len(other.Items()) != 0 {
		t.Fatalf("Load(never-seen) = %d items, %v; want a new empty ledger", len(other.Items()), err)
	}
}

func loadIsACopy(t *testing.T, s store.Ledgers) {
	ctx := context.Background()
	l, err := s.Load(ctx, "c1")
	if err != nil {
		t.Fatal(err)
	}
	l.Record(Referral("chapel", "fees"))
	again, err := s.Load(ctx, "c1")
	if err != nil || len(again.Items()) != 0 {
		t.Fatalf("a change to a loaded ledger was saved: %d items, %v", len(again.Items()), err)
	}
}

func updateErrorSavesNothing(t *testing.T, s store.Ledgers) {
	ctx := context.Background()
	boom := errors.New("boom")
	err := s.Update(ctx, "c1", func(l *present.Ledger) error {
		l.Record(Referral("chapel", "fees"))
		return boom
	})
	var se *store.Error
	if !errors.Is(err, boom) || !errors.As(err, &se) || se.Op != "update" || se.Conversation != "c1" {
		t.Fatalf("Update = %v; want a *store.Error wrapping fn's error", err)
	}
	if l, err := s.Load(ctx, "c1"); err != nil || len(l.Items()) != 0 {
		t.Fatalf("after a failed update: %v, %v; want an empty ledger", l, err)
	}
}

// concurrent: two replicas, each with several turns at once, record
// outcomes into one conversation; every outcome is kept.
func concurrent(t *testing.T, replicas [2]store.Ledgers) {
	ctx := context.Background()
	const workers, each = 4, 15
	var wg sync.WaitGroup
	for r, s := range replicas {
		for w := range workers {
			wg.Go(func() {
				for i := range each {
					if err := s.Update(ctx, "busy", Record(Referral("op", fmt.Sprintf("r%d-w%d-%d", r, w, i)))); err != nil {
						t.Error(err)
						return
					}
				}
			})
		}
	}
	wg.Wait()
	l, err := replicas[0].Load(ctx, "busy")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := len(l.Items()), len(replicas)*workers*each; got != want {
		t.Fatalf("%d items; want %d: concurrent updates were lost", got, want)
	}
}

func invalidID(t *testing.T, s store.Ledgers) {
	ctx := context.Background()
	for _, id := range []string{"", strings.Repeat("x", store.MaxIDLength+1)} {
		if _, err := s.Load(ctx, id); !errors.Is(err, store.ErrInvalidID) {
			t.Errorf("Load(%d bytes) = %v; want ErrInvalidID", len(id), err)
		}
		if err := s.Update(ctx, id, Record(Referral("a", "b"))); !errors.Is(err, store.ErrInvalidID) {
			t.Errorf("Update(%d bytes) = %v; want ErrInvalidID", len(id), err)
		}
	}
}
