package client_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptrace"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2aclient"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"

	"github.com/agent-capability/onrequest/cache"
	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/internal/a2atest"
	"github.com/agent-capability/onrequest/interpret"
)

func status(code int, header ...string) *a2atest.Fault {
	f := &a2atest.Fault{Status: code, Header: http.Header{}}
	for i := 0; i+1 < len(header); i += 2 {
		f.Header.Set(header[i], header[i+1])
	}
	return f
}

func TestCardRetriedUntilServed(t *testing.T) {
	srv := startChapel(t)
	srv.SetFault(func(r a2atest.Request) *a2atest.Fault {
		if r.Path == a2atest.CardPath && r.N <= 2 {
			return status(http.StatusServiceUnavailable)
		}
		return nil
	})
	c := newTestClient(t)
	out, err := c.Ask(t.Context(), srv.URL, "hours please")
	if err != nil {
		t.Fatalf("Ask: %v", err)
	}
	if out.Kind != interpret.KindAnswered {
		t.Errorf("Kind = %s, want answered", out.Kind)
	}
	if n := srv.Hits(a2atest.CardPath); n != 3 {
		t.Errorf("card GETs = %d, want exactly 3 (503, 503, 200)", n)
	}
}

// TestActionNeverSentTwice: a send that reached the server is not sent
// again, whatever the answer; a read-only method is.
func TestActionNeverSentTwice(t *testing.T) {
	tests := []struct {
		name    string
		binding a2a.TransportProtocol
		path    string // where the send arrives
		fault   *a2atest.Fault
	}{
		{"JSONRPC 502", a2a.TransportProtocolJSONRPC, a2atest.JSONRPCPath, status(http.StatusBadGateway)},
		{"JSONRPC 503 Retry-After", a2a.TransportProtocolJSONRPC, a2atest.JSONRPCPath, status(http.StatusServiceUnavailable, "Retry-After", "1")},
		{"JSONRPC connection closed", a2a.TransportProtocolJSONRPC, a2atest.JSONRPCPath, &a2atest.Fault{CloseConn: true}},
		{"REST 502", a2a.TransportProtocolHTTPJSON, a2atest.RESTPath + "/message:send", status(http.StatusBadGateway)},
		{"REST 429", a2a.TransportProtocolHTTPJSON, a2atest.RESTPath + "/message:send", status(http.StatusTooManyRequests)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := startChapel(t, a2atest.WithBindings(tt.binding))
			srv.SetFault(func(r a2atest.Request) *a2atest.Fault {
				if r.Path == tt.path {
					return tt.fault
				}
				return nil
			})
			c := newTestClient(t)
			if _, err := c.Ask(t.Context(), srv.URL, "book a meeting"); err == nil {
				t.Fatal("Ask succeeded; want the agent's failure")
			}
			if n := srv.Hits(tt.path); n != 1 {
				t.Errorf("the send reached the server %d times, want exactly 1", n)
			}
		})
	}

	t.Run("GetTask 502 is retried", func(t *testing.T) {
		srv := startChapel(t)
		c := newTestClient(t, client.WithRetryMax(2))
		out, err := c.Ask(t.Context(), srv.URL, "book a meeting")
		if err != nil {
			t.Fatal(err)
		}
		srv.SetFault(func(r a2atest.Request) *a2atest.Fault {
			if r.A2AMethod == "GetTask" {
				return status(http.StatusBadGateway)
			}
			return nil
		})
		before := srv.Hits(a2atest.JSONRPCPath)
		if _, err := c.GetTask(t.Context(), srv.URL, out.TaskID); err == nil {
			t.Fatal("GetTask succeeded; want the 502")
		}
		if n := srv.Hits(a2atest.JSONRPCPath) - before; n != 3 {
			t.Errorf("GetTask reached the server %d times, want 3 (1 + 2 retries)", n)
		}
	})
}

