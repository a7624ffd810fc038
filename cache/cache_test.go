package cache

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"sync"
	"syscall"
	"testing"
	"time"
)

// TestFreshness checks RFC 9111 freshness: each step moves the clock, calls
// Card, and checks how many GETs the agent has seen by then.
func TestFreshness(t *testing.T) {
	type step struct {
		advance  time.Duration
		wantGets int64
	}
	date := func(t time.Time) string { return t.Format(http.TimeFormat) }
	tests := []struct {
		name   string
		header func(t0 time.Time) http.Header
		opts   []Option
		steps  []step
	}{
		{
			name:   "max-age honoured",
			header: func(time.Time) http.Header { return hdr("Cache-Control", "max-age=60") },
			steps:  []step{{0, 1}, {30 * time.Second, 1}, {29 * time.Second, 1}, {2 * time.Second, 2}, {59 * time.Second, 2}},
		},
		{
			name:   "quoted max-age accepted",
			header: func(time.Time) http.Header { return hdr("Cache-Control", `max-age="60"`) },
			steps:  []step{{0, 1}, {59 * time.Second, 1}, {2 * time.Second, 2}},
		},
		{
			name:   "Age subtracted",
			header: func(time.Time) http.Header { return hdr("Cache-Control", "max-age=60", "Age", "50") },
			steps:  []step{{0, 1}, {9 * time.Second, 1}, {2 * time.Second, 2}},
		},
		{
			name:   "Age larger than max-age: stale on arrival",
			header: func(time.Time) http.Header { return hdr("Cache-Control", "max-age=60", "Age", "600") },
			steps:  []step{{0, 1}, {0, 2}},
		},
		{
			name:   "s-maxage ignored by a private cache",
			header: func(time.Time) http.Header { return hdr("Cache-Control", "s-maxage=3600, max-age=10") },
			steps:  []step{{0, 1}, {9 * time.Second, 1}, {2 * time.Second, 2}},
		},
		{
			name:   "s-maxage alone: default TTL",
			header: func(time.Time) http.Header { return hdr("Cache-Control", "s-maxage=3600") },
			steps:  []step{{0, 1}, {4 * time.Minute, 1}, {2 * time.Minute, 2}},
		},
		{
			name:   "first max-age wins",
			header: func(time.Time) http.Header { return hdr("Cache-Control", "max-age=10", "Cache-Control", "max-age=600") },
			steps:  []step{{0, 1}, {11 * time.Second, 2}},
		},
		{
			name:   "invalid max-age is stale",
			header: func(time.Time) http.Header { return hdr("Cache-Control", "max-age=soon") },
			steps:  []step{{0, 1}, {0, 2}},
		},
		{
			name:   "Expires as fallback",
			header: func(t0 time.Time) http.Header { return hdr("Expires", date(t0.Add(120*time.Second))) },
			steps:  []step{{0, 1}, {100 * time.Second, 1}, {21 * time.Second, 2}},
		},
		{
			name: "max-age wins over Expires",
			header: func(t0 time.Time) http.Header {
				return hdr("Cache-Control", "max-age=10", "Expires", date(t0.Add(time.Hour)))
			},
			steps: []step{{0, 1}, {11 * time.Second, 2}},
		},
		{
			name:   "invalid Expires is in the past",
			header: func(time.Time) http.Header { return hdr("Expires", "0") },
			steps:  []step{{0, 1}, {0, 2}},
		},
		{
			name:   "default TTL when no caching headers",
			header: func(time.Time) http.Header { return nil },
			steps:  []step{{0, 1}, {4*time.Minute + 59*time.Second, 1}, {2 * time.Second, 2}},
		},
		{
			name:   "default TTL configurable",
			header: func(time.Time) http.Header { return nil },
			opts:   []Option{WithDefaultTTL(time.Minute)},
			steps:  []step{{0, 1}, {59 * time.Second, 1}, {2 * time.Second, 2}},
		},
		{
			name:   "no-store never cached",
			header: func(time.Time) http.Header { return hdr("Cache-Control", "no-store, max-age=600") },
			steps:  []step{{0, 1}, {0, 2}, {time.Second, 3}},
		},
		{
			name:   "no-cache always goes to the agent",
			header: func(time.Time) http.Header { return hdr("Cache-Control", "no-cache, max-age=600") },
			steps:  []step{{0, 1}, {0, 2}, {time.Second, 3}},
		},
		{
			name:   "Vary star always goes to the agent",
			header: func(time.Time) http.Header { return hdr("Cache-Control", "max-age=600", "Vary", "Accept, *") },
			steps:  []step{{0, 1}, {0, 2}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			clock := newFakeClock()
			a := &agent{clock: clock, header: tt.header(clock.Now())}
			base := startAgent(t, a)
			c := New(append([]Option{WithClock(clock.Now)}, tt.opts...)...)
			for i, s := range tt.steps {
				clock.Advance(s.advance)
				e, err := c.Card(t.Context(), base)
				if err != nil {
					t.Fatalf("step %d: %v", i, err)
				}
				if e.Card == nil || e.Card.Name != "Example Memorial Chapel assistant" || e.Stale || e.Err != nil {
					t.Fatalf("step %d: entry %+v", i, e)
				}
				if got := a.gets.Load(); got != s.wantGets {
					t.Fatalf("step %d (+%v): agent saw %d GETs, want %d", i, s.advance, got, s.wantGets)
				}
			}
		})
	}
}

