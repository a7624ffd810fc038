package store_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/agent-capability/onrequest/present"
	"github.com/agent-capability/onrequest/store"
	"github.com/agent-capability/onrequest/store/storetest"
)

func TestMemory(t *testing.T) {
	storetest.Run(t, func(t *testing.T) [2]store.Ledgers {
		m := store.NewMemory()
		return [2]store.Ledgers{m, m}
	})
}

func TestCheckIDMaxLength(t *testing.T) {
	if err := store.CheckID(strings.Repeat("x", store.MaxIDLength)); err != nil {
		t.Errorf("CheckID(max length) = %v", err)
	}
}

func TestMemoryIdleExpiry(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	m := store.NewMemory(store.WithIdleTimeout(time.Hour), store.WithClock(clock))
	if err := m.Update(ctx, "c1", storetest.Record(storetest.Referral("chapel", "fees"))); err != nil {
		t.Fatal(err)
	}
	now = now.Add(50 * time.Minute)
	if l, _ := m.Load(ctx, "c1"); len(l.Items()) != 1 {
		t.Fatal("expired before its idle time")
	}
	now = now.Add(50 * time.Minute) // the load above counted as use
	if l, _ := m.Load(ctx, "c1"); len(l.Items()) != 1 {
		t.Fatal("a load did not count as use")
	}
	now = now.Add(time.Hour)
	if l, _ := m.Load(ctx, "c1"); len(l.Items()) != 0 {
		t.Fatal("kept past its idle time")
	}
	now = now.Add(2 * time.Minute)
	_ = m.Update(ctx, "c2", storetest.Record(storetest.Referral("chapel", "fees")))
	if n := m.Len(); n != 1 {
		t.Fatalf("Len = %d after a sweep; want 1", n)
	}
}

func TestUnmarshalLedgerRefusesWhatItCannotRead(t *testing.T) {
	tests := []struct {
		name string
		data string
		also error
	}{
		{"not JSON", `{"version":1,`, present.ErrLedgerMalformed},
		{"unknown version", `{"version":2,"items":[]}`, present.ErrLedgerVersion},
		{"no version", `{"items":[]}`, present.ErrLedgerVersion},
		{"null", `null`, present.ErrLedgerVersion},
		{"unknown kind", `{"version":1,"items":[{"operator":"a","skillId":"b","kind":"paid","recorded":1}]}`, present.ErrLedgerMalformed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, err := store.UnmarshalLedger([]byte(tt.data))
			if l != nil || !errors.Is(err, store.ErrCorrupt) || (tt.also != nil && !errors.Is(err, tt.also)) {
				t.Fatalf("UnmarshalLedger = %v, %v; want ErrCorrupt and %v", l, err, tt.also)
			}
		})
	}
}

func TestMarshalLedgerRoundTrip(t *testing.T) {
	l := present.NewLedger()
	l.Record(storetest.Referral("chapel", "fees"))
	data, err := store.MarshalLedger(l)
	if err != nil {
		t.Fatal(err)
	}
	back, err := store.UnmarshalLedger(data)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := back.Items(), l.Items(); len(got) != 1 || got[0].PersonEntry != want[0].PersonEntry || got[0].Kind != want[0].Kind {
		t.Fatalf("round trip = %+v; want %+v", got, want)
	}
}

// TestMemoryUpdateThatChangesNothing: an Update whose function changes
// nothing creates no conversation.
func TestMemoryUpdateThatChangesNothing(t *testing.T) {
	m := store.NewMemory()
	if err := m.Update(context.Background(), "c1", func(*present.Ledger) error { return nil }); err != nil {
		t.Fatal(err)
	}
	if n := m.Len(); n != 0 {
		t.Fatalf("Len = %d after a no-op Update; want 0", n)
	}
}
