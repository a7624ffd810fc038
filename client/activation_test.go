package client_test

import (
	"context"
	"errors"
	"iter"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2aclient"
	"github.com/a2aproject/a2a-go/v2/a2asrv"

	"github.com/agent-capability/onrequest/cache"
	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/internal/a2atest"
	"github.com/agent-capability/onrequest/interpret"
)

// TestActivatorFromEndpoints: an a2a-go client built from endpoints, with
// no card, still activates the extension, once, beside what the caller
// attached.
func TestActivatorFromEndpoints(t *testing.T) {
	srv := startChapel(t, a2atest.WithBindings(a2a.TransportProtocolJSONRPC))
	ac, err := a2aclient.NewFromEndpoints(t.Context(),
		[]*a2a.AgentInterface{a2a.NewAgentInterface(srv.JSONRPCURL, a2a.TransportProtocolJSONRPC)},
		a2aclient.WithCallInterceptors(client.Activator()))
	if err != nil {
		t.Fatal(err)
	}
	ctx := a2aclient.AttachServiceParams(t.Context(), a2aclient.ServiceParams{a2a.SvcParamExtensions: {interpret.URI, "urn:other"}})
	msg := a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart("hours please"))
	if _, err := ac.SendMessage(ctx, &a2a.SendMessageRequest{Message: msg}); err != nil {
		t.Fatal(err)
	}
	if _, err := ac.SendMessage(t.Context(), &a2a.SendMessageRequest{Message: msg}); err != nil {
		t.Fatal(err)
	}
	log := srv.CallLog()
	if len(log) != 2 {
		t.Fatalf("%d calls, want 2", len(log))
	}
	if got := log[0].Extensions; len(got) != 2 || count(got, interpret.URI) != 1 || !slices.Contains(got, "urn:other") {
		t.Errorf("first call requested %v, want the URI once and urn:other", got)
	}
	if got := log[1].Extensions; !slices.Equal(got, []string{interpret.URI}) {
		t.Errorf("second call requested %v, want only the URI", got)
	}
}

// blocking is an agent that answers only when released.
type blocking struct{ release chan struct{} }

func (b blocking) Execute(ctx context.Context, ec *a2asrv.ExecutorContext) iter.Seq2[a2a.Event, error] {
	return func(yield func(a2a.Event, error) bool) {
		if !yield(a2a.NewSubmittedTask(ec, ec.Message), nil) {
			return
		}
		select {
		case <-b.release:
		case <-ctx.Done():
		}
		yield(a2a.NewStatusUpdateEvent(ec, a2a.TaskStateCompleted, nil), nil)
	}
}

func (blocking) Cancel(context.Context, *a2asrv.ExecutorContext) iter.Seq2[a2a.Event, error] {
	return func(func(a2a.Event, error) bool) {}
}

// TestContextBoundsCalls: a slow agent and a long Retry-After are both cut
// short by the caller's context, with the context's error.
func TestContextBoundsCalls(t *testing.T) {
	t.Run("slow agent", func(t *testing.T) {
		b := blocking{release: make(chan struct{})}
		srv := a2atest.Start(t, b)
		t.Cleanup(func() { close(b.release) }) // runs before the server closes
		c := newTestClient(t)
		if _, _, err := c.Declaration(t.Context(), srv.URL); err != nil {
			t.Fatal(err)
		}
		for _, stream := range []bool{false, true} {
			ctx, cancel := context.WithTimeout(t.Context(), 100*time.Millisecond)
			var err error
			if stream {
				for _, err = range c.Stream(ctx, srv.URL, a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart("hello"))) {
					if err != nil {
						break
					}
				}
			} else {
				_, err = c.Ask(ctx, srv.URL, "hello")
			}
			cancel()
			if !errors.Is(err, context.DeadlineExceeded) {
				t.Errorf("stream=%v: %v, want context.DeadlineExceeded", stream, err)
			}
		}
	})
	t.Run("Retry-After", func(t *testing.T) {
		srv := startChapel(t)
		srv.SetFault(func(r a2atest.Request) *a2atest.Fault {
			return status(http.StatusServiceUnavailable, "Retry-After", "3600")
		})
		c := newTestClient(t, client.WithRetryAfterCap(time.Hour))
		// A minute, not an hour: if the client waited as asked, the test
		// would fail on the deadline rather than hang.
		ctx, cancel := context.WithTimeout(t.Context(), time.Minute)
		defer cancel()
		// The wait would outlast the fetch's own deadline: the agent's 503
		// is the answer, with its Retry-After, not a timeout.
		_, err := c.Ask(ctx, srv.URL, "hours please")
		var se *cache.StatusError
		if !errors.As(err, &se) || se.StatusCode != http.StatusServiceUnavailable || se.RetryAfter != time.Hour {
			t.Errorf("Ask = %v, want a 503 StatusError with RetryAfter 1h", err)
		}
		if n := srv.Hits(a2atest.CardPath); n != 1 {
			t.Errorf("card GETs = %d, want 1: the wait outlasted the deadline", n)
		}
	})
}