func TestClockSkewCountsAsAge(t *testing.T) {
	clock := newFakeClock()
	// The agent's Date is 100s behind ours: the response is already 100s old,
	// older than its max-age of 60s.
	a := &agent{header: hdr("Cache-Control", "max-age=60", "Date", clock.Now().Add(-100*time.Second).Format(http.TimeFormat))}
	base := startAgent(t, a)
	c := New(WithClock(clock.Now))
	for range 2 {
		if _, err := c.Card(t.Context(), base); err != nil {
			t.Fatal(err)
		}
	}
	if got := a.gets.Load(); got != 2 {
		t.Fatalf("GETs = %d, want 2", got)
	}
}

func TestNoStoreDropsStoredCard(t *testing.T) {
	clock := newFakeClock()
	a := &agent{clock: clock, header: hdr("Cache-Control", "max-age=60")}
	base := startAgent(t, a)
	c := New(WithClock(clock.Now))
	if _, err := c.Card(t.Context(), base); err != nil {
		t.Fatal(err)
	}
	if n := c.Stats().Entries; n != 1 {
		t.Fatalf("Entries = %d, want 1", n)
	}
	a.set(func(a *agent) { a.header = hdr("Cache-Control", "no-store") })
	clock.Advance(61 * time.Second)
	e, err := c.Card(t.Context(), base)
	if err != nil {
		t.Fatal(err)
	}
	if !e.Expires.Equal(e.FetchedAt) {
		t.Errorf("no-store entry Expires %v, want FetchedAt %v", e.Expires, e.FetchedAt)
	}
	if n := c.Stats().Entries; n != 0 {
		t.Fatalf("Entries after no-store = %d, want 0", n)
	}
}