// TestSendRetriedWhenRefused: a connection refused before any byte was
// written proves the agent never saw the send, so it is sent again. The
// agent's port is closed at first and opened when the refusal is seen.
func TestSendRetriedWhenRefused(t *testing.T) {
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := lis.Addr().String()
	lis.Close() // nothing listens: connect is refused

	srv := startChapel(t, a2atest.WithCard(func(c *a2a.AgentCard) {
		chapelCard(c)
		c.SupportedInterfaces = []*a2a.AgentInterface{{
			URL: "http://" + addr + a2atest.JSONRPCPath, ProtocolBinding: a2a.TransportProtocolJSONRPC, ProtocolVersion: a2a.Version,
		}}
	}))

	var refused atomic.Int32
	var once sync.Once
	reopen := func() {
		l, err := net.Listen("tcp", addr)
		if err != nil {
			t.Errorf("reopening %s: %v", addr, err)
			return
		}
		hs := &http.Server{Handler: srv.Handler}
		go func() { _ = hs.Serve(l) }()
		t.Cleanup(func() { _ = hs.Close() })
	}
	ctx := httptrace.WithClientTrace(t.Context(), &httptrace.ClientTrace{
		ConnectDone: func(_, a string, err error) {
			if err != nil && a == addr {
				refused.Add(1)
				once.Do(reopen)
			}
		},
	})

	c := newTestClient(t)
	out, err := c.Ask(ctx, srv.URL, "price of a cremation")
	if err != nil {
		t.Fatalf("Ask: %v", err)
	}
	if out.Kind != interpret.KindOnRequest {
		t.Errorf("Kind = %s, want on-request", out.Kind)
	}
	if refused.Load() != 1 {
		t.Errorf("refused connects = %d, want 1", refused.Load())
	}
	if n := srv.Calls("SendMessage"); n != 1 {
		t.Errorf("SendMessage reached the agent %d times, want 1", n)
	}
}

// TestRetryAfterCapped: an agent asking to wait an hour is waited on for
// the cap only. The waits are read from the client's log, not the clock.
func TestRetryAfterCapped(t *testing.T) {
	srv := startChapel(t)
	srv.SetFault(func(r a2atest.Request) *a2atest.Fault {
		if r.Path == a2atest.CardPath {
			return status(http.StatusServiceUnavailable, "Retry-After", "3600")
		}
		return nil
	})
	logs := &syncBuffer{}
	const capWait = 20 * time.Millisecond
	c := newTestClient(t,
		client.WithRetryAfterCap(capWait),
		client.WithRetryMax(2),
		client.WithLogger(slog.New(slog.NewJSONHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))))

	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second) // far below one Retry-After
	defer cancel()
	_, err := c.Ask(ctx, srv.URL, "hours please")
	if err == nil {
		t.Fatal("Ask succeeded against a card that is never served")
	}
	if ctx.Err() != nil {
		t.Fatalf("the call waited out its context: %v", err)
	}
	if n := srv.Hits(a2atest.CardPath); n != 3 {
		t.Errorf("card GETs = %d, want 3 (1 + 2 retries)", n)
	}
	waits := retryWaits(t, logs)
	if len(waits) != 2 {
		t.Fatalf("retry log records = %d, want 2: %s", len(waits), logs)
	}
	for _, w := range waits {
		if w != capWait {
			t.Errorf("waited %s, want the cap %s", w, capWait)
		}
	}
}

