package client_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"iter"
	"maps"
	"net/http"
	"net/http/httptest"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2asrv"

	"github.com/agent-capability/onrequest/cache"
	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/interpret"
)

// TestLoad sends many questions through one Client from many goroutines to
// an a2a-go server on loopback, and checks that nothing is lost or kept:
// every call answers and is read correctly, the card is fetched once per
// lifetime (never twice at once), and afterwards the goroutines and the heap
// are back where they started.
//
// It uses a2asrv directly rather than internal/a2atest, whose call log grows
// with every call and would be counted in the heap. Under the race detector
// the count is cut to a quarter (5,000) to stay well within CI's time on two
// cores; a time bound (25 s, 15 s with -race) ends the main phase early on a
// busy machine, and the run says so.
func TestLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("load test: skipped with -short")
	}
	const workers = 64
	// The count, and a time bound for a busy machine: whichever comes
	// first ends the main phase; the checks hold either way.
	asks, timeBound := 20_000, 25*time.Second
	if loadRaceEnabled() {
		asks, timeBound = 5_000, 15*time.Second // 5,000 take 5-10 s on two idle cores
	}
	const maxAge = 2 // seconds; the card is revalidated several times during the run

	srv := startLoadServer(t, maxAge)
	gBase := runtime.NumGoroutine()

	cardHTTP := client.NewHTTPClient(client.WithAllowPrivateNetworks())
	cards := cache.New(cache.WithHTTPClient(cardHTTP))
	c := client.New(client.WithAllowPrivateNetworks(), client.WithCache(cards))
	closed := false
	t.Cleanup(func() {
		if !closed {
			_ = c.Close()
			cardHTTP.CloseIdleConnections()
		}
	})
	ctx, cancel := context.WithTimeout(t.Context(), 2*time.Minute) // a hung call fails, not the test binary
	defer cancel()

	// run makes n calls from the workers, numbering them from first, and
	// returns how many it made: fewer when stopAt passes first.
	run := func(first, n int, stopAt time.Time) (int, error) {
		var next, done atomic.Int64
		var failures atomic.Int64
		var firstErr atomic.Pointer[error]
		var wg sync.WaitGroup
		for range workers {
			wg.Go(func() {
				for {
					i := int(next.Add(1)) - 1
					if i >= n || time.Now().After(stopAt) {
						return
					}
					if err := loadAsk(ctx, c, srv.URL, first+i); err != nil {
						failures.Add(1)
						firstErr.CompareAndSwap(nil, &err)
					}
					done.Add(1)
				}
			})
		}
		wg.Wait()
		if f := failures.Load(); f > 0 {
			return int(done.Load()), fmt.Errorf("%d of %d calls failed; first: %w", f, done.Load(), *firstErr.Load())
		}
		return int(done.Load()), nil
	}

	// Warm up at full concurrency: the first card fetch, one connection
	// per worker, lazily built package state.
	const warm = 4 * workers
	if _, err := run(0, warm, time.Now().Add(time.Hour)); err != nil {
		t.Fatalf("warm-up: %v", err)
	}
	gClient := runtime.NumGoroutine() // with the client's idle connections
	heapBefore := loadHeap()

	start := time.Now()
	made, err := run(warm, asks, start.Add(timeBound))
	if err != nil {
		t.Fatal(err)
	}
	elapsed := time.Since(start)
	if made < asks {
		t.Logf("stopped at the %v time bound after %d of %d calls (a busy machine)", timeBound, made, asks)
	}
	if got := srv.calls.Load(); got != int64(warm+made) { // counted before the abandoned streams
		t.Errorf("the server answered %d calls, want %d", got, warm+made)
	}

	heapAfter := loadHeap()
	gLoaded := runtime.NumGoroutine()

	// Streams abandoned part-way, the usual way to leak a goroutine: each
	// worker stops reading a task's stream after its first event. (After
	// the heap reading: the server keeps these tasks.)
	const abandoned = 4 * workers
	var abandonWG sync.WaitGroup
	var abandonErrs atomic.Int64
	for range workers {
		abandonWG.Go(func() {
			for range abandoned / workers {
				msg := a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart("slow: book a meeting"))
				n := 0
				for o, err := range c.Stream(ctx, srv.URL, msg) {
					if err != nil || o.Kind != interpret.KindActionPending {
						abandonErrs.Add(1)
					}
					n++
					break
				}
				if n != 1 {
					abandonErrs.Add(1)
				}
			}
		})
	}
	abandonWG.Wait()
	if n := abandonErrs.Load(); n > 0 {
		t.Errorf("%d of %d abandoned streams did not start with a pending task", n, abandoned)
	}

	// The card: one request per lifetime, never two at once.
	cardTimes := srv.cardTimes()
	cs := cards.Stats()
	if srv.cardOverlap.Load() != 0 {
		t.Errorf("%d card requests overlapped another: the fetch is not shared", srv.cardOverlap.Load())
	}
	if int(cs.Fetches) != len(cardTimes) || cs.Errors != 0 {
		t.Errorf("cache counted %d fetches and %d errors; the server saw %d card requests", cs.Fetches, cs.Errors, len(cardTimes))
	}
	if srv.cardOK.Load() != 1 {
		t.Errorf("the card was sent %d times, want once (then 304s)", srv.cardOK.Load())
	}
	// The card is served without a Date, so each lifetime runs from the
	// request that fetched it for exactly maxAge seconds, and n requests
	// span at least n-1 lifetimes. Single gaps can look shorter, by how
	// much longer one request took to reach the server than the next (much,
	// on a busy machine); over the whole span that jitter counts once.
	// (Nothing bounds the gaps from above: the card is fetched on demand,
	// and there are pauses between the phases.)
	var minGap time.Duration
	if n := len(cardTimes); n > 1 {
		span := cardTimes[n-1].Sub(cardTimes[0])
		if lifetimes := time.Duration(n-1) * maxAge * time.Second; lifetimes > span+time.Second {
			t.Errorf("%d card requests within %v: more than one per %ds lifetime", n, span, maxAge)
		}
		minGap = span
		for i := 1; i < n; i++ {
			minGap = min(minGap, cardTimes[i].Sub(cardTimes[i-1]))
		}
	}

	// Goroutines: Close releases the client's connections; the server's
	// per-connection goroutines end when they see them close.
	closed = true
	if err := c.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
	cardHTTP.CloseIdleConnections() // the cache's own client, given to it above
	gAfter := runtime.NumGoroutine()
	for deadline := time.Now().Add(5 * time.Second); gAfter > gBase && time.Now().Before(deadline); {
		time.Sleep(20 * time.Millisecond)
		gAfter = runtime.NumGoroutine()
	}
	if gAfter > gBase {
		t.Errorf("%d goroutines 5s after Close, %d before the client existed; by where they wait:\n%s",
			gAfter, gBase, loadGoroutines())
	}

	// The heap, with the client still open and as many connections as
	// after the warm-up: nothing may be kept per call. The bound allows
	// for pools and buffers, not for anything that grows with the number
	// of calls (a kilobyte kept per call would be 20 MB here).
	growth := int64(heapAfter) - int64(heapBefore)
	if limit := int64(1 << 20); growth > limit {
		t.Errorf("heap grew by %d KiB over %d calls (from %d KiB to %d KiB); limit %d KiB",
			growth>>10, made, heapBefore>>10, heapAfter>>10, limit>>10)
	}

	t.Logf("%d calls (1 in 8 streamed) from %d goroutines in %v: %.0f calls/s, %v per call; race detector %v",
		made, workers, elapsed.Round(time.Millisecond), float64(made)/elapsed.Seconds(),
		(elapsed / time.Duration(max(made, 1))).Round(time.Microsecond), loadRaceEnabled())
	t.Logf("card: %d requests (%d sent, %d answered 304, none overlapping, shortest gap %v) with max-age=%d; cache %+v",
		len(cardTimes), srv.cardOK.Load(), len(cardTimes)-int(srv.cardOK.Load()), minGap.Round(time.Millisecond), maxAge, cs)
	t.Logf("goroutines: %d before the client, %d warmed up, %d after the run, %d after Close (%d streams abandoned before it)",
		gBase, gClient, gLoaded, gAfter, abandoned)
	t.Logf("heap in use after GC: %d KiB before, %d KiB after (%+d KiB)", heapBefore>>10, heapAfter>>10, growth>>10)
}