func TestRevalidation(t *testing.T) {
	lastMod := time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC)
	tests := []struct {
		name        string
		etag        string
		lastMod     time.Time
		wantHeader  string // request header the revalidation must carry
		wantValue   string
		cacheCtl    string
		revalidate  time.Duration // clock advance before the revalidating call
		renewedFor  time.Duration // after the 304, still fresh this much later
		changedBody bool          // the agent changes the card: 200, new card
	}{
		{name: "ETag", etag: `"v1"`, wantHeader: "If-None-Match", wantValue: `"v1"`, cacheCtl: "max-age=60", revalidate: 61 * time.Second, renewedFor: 59 * time.Second},
		{name: "weak ETag", etag: `W/"v1"`, wantHeader: "If-None-Match", wantValue: `W/"v1"`, cacheCtl: "max-age=60", revalidate: 61 * time.Second, renewedFor: 59 * time.Second},
		{name: "Last-Modified", lastMod: lastMod, wantHeader: "If-Modified-Since", wantValue: lastMod.Format(http.TimeFormat), cacheCtl: "max-age=60", revalidate: 61 * time.Second, renewedFor: 59 * time.Second},
		{name: "no-cache revalidates every time", etag: `"v1"`, wantHeader: "If-None-Match", wantValue: `"v1"`, cacheCtl: "no-cache"},
		{name: "ETag changed: new card", etag: `"v1"`, wantHeader: "If-None-Match", wantValue: `"v1"`, cacheCtl: "max-age=60", revalidate: 61 * time.Second, changedBody: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			clock := newFakeClock()
			a := &agent{clock: clock, etag: tt.etag, lastModified: tt.lastMod, header: hdr("Cache-Control", tt.cacheCtl)}
			base := startAgent(t, a)
			c := New(WithClock(clock.Now))
			first, err := c.Card(t.Context(), base)
			if err != nil {
				t.Fatal(err)
			}
			if got := a.lastRequest.Load().Header.Get(tt.wantHeader); got != "" {
				t.Fatalf("first GET carried %s: %q", tt.wantHeader, got)
			}
			if tt.changedBody {
				a.set(func(a *agent) {
					a.etag = `"v2"`
					a.body = readTestdata(t, "card-v03.json")
				})
			}
			clock.Advance(tt.revalidate)
			second, err := c.Card(t.Context(), base)
			if err != nil {
				t.Fatal(err)
			}
			if got := a.lastRequest.Load().Header.Get(tt.wantHeader); got != tt.wantValue {
				t.Fatalf("revalidation %s = %q, want %q", tt.wantHeader, got, tt.wantValue)
			}
			if a.gets.Load() != 2 {
				t.Fatalf("GETs = %d, want 2", a.gets.Load())
			}
			if tt.changedBody {
				if a.notModified.Load() != 0 || second.Card == first.Card || second.Card.Name != "Example Florist assistant" {
					t.Fatalf("changed card not taken: 304s=%d name=%q", a.notModified.Load(), second.Card.Name)
				}
				return
			}
			if a.notModified.Load() != 1 || c.Stats().Revalidations != 1 {
				t.Fatalf("304s served %d, counted %d; want 1", a.notModified.Load(), c.Stats().Revalidations)
			}
			if second.Card != first.Card {
				t.Fatal("card not reused after 304")
			}
			if !second.FetchedAt.After(first.FetchedAt) && tt.revalidate > 0 {
				t.Fatalf("FetchedAt not renewed: %v then %v", first.FetchedAt, second.FetchedAt)
			}
			if tt.renewedFor > 0 {
				clock.Advance(tt.renewedFor)
				if _, err := c.Card(t.Context(), base); err != nil {
					t.Fatal(err)
				}
				if a.gets.Load() != 2 {
					t.Fatalf("freshness not renewed by the 304: GETs = %d, want 2", a.gets.Load())
				}
			}
		})
	}
}

// The 304's own caching headers replace the stored ones (RFC 9111 §4.3.4).
func TestNotModifiedHeadersRenewFreshness(t *testing.T) {
	clock := newFakeClock()
	a := &agent{clock: clock, etag: `"v1"`, header: hdr("Cache-Control", "max-age=60")}
	base := startAgent(t, a)
	c := New(WithClock(clock.Now))
	if _, err := c.Card(t.Context(), base); err != nil {
		t.Fatal(err)
	}
	a.set(func(a *agent) { a.header = hdr("Cache-Control", "max-age=600") })
	clock.Advance(61 * time.Second)
	e, err := c.Card(t.Context(), base)
	if err != nil {
		t.Fatal(err)
	}
	if want := clock.Now().Add(600 * time.Second); !e.Expires.Equal(want) {
		t.Fatalf("Expires = %v, want %v (from the 304's max-age)", e.Expires, want)
	}
	clock.Advance(500 * time.Second)
	if _, err := c.Card(t.Context(), base); err != nil {
		t.Fatal(err)
	}
	if a.gets.Load() != 2 {
		t.Fatalf("GETs = %d, want 2", a.gets.Load())
	}
}