// TestCallerHTTPClient: the caller's client is used, not modified, and its
// Timeout does not cut a stream short.
func TestCallerHTTPClient(t *testing.T) {
	srv := startChapel(t)
	var used atomic.Int32
	hc := &http.Client{
		Timeout:   time.Nanosecond, // would fail every call if applied
		Transport: roundTripFunc(func(r *http.Request) (*http.Response, error) { used.Add(1); return http.DefaultTransport.RoundTrip(r) }),
	}
	c := newTestClient(t, client.WithHTTPClient(hc))
	for _, err := range c.Stream(t.Context(), srv.URL, a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart("long wait"))) {
		if err != nil {
			t.Fatal(err)
		}
	}
	if used.Load() < 2 {
		t.Errorf("the caller's transport carried %d requests, want the card and the stream", used.Load())
	}
	if hc.Timeout != time.Nanosecond {
		t.Error("the caller's client was modified")
	}
}

type roundTripFunc func(*http.Request) (*http.Response, error)

func (f roundTripFunc) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }

// seen records the extensions each call carries when it reaches a caller's
// interceptor.
type seen struct {
	a2aclient.PassthroughInterceptor
	mu      sync.Mutex
	methods []string
	ext     [][]string
}

func (s *seen) Before(ctx context.Context, req *a2aclient.Request) (context.Context, any, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.methods = append(s.methods, req.Method)
	s.ext = append(s.ext, slices.Clone(req.ServiceParams.Get(a2a.SvcParamExtensions)))
	return ctx, nil, nil
}

func TestWithInterceptors(t *testing.T) {
	srv := startChapel(t)
	rec := &seen{}
	c := newTestClient(t, client.WithInterceptors(rec))
	out, err := c.Ask(t.Context(), srv.URL, "book a meeting")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.GetTask(t.Context(), srv.URL, out.TaskID); err != nil {
		t.Fatal(err)
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	if !slices.Equal(rec.methods, []string{"SendMessage", "GetTask"}) {
		t.Errorf("interceptor saw %v", rec.methods)
	}
	for i, e := range rec.ext {
		if !slices.Equal(e, []string{interpret.URI}) {
			t.Errorf("call %d reached the caller's interceptor with extensions %v", i, e)
		}
	}
}

// TestWithoutActivation: only a call with WithoutActivation goes out
// without the extension, on Send, Stream and GetTask alike, and its reply
// is read as a client that did not activate it reads it (an unmarked
// reply on an on-request skill is no OR-6.1 breach); the calls before and
// after it are activated.
func TestWithoutActivation(t *testing.T) {
	srv := startChapel(t, a2atest.WithBindings(a2a.TransportProtocolJSONRPC))
	c := newTestClient(t)
	ctx := t.Context()
	msg := a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart("callback please"))

	if _, err := c.Send(ctx, srv.URL, msg); err != nil {
		t.Fatal(err)
	}
	off, err := c.Send(ctx, srv.URL, msg, client.WithoutActivation(), client.WithSkill("service-pricing"))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range off.Findings {
		if f.Rule == interpret.RuleMarker {
			t.Errorf("unactivated call read as activated: %v", f)
		}
	}
	for _, err := range c.Stream(ctx, srv.URL, msg, client.WithoutActivation()) {
		if err != nil {
			t.Fatal(err)
		}
	}
	if _, err := c.GetTask(ctx, srv.URL, off.TaskID, client.WithoutActivation()); err != nil {
		t.Fatal(err)
	}
	// The chapel answers "hours" with an unmarked Message: for an on-request
	// skill named by the caller, an activated call reads that as a breach.
	on, err := c.Send(ctx, srv.URL, a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart("hours please")), client.WithSkill("service-pricing"))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(on.Findings, func(f interpret.Finding) bool { return f.Rule == interpret.RuleMarker }) {
		t.Errorf("activated call: no OR-6.1 finding for the unmarked reply; findings %v", on.Findings)
	}

	var got []bool
	for _, call := range srv.CallLog() {
		got = append(got, slices.Contains(call.Extensions, interpret.URI))
	}
	want := []bool{true, false, false, false, true}
	if !slices.Equal(got, want) {
		t.Errorf("activated per call = %v, want %v", got, want)
	}
}

// TestWithResponseHeader: the function sees the HTTP replies' headers of
// the call it was given to, and of no other call.
func TestWithResponseHeader(t *testing.T) {
	srv := startChapel(t, a2atest.WithBindings(a2a.TransportProtocolJSONRPC))
	c := newTestClient(t)
	var seen []http.Header
	record := client.WithResponseHeader(func(h http.Header) { seen = append(seen, h) })
	if _, err := c.Ask(t.Context(), srv.URL, "hours please", record); err != nil {
		t.Fatal(err)
	}
	if len(seen) == 0 || !slices.ContainsFunc(seen, func(h http.Header) bool { return strings.Contains(h.Get("Content-Type"), "json") }) {
		t.Fatalf("headers seen: %v", seen)
	}
	n := len(seen)
	if _, err := c.Ask(t.Context(), srv.URL, "hours please"); err != nil {
		t.Fatal(err)
	}
	if len(seen) != n {
		t.Errorf("a call without the option reached its function: %d headers, want %d", len(seen), n)
	}
}
