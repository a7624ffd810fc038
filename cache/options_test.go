package cache

import (
	"net/http"
	"sync/atomic"
	"testing"
	"time"
)

func TestOptionDefaults(t *testing.T) {
	c := New(WithHTTPClient(nil), WithClock(nil), WithLogger(nil), WithMaxEntries(0), WithMaxCardSize(-1),
		WithFetchTimeout(0), WithDefaultTTL(-time.Second), WithStaleIfError(-time.Second), nil)
	cfg := c.cfg
	if cfg.client == nil || cfg.now == nil || cfg.logger == nil {
		t.Fatal("nil option values replaced the defaults")
	}
	if cfg.maxEntries != DefaultMaxEntries || cfg.maxCardSize != DefaultMaxCardSize || cfg.fetchTimeout != DefaultFetchTimeout {
		t.Fatalf("out-of-range values not ignored: %+v", cfg)
	}
	if cfg.defaultTTL != 0 || cfg.staleIfError != 0 {
		t.Fatalf("negative durations not taken as zero: ttl %v, stale %v", cfg.defaultTTL, cfg.staleIfError)
	}
	d := New().cfg
	if d.defaultTTL != 5*time.Minute || d.staleIfError != time.Hour || d.maxEntries != 10000 || d.maxCardSize != 1<<20 || d.fetchTimeout != 10*time.Second {
		t.Fatalf("defaults %+v", d)
	}
}

// countingTransport is a real transport that counts what passes through it.
type countingTransport struct{ n atomic.Int64 }

func (c *countingTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	c.n.Add(1)
	return http.DefaultTransport.RoundTrip(r)
}

func TestInjectedHTTPClientUsed(t *testing.T) {
	base := startAgent(t, &agent{})
	tr := &countingTransport{}
	c := New(WithHTTPClient(&http.Client{Transport: tr}))
	if _, err := c.Card(t.Context(), base); err != nil {
		t.Fatal(err)
	}
	if tr.n.Load() != 1 {
		t.Fatalf("injected client saw %d requests, want 1", tr.n.Load())
	}
}

// WithDefaultTTL(0): a card without caching headers is fetched every time,
// but one with a validator is revalidated rather than downloaded again.
func TestZeroDefaultTTL(t *testing.T) {
	a := &agent{etag: `"e"`}
	base := startAgent(t, a)
	c := New(WithDefaultTTL(0))
	for range 3 {
		if _, err := c.Card(t.Context(), base); err != nil {
			t.Fatal(err)
		}
	}
	if a.gets.Load() != 3 || a.notModified.Load() != 2 {
		t.Fatalf("GETs %d, 304s %d; want 3 and 2", a.gets.Load(), a.notModified.Load())
	}
}
