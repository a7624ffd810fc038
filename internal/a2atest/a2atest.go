// Package a2atest starts real a2a-go servers on loopback for tests.
//
// A Server serves one AgentExecutor over every binding a client may pick:
// the Agent Card at /.well-known/agent-card.json (with an ETag, answering
// If-None-Match with 304), JSON-RPC at /jsonrpc, HTTP+JSON (REST) under
// /rest and, with WithGRPC, gRPC on its own loopback listener. With
// WithVersion03 the same executor is served through a2a-go's A2A 0.3
// compatibility handlers instead.
//
// A Server counts what it receives, so tests can assert on what reached it:
// Hits counts HTTP requests per path (faulted ones included), Calls counts
// A2A methods that reached the a2asrv handler on any binding, and
// MissingExtension lists calls that did not request a given extension.
// SetFault injects failures (status codes, Retry-After, closed connections)
// before a request reaches a2a-go.
//
//	srv := a2atest.Start(t, executor)
//	c := client.New(client.WithAllowPrivateNetworks())
//	out, err := c.Ask(ctx, srv.URL, "When are you open?")
//	if srv.Calls("SendMessage") != 1 { ... }
package a2atest

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2acompat/a2av0"
	grpcv0 "github.com/a2aproject/a2a-go/v2/a2agrpc/v0"
	grpcv1 "github.com/a2aproject/a2a-go/v2/a2agrpc/v1"
	"github.com/a2aproject/a2a-go/v2/a2asrv"
	"google.golang.org/grpc"
)

// Paths served over HTTP, relative to Server.URL.
const (
	CardPath    = a2asrv.WellKnownAgentCardPath
	JSONRPCPath = "/jsonrpc"
	RESTPath    = "/rest"
)

// A Request is what a FaultFunc sees of an incoming HTTP request.
type Request struct {
	Path       string      // URL path
	HTTPMethod string      // GET, POST ...
	A2AMethod  string      // the JSON-RPC method from the body; "" for other requests
	N          int         // 1-based count of requests to Path so far, this one included
	Header     http.Header // request headers (read only)
}

// A Fault replaces the server's answer to one request.
type Fault struct {
	Status    int         // status code to answer with (default 500)
	Header    http.Header // extra response headers, such as Retry-After
	Body      string      // response body
	CloseConn bool        // close the connection without answering
}

// A FaultFunc decides, per request, whether to inject a fault. It returns
// nil to let the request through.
type FaultFunc func(Request) *Fault

// An Option configures Start.
type Option func(*config)

type config struct {
	grpc         bool
	v03          bool
	bindings     []a2a.TransportProtocol
	editCard     func(*a2a.AgentCard)
	cacheControl string
	handlerOpts  []a2asrv.RequestHandlerOption
}

// WithGRPC also serves gRPC on a loopback listener and lists it in the card.
func WithGRPC() Option { return func(c *config) { c.grpc = true } }

// WithVersion03 serves A2A 0.3 (a2a-go's compatibility handlers and a 0.3
// card) instead of 1.0.
func WithVersion03() Option { return func(c *config) { c.v03 = true } }

// WithBindings sets which interfaces the card lists, in order of preference.
// The default is JSON-RPC, then HTTP+JSON, then gRPC when enabled.
func WithBindings(b ...a2a.TransportProtocol) Option {
	return func(c *config) { c.bindings = b }
}

// WithCard edits the card before it is served; the interfaces are already
// filled in. Use it to add skills and the extension's declaration.
func WithCard(edit func(*a2a.AgentCard)) Option { return func(c *config) { c.editCard = edit } }

// WithCardCacheControl sets the card's Cache-Control header (none by default).
func WithCardCacheControl(v string) Option { return func(c *config) { c.cacheControl = v } }

// WithHandlerOptions passes options to a2asrv.NewHandler.
func WithHandlerOptions(opts ...a2asrv.RequestHandlerOption) Option {
	return func(c *config) { c.handlerOpts = append(c.handlerOpts, opts...) }
}

// A Server is a running a2a-go server on loopback. Its methods are safe for
// concurrent use.
type Server struct {
	URL        string // base URL: the agent URL to give a client
	JSONRPCURL string
	RESTURL    string
	GRPCAddr   string // host:port, "" without WithGRPC
	// Handler serves everything Server.URL serves; tests can put it behind
	// another listener (for example to reopen a closed port).
	Handler http.Handler

	http *httptest.Server

	mu          sync.Mutex
	card        *a2a.AgentCard
	cardJSON    []byte
	etag        string
	hits        map[string]int
	calls       map[string]int
	log         []Call
	notModified int

	closers      []func()
	fault        atomic.Pointer[FaultFunc]
	cacheControl string
	v03          bool
}

