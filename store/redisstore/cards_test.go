package redisstore

import (
	"context"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/agent-capability/onrequest/cache"
	"github.com/agent-capability/onrequest/internal/redistest"
)

// cards returns n replicas' card caches sharing srv, each on its own
// connection pool, with opts.
func cards(t testing.TB, srv *redistest.Server, n int, opts ...cache.Option) []*cache.Cache {
	t.Helper()
	out := make([]*cache.Cache, n)
	for i := range out {
		out[i] = cache.New(append([]cache.Option{cache.WithTier(replica(t, srv).Cards())}, opts...)...)
	}
	return out
}

func TestSharedCardServesEveryReplica(t *testing.T) {
	srv := redistest.Start(t)
	agent := &cardAgent{maxAge: 600, etag: `"v1"`}
	url := startCardAgent(t, agent)
	ctx := context.Background()
	replicas := cards(t, srv, 4)

	first, err := replicas[0].Card(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range replicas[1:] {
		e, err := c.Card(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		// The freshness travels with the card: every replica has the
		// first one's expiry, not one of its own.
		if !e.Expires.Equal(first.Expires) || !e.FetchedAt.Equal(first.FetchedAt) || e.Card.Name != first.Card.Name {
			t.Fatalf("replica %d: %v %v %q; want %v %v %q", i+1, e.FetchedAt, e.Expires, e.Card.Name, first.FetchedAt, first.Expires, first.Card.Name)
		}
		if st := c.Stats(); st.SharedHits != 1 || st.Fetches != 0 {
			t.Fatalf("replica %d stats %+v; want one shared hit and no fetch", i+1, st)
		}
	}
	if n := agent.gets.Load(); n != 1 {
		t.Fatalf("the agent was asked %d times; want 1", n)
	}
}

// Many replicas asking at once for a card none has: one fetches it.
func TestSharedCardOneFetchForManyColdReplicas(t *testing.T) {
	srv := redistest.Start(t)
	agent := &cardAgent{maxAge: 600, delay: 100 * time.Millisecond}
	url := startCardAgent(t, agent)
	ctx := context.Background()
	replicas := cards(t, srv, 4)
	var wg sync.WaitGroup
	for _, c := range replicas {
		for range 50 {
			wg.Go(func() {
				if _, err := c.Card(ctx, url); err != nil {
					t.Error(err)
				}
			})
		}
	}
	wg.Wait()
	if n := agent.gets.Load(); n != 1 {
		t.Fatalf("the agent was asked %d times by 4 replicas; want 1", n)
	}
}

// A stale shared card is revalidated with its ETag by whichever replica
// comes next, even one that never saw the card.
func TestSharedCardRevalidatedWithItsValidator(t *testing.T) {
	srv := redistest.Start(t)
	clock := new(testClock)
	agent := &cardAgent{maxAge: 60, etag: `"v1"`, clock: clock}
	url := startCardAgent(t, agent)
	ctx := context.Background()
	replicas := cards(t, srv, 2, cache.WithClock(clock.Now))
	if _, err := replicas[0].Card(ctx, url); err != nil {
		t.Fatal(err)
	}
	clock.Advance(2 * time.Minute)
	e, err := replicas[1].Card(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	if agent.gets.Load() != 2 || agent.notModified.Load() != 1 {
		t.Fatalf("gets %d, 304s %d; want the second GET answered 304", agent.gets.Load(), agent.notModified.Load())
	}
	if !e.Expires.After(clock.Now()) {
		t.Fatalf("expires %v, not after now %v: the 304 did not renew it", e.Expires, clock.Now())
	}
	// And the renewed card is shared again.
	if _, err := cards(t, srv, 1, cache.WithClock(clock.Now))[0].Card(ctx, url); err != nil || agent.gets.Load() != 2 {
		t.Fatalf("a third replica: %v, %d gets; want the renewed shared card", err, agent.gets.Load())
	}
}

func TestSharedCardStaleIfError(t *testing.T) {
	srv := redistest.Start(t)
	agent := &cardAgent{maxAge: 60}
	url := startCardAgent(t, agent)
	ctx := context.Background()
	clock := new(testClock)
	replicas := cards(t, srv, 2, cache.WithClock(clock.Now))
	if _, err := replicas[0].Card(ctx, url); err != nil {
		t.Fatal(err)
	}
	agent.status.Store(http.StatusServiceUnavailable)
	clock.Advance(2 * time.Minute)
	// The second replica never had the card: it serves the shared one.
	e, err := replicas[1].Card(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	if !e.Stale || e.Err == nil || e.Card == nil {
		t.Fatalf("entry %+v; want the shared card served stale with the error", e)
	}
}

func TestSharedCardNeverInvalid(t *testing.T) {
	srv := redistest.Start(t)
	agent := &cardAgent{maxAge: 600}
	url := startCardAgent(t, agent)
	key, err := cache.NormalizeAgentURL(url)
	if err != nil {
		t.Fatal(err)
	}
	cardURL, _ := cache.CardURL(url)
	ctx := context.Background()
	bad := []string{
		"\x00not json",
		`{"v":1,"url":"` + cardURL + `","body":"bm90IGEgY2FyZA==","fetchedAt":"2026-01-01T00:00:00Z","expires":"2999-01-01T00:00:00Z"}`,
		`{"v":1,"url":"https://elsewhere.example/.well-known/agent-card.json","body":"e30=","fetchedAt":"2026-01-01T00:00:00Z","expires":"2999-01-01T00:00:00Z"}`,
		`{"v":99}`,
	}
	for _, value := range bad {
		if _, err := srv.Do("SET", DefaultPrefix+"card:"+hash(key), value); err != nil {
			t.Fatal(err)
		}
		var logs logBuffer
		c := cache.New(cache.WithTier(replica(t, srv).Cards()), cache.WithLogger(logs.logger()))
		e, err := c.Card(ctx, url)
		if err != nil || e.Card == nil || e.Card.Name == "" {
			t.Fatalf("with %q shared: %v, %+v; want the agent's card", value, err, e)
		}
		if !strings.Contains(logs.String(), "ignoring an unusable shared card") {
			t.Fatalf("with %q shared, the log does not say it was ignored:\n%s", value, logs.String())
		}
		srv.Do("DEL", DefaultPrefix+"card:"+hash(key))
	}
}

func TestSharedCardRedisDownOrSlowFetchesHere(t *testing.T) {
	srv := redistest.Start(t)
	agent := &cardAgent{maxAge: 0}
	url := startCardAgent(t, agent)
	ctx := context.Background()
	var logs logBuffer
	c := cache.New(cache.WithTier(replica(t, srv).Cards()), cache.WithLogger(logs.logger()),
		cache.WithTierTimeout(100*time.Millisecond), cache.WithDefaultTTL(0))

	for _, fault := range []struct {
		name       string
		start, end func()
	}{
		{"frozen", srv.Pause, srv.Resume},
		{"down", srv.Stop, srv.Start},
	} {
		fault.start()
		before := agent.gets.Load()
		e, err := c.Card(ctx, url)
		if err != nil || e.Card == nil {
			t.Fatalf("Redis %s: %v; want the card fetched here", fault.name, err)
		}
		if agent.gets.Load() != before+1 {
			t.Fatalf("Redis %s: the agent was not asked", fault.name)
		}
		if !strings.Contains(logs.String(), "shared tier read failed; fetching here") {
			t.Fatalf("Redis %s: the log does not say so:\n%s", fault.name, logs.String())
		}
		fault.end()
	}
	// Redis back: the tier is used again without a new cache or client.
	agent.maxAge = 600
	c.Invalidate(url)
	if _, err := c.Card(ctx, url); err != nil {
		t.Fatal(err)
	}
	other := cache.New(cache.WithTier(replica(t, srv).Cards()))
	before := agent.gets.Load()
	if _, err := other.Card(ctx, url); err != nil || agent.gets.Load() != before {
		t.Fatalf("after Redis came back: %v, %d new gets; want the shared card", err, agent.gets.Load()-before)
	}
	if strings.Contains(logs.String(), "<html") || strings.Contains(logs.String(), `"name"`) {
		t.Fatal("the log holds a card body")
	}
}

// A replica whose fetch lock another holds waits for the other's card, and
// past WithTierWait fetches the card itself.
func TestSharedCardWaitIsBounded(t *testing.T) {
	srv := redistest.Start(t)
	agent := &cardAgent{maxAge: 600}
	url := startCardAgent(t, agent)
	key, err := cache.NormalizeAgentURL(url)
	if err != nil {
		t.Fatal(err)
	}
	// Another process took the lock and never shares a card.
	if _, err := srv.Do("SET", DefaultPrefix+"cardlock:"+hash(key), "other", "PX", "60000"); err != nil {
		t.Fatal(err)
	}
	var logs logBuffer
	c := cache.New(cache.WithTier(replica(t, srv).Cards()), cache.WithLogger(logs.logger()),
		cache.WithTierWait(300*time.Millisecond))
	start := time.Now()
	e, err := c.Card(context.Background(), url)
	waited := time.Since(start)
	if err != nil || e.Card == nil || agent.gets.Load() != 1 {
		t.Fatalf("Card = %v, %d gets; want the card fetched here", err, agent.gets.Load())
	}
	if waited < 300*time.Millisecond {
		t.Fatalf("fetched after %v; want a wait of the bound first", waited)
	}
	if !strings.Contains(logs.String(), "another process's fetch is taking long") {
		t.Fatalf("the log does not say why:\n%s", logs.String())
	}
}
