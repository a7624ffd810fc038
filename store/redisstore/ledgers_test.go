package redisstore

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/agent-capability/onrequest/internal/redistest"
	"github.com/agent-capability/onrequest/present"
	"github.com/agent-capability/onrequest/store"
	"github.com/agent-capability/onrequest/store/storetest"
)

// The checks every Ledgers passes, each on a key prefix of its own in one
// Redis, through two connection pools (two replicas).
func TestLedgers(t *testing.T) {
	srv := redistest.Start(t)
	storetest.Run(t, func(t *testing.T) [2]store.Ledgers {
		prefix := WithPrefix(t.Name() + ":")
		return [2]store.Ledgers{replica(t, srv, prefix), replica(t, srv, prefix)}
	})
}

// TestLedgerUpdateThatChangesNothingWritesNothing: a conversation that an
// Update left unchanged is not created.
func TestLedgerUpdateThatChangesNothingWritesNothing(t *testing.T) {
	srv := redistest.Start(t)
	s := replica(t, srv, WithPrefix("t:"))
	if err := s.Update(context.Background(), "c1", func(*present.Ledger) error { return nil }); err != nil {
		t.Fatal(err)
	}
	if v, err := srv.Do("EXISTS", "t:ledger:c1"); err != nil || v != ":0" {
		t.Fatalf("EXISTS after a no-op Update = %q, %v; want :0", v, err)
	}
}

func TestLedgerIdleExpiry(t *testing.T) {
	srv := redistest.Start(t)
	ctx := context.Background()
	s := replica(t, srv, WithIdleTimeout(time.Hour), WithPrefix("t:"))
	if err := s.Update(ctx, "c1", storetest.Record(storetest.Referral("chapel", "fees"))); err != nil {
		t.Fatal(err)
	}
	pttl := func() int {
		t.Helper()
		v, err := srv.Do("PTTL", "t:ledger:c1")
		if err != nil {
			t.Fatal(err)
		}
		n, _ := strconv.Atoi(strings.TrimPrefix(v, ":"))
		return n
	}
	if n := pttl(); n <= 59*60*1000 || n > 60*60*1000 {
		t.Fatalf("PTTL after Update = %d ms; want about an hour", n)
	}
	// A load is use: it starts the idle time again.
	if _, err := srv.Do("PEXPIRE", "t:ledger:c1", "60000"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Load(ctx, "c1"); err != nil {
		t.Fatal(err)
	}
	if n := pttl(); n <= 59*60*1000 {
		t.Fatalf("PTTL after Load = %d ms; want about an hour again", n)
	}
	if _, err := srv.Do("PEXPIRE", "t:ledger:c1", "1"); err != nil {
		t.Fatal(err)
	}
	time.Sleep(20 * time.Millisecond)
	if l, err := s.Load(ctx, "c1"); err != nil || len(l.Items()) != 0 {
		t.Fatalf("after expiry: %d items, %v; want a new empty ledger", len(l.Items()), err)
	}
}

func TestLedgerCorruptValueIsAnError(t *testing.T) {
	srv := redistest.Start(t)
	ctx := context.Background()
	s := replica(t, srv)
	tests := []struct {
		name  string
		setup []string
		also  error
	}{
		{"not JSON", []string{"SET", "onrequest:ledger:c", "\x00garbage"}, nil},
		{"empty", []string{"SET", "onrequest:ledger:c", ""}, nil},
		{"unknown version", []string{"SET", "onrequest:ledger:c", `{"version":7,"items":[]}`}, present.ErrLedgerVersion},
		{"malformed", []string{"SET", "onrequest:ledger:c", `{"version":1,"items":[{"kind":"on-request","recorded":1}]}`}, present.ErrLedgerMalformed},
		{"not a string", []string{"RPUSH", "onrequest:ledger:c", "x"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv.Do("DEL", "onrequest:ledger:c")
			if _, err := srv.Do(tt.setup...); err != nil {
				t.Fatal(err)
			}
			l, err := s.Load(ctx, "c")
			var se *store.Error
			if l != nil || !errors.Is(err, store.ErrCorrupt) || !errors.As(err, &se) || se.Op != "load" {
				t.Fatalf("Load = %v, %v; want a *store.Error wrapping ErrCorrupt", l, err)
			}
			if tt.also != nil && !errors.Is(err, tt.also) {
				t.Fatalf("Load = %v; want it to wrap %v too", err, tt.also)
			}
			err = s.Update(ctx, "c", storetest.Record(storetest.Referral("chapel", "fees")))
			if !errors.Is(err, store.ErrCorrupt) {
				t.Fatalf("Update = %v; want ErrCorrupt", err)
			}
			// The value is left for an operator to look at.
			if typ, _ := srv.Do("TYPE", "onrequest:ledger:c"); typ == "+none" {
				t.Fatal("the corrupt value was removed")
			}
		})
	}
}

func TestLedgerRedisDownIsAnError(t *testing.T) {
	srv := redistest.Start(t)
	ctx := context.Background()
	s := replica(t, srv)
	if err := s.Update(ctx, "c1", storetest.Record(storetest.Referral("chapel", "fees"))); err != nil {
		t.Fatal(err)
	}
	srv.Stop()
	l, err := s.Load(ctx, "c1")
	if l != nil || !errors.Is(err, store.ErrUnavailable) {
		t.Fatalf("Load with Redis down = %v, %v; want ErrUnavailable, never an empty ledger", l, err)
	}
	if err := s.Update(ctx, "c1", storetest.Record(storetest.Referral("chapel", "venue"))); !errors.Is(err, store.ErrUnavailable) {
		t.Fatalf("Update with Redis down = %v; want ErrUnavailable", err)
	}
	// Restarted, Redis is used again by the same store, and has the ledger.
	srv.Start()
	l, err = s.Load(ctx, "c1")
	if err != nil || len(l.Items()) != 1 {
		t.Fatalf("Load after restart = %v, %v; want the saved ledger", l, err)
	}
	if err := s.Update(ctx, "c1", storetest.Record(storetest.Referral("chapel", "venue"))); err != nil {
		t.Fatalf("Update after restart: %v", err)
	}
}

func TestLedgerRedisSlowIsAnError(t *testing.T) {
	srv := redistest.Start(t)
	ctx := context.Background()
	s := replica(t, srv, WithTimeout(200*time.Millisecond))
	if err := s.Update(ctx, "c1", storetest.Record(storetest.Referral("chapel", "fees"))); err != nil {
		t.Fatal(err)
	}
	srv.Pause()
	defer srv.Resume()
	start := time.Now()
	l, err := s.Load(ctx, "c1")
	if l != nil || !errors.Is(err, store.ErrUnavailable) || !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Load with Redis frozen = %v, %v; want ErrUnavailable after the deadline", l, err)
	}
	if err := s.Update(ctx, "c1", storetest.Record(storetest.Referral("chapel", "venue"))); !errors.Is(err, store.ErrUnavailable) {
		t.Fatalf("Update with Redis frozen = %v; want ErrUnavailable", err)
	}
	t.Logf("two calls failed in %v", time.Since(start))
	srv.Resume()
	if l, err := s.Load(ctx, "c1"); err != nil || len(l.Items()) != 1 {
		t.Fatalf("Load after Redis came back = %v, %v", l, err)
	}
}

func TestOpenRefusesABadURLWithoutQuotingIt(t *testing.T) {
	_, err := Open("http://user:s3cret@example.com")
	if err == nil || strings.Contains(err.Error(), "s3cret") {
		t.Fatalf("Open = %v; want an error that does not quote the URL", err)
	}
}