// Start starts a server for exec and stops it when the test ends.
func Start(tb testing.TB, exec a2asrv.AgentExecutor, opts ...Option) *Server {
	tb.Helper()
	s, err := New(exec, opts...)
	if err != nil {
		tb.Fatalf("a2atest: %v", err)
	}
	tb.Cleanup(s.Close)
	return s
}

// New starts a server for exec; Close stops it. Tests use Start; New is for
// examples and programs, which have no testing.TB.
func New(exec a2asrv.AgentExecutor, opts ...Option) (*Server, error) {
	var cfg config
	for _, o := range opts {
		o(&cfg)
	}
	s := &Server{
		hits:         map[string]int{},
		calls:        map[string]int{},
		cacheControl: cfg.cacheControl,
		v03:          cfg.v03,
	}

	handlerOpts := append([]a2asrv.RequestHandlerOption{a2asrv.WithCallInterceptors(&recorder{s: s})}, cfg.handlerOpts...)
	reqHandler := a2asrv.NewHandler(exec, handlerOpts...)

	mux := http.NewServeMux()
	mux.HandleFunc("GET "+CardPath, s.serveCard)
	if cfg.v03 {
		mux.Handle(JSONRPCPath, a2av0.NewJSONRPCHandler(reqHandler))
		mux.Handle(RESTPath+"/", http.StripPrefix(RESTPath, a2av0.NewRESTHandler(reqHandler)))
	} else {
		mux.Handle(JSONRPCPath, a2asrv.NewJSONRPCHandler(reqHandler))
		mux.Handle(RESTPath+"/", http.StripPrefix(RESTPath, a2asrv.NewRESTHandler(reqHandler)))
	}
	s.Handler = s.withFaults(mux)
	s.http = httptest.NewServer(s.Handler)
	s.closers = append(s.closers, s.http.Close)

	s.URL = s.http.URL
	s.JSONRPCURL = s.URL + JSONRPCPath
	s.RESTURL = s.URL + RESTPath

	if cfg.grpc {
		if err := s.serveGRPC(reqHandler, cfg.v03); err != nil {
			s.Close()
			return nil, err
		}
	}
	card, err := s.defaultCard(cfg)
	if err != nil {
		s.Close()
		return nil, err
	}
	if cfg.editCard != nil {
		cfg.editCard(card)
	}
	if err := s.SetCard(card); err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

// serveGRPC serves the handler over gRPC on a loopback port of its own.
func (s *Server) serveGRPC(h a2asrv.RequestHandler, v03 bool) error {
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return fmt.Errorf("gRPC listener: %w", err)
	}
	gs := grpc.NewServer()
	if v03 {
		grpcv0.NewHandler(h).RegisterWith(gs)
	} else {
		grpcv1.NewHandler(h).RegisterWith(gs)
	}
	go func() { _ = gs.Serve(lis) }()
	s.closers = append(s.closers, gs.Stop)
	s.GRPCAddr = lis.Addr().String()
	return nil
}

// defaultCard returns the agent card of the bindings cfg asks for (JSON-RPC and
// HTTP+JSON, and gRPC when served, by default), at the server's addresses.
func (s *Server) defaultCard(cfg config) (*a2a.AgentCard, error) {
	bindings := cfg.bindings
	if bindings == nil {
		bindings = []a2a.TransportProtocol{a2a.TransportProtocolJSONRPC, a2a.TransportProtocolHTTPJSON}
		if cfg.grpc {
			bindings = append(bindings, a2a.TransportProtocolGRPC)
		}
	}
	version := a2a.Version
	if cfg.v03 {
		version = a2av0.Version
	}
	card := &a2a.AgentCard{
		Name:               "a2atest agent",
		Description:        "An a2a-go server on loopback for tests.",
		Version:            "1.0.0",
		DefaultInputModes:  []string{"text/plain"},
		DefaultOutputModes: []string{"text/plain"},
		Capabilities:       a2a.AgentCapabilities{Streaming: true},
	}
	addr := map[a2a.TransportProtocol]string{
		a2a.TransportProtocolJSONRPC:  s.JSONRPCURL,
		a2a.TransportProtocolHTTPJSON: s.RESTURL,
		a2a.TransportProtocolGRPC:     s.GRPCAddr,
	}
	for _, b := range bindings {
		if addr[b] == "" {
			return nil, fmt.Errorf("binding %q not served (gRPC needs WithGRPC)", b)
		}
		card.SupportedInterfaces = append(card.SupportedInterfaces,
			&a2a.AgentInterface{URL: addr[b], ProtocolBinding: b, ProtocolVersion: version})
	}
	return card, nil
}

// Close stops the server.
func (s *Server) Close() {
	for _, c := range s.closers {
		c()
	}
}