// With stale-if-error off, a card with a validator is still kept past its
// freshness so that no-cache cards can be revalidated.
func TestValidatorKeptWithoutStaleWindow(t *testing.T) {
	a := &agent{etag: `"v1"`, header: hdr("Cache-Control", "no-cache")}
	base := startAgent(t, a)
	c := New(WithStaleIfError(0))
	for range 3 {
		if _, err := c.Card(t.Context(), base); err != nil {
			t.Fatal(err)
		}
	}
	if a.notModified.Load() != 2 {
		t.Fatalf("304s = %d, want 2", a.notModified.Load())
	}
}

func TestStaleIfError(t *testing.T) {
	tests := []struct {
		name      string
		cacheCtl  string
		opts      []Option
		fault     func(t *testing.T, a *agent, closeServer func())
		advance   time.Duration
		wantStale bool
		checkErr  func(error) bool
	}{
		{
			name:      "503 serves stale",
			cacheCtl:  "max-age=60",
			fault:     func(t *testing.T, a *agent, _ func()) { a.set(func(a *agent) { a.status = 503 }) },
			advance:   61 * time.Second,
			wantStale: true,
			checkErr:  isStatus(503),
		},
		{
			name:      "connection refused serves stale",
			cacheCtl:  "max-age=60",
			fault:     func(t *testing.T, _ *agent, closeServer func()) { closeServer() },
			advance:   61 * time.Second,
			wantStale: true,
			checkErr:  func(err error) bool { return errors.Is(err, syscall.ECONNREFUSED) },
		},
		{
			name:      "invalid card serves stale",
			cacheCtl:  "max-age=60",
			fault:     func(t *testing.T, a *agent, _ func()) { a.set(func(a *agent) { a.body = []byte("{oops") }) },
			advance:   61 * time.Second,
			wantStale: true,
			checkErr:  func(err error) bool { return errors.Is(err, ErrInvalidCard) },
		},
		{
			name:     "fetch timeout serves stale",
			cacheCtl: "max-age=60",
			opts:     []Option{WithFetchTimeout(50 * time.Millisecond)},
			fault: func(t *testing.T, a *agent, _ func()) {
				hang := make(chan struct{})
				t.Cleanup(func() { close(hang) }) // runs before the server's Close
				a.set(func(a *agent) { a.block = hang })
			},
			advance:   61 * time.Second,
			wantStale: true,
			checkErr:  func(err error) bool { return errors.Is(err, context.DeadlineExceeded) },
		},
		{
			name:     "stale window over: error",
			cacheCtl: "max-age=60",
			fault:    func(t *testing.T, a *agent, _ func()) { a.set(func(a *agent) { a.status = 503 }) },
			advance:  61*time.Second + time.Hour,
			checkErr: isStatus(503),
		},
		{
			name:     "stale window configurable",
			cacheCtl: "max-age=60",
			opts:     []Option{WithStaleIfError(time.Minute)},
			fault:    func(t *testing.T, a *agent, _ func()) { a.set(func(a *agent) { a.status = 502 }) },
			advance:  122 * time.Second,
			checkErr: isStatus(502),
		},
		{
			name:     "stale-if-error disabled",
			cacheCtl: "max-age=60",
			opts:     []Option{WithStaleIfError(0)},
			fault:    func(t *testing.T, a *agent, _ func()) { a.set(func(a *agent) { a.status = 503 }) },
			advance:  61 * time.Second,
			checkErr: isStatus(503),
		},
		{
			name:     "must-revalidate forbids stale",
			cacheCtl: "max-age=60, must-revalidate",
			fault:    func(t *testing.T, a *agent, _ func()) { a.set(func(a *agent) { a.status = 503 }) },
			advance:  61 * time.Second,
			checkErr: isStatus(503),
		},
		{
			name:     "404 is not an outage",
			cacheCtl: "max-age=60",
			fault:    func(t *testing.T, a *agent, _ func()) { a.set(func(a *agent) { a.status = 404 }) },
			advance:  61 * time.Second,
			checkErr: isStatus(404),
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			clock := newFakeClock()
			a := &agent{clock: clock, header: hdr("Cache-Control", tt.cacheCtl)}
			a.body = readTestdata(t, "card-v1.json")
			srv := newServer(t, a)
			c := New(append([]Option{WithClock(clock.Now)}, tt.opts...)...)
			good, err := c.Card(t.Context(), srv.URL)
			if err != nil {
				t.Fatal(err)
			}
			tt.fault(t, a, srv.Close)
			clock.Advance(tt.advance)
			e, err := c.Card(t.Context(), srv.URL)
			if !tt.wantStale {
				if err == nil || !tt.checkErr(err) {
					t.Fatalf("err = %v, entry %+v; want matching error", err, e)
				}
				if e.Card != nil {
					t.Fatal("card returned with an error")
				}
				return
			}
			if err != nil {
				t.Fatalf("err = %v, want stale card", err)
			}
			if !e.Stale || e.Err == nil || !tt.checkErr(e.Err) {
				t.Fatalf("entry Stale=%v Err=%v; want stale with matching error", e.Stale, e.Err)
			}
			if e.Card != good.Card || !e.Expires.Equal(good.Expires) {
				t.Fatal("stale entry is not the last good card")
			}
			if s := c.Stats(); s.StaleServed != 1 || s.Errors != 1 {
				t.Fatalf("stats %+v; want StaleServed 1, Errors 1", s)
			}
			// The stale copy is served, not stored: the next fresh call sees
			// Stale false.
			if again, _ := c.Card(t.Context(), srv.URL); again.Err == nil || !again.Stale {
				t.Fatalf("second call while down: %+v", again)
			}
		})
	}
}