func retryWaits(t *testing.T, logs *syncBuffer) []time.Duration {
	t.Helper()
	var out []time.Duration
	for _, line := range strings.Split(strings.TrimSpace(logs.String()), "\n") {
		if line == "" {
			continue
		}
		var rec struct {
			Msg  string `json:"msg"`
			Wait int64  `json:"wait"`
		}
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Fatalf("log line %q: %v", line, err)
		}
		if rec.Msg == "retrying agent request" {
			out = append(out, time.Duration(rec.Wait))
		}
	}
	return out
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestLogsRedacted: retries are logged, and no record holds the question,
// an Authorization header or a URL query.
func TestLogsRedacted(t *testing.T) {
	srv := startChapel(t)
	srv.SetFault(func(r a2atest.Request) *a2atest.Fault {
		switch {
		case r.Path == a2atest.CardPath && r.N == 1:
			return status(http.StatusServiceUnavailable)
		case r.A2AMethod == "GetTask" && r.N%2 == 0:
			return status(http.StatusBadGateway)
		}
		return nil
	})
	logs := &syncBuffer{}
	c := newTestClient(t, client.WithLogger(slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))))
	ctx := a2aclient.AttachServiceParams(t.Context(), a2aclient.ServiceParams{"Authorization": {"Bearer s3cr3t-t0ken"}})

	out, err := c.Ask(ctx, srv.URL+"/?key=qu3ry-s3cret", "book a meeting, my name is Confidential Person")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.GetTask(ctx, srv.URL+"/?key=qu3ry-s3cret", out.TaskID); err != nil {
		t.Fatal(err)
	}
	got := logs.String()
	if !strings.Contains(got, "retrying agent request") {
		t.Fatalf("no retry was logged: %s", got)
	}
	for _, secret := range []string{"s3cr3t-t0ken", "Bearer", "Confidential Person", "qu3ry-s3cret", "book a meeting"} {
		if strings.Contains(got, secret) {
			t.Errorf("log holds %q:\n%s", secret, got)
		}
	}
}

