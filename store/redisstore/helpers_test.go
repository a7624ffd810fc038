package redisstore

import (
	"bytes"
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/agent-capability/onrequest/internal/redistest"
	"github.com/agent-capability/onrequest/present"
)

// replica opens a store on srv as one replica of an assistant would: its
// own connection pool.
func replica(t testing.TB, srv *redistest.Server, opts ...Option) *Store {
	t.Helper()
	s, err := Open(srv.URL(), opts...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// cardAgent serves a card and counts what it was asked.
type cardAgent struct {
	body   []byte
	maxAge int
	etag   string
	delay  time.Duration
	status atomic.Int32 // when not 0, answer this and no card
	clock  *testClock   // when not nil, the Date sent

	gets, notModified atomic.Int64
}

func startCardAgent(t testing.TB, a *cardAgent) string {
	t.Helper()
	if a.body == nil {
		b, err := os.ReadFile("../../cache/testdata/card-v1.json")
		if err != nil {
			t.Fatal(err)
		}
		a.body = b
	}
	srv := httptest.NewServer(a)
	t.Cleanup(srv.Close)
	return srv.URL
}

func (a *cardAgent) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	a.gets.Add(1)
	time.Sleep(a.delay)
	if s := a.status.Load(); s != 0 {
		w.WriteHeader(int(s))
		return
	}
	if a.clock != nil {
		w.Header().Set("Date", a.clock.Now().Format(http.TimeFormat))
	}
	w.Header().Set("Cache-Control", "max-age="+strconv.Itoa(a.maxAge))
	if a.etag != "" {
		w.Header().Set("ETag", a.etag)
		if r.Header.Get("If-None-Match") == a.etag {
			a.notModified.Add(1)
			w.WriteHeader(http.StatusNotModified)
			return
		}
	}
	w.Header().Set("Content-Type", "application/json")
	w.Write(a.body)
}

// logBuffer collects a logger's text output for tests to read.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *logBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *logBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

func (b *logBuffer) logger() *slog.Logger { return slog.New(slog.NewTextHandler(b, nil)) }

// testClock is the real time moved on by whatever tests add: the replicas of
// a test share it, and the agent dates its replies by it.
type testClock struct{ ahead atomic.Int64 }

func (c *testClock) Now() time.Time { return time.Now().Add(time.Duration(c.ahead.Load())) }

func (c *testClock) Advance(d time.Duration) { c.ahead.Add(int64(d)) }

// loadedSkills loads conversation from s and returns its items' skill IDs,
// in the order first met.
func loadedSkills(t testing.TB, s *Store, conversation string) []string {
	t.Helper()
	l, err := s.Load(context.Background(), conversation)
	if err != nil {
		t.Fatal(err)
	}
	return skillIDs(l)
}

// skillIDs returns the skill IDs of l's items, in the order first met.
func skillIDs(l *present.Ledger) []string {
	var ids []string
	for _, it := range l.Items() {
		ids = append(ids, it.SkillID)
	}
	return ids
}