func isStatus(code int) func(error) bool {
	return func(err error) bool {
		var se *StatusError
		return errors.As(err, &se) && se.StatusCode == code && se.URL != ""
	}
}

func TestRecoversAfterOutage(t *testing.T) {
	clock := newFakeClock()
	a := &agent{clock: clock, header: hdr("Cache-Control", "max-age=60")}
	base := startAgent(t, a)
	c := New(WithClock(clock.Now))
	if _, err := c.Card(t.Context(), base); err != nil {
		t.Fatal(err)
	}
	a.set(func(a *agent) { a.status = 503 })
	clock.Advance(61 * time.Second)
	if e, _ := c.Card(t.Context(), base); !e.Stale {
		t.Fatal("want stale during outage")
	}
	a.set(func(a *agent) { a.status = 0 })
	e, err := c.Card(t.Context(), base)
	if err != nil || e.Stale || e.Err != nil {
		t.Fatalf("after recovery: %+v, %v", e, err)
	}
}

// Card, Invalidate and Stats from many goroutines over more agents than the
// bound: race-free, and the bound holds.
func TestConcurrentMixedUse(t *testing.T) {
	const bound, agents, workers, ops = 8, 24, 8, 50
	a := &agent{header: hdr("Cache-Control", "max-age=600")}
	base := startAgent(t, a)
	c := New(WithMaxEntries(bound))
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			for i := range ops {
				u := fmt.Sprintf("%s/agents/%d", base, (w*7+i*13)%agents)
				switch i % 10 {
				case 0:
					c.Invalidate(u)
				case 1:
					_ = c.Stats()
				default:
					if _, err := c.Card(t.Context(), u); err != nil {
						t.Error(err)
						return
					}
				}
			}
		})
	}
	wg.Wait()
	if s := c.Stats(); s.Entries > bound || s.Evictions == 0 {
		t.Fatalf("stats %+v; want at most %d entries and some evictions", s, bound)
	}
}