func TestConcurrentColdAsksFetchCardOnce(t *testing.T) {
	srv := startChapel(t)
	c := newTestClient(t)
	const n = 1000
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := range n {
		wg.Go(func() {
			out, err := c.Ask(t.Context(), srv.URL, fmt.Sprintf("price of a cremation %d", i))
			if err == nil && out.Kind != interpret.KindOnRequest {
				err = fmt.Errorf("ask %d: kind %s", i, out.Kind)
			}
			if err != nil {
				errs <- err
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	if got := srv.Hits(a2atest.CardPath); got != 1 {
		t.Errorf("card GETs = %d, want exactly 1", got)
	}
	if got := srv.Calls("SendMessage"); got != n {
		t.Errorf("SendMessage calls = %d, want %d", got, n)
	}
}

func TestCardRevalidatedWithETag(t *testing.T) {
	srv := startChapel(t, a2atest.WithCardCacheControl("max-age=0"))
	c := newTestClient(t)
	ctx := t.Context()
	first, err := c.A2A(ctx, srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if _, err := c.Ask(ctx, srv.URL, "hours please"); err != nil {
			t.Fatal(err)
		}
	}
	if srv.NotModified() < 3 {
		t.Errorf("304 answers = %d, want at least 3", srv.NotModified())
	}
	if n := srv.Hits(a2atest.CardPath) - srv.NotModified(); n != 1 {
		t.Errorf("full card bodies sent = %d, want 1", n)
	}
	again, err := c.A2A(ctx, srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	if again != first {
		t.Error("the a2a-go client was rebuilt although the card was revalidated unchanged")
	}
}

func TestCardChangeRebuildsClient(t *testing.T) {
	srv := startChapel(t, a2atest.WithBindings(a2a.TransportProtocolJSONRPC))
	cards := cache.New(cache.WithHTTPClient(client.NewHTTPClient(client.WithAllowPrivateNetworks())))
	c := newTestClient(t, client.WithCache(cards))
	ctx := t.Context()
	if _, err := c.Ask(ctx, srv.URL, "hours please"); err != nil {
		t.Fatal(err)
	}
	card := *srv.Card()
	card.SupportedInterfaces = []*a2a.AgentInterface{{URL: srv.RESTURL, ProtocolBinding: a2a.TransportProtocolHTTPJSON, ProtocolVersion: a2a.Version}}
	if err := srv.SetCard(&card); err != nil {
		t.Fatal(err)
	}
	cards.Invalidate(srv.URL)
	if _, err := c.Ask(ctx, srv.URL, "hours please"); err != nil {
		t.Fatal(err)
	}
	if n := srv.Hits(a2atest.RESTPath + "/message:send"); n != 1 {
		t.Errorf("sends over REST after the card changed = %d, want 1", n)
	}
	if n := srv.Hits(a2atest.JSONRPCPath); n != 1 {
		t.Errorf("sends over JSON-RPC = %d, want 1 (before the change only)", n)
	}
}

func TestStaleCardWhenAgentDown(t *testing.T) {
	srv := startChapel(t)
	var now atomic.Int64
	now.Store(time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC).UnixNano())
	clock := func() time.Time { return time.Unix(0, now.Load()) }
	cards := cache.New(
		cache.WithHTTPClient(client.NewHTTPClient(client.WithAllowPrivateNetworks(), client.WithRetryMax(0))),
		cache.WithClock(clock), cache.WithDefaultTTL(time.Minute), cache.WithStaleIfError(time.Hour))
	c := newTestClient(t, client.WithCache(cards))
	ctx := t.Context()
	if _, err := c.Ask(ctx, srv.URL, "hours please"); err != nil {
		t.Fatal(err)
	}

	srv.SetFault(func(r a2atest.Request) *a2atest.Fault {
		if r.Path == a2atest.CardPath {
			return status(http.StatusServiceUnavailable)
		}
		return nil
	})
	now.Add(int64(10 * time.Minute))

	decl, e, err := c.Declaration(ctx, srv.URL)
	if err != nil {
		t.Fatalf("Declaration: %v", err)
	}
	if !e.Stale || e.Err == nil {
		t.Errorf("entry Stale=%v Err=%v, want a stale card with the reason", e.Stale, e.Err)
	}
	if !decl.Declared || len(decl.Skills) != 4 {
		t.Errorf("declaration from the stale card: declared=%v, %d skills", decl.Declared, len(decl.Skills))
	}
	out, err := c.Ask(ctx, srv.URL, "price of a cremation")
	if err != nil {
		t.Fatalf("Ask with a stale card: %v", err)
	}
	if out.Kind != interpret.KindOnRequest || out.PersonEntry != personEntry {
		t.Errorf("Ask with a stale card = %s %q", out.Kind, out.PersonEntry)
	}

	// Now the agent is gone altogether: the card is still served, stale;
	// the question fails with a connection error, after the retries that
	// a refused connection allows.
	srv.Close()
	now.Add(int64(10 * time.Minute))
	if _, e, err := c.Declaration(ctx, srv.URL); err != nil || !e.Stale {
		t.Errorf("Declaration with the agent down: stale=%v, err=%v", e.Stale, err)
	}
	if _, err := c.Ask(ctx, srv.URL, "price of a cremation"); err == nil || !strings.Contains(err.Error(), "connection refused") {
		t.Errorf("Ask with the agent down = %v, want connection refused", err)
	}
}

func TestBadBodies(t *testing.T) {
	big := `{"jsonrpc":"2.0","id":"1","result":{"message":{"messageId":"m","role":"ROLE_AGENT","parts":[{"text":"` + strings.Repeat("x", 4096) + `"}]}}}`
	tests := []struct {
		name   string
		fault  func(r a2atest.Request) *a2atest.Fault
		opts   []client.Option
		stream bool
		wantIs error  // or nil
		want   string // in the error text
	}{
		{
			name: "malformed card",
			fault: func(r a2atest.Request) *a2atest.Fault {
				if r.Path == a2atest.CardPath {
					return &a2atest.Fault{Status: 200, Header: http.Header{"Content-Type": {"application/json"}}, Body: `{"name": "x", `}
				}
				return nil
			},
			wantIs: cache.ErrInvalidCard,
		},
		{
			name: "malformed reply",
			fault: func(r a2atest.Request) *a2atest.Fault {
				if r.A2AMethod == "SendMessage" {
					return &a2atest.Fault{Status: 200, Header: http.Header{"Content-Type": {"application/json"}}, Body: `{"jsonrpc":"2.0","id":"1","result":{"mess`}
				}
				return nil
			},
			want: "decode",
		},
		{
			name: "oversized reply",
			fault: func(r a2atest.Request) *a2atest.Fault {
				if r.A2AMethod == "SendMessage" {
					return &a2atest.Fault{Status: 200, Header: http.Header{"Content-Type": {"application/json"}}, Body: big}
				}
				return nil
			},
			opts:   []client.Option{client.WithMaxBodySize(2048)},
			wantIs: client.ErrBodyTooLarge,
		},
		{
			name: "oversized event",
			fault: func(r a2atest.Request) *a2atest.Fault {
				if r.A2AMethod == "SendStreamingMessage" {
					return &a2atest.Fault{Status: 200, Header: http.Header{"Content-Type": {"text/event-stream"}}, Body: "data: " + big + "\n\n"}
				}
				return nil
			},
			opts:   []client.Option{client.WithMaxBodySize(2048)},
			stream: true,
			wantIs: client.ErrBodyTooLarge,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := startChapel(t)
			srv.SetFault(tt.fault)
			c := newTestClient(t, tt.opts...)
			var err error
			if tt.stream {
				for _, err = range c.Stream(t.Context(), srv.URL, a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart("hours please"))) {
					if err != nil {
						break
					}
				}
			} else {
				_, err = c.Ask(t.Context(), srv.URL, "hours please")
			}
			if err == nil {
				t.Fatal("the call succeeded")
			}
			if tt.wantIs != nil && !errors.Is(err, tt.wantIs) {
				t.Errorf("error %v, want errors.Is %v", err, tt.wantIs)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %q, want it to mention %q", err, tt.want)
			}
		})
	}
}

// TestLongStreamUnderLimit: the size limit is per event, so a stream longer
// than the limit in total is read to its end.
func TestLongStreamUnderLimit(t *testing.T) {
	srv := startChapel(t)
	// The card comes through a cache with the default limit.
	cards := cache.New(cache.WithHTTPClient(client.NewHTTPClient(client.WithAllowPrivateNetworks())))
	c := newTestClient(t, client.WithCache(cards), client.WithMaxBodySize(1024))
	var last interpret.Outcome
	n := 0
	// The question names the public skill: the chapel also has a deferred
	// action, which an unnamed completed task would be read as.
	for o, err := range c.Stream(t.Context(), srv.URL, a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart("long wait: what are your opening hours?"))) {
		if err != nil {
			t.Fatal(err)
		}
		last, n = o, n+1
	}
	if n < 20 || last.Kind != interpret.KindAnswered || last.Text != "We are open 9 to 5." {
		t.Errorf("%d outcomes, last %s %q; want the whole stream", n, last.Kind, last.Text)
	}

	// The same stream is refused when one event is over the limit.
	small := newTestClient(t, client.WithCache(cards), client.WithMaxBodySize(100))
	var err error
	for _, err = range small.Stream(t.Context(), srv.URL, a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart("long wait"))) {
		if err != nil {
			break
		}
	}
	if !errors.Is(err, client.ErrBodyTooLarge) {
		t.Errorf("stream with 100-byte events allowed: %v, want ErrBodyTooLarge", err)
	}
}