// loadAsk sends question i: mostly unary, one in eight streamed, alternating
// between an on-request skill and a public one.
func loadAsk(ctx context.Context, c *client.Client, url string, i int) error {
	onRequest := i%2 == 0
	q, skill, want := "When are you open?", "opening-hours", interpret.KindAnswered
	if onRequest {
		q, skill, want = "What does a cremation cost?", "service-pricing", interpret.KindOnRequest
	}
	var o interpret.Outcome
	if i%8 == 7 {
		n := 0
		for so, err := range c.Stream(ctx, url, a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart(q)), client.WithSkill(skill)) {
			if err != nil {
				return fmt.Errorf("stream %d: %w", i, err)
			}
			o = so
			n++
		}
		if n != 1 {
			return fmt.Errorf("stream %d: %d outcomes, want 1", i, n)
		}
	} else {
		var err error
		if o, err = c.Ask(ctx, url, q, client.WithSkill(skill)); err != nil {
			return fmt.Errorf("ask %d: %w", i, err)
		}
	}
	if o.Kind != want || len(o.Findings) != 0 {
		return fmt.Errorf("call %d: kind %q findings %v, want %q", i, o.Kind, o.Findings, want)
	}
	if onRequest && o.PersonEntry != "https://ask.example.com/talk" {
		return fmt.Errorf("call %d: person entry %q", i, o.PersonEntry)
	}
	return nil
}

