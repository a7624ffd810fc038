package store_test

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
	"github.com/agent-capability/onrequest/store"
)

func referral(operator, skill string) interpret.Outcome {
	return interpret.Outcome{Kind: interpret.KindOnRequest, Operator: operator, SkillID: skill,
		PersonEntry: "https://" + operator + ".example/ask"}
}

func record(o interpret.Outcome) func(*present.Ledger) error {
	return func(l *present.Ledger) error { l.Record(o); return nil }
}

func TestMemoryKeepsWhatUpdateRecorded(t *testing.T) {
	ctx := context.Background()
	m := store.NewMemory()
	if err := m.Update(ctx, "c1", record(referral("chapel", "fees"))); err != nil {
		t.Fatal(err)
	}
	l, err := m.Load(ctx, "c1")
	if err != nil {
		t.Fatal(err)
	}
	items := l.Items()
	if len(items) != 1 || items[0].Operator != "chapel" || !items[0].Referred() {
		t.Fatalf("items = %+v; want the chapel's referral", items)
	}
	// Another conversation is another ledger.
	other, err := m.Load(ctx, "c2")
	if err != nil || len(other.Items()) != 0 {
		t.Fatalf("Load(c2) = %v items, %v; want an empty ledger", len(other.Items()), err)
	}
}

func TestMemoryLoadIsACopy(t *testing.T) {
	ctx := context.Background()
	m := store.NewMemory()
	l, err := m.Load(ctx, "c1")
	if err != nil {
		t.Fatal(err)
	}
	l.Record(referral("chapel", "fees"))
	again, err := m.Load(ctx, "c1")
	if err != nil || len(again.Items()) != 0 {
		t.Fatalf("a change to a loaded ledger was saved: %d items, %v", len(again.Items()), err)
	}
}

func TestMemoryUpdateErrorSavesNothing(t *testing.T) {
	ctx := context.Background()
	m := store.NewMemory()
	boom := errors.New("boom")
	err := m.Update(ctx, "c1", func(l *present.Ledger) error {
		l.Record(referral("chapel", "fees"))
		return boom
	})
	var se *store.Error
	if !errors.Is(err, boom) || !errors.As(err, &se) || se.Op != "update" || se.Conversation != "c1" {
		t.Fatalf("Update = %v; want an *store.Error wrapping fn's error", err)
	}
	if l, _ := m.Load(ctx, "c1"); len(l.Items()) != 0 {
		t.Fatal("a failed update was saved")
	}
}

func TestMemoryIdleExpiry(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	m := store.NewMemory(store.WithIdleTimeout(time.Hour), store.WithClock(clock))
	if err := m.Update(ctx, "c1", record(referral("chapel", "fees"))); err != nil {
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
	_ = m.Update(ctx, "c2", record(referral("chapel", "fees")))
	if n := m.Len(); n != 1 {
		t.Fatalf("Len = %d after a sweep; want 1", n)
	}
}

func TestMemoryConcurrentUpdatesLoseNothing(t *testing.T) {
	ctx := context.Background()
	m := store.NewMemory()
	var wg sync.WaitGroup
	for i := range 20 {
		wg.Go(func() {
			if err := m.Update(ctx, "c1", record(referral("op", string(rune('a'+i))))); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if l, _ := m.Load(ctx, "c1"); len(l.Items()) != 20 {
		t.Fatalf("%d items; want 20", len(l.Items()))
	}
}

func TestInvalidID(t *testing.T) {
	ctx := context.Background()
	m := store.NewMemory()
	for _, id := range []string{"", strings.Repeat("x", store.MaxIDLength+1)} {
		if _, err := m.Load(ctx, id); !errors.Is(err, store.ErrInvalidID) {
			t.Errorf("Load(%d bytes) = %v; want ErrInvalidID", len(id), err)
		}
		if err := m.Update(ctx, id, record(referral("a", "b"))); !errors.Is(err, store.ErrInvalidID) {
			t.Errorf("Update(%d bytes) = %v; want ErrInvalidID", len(id), err)
		}
	}
	if err := store.CheckID(strings.Repeat("x", store.MaxIDLength)); err != nil {
		t.Errorf("CheckID(max length) = %v", err)
	}
}

func TestUnmarshalLedgerRefusesWhatItCannotRead(t *testing.T) {
	tests := []struct {
		name string
		data string
		also error
	}{
		{"not JSON", `{"version":1,`, nil},
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
	l.Record(referral("chapel", "fees"))
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
