package cache

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

// TestByteBound: cards of 1 KiB and more through a cache of many entries but
// few bytes: the bytes held never pass the bound, the count follows every
// eviction, replacement and invalidation, and a card larger than the whole
// bound is served but not kept.
func TestByteBound(t *testing.T) {
	a := &agent{header: hdr("Cache-Control", "max-age=600")}
	a.body = readTestdata(t, "card-v1.json")
	size := int64(len(a.body))
	base := startAgent(t, a)
	bound := 5 * size
	c := New(WithMaxEntries(1000), WithMaxBytes(bound))
	for i := range 30 {
		if _, err := c.Card(t.Context(), base+"/agents/"+string(rune('a'+i))); err != nil {
			t.Fatal(err)
		}
		s := c.Stats()
		if s.Bytes > bound || s.Bytes != int64(s.Entries)*size {
			t.Fatalf("after %d agents: %d bytes in %d entries of %d; bound %d", i+1, s.Bytes, s.Entries, size, bound)
		}
	}
	if s := c.Stats(); s.Entries != 5 || s.Evictions != 25 {
		t.Errorf("stats %+v; want 5 entries, 25 evictions", s)
	}
	c.Invalidate(base + "/agents/z")
	c.Invalidate(base + "/agents/" + string(rune('a'+29)))
	if s := c.Stats(); s.Bytes != int64(s.Entries)*size {
		t.Errorf("after Invalidate: %d bytes in %d entries", s.Bytes, s.Entries)
	}

	small := New(WithMaxBytes(size - 1))
	if _, err := small.Card(t.Context(), base+"/big"); err != nil {
		t.Fatal(err)
	}
	if s := small.Stats(); s.Entries != 0 || s.Bytes != 0 {
		t.Errorf("a card over the whole bound was kept: %+v", s)
	}
}

// TestHeld: Held reports the entry without fetching, and false once the
// cache let go of it.
func TestHeld(t *testing.T) {
	a := &agent{header: hdr("Cache-Control", "max-age=600")}
	base := startAgent(t, a)
	c := New(WithMaxEntries(1))
	if _, ok := c.Held(base); ok {
		t.Fatal("held before any fetch")
	}
	e, err := c.Card(t.Context(), base)
	if err != nil {
		t.Fatal(err)
	}
	if h, ok := c.Held(base); !ok || h.Card != e.Card {
		t.Fatalf("Held = %v, %v; want the fetched card", h.Card, ok)
	}
	if _, err := c.Card(t.Context(), base+"/other"); err != nil {
		t.Fatal(err)
	}
	if _, ok := c.Held(base); ok {
		t.Error("still held after its eviction")
	}
	if got := c.Stats().Fetches; got != 2 {
		t.Errorf("%d fetches, want 2: Held must not fetch", got)
	}
}

// TestRetryAfterOnStatus: a 503 with Retry-After is reported with it.
func TestRetryAfterOnStatus(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Retry-After", "120")
		w.WriteHeader(http.StatusServiceUnavailable)
	}))
	defer srv.Close()
	_, err := New().Card(t.Context(), srv.URL)
	var se *StatusError
	if !errors.As(err, &se) || se.StatusCode != 503 || se.RetryAfter != 120*time.Second {
		t.Fatalf("err %v; want a 503 StatusError with RetryAfter 2m0s", err)
	}
}
