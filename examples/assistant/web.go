package main

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"sync"
	"time"

	"golang.org/x/text/language"
	"golang.org/x/text/language/display"

	"github.com/agent-capability/onrequest/cache"
	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/present"
	"github.com/agent-capability/onrequest/present/guard"
)

// The page is plain files: no build step, nothing fetched from elsewhere.
//
//go:embed web
var webFiles embed.FS

// defaultWebAddr is where -web listens when it is given no address.
const defaultWebAddr = "127.0.0.1:8080"

// contentSecurityPolicy allows the page's own files and nothing else: no
// inline script or style, no other origin, no framing.
const contentSecurityPolicy = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; " +
	"connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

// A chatter is what the page needs of one conversation: one message
// answered, the guarded text streamed to out as it is judged. *Assistant
// is one; this is the seam where the page meets the conversation.
type chatter interface {
	Ask(ctx context.Context, text string, out io.Writer, opts ...AskOption) (*Reply, error)
}

// webServer serves the chat page and its API.
type webServer struct {
	presenter *present.Presenter
	convs     *conversations
	lang      language.Tag // from -lang; the zero Tag means "from Accept-Language"
	log       *slog.Logger
}

// newWebHandler returns the page's handler. newChat starts one
// conversation; lang, unless it is the zero Tag, is the page's language
// before the person picks one.
func newWebHandler(newChat func() chatter, lang language.Tag, log *slog.Logger) http.Handler {
	s := &webServer{
		presenter: present.New(),
		convs:     newConversations(newChat, maxConversations, conversationIdle),
		lang:      lang,
		log:       log,
	}
	static, err := fs.Sub(webFiles, "web")
	if err != nil {
		panic(err) // the directory is embedded at build time
	}
	mux := http.NewServeMux()
	mux.Handle("GET /", http.FileServerFS(static))
	mux.HandleFunc("POST /api/conversations", s.create)
	mux.HandleFunc("POST /api/conversations/{id}/messages", s.message)
	// Requests from other sites' pages are refused (Sec-Fetch-Site, Origin).
	return securityHeaders(http.NewCrossOriginProtection().Handler(mux))
}

// securityHeaders sets the headers every response carries.
func securityHeaders(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hd := w.Header()
		hd.Set("Content-Security-Policy", contentSecurityPolicy)
		hd.Set("X-Content-Type-Options", "nosniff")
		hd.Set("Referrer-Policy", "no-referrer")
		hd.Set("X-Frame-Options", "DENY")
		h.ServeHTTP(w, r)
	})
}

// loopbackHostOnly refuses a request whose Host is not a loopback name, so
// that a site whose name is made to resolve to 127.0.0.1 (DNS rebinding)
// cannot use the page from the person's browser.
func loopbackHostOnly(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		host, _, err := net.SplitHostPort(r.Host)
		if err != nil {
			host = r.Host
		}
		ip := net.ParseIP(host)
		if host != "localhost" && (ip == nil || !ip.IsLoopback()) {
			http.Error(w, "this page answers only on a loopback address", http.StatusMisdirectedRequest)
			return
		}
		h.ServeHTTP(w, r)
	})
}

// A webLanguage is one choice in the page's language picker.
type webLanguage struct {
	Tag  string `json:"tag"`
	Name string `json:"name"` // in the language itself
}

// languages lists the page's languages, each named in itself.
func (s *webServer) languages() []webLanguage {
	var out []webLanguage
	for _, t := range s.presenter.Languages() {
		out = append(out, webLanguage{Tag: t.String(), Name: display.Self.Name(t)})
	}
	return out
}

// serveWeb runs the chat page on addr until ctx ends. It prints the page's
// address to stdout, and a warning to stderr when addr is not loopback.
func serveWeb(ctx context.Context, addr string, newChat func() chatter, lang language.Tag, stdout, stderr io.Writer) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("web page: %w", err)
	}
	log := slog.New(slog.NewTextHandler(stderr, nil))
	h := newWebHandler(newChat, lang, log)
	tcp, _ := ln.Addr().(*net.TCPAddr)
	if tcp != nil && tcp.IP.IsLoopback() {
		h = loopbackHostOnly(h)
	} else {
		fmt.Fprintf(stderr, "assistant: warning: %s is not a loopback address: anyone who can reach this machine can use the page, which has no sign-in\n", ln.Addr())
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	shown := ln.Addr().String()
	if tcp != nil && tcp.IP.IsUnspecified() {
		// Listening on every address: this machine reaches it as localhost.
		shown = net.JoinHostPort("localhost", fmt.Sprint(tcp.Port))
	}
	fmt.Fprintf(stdout, "Chat page: http://%s/\nInterrupt to stop.\n", shown)
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return fmt.Errorf("web page: %w", err)
	case <-ctx.Done():
	}
	shutCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutCtx); err != nil {
		// An answer still streaming after five seconds is cut off.
		srv.Close()
		if !errors.Is(err, context.DeadlineExceeded) {
			return fmt.Errorf("web page: %w", err)
		}
	}
	return nil
}

// webChats returns how the page starts a conversation: an Assistant of
// its own, with its own planner and ledger, and the guard all share. With
// -v each turn is reported on stderr, as -ask -v does.
func webChats(c *client.Client, cards *cache.Cache, newPlanner func() Planner, lang language.Tag, urls []string, o options, stderr io.Writer) func() chatter {
	report := &verboseReport{w: stderr}
	pr := present.New()
	shared := WithGuard(pr, guard.New(pr))
	return func() chatter {
		a := NewAssistant(c, cards, newPlanner(), lang, urls, shared)
		if !o.verbose {
			return a
		}
		return verboseChat{a, report}
	}
}

// pageLanguage is the page's language before the person picks one: -lang
// if it was given, else the zero Tag, which means the browser's
// Accept-Language.
func pageLanguage(o options, lang language.Tag) language.Tag {
	if o.lang == "" {
		return language.Tag{}
	}
	return lang
}

// verboseChat reports each turn of a conversation for -v.
type verboseChat struct {
	chatter
	report *verboseReport
}

func (v verboseChat) Ask(ctx context.Context, text string, out io.Writer, opts ...AskOption) (*Reply, error) {
	reply, err := v.chatter.Ask(ctx, text, out, opts...)
	if reply != nil {
		v.report.print(reply)
	}
	return reply, err
}

// verboseReport prints one turn's report at a time, whichever
// conversation it comes from.
type verboseReport struct {
	mu sync.Mutex
	w  io.Writer
}

func (r *verboseReport) print(reply *Reply) {
	r.mu.Lock()
	defer r.mu.Unlock()
	fmt.Fprintf(r.w, "[turn] %q\n", reply.Question)
	printVerbose(r.w, reply)
}
