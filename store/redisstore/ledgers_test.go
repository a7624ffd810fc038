package redisstore

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/agent-capability/onrequest/internal/redistest"
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

func TestLedgerSharedByReplicas(t *testing.T) {
	srv := redistest.Start(t)
	ctx := context.Background()
	a, b := replica(t, srv), replica(t, srv)
	if err := a.Update(ctx, "c1", record(referral("chapel", "fees"))); err != nil {
		t.Fatal(err)
	}
	l, err := b.Load(ctx, "c1")
	if err != nil {
		t.Fatal(err)
	}
	if items := l.Items(); len(items) != 1 || !items[0].Referred() || items[0].PersonEntry != "https://chapel.example/ask" {
		t.Fatalf("replica b sees %+v; want the referral replica a recorded", items)
	}
	if l, err := b.Load(ctx, "never-seen"); err != nil || len(l.Items()) != 0 {
		t.Fatalf("Load(never-seen) = %d items, %v; want a new empty ledger", len(l.Items()), err)
	}
}

// Two replicas, each with several turns at once, record outcomes into one
// conversation: every outcome is kept.
func TestLedgerConcurrentReplicasLoseNothing(t *testing.T) {
	srv := redistest.Start(t)
	ctx := context.Background()
	replicas := []*Store{replica(t, srv), replica(t, srv)}
	const workers, each = 4, 15
	var wg sync.WaitGroup
	for r, s := range replicas {
		for w := range workers {
			wg.Go(func() {
				for i := range each {
					skill := fmt.Sprintf("r%d-w%d-%d", r, w, i)
					if err := s.Update(ctx, "busy", record(referral("op", skill))); err != nil {
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

func TestLedgerIdleExpiry(t *testing.T) {
	srv := redistest.Start(t)
	ctx := context.Background()
	s := replica(t, srv, WithIdleTimeout(time.Hour), WithPrefix("t:"))
	if err := s.Update(ctx, "c1", record(referral("chapel", "fees"))); err != nil {
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
			err = s.Update(ctx, "c", record(referral("chapel", "fees")))
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
	if err := s.Update(ctx, "c1", record(referral("chapel", "fees"))); err != nil {
		t.Fatal(err)
	}
	srv.Stop()
	l, err := s.Load(ctx, "c1")
	if l != nil || !errors.Is(err, store.ErrUnavailable) {
		t.Fatalf("Load with Redis down = %v, %v; want ErrUnavailable, never an empty ledger", l, err)
	}
	if err := s.Update(ctx, "c1", record(referral("chapel", "venue"))); !errors.Is(err, store.ErrUnavailable) {
		t.Fatalf("Update with Redis down = %v; want ErrUnavailable", err)
	}
	// Restarted, Redis is used again by the same store, and has the ledger.
	srv.Start()
	l, err = s.Load(ctx, "c1")
	if err != nil || len(l.Items()) != 1 {
		t.Fatalf("Load after restart = %v, %v; want the saved ledger", l, err)
	}
	if err := s.Update(ctx, "c1", record(referral("chapel", "venue"))); err != nil {
		t.Fatalf("Update after restart: %v", err)
	}
}

func TestLedgerRedisSlowIsAnError(t *testing.T) {
	srv := redistest.Start(t)
	ctx := context.Background()
	s := replica(t, srv, WithTimeout(200*time.Millisecond))
	if err := s.Update(ctx, "c1", record(referral("chapel", "fees"))); err != nil {
		t.Fatal(err)
	}
	srv.Pause()
	defer srv.Resume()
	start := time.Now()
	l, err := s.Load(ctx, "c1")
	if l != nil || !errors.Is(err, store.ErrUnavailable) || !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Load with Redis frozen = %v, %v; want ErrUnavailable after the deadline", l, err)
	}
	if err := s.Update(ctx, "c1", record(referral("chapel", "venue"))); !errors.Is(err, store.ErrUnavailable) {
		t.Fatalf("Update with Redis frozen = %v; want ErrUnavailable", err)
	}
	t.Logf("two calls failed in %v", time.Since(start))
	srv.Resume()
	if l, err := s.Load(ctx, "c1"); err != nil || len(l.Items()) != 1 {
		t.Fatalf("Load after Redis came back = %v, %v", l, err)
	}
}

func TestLedgerUpdateErrorSavesNothing(t *testing.T) {
	srv := redistest.Start(t)
	ctx := context.Background()
	s := replica(t, srv)
	boom := errors.New("boom")
	err := s.Update(ctx, "c1", func(l *present.Ledger) error {
		l.Record(referral("chapel", "fees"))
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("Update = %v; want fn's error", err)
	}
	if typ, _ := srv.Do("TYPE", "onrequest:ledger:c1"); typ != "+none" {
		t.Fatalf("a failed update wrote the key (TYPE %s)", typ)
	}
}

func TestOpenRefusesABadURLWithoutQuotingIt(t *testing.T) {
	_, err := Open("http://user:s3cret@example.com")
	if err == nil || strings.Contains(err.Error(), "s3cret") {
		t.Fatalf("Open = %v; want an error that does not quote the URL", err)
	}
}
