package client_test

import (
	"context"
	"fmt"
	"net"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/a2aproject/a2a-go/v2/a2a"

	"github.com/agent-capability/onrequest/cache"
	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/internal/a2atest"
	"github.com/agent-capability/onrequest/internal/hostile"
)

// TestSoakManyAgents asks thousands of agents on loopback, a quarter of
// them with a card that names a new interface on every fetch, through a
// card cache of 200 entries, several times over. The client's memory must
// follow the cache's bounds, not the number of agents ever asked: the heap
// and the goroutines after the last round are where they were after the
// first, and the connection table stays within twice the cache.
func TestSoakManyAgents(t *testing.T) {
	if testing.Short() {
		t.Skip("soak test: skipped with -short")
	}
	const entries, rounds, workers = 200, 4, 16
	agents, timeBound := 2000, 90*time.Second
	if loadRaceEnabled() {
		agents, timeBound = 600, 60*time.Second
	}
	srv := hostile.Start(t)
	cardHTTP := client.NewHTTPClient(client.WithAllowPrivateNetworks())
	cards := cache.New(cache.WithHTTPClient(cardHTTP), cache.WithMaxEntries(entries))
	c := client.New(client.WithAllowPrivateNetworks(), client.WithCache(cards))
	defer c.Close()
	defer cardHTTP.CloseIdleConnections()
	ctx, cancel := context.WithTimeout(t.Context(), 2*timeBound)
	defer cancel()

	agentURL := func(i int) string {
		if i%4 == 0 {
			return srv.AgentURL(hostile.Mode(fmt.Sprintf("%s-%d", hostile.Rotating, i)))
		}
		return srv.AgentURL(hostile.Mode(fmt.Sprintf("agent-%d", i)))
	}
	round := func() error {
		var next atomic.Int64
		var firstErr error
		var once sync.Once
		var wg sync.WaitGroup
		for range workers {
			wg.Go(func() {
				for i := int(next.Add(1)) - 1; i < agents; i = int(next.Add(1)) - 1 {
					if _, err := c.Ask(ctx, agentURL(i), "When are you open?"); err != nil {
						once.Do(func() { firstErr = fmt.Errorf("agent %d: %w", i, err) })
					}
				}
			})
		}
		wg.Wait()
		return firstErr
	}
	measure := func() (heapKiB uint64, goroutines int) {
		var ms runtime.MemStats
		for range 3 {
			runtime.GC()
		}
		runtime.ReadMemStats(&ms)
		return ms.HeapInuse >> 10, runtime.NumGoroutine()
	}

	start := time.Now()
	var heap0 uint64
	var g0, conns0, done int
	for r := range rounds {
		if err := round(); err != nil {
			t.Fatalf("round %d: %v", r+1, err)
		}
		done++
		heap, g := measure()
		t.Logf("round %d: %d asks in all, %s; heap in use %d KiB, goroutines %d, connections %d, cache %+v",
			r+1, done*agents, time.Since(start).Round(time.Millisecond), heap, g, client.ConnCount(c), cards.Stats())
		if r == 0 {
			heap0, g0, conns0 = heap, g, client.ConnCount(c)
		}
		if n := client.ConnCount(c); n > 2*entries+64 {
			t.Errorf("round %d: %d connections held for a cache of %d entries", r+1, n, entries)
		}
		if time.Since(start) > timeBound && r >= 1 {
			t.Logf("time bound %s passed after %d rounds", timeBound, r+1)
			break
		}
	}
	heap, g := measure()
	// Connections the last round closed end their goroutines a moment
	// later on a busy machine, the runtime's and the transports' own
	// goroutines come and go by a few dozen, and the cache may hold a few
	// more connections than after the first round (their number is
	// bounded above): that much is allowed. A leak grows with the asks,
	// 600 a round, or with the agents, 200 a round, and stays.
	allowed := func() int { return g0 + 32 + max(0, client.ConnCount(c)-conns0) }
	for settle := time.Now().Add(3 * time.Second); g > allowed() && time.Now().Before(settle); {
		time.Sleep(100 * time.Millisecond)
		heap, g = measure()
	}
	if heap > heap0+4<<10 {
		t.Errorf("heap in use grew from %d KiB to %d KiB over %d more rounds", heap0, heap, done-1)
	}
	if g > allowed() {
		t.Errorf("goroutines grew from %d to %d over %d more rounds, with %d connections held (%d after the first)", g0, g, done-1, client.ConnCount(c), conns0)
	}
}

// TestRotatingGRPCInterfaces: an agent whose card names a new gRPC
// interface before every call costs a channel per card, not per card ever
// seen: each replaced client is closed once its call has ended, so the
// goroutines stay flat.
func TestRotatingGRPCInterfaces(t *testing.T) {
	srv := startChapel(t, a2atest.WithGRPC(), a2atest.WithBindings(a2a.TransportProtocolGRPC), a2atest.WithCardCacheControl("max-age=0"))
	_, port, _ := net.SplitHostPort(srv.GRPCAddr)
	c := newTestClient(t)
	ask := func(i int) {
		card := *srv.Card()
		host := "127.0.0.1"
		if i%2 == 1 {
			host = "localhost"
		}
		card.SupportedInterfaces = []*a2a.AgentInterface{{URL: net.JoinHostPort(host, port), ProtocolBinding: a2a.TransportProtocolGRPC, ProtocolVersion: a2a.Version}}
		if err := srv.SetCard(&card); err != nil {
			t.Fatal(err)
		}
		if _, err := c.Ask(t.Context(), srv.URL, "When are you open?"); err != nil {
			t.Fatalf("ask %d: %v", i, err)
		}
	}
	settle := func() int {
		time.Sleep(50 * time.Millisecond) // closed channels' goroutines end asynchronously
		return runtime.NumGoroutine()
	}
	for i := range 10 {
		ask(i)
	}
	before := settle()
	for i := range 100 {
		ask(10 + i)
	}
	after := settle()
	t.Logf("goroutines after 10 asks: %d; after 100 more, each on a new interface: %d", before, after)
	if after > before+10 {
		t.Errorf("goroutines grew from %d to %d over 100 rebuilt gRPC clients", before, after)
	}
}