func TestTypedErrors(t *testing.T) {
	for _, b := range bindings {
		t.Run(b.name, func(t *testing.T) {
			srv := startChapel(t, b.opts...)
			c := newTestClient(t)
			_, err := c.GetTask(t.Context(), srv.URL, "no-such-task")
			if !errors.Is(err, a2a.ErrTaskNotFound) {
				t.Errorf("GetTask(unknown) = %v, want a2a.ErrTaskNotFound", err)
			}
		})
	}
}

func TestForbiddenAddresses(t *testing.T) {
	srv := startChapel(t, a2atest.WithGRPC())
	ctx := t.Context()

	t.Run("card at loopback", func(t *testing.T) {
		c := client.New()
		defer c.Close()
		for _, u := range []string{
			srv.URL,
			strings.Replace(srv.URL, "127.0.0.1", "localhost", 1), // a name, resolved at dial time
			strings.Replace(srv.URL, "127.0.0.1", "[::ffff:127.0.0.1]", 1),
			"http://[::1]:9/",
			"http://169.254.169.254/",
			"http://[fd00:ec2::254]/",
			"http://10.0.0.1:9/",
		} {
			_, err := c.Ask(ctx, u, "hours please")
			var fe *client.ForbiddenAddressError
			if !errors.Is(err, client.ErrForbiddenAddress) || !errors.As(err, &fe) {
				t.Fatalf("Ask(%s) = %v, want ErrForbiddenAddress", u, err)
			}
			if !strings.Contains(err.Error(), fe.Addr.String()) {
				t.Errorf("error %q does not name the address", err)
			}
		}
		if n := srv.Hits(a2atest.CardPath); n != 0 {
			t.Errorf("the server saw %d card requests, want 0", n)
		}
	})

	t.Run("caller's transport", func(t *testing.T) {
		tr := &http.Transport{}
		hc := &http.Client{Transport: tr}
		c := client.New(client.WithHTTPClient(hc))
		defer c.Close()
		if _, err := c.Ask(ctx, srv.URL, "hours please"); !errors.Is(err, client.ErrForbiddenAddress) {
			t.Fatalf("Ask = %v, want ErrForbiddenAddress", err)
		}
		if hc.Transport != tr || tr.DialContext != nil {
			t.Error("the caller's client or transport was modified")
		}
		if n := srv.Hits(a2atest.CardPath); n != 0 {
			t.Errorf("the server saw %d card requests, want 0", n)
		}
	})

	t.Run("caller's other RoundTripper", func(t *testing.T) {
		var used atomic.Int32
		hc := &http.Client{Transport: roundTripFunc(func(r *http.Request) (*http.Response, error) {
			used.Add(1)
			return http.DefaultTransport.RoundTrip(r)
		})}
		c := client.New(client.WithHTTPClient(hc))
		defer c.Close()
		if _, err := c.Ask(ctx, srv.URL, "hours please"); !errors.Is(err, client.ErrForbiddenAddress) {
			t.Fatalf("Ask = %v, want ErrForbiddenAddress", err)
		}
		if used.Load() != 0 || srv.Hits(a2atest.CardPath) != 0 {
			t.Errorf("the request went out: transport used %d times, server hits %d", used.Load(), srv.Hits(a2atest.CardPath))
		}
	})

	// The card comes through a cache that may reach loopback; the agent's
	// interfaces must still be refused.
	cards := cache.New(cache.WithHTTPClient(client.NewHTTPClient(client.WithAllowPrivateNetworks())))
	original := *srv.Card()
	for _, b := range []a2a.TransportProtocol{a2a.TransportProtocolJSONRPC, a2a.TransportProtocolGRPC} {
		t.Run("interface "+string(b), func(t *testing.T) {
			card := original
			var ifaces []*a2a.AgentInterface
			for _, i := range card.SupportedInterfaces {
				if i.ProtocolBinding == b {
					ifaces = append(ifaces, i)
				}
			}
			card.SupportedInterfaces = ifaces
			if err := srv.SetCard(&card); err != nil {
				t.Fatal(err)
			}
			cards.Invalidate(srv.URL)
			c := client.New(client.WithCache(cards), client.WithRetryMax(0),
				client.WithGRPCDialOptions(grpc.WithTransportCredentials(insecure.NewCredentials())))
			defer c.Close()
			tctx, cancel := context.WithTimeout(ctx, 5*time.Second)
			defer cancel()
			// Each of a unary call, a stream and a second call on the same
			// connection is refused. Over gRPC too, where grpc-go reports a
			// failed dial as a status and a2a-go turns statuses into its own
			// errors.
			_, askErr := c.Ask(tctx, srv.URL, "hours please")
			var streamErr error
			for _, err := range c.Stream(tctx, srv.URL, a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart("hours please"))) {
				if err != nil {
					streamErr = err
					break
				}
			}
			_, getErr := c.GetTask(tctx, srv.URL, "task-1")
			for _, call := range []struct {
				name string
				err  error
			}{{"Ask", askErr}, {"Stream", streamErr}, {"GetTask", getErr}} {
				var fe *client.ForbiddenAddressError
				if !errors.Is(call.err, client.ErrForbiddenAddress) || !errors.As(call.err, &fe) {
					t.Errorf("%s = %v, want ErrForbiddenAddress", call.name, call.err)
					continue
				}
				if fe.Range != "loopback" || !strings.Contains(call.err.Error(), fe.Addr.String()) {
					t.Errorf("%s = %v (%s address %s), want the loopback address named", call.name, call.err, fe.Range, fe.Addr)
				}
			}
			if b == a2a.TransportProtocolGRPC {
				// A call that waits for the connection until its deadline.
				wc := client.New(client.WithCache(cards), client.WithRetryMax(0),
					client.WithGRPCDialOptions(grpc.WithTransportCredentials(insecure.NewCredentials()),
						grpc.WithDefaultCallOptions(grpc.WaitForReady(true))))
				defer wc.Close()
				wctx, cancel := context.WithTimeout(ctx, 300*time.Millisecond)
				defer cancel()
				_, err := wc.Ask(wctx, srv.URL, "hours please")
				if !errors.Is(err, client.ErrForbiddenAddress) || !errors.Is(err, context.DeadlineExceeded) {
					t.Errorf("Ask waiting for ready = %v, want ErrForbiddenAddress and context.DeadlineExceeded", err)
				}
			}
			if n := srv.TotalCalls(); n != 0 {
				t.Errorf("the agent saw %d calls, want 0", n)
			}
		})
	}

	// Every binding and protocol version the Client speaks, each with its
	// own agent, so the A2A 0.3 gRPC transport is covered as well.
	for _, b := range bindings {
		t.Run("agent "+b.name, func(t *testing.T) {
			agent := startChapel(t, b.opts...)
			c := client.New(client.WithCache(cards), client.WithRetryMax(0),
				client.WithGRPCDialOptions(grpc.WithTransportCredentials(insecure.NewCredentials())))
			defer c.Close()
			_, err := c.Ask(ctx, agent.URL, "hours please")
			var fe *client.ForbiddenAddressError
			if !errors.Is(err, client.ErrForbiddenAddress) || !errors.As(err, &fe) || fe.Range != "loopback" {
				t.Fatalf("Ask = %v, want ErrForbiddenAddress for a loopback address", err)
			}
			if n := agent.TotalCalls(); n != 0 {
				t.Errorf("the agent saw %d calls, want 0", n)
			}
		})
	}
}

func TestGRPCMessageLimit(t *testing.T) {
	srv := startChapel(t, a2atest.WithGRPC(), a2atest.WithBindings(a2a.TransportProtocolGRPC))
	cards := cache.New(cache.WithHTTPClient(client.NewHTTPClient(client.WithAllowPrivateNetworks())))
	c := newTestClient(t, client.WithCache(cards), client.WithMaxBodySize(200))
	_, err := c.Ask(t.Context(), srv.URL, "long wait")
	if err == nil || !strings.Contains(err.Error(), "larger than max") {
		t.Errorf("Ask over gRPC with a 200-byte limit = %v, want grpc-go's size error", err)
	}
	big := newTestClient(t, client.WithCache(cards))
	if _, err := big.Ask(t.Context(), srv.URL, "long wait"); err != nil {
		t.Errorf("Ask over gRPC with the default limit: %v", err)
	}
}