// loadGoroutines counts the running goroutines by their innermost function
// and by the function that started them, most frequent first.
func loadGoroutines() string {
	buf := make([]byte, 4<<20)
	buf = buf[:runtime.Stack(buf, true)]
	counts := map[string]int{}
	for _, g := range strings.Split(string(buf), "\n\n") {
		lines := strings.Split(g, "\n")
		if len(lines) < 2 {
			continue
		}
		top := lines[1]
		if i := strings.LastIndex(top, "("); i > 0 {
			top = top[:i]
		}
		by := "?"
		for _, l := range lines {
			if f, ok := strings.CutPrefix(l, "created by "); ok {
				by, _, _ = strings.Cut(f, " in goroutine")
			}
		}
		counts[top+" <- "+by]++
	}
	keys := slices.SortedFunc(maps.Keys(counts), func(a, b string) int { return counts[b] - counts[a] })
	var b strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&b, "%6d  %s\n", counts[k], k)
	}
	return b.String()
}

func loadHeap() uint64 {
	runtime.GC()
	runtime.GC() // a second cycle frees what the first one's finalizers released
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.HeapAlloc
}

func loadRaceEnabled() bool {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return false
	}
	for _, s := range bi.Settings {
		if s.Key == "-race" {
			return s.Value == "true"
		}
	}
	return false
}

// loadServer is an a2a-go server whose card endpoint records when it is
// asked and whether two requests were ever in flight at once.
type loadServer struct {
	URL         string
	calls       atomic.Int64
	cardOK      atomic.Int64
	cardOverlap atomic.Int64
	cardBusy    atomic.Int32

	mu    sync.Mutex
	times []time.Time
}

func (s *loadServer) cardTimes() []time.Time {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]time.Time(nil), s.times...)
}

