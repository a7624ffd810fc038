package cache

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// fakeClock is a settable clock for freshness tests. It starts at the real
// time so that go-cache's wall-clock retention and ours agree.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func newFakeClock() *fakeClock { return &fakeClock{t: time.Now().UTC().Truncate(time.Second)} }

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *fakeClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// agent is a card endpoint whose caching headers and faults a test controls.
// It answers conditional requests the way RFC 9110 says an origin does.
type agent struct {
	mu           sync.Mutex
	body         []byte
	header       http.Header // extra headers on 200 and 304
	etag         string
	lastModified time.Time
	status       int  // when not 0, answer this status and no card
	chunked      bool // send the body without Content-Length
	clock        *fakeClock
	block        chan struct{} // when not nil, each GET waits for it to close
	arrived      chan struct{} // when not nil, signalled once per GET on arrival

	gets        atomic.Int64
	notModified atomic.Int64
	lastRequest atomic.Pointer[http.Request]
}

func (a *agent) set(f func(a *agent)) {
	a.mu.Lock()
	defer a.mu.Unlock()
	f(a)
}

func (a *agent) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	a.gets.Add(1)
	a.lastRequest.Store(r.Clone(r.Context()))
	a.mu.Lock()
	block, arrived := a.block, a.arrived
	a.mu.Unlock()
	if arrived != nil {
		arrived <- struct{}{}
	}
	if block != nil {
		<-block
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.clock != nil {
		w.Header().Set("Date", a.clock.Now().Format(http.TimeFormat))
	}
	if a.status != 0 {
		w.WriteHeader(a.status)
		return
	}
	for k, v := range a.header {
		w.Header()[k] = v
	}
	if a.etag != "" {
		w.Header().Set("ETag", a.etag)
	}
	if !a.lastModified.IsZero() {
		w.Header().Set("Last-Modified", a.lastModified.Format(http.TimeFormat))
	}
	if a.notModifiedFor(r) {
		a.notModified.Add(1)
		w.WriteHeader(http.StatusNotModified)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	if a.chunked {
		half := len(a.body) / 2
		w.Write(a.body[:half])
		w.(http.Flusher).Flush()
		w.Write(a.body[half:])
		return
	}
	w.Header().Set("Content-Length", strconv.Itoa(len(a.body)))
	w.Write(a.body)
}

func (a *agent) notModifiedFor(r *http.Request) bool {
	if inm := r.Header.Get("If-None-Match"); inm != "" {
		return a.etag != "" && inm == a.etag
	}
	if ims := r.Header.Get("If-Modified-Since"); ims != "" && !a.lastModified.IsZero() {
		t, err := http.ParseTime(ims)
		return err == nil && !a.lastModified.Truncate(time.Second).After(t)
	}
	return false
}

// startAgent serves a on loopback and returns its base URL.
func startAgent(t testing.TB, a *agent) string {
	t.Helper()
	if a.body == nil {
		a.body = readTestdata(t, "card-v1.json")
	}
	srv := httptest.NewServer(a)
	t.Cleanup(srv.Close)
	return srv.URL
}

func readTestdata(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func hdr(kv ...string) http.Header {
	h := http.Header{}
	for i := 0; i+1 < len(kv); i += 2 {
		h.Add(kv[i], kv[i+1])
	}
	return h
}

func newServer(t testing.TB, a *agent) *httptest.Server {
	t.Helper()
	if a.body == nil {
		a.body = readTestdata(t, "card-v1.json")
	}
	srv := httptest.NewServer(a)
	t.Cleanup(srv.Close)
	return srv
}