// SetCard replaces the served card (a new ETag follows).
func (s *Server) SetCard(card *a2a.AgentCard) error {
	var (
		b   []byte
		err error
	)
	if s.v03 {
		b, err = a2av0.NewStaticAgentCardProducer(card).(a2asrv.AgentCardJSONProducer).CardJSON(context.Background())
	} else {
		b, err = json.Marshal(card)
	}
	if err != nil {
		return err
	}
	sum := sha256.Sum256(b)
	s.mu.Lock()
	defer s.mu.Unlock()
	s.card = card
	s.cardJSON = b
	s.etag = `"` + hex.EncodeToString(sum[:8]) + `"`
	return nil
}

// Card returns the card being served.
func (s *Server) Card() *a2a.AgentCard {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.card
}

// SetFault installs f (nil removes it).
func (s *Server) SetFault(f FaultFunc) {
	if f == nil {
		s.fault.Store(nil)
		return
	}
	s.fault.Store(&f)
}

// Hits returns the number of HTTP requests to path, faulted ones included.
func (s *Server) Hits(path string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.hits[path]
}

// NotModified returns how many card requests were answered 304.
func (s *Server) NotModified() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.notModified
}

// Calls returns how many calls of an A2A method ("SendMessage", "GetTask",
// "SendStreamingMessage" ...) reached the a2asrv handler, on any binding.
func (s *Server) Calls(method string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.calls[method]
}

// TotalCalls returns how many A2A calls reached the handler.
func (s *Server) TotalCalls() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for _, v := range s.calls {
		n += v
	}
	return n
}

// MissingExtension returns the methods of the calls that did not request
// the extension uri (A2A-Extensions), in arrival order.
func (s *Server) MissingExtension(uri string) []string {
	var out []string
	for _, c := range s.CallLog() {
		if !slices.Contains(c.Extensions, uri) {
			out = append(out, c.Method)
		}
	}
	return out
}

// A Call is one A2A call as the a2asrv handler saw it.
type Call struct {
	Method     string   // "SendMessage", "GetTask" ...
	Extensions []string // A2A-Extensions values, as received
	Versions   []string // A2A-Version values, as received
}

// CallLog returns the calls that reached the handler, in arrival order.
func (s *Server) CallLog() []Call {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.log)
}

func (s *Server) serveCard(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	body, etag, cc := s.cardJSON, s.etag, s.cacheControl
	s.mu.Unlock()
	w.Header().Set("ETag", etag)
	if cc != "" {
		w.Header().Set("Cache-Control", cc)
	}
	if inm := r.Header.Get("If-None-Match"); inm != "" && strings.Contains(inm, etag) {
		s.mu.Lock()
		s.notModified++
		s.mu.Unlock()
		w.WriteHeader(http.StatusNotModified)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_, _ = w.Write(body)
}

func (s *Server) withFaults(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		s.hits[r.URL.Path]++
		n := s.hits[r.URL.Path]
		s.mu.Unlock()

		fp := s.fault.Load()
		if fp == nil {
			next.ServeHTTP(w, r)
			return
		}
		req := Request{Path: r.URL.Path, HTTPMethod: r.Method, N: n, Header: r.Header}
		if r.Method == http.MethodPost && r.URL.Path == JSONRPCPath {
			body, err := io.ReadAll(r.Body)
			if err != nil {
				http.Error(w, err.Error(), http.StatusBadRequest)
				return
			}
			r.Body = io.NopCloser(bytes.NewReader(body))
			var env struct {
				Method string `json:"method"`
			}
			_ = json.Unmarshal(body, &env)
			req.A2AMethod = env.Method
		}
		f := (*fp)(req)
		if f == nil {
			next.ServeHTTP(w, r)
			return
		}
		if f.CloseConn {
			hj, ok := w.(http.Hijacker)
			if !ok {
				panic(errors.New("a2atest: connection cannot be hijacked"))
			}
			conn, _, err := hj.Hijack()
			if err == nil {
				_ = conn.Close()
			}
			return
		}
		for k, vs := range f.Header {
			for _, v := range vs {
				w.Header().Add(k, v)
			}
		}
		status := f.Status
		if status == 0 {
			status = http.StatusInternalServerError
		}
		w.WriteHeader(status)
		_, _ = io.WriteString(w, f.Body)
	})
}

// recorder counts the calls that reach a2a-go's handler and what extensions
// they requested.
type recorder struct {
	a2asrv.PassthroughCallInterceptor
	s *Server
}

func (r *recorder) Before(ctx context.Context, callCtx *a2asrv.CallContext, req *a2asrv.Request) (context.Context, any, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	r.s.calls[callCtx.Method()]++
	versions, _ := callCtx.ServiceParams().Get(a2a.SvcParamVersion)
	r.s.log = append(r.s.log, Call{
		Method:     callCtx.Method(),
		Extensions: callCtx.Extensions().RequestedURIs(),
		Versions:   slices.Clone(versions),
	})
	return ctx, nil, nil
}