func startLoadServer(t *testing.T, maxAge int) *loadServer {
	t.Helper()
	s := &loadServer{}
	mux := http.NewServeMux()
	var cardJSON []byte
	var etag string
	mux.HandleFunc("GET "+a2asrv.WellKnownAgentCardPath, func(w http.ResponseWriter, r *http.Request) {
		if s.cardBusy.Add(1) > 1 {
			s.cardOverlap.Add(1)
		}
		defer s.cardBusy.Add(-1)
		s.mu.Lock()
		s.times = append(s.times, time.Now())
		s.mu.Unlock()
		// Hold the request a little, so that callers arriving while it is
		// in flight would overlap it if they were not made to share it.
		time.Sleep(5 * time.Millisecond)
		// No Date: the lifetime then starts at the client's request, not at
		// a whole second before it (RFC 9110 §6.6.1: dated on receipt).
		w.Header()["Date"] = nil
		w.Header().Set("ETag", etag)
		w.Header().Set("Cache-Control", fmt.Sprintf("max-age=%d", maxAge))
		if strings.Contains(r.Header.Get("If-None-Match"), etag) {
			w.WriteHeader(http.StatusNotModified)
			return
		}
		s.cardOK.Add(1)
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write(cardJSON)
	})
	handler := a2asrv.NewHandler(loadAgent{calls: &s.calls})
	mux.Handle("/jsonrpc", a2asrv.NewJSONRPCHandler(handler))
	hs := httptest.NewServer(mux)
	t.Cleanup(hs.Close)
	s.URL = hs.URL

	card := &a2a.AgentCard{
		Name:                "Load test chapel",
		Description:         "Answers two questions, many times.",
		Version:             "1.0.0",
		Provider:            &a2a.AgentProvider{Org: "Example Memorial Chapel", URL: "https://example.com"},
		SupportedInterfaces: []*a2a.AgentInterface{{URL: hs.URL + "/jsonrpc", ProtocolBinding: a2a.TransportProtocolJSONRPC, ProtocolVersion: a2a.Version}},
		DefaultInputModes:   []string{"text/plain"},
		DefaultOutputModes:  []string{"text/plain"},
		Capabilities: a2a.AgentCapabilities{Streaming: true, Extensions: []a2a.AgentExtension{{
			URI: interpret.URI,
			Params: map[string]any{"skills": []any{
				map[string]any{"id": "service-pricing", "personEntry": "https://ask.example.com/talk", "assistantAccess": false},
			}},
		}}},
		Skills: []a2a.AgentSkill{
			{ID: "opening-hours", Name: "Opening hours", Description: "When the chapel is open.", Tags: []string{"hours"}},
			{ID: "service-pricing", Name: "Service costs", Description: "Costs of services, given on request.", Tags: []string{"pricing"}},
		},
	}
	b, err := json.Marshal(card)
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(b)
	cardJSON, etag = b, `"`+hex.EncodeToString(sum[:8])+`"`
	return s
}

// loadAgent answers with a Message: A.2's referral for a price question,
// opening hours otherwise. Messages are not stored, so the server's memory
// stays flat too.
type loadAgent struct{ calls *atomic.Int64 }

func (a loadAgent) Execute(_ context.Context, ec *a2asrv.ExecutorContext) iter.Seq2[a2a.Event, error] {
	a.calls.Add(1)
	var q string
	for _, p := range ec.Message.Parts {
		q += p.Text()
	}
	if strings.HasPrefix(q, "slow:") {
		return loadSlowTask(ec)
	}
	return func(yield func(a2a.Event, error) bool) {
		m := a2a.NewMessage(a2a.MessageRoleAgent)
		m.ContextID = ec.ContextID
		if strings.Contains(q, "cost") {
			m.Parts = a2a.ContentParts{a2a.NewTextPart("Example Memorial Chapel gives its prices to the person who asks. You can ask here: https://ask.example.com/talk")}
			m.Extensions = []string{interpret.URI}
			m.Metadata = map[string]any{interpret.URI: map[string]any{
				"status": "on-request", "skillId": "service-pricing", "personEntry": "https://ask.example.com/talk",
			}}
		} else {
			m.Parts = a2a.ContentParts{a2a.NewTextPart("Example Memorial Chapel is open Monday to Friday, 09:00 to 17:00.")}
		}
		yield(m, nil)
	}
}

// loadSlowTask is a task that takes a while: submitted, working, completed.
func loadSlowTask(ec *a2asrv.ExecutorContext) iter.Seq2[a2a.Event, error] {
	return func(yield func(a2a.Event, error) bool) {
		if !yield(a2a.NewSubmittedTask(ec, ec.Message), nil) {
			return
		}
		time.Sleep(20 * time.Millisecond)
		if !yield(a2a.NewStatusUpdateEvent(ec, a2a.TaskStateWorking, nil), nil) {
			return
		}
		time.Sleep(20 * time.Millisecond)
		yield(a2a.NewStatusUpdateEvent(ec, a2a.TaskStateCompleted, a2a.NewMessageForTask(a2a.MessageRoleAgent, ec, a2a.NewTextPart("Done."))), nil)
	}
}

func (loadAgent) Cancel(_ context.Context, ec *a2asrv.ExecutorContext) iter.Seq2[a2a.Event, error] {
	return func(yield func(a2a.Event, error) bool) {
		yield(a2a.NewStatusUpdateEvent(ec, a2a.TaskStateCanceled, nil), nil)
	}
}
