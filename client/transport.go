package client

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptrace"
	"net/url"
	"strings"
	"sync/atomic"
	"time"

	"github.com/hashicorp/go-retryablehttp"
)

const (
	dialTimeout         = 10 * time.Second
	keepAlive           = 30 * time.Second
	maxIdleConnsPerHost = 64
)

// safeMethods are the A2A methods that change nothing on the agent: they
// may be sent again after any failure.
var safeMethods = map[string]bool{
	"GetTask":              true,
	"ListTasks":            true,
	"GetTaskPushConfig":    true,
	"ListTaskPushConfigs":  true,
	"GetExtendedAgentCard": true,
	"SubscribeToTask":      true,
}

type methodKey struct{}

// withMethod tags ctx with the A2A method of the call, so the HTTP layer can
// tell a GetTask from a SendMessage: over JSON-RPC both are a POST to the
// same URL.
func withMethod(ctx context.Context, method string) context.Context {
	return context.WithValue(ctx, methodKey{}, method)
}

func methodFrom(ctx context.Context) string {
	m, _ := ctx.Value(methodKey{}).(string)
	return m
}

// newHTTPClient builds the *http.Client shared by card fetches and every
// HTTP-based A2A transport:
//
//	http.Client (no Timeout: streams are bounded by the caller's context)
//	  retryTransport  (go-retryablehttp, one policy per request; body limit)
//	    http.Client (no redirects: the outer client follows them)
//	      attemptTransport  (httptrace: did this attempt reach the server?)
//	        base  (the caller's transport, cloned, or ours; address check at dial)
func newHTTPClient(cfg *config) *http.Client {
	inner := &http.Client{
		Transport:     &attemptTransport{base: baseTransport(cfg)},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
	outer := &http.Client{Transport: &retryTransport{inner: inner, cfg: cfg}}
	var next func(*http.Request, []*http.Request) error
	if hc := cfg.httpClient; hc != nil {
		outer.Jar = hc.Jar
		next = hc.CheckRedirect
	}
	outer.CheckRedirect = checkRedirect(next)
	return outer
}

// baseTransport returns the RoundTripper that opens connections. The
// caller's transport is never modified: a *http.Transport is cloned, any
// other RoundTripper is wrapped.
func baseTransport(cfg *config) http.RoundTripper {
	var rt http.RoundTripper
	if cfg.httpClient != nil {
		rt = cfg.httpClient.Transport
	}
	if rt == nil {
		// Our own transport has no proxy from the environment: a proxy on
		// loopback would be refused by the address check, and through a
		// proxy the check would see the proxy, not the agent.
		d := newDialer(cfg.allowPrivate)
		return &http.Transport{
			DialContext:           dialChecked(d),
			ForceAttemptHTTP2:     true,
			MaxIdleConns:          256,
			MaxIdleConnsPerHost:   maxIdleConnsPerHost,
			IdleConnTimeout:       90 * time.Second,
			TLSHandshakeTimeout:   10 * time.Second,
			ExpectContinueTimeout: time.Second,
		}
	}
	if cfg.allowPrivate {
		return rt
	}
	t, ok := rt.(*http.Transport)
	if !ok {
		// We cannot reach the dialer inside another RoundTripper: check
		// the resolved name before each request instead (best effort: a
		// name can resolve differently a moment later).
		return &preflightTransport{base: rt}
	}
	t = t.Clone()
	if t.DialContext != nil {
		t.DialContext = guardDial(t.DialContext)
	} else {
		t.DialContext = dialChecked(newDialer(false))
	}
	if t.DialTLSContext == nil && t.DialTLS != nil {
		// The deprecated DialTLS opens TLS connections on its own; moved
		// to DialTLSContext (which net/http prefers) it is checked too.
		dialTLS := t.DialTLS
		t.DialTLSContext = func(_ context.Context, network, addr string) (net.Conn, error) { return dialTLS(network, addr) }
	}
	t.DialTLS = nil
	if t.DialTLSContext != nil {
		t.DialTLSContext = guardDial(t.DialTLSContext)
	}
	return t
}

// preflightTransport checks where a host name resolves before handing the
// request to a RoundTripper whose dialer we cannot reach.
type preflightTransport struct{ base http.RoundTripper }

func (t *preflightTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	host := req.URL.Hostname()
	addrs, err := net.DefaultResolver.LookupNetIP(req.Context(), "ip", host)
	if err != nil {
		return nil, err
	}
	for _, a := range addrs {
		if kind := classify(a); kind != "" {
			return nil, &ForbiddenAddressError{Addr: a, Range: kind, Host: req.URL.Host}
		}
	}
	return t.base.RoundTrip(req)
}

type closeIdler interface{ CloseIdleConnections() }

func closeIdle(rt http.RoundTripper) {
	if ci, ok := rt.(closeIdler); ok {
		ci.CloseIdleConnections()
	}
}

// CloseIdleConnections passes the call on, so http.Client's reaches the
// transport that holds the connections.
func (t *preflightTransport) CloseIdleConnections() { closeIdle(t.base) }

// CloseIdleConnections passes the call on.
func (t *attemptTransport) CloseIdleConnections() { closeIdle(t.base) }

// CloseIdleConnections passes the call on.
func (t *retryTransport) CloseIdleConnections() { t.inner.CloseIdleConnections() }

// attempt is the state of one request across its retries.
type attempt struct {
	a2aMethod  string // "" when the request is not an A2A call
	httpMethod string
	// reached is set as soon as an attempt has a connection: from then on
	// the server may have seen the request, so an action is never resent.
	reached atomic.Bool
	n       atomic.Int32 // attempts made
}

// safe reports whether the request may be sent again after it reached the
// server.
func (a *attempt) safe() bool {
	if a.a2aMethod != "" {
		return safeMethods[a.a2aMethod]
	}
	return a.httpMethod == http.MethodGet || a.httpMethod == http.MethodHead
}

type attemptKey struct{}

// attemptTransport marks, per attempt, whether a connection was obtained.
// It runs below go-retryablehttp, once per attempt.
type attemptTransport struct{ base http.RoundTripper }

func (t *attemptTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	st, _ := req.Context().Value(attemptKey{}).(*attempt)
	if st == nil {
		return t.base.RoundTrip(req)
	}
	st.n.Add(1)
	st.reached.Store(false)
	mark := func() { st.reached.Store(true) }
	trace := &httptrace.ClientTrace{
		// GotConn comes before any byte of the request is written; a dial
		// that fails (connection refused, forbidden address) never fires
		// it, which proves the server did not see this attempt.
		GotConn:      func(httptrace.GotConnInfo) { mark() },
		WroteHeaders: mark,
		WroteRequest: func(httptrace.WroteRequestInfo) { mark() },
	}
	return t.base.RoundTrip(req.WithContext(httptrace.WithClientTrace(req.Context(), trace)))
}

// retryTransport sends each request through go-retryablehttp with a policy
// that never carries out an action twice, and limits the response body.
type retryTransport struct {
	inner *http.Client
	cfg   *config
}

func (t *retryTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	st := &attempt{a2aMethod: methodFrom(req.Context()), httpMethod: req.Method}
	req = req.Clone(context.WithValue(req.Context(), attemptKey{}, st)) // headers are ours to change
	// Asking for gzip ourselves stops net/http from decompressing out of
	// sight, so limitBody counts the bytes on the wire and the bytes they
	// expand to.
	askedGzip := req.Header.Get("Accept-Encoding") == ""
	if askedGzip {
		req.Header.Set("Accept-Encoding", "gzip")
	}
	req, finish := headerDeadline(req, t.cfg.headerTimeout)

	rc := &retryablehttp.Client{
		HTTPClient:   t.inner,
		Logger:       nil, // we log ourselves, without bodies or headers
		RetryWaitMin: t.cfg.retryWaitMin,
		RetryWaitMax: t.cfg.retryWaitMax,
		RetryMax:     t.cfg.retryMax,
		CheckRetry: func(ctx context.Context, resp *http.Response, err error) (bool, error) {
			return t.checkRetry(ctx, st, resp, err)
		},
		Backoff: func(_, _ time.Duration, _ int, resp *http.Response) time.Duration {
			return t.backoff(req, st, resp)
		},
		// The last response goes back to a2a-go as it came, so a REST
		// agent's typed A2A error survives the final attempt.
		ErrorHandler: retryablehttp.PassthroughErrorHandler,
	}
	rreq, err := retryableRequest(req)
	if err != nil {
		return finish(nil, err)
	}
	resp, err := finish(rc.Do(rreq))
	if err != nil {
		// The inner http.Client wraps in *url.Error; the outer one will
		// wrap again.
		var ue *url.Error
		if errors.As(err, &ue) {
			err = ue.Err
		}
		return nil, err
	}
	if f, ok := req.Context().Value(headerKey{}).(func(http.Header)); ok {
		f(resp.Header.Clone())
	}
	resp.Body = limitBody(resp, t.cfg.maxBodySize, asksForStream(req), askedGzip)
	if resp.StatusCode >= 400 {
		a2aJSONAsJSON(resp.Header)
	}
	return resp, nil
}

// a2aJSONAsJSON relabels a JSON error body sent as application/a2a+json
// (A2A 1.0's media type, which a2a-js uses) or application/problem+json
// (which a2a-go's own 0.3 REST server uses) as application/json: a2a-go
// v2.4.0 reads a REST error body only under the latter, and otherwise
// returns a bare a2a.ErrServerError instead of the agent's typed error.
func a2aJSONAsJSON(h http.Header) {
	ct := h.Get("Content-Type")
	for _, alias := range []string{"application/a2a+json", "application/problem+json"} {
		if rest, ok := strings.CutPrefix(ct, alias); ok {
			h.Set("Content-Type", "application/json"+rest)
			return
		}
	}
}

// retryableRequest wraps req for go-retryablehttp. When the body can be
// had again (GetBody, as http.NewRequest sets for in-memory bodies), each
// attempt takes it from there instead of from a copy read up front.
func retryableRequest(req *http.Request) (*retryablehttp.Request, error) {
	if req.GetBody == nil || req.Body == nil || req.Body == http.NoBody {
		return retryablehttp.FromRequest(req)
	}
	getBody, length := req.GetBody, req.ContentLength
	req.Body = nil // req is our copy (WithContext): nothing else sees this
	rreq, err := retryablehttp.FromRequest(req)
	if err != nil {
		return nil, err
	}
	if err := rreq.SetBody(retryablehttp.ReaderFunc(func() (io.Reader, error) { return getBody() })); err != nil {
		return nil, err
	}
	rreq.ContentLength = length // SetBody cannot see the length through GetBody
	return rreq, nil
}

func (t *retryTransport) checkRetry(ctx context.Context, st *attempt, resp *http.Response, err error) (bool, error) {
	if ctx.Err() != nil {
		return false, ctx.Err()
	}
	if err != nil && errors.Is(err, ErrForbiddenAddress) {
		return false, nil
	}
	if !st.safe() && st.reached.Load() {
		// The server may have acted on it: answer with what we got.
		return false, nil
	}
	if dl, ok := ctx.Deadline(); ok && resp != nil && time.Until(dl) <= t.wait(st, resp) {
		// The context would end during the wait: the agent's answer (a
		// 503 with Retry-After) says more than a deadline would.
		return false, nil
	}
	return retryablehttp.DefaultRetryPolicy(ctx, resp, err)
}

// wait is how long the next retry after resp would wait.
func (t *retryTransport) wait(st *attempt, resp *http.Response) time.Duration {
	wait := retryablehttp.DefaultBackoff(t.cfg.retryWaitMin, t.cfg.retryWaitMax, int(st.n.Load())-1, resp)
	if resp != nil && resp.Header.Get("Retry-After") != "" && wait > t.cfg.retryAfterCap {
		wait = t.cfg.retryAfterCap // an agent cannot park us for an hour
	}
	return wait
}

func (t *retryTransport) backoff(req *http.Request, st *attempt, resp *http.Response) time.Duration {
	wait := t.wait(st, resp)
	if l := t.cfg.logger; l != nil && l.Enabled(req.Context(), slog.LevelDebug) {
		attrs := []slog.Attr{
			slog.String("url", redactURL(req.URL)),
			slog.String("http_method", req.Method),
			slog.Int("attempt", int(st.n.Load())),
			slog.Duration("wait", wait),
		}
		if st.a2aMethod != "" {
			attrs = append(attrs, slog.String("a2a_method", st.a2aMethod))
		}
		if resp != nil {
			attrs = append(attrs, slog.Int("status", resp.StatusCode))
		}
		l.LogAttrs(req.Context(), slog.LevelDebug, "retrying agent request", attrs...)
	}
	return wait
}

// redactURL keeps scheme, host and path: a query or userinfo can carry
// credentials.
func redactURL(u *url.URL) string {
	if u == nil {
		return ""
	}
	return (&url.URL{Scheme: u.Scheme, Host: u.Host, Path: u.Path}).String()
}
