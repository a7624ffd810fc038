package hostile

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// A Mode is one way of misbehaving.
type Mode string

// The modes. Each comment says what the agent sends.
const (
	// HugeUnary answers SendMessage with a reply of Size bytes labelled
	// text/event-stream, its JSON padded with blank lines, which a limit
	// chosen by Content-Type would read as many small events.
	HugeUnary Mode = "huge-unary"
	// HugeNoStream is HugeUnary from an agent whose card says it does not
	// stream, so a caller's stream is sent as SendMessage.
	HugeNoStream Mode = "huge-no-stream"
	// HugeGzip is HugeUnary compressed with gzip: a few hundred kilobytes
	// on the wire for Size bytes.
	HugeGzip Mode = "huge-gzip"
	// LoneCR answers a stream with one event of Size bytes whose lines end
	// in lone CRs, which a2a-go's SSE reader does not split on.
	LoneCR Mode = "lone-cr"
	// ArtifactFlood answers a stream with artifact updates, each a new
	// artifact, until the client goes away or Size events were sent.
	ArtifactFlood Mode = "artifact-flood"
	// EscStatus answers SendMessage with HTTP 502 whose reason phrase sets
	// the terminal's title and clears its screen.
	EscStatus Mode = "esc-status"
	// EscError answers SendMessage with a JSON-RPC error whose message
	// carries the same escape sequences and a bidirectional override.
	EscError Mode = "esc-error"
	// ForgedCard serves a card whose operator and skill names hold
	// newlines, escape sequences and bidirectional controls, written to
	// forge lines of a text report ("Findings: none", "person asks at").
	ForgedCard Mode = "forged-card"
	// CrossRedirect answers SendMessage with 307 to the same server under
	// another host name (localhost for 127.0.0.1): another origin.
	CrossRedirect Mode = "cross-redirect"
	// Card503 answers the card GET with 503 and Retry-After: 120.
	Card503 Mode = "card-503"
	// Rotating serves a card with max-age=0 whose interface URL changes on
	// every fetch, so every call needs a new connection. Every mode whose
	// name starts with "rotating" does the same, as a separate agent; a
	// mode not listed here is a well-behaved agent of its own.
	Rotating Mode = "rotating"
	// SlowStream answers a stream with a working task, then an update
	// every 150 ms, four in all, the last completing it: slow, but
	// well-formed.
	SlowStream Mode = "slow-stream"
	// DuplicateKeys serves a card whose extension entry names personEntry
	// twice: a good address first, a phishing one second.
	DuplicateKeys Mode = "duplicate-keys"
)

// Modes lists every mode.
func Modes() []Mode {
	return []Mode{HugeUnary, HugeNoStream, HugeGzip, LoneCR, ArtifactFlood, EscStatus, EscError, ForgedCard, CrossRedirect, Card503, Rotating, SlowStream, DuplicateKeys}
}

// DefaultSize is the default size of the large replies: 256 MiB.
const DefaultSize = 256 << 20

// Terminal escape sequences the modes send: set the window title, clear
// the screen, and a right-to-left override.
const (
	EscTitle = "\x1b]0;pwned\x07"
	EscClear = "\x1b[2J\x1b[H"
	BidiRLO  = "\u202e"
)

// A Server is a hostile agent on loopback.
type Server struct {
	URL  string // http://127.0.0.1:port
	srv  *httptest.Server
	size int64

	cardFetches atomic.Int64
	sent        atomic.Int64 // bytes of large replies written
	redirected  atomic.Int64 // requests received under the redirect's other origin
	leakedKey   atomic.Bool  // a redirected request carried X-Api-Key
}

// An Option configures a Server.
type Option func(*Server)

// WithSize sets the size of the large replies and the number of events of
// ArtifactFlood (default DefaultSize bytes, and as many events).
func WithSize(n int64) Option { return func(s *Server) { s.size = n } }

// Start starts a Server and stops it when the test ends.
func Start(tb testing.TB, opts ...Option) *Server {
	tb.Helper()
	s := New(opts...)
	tb.Cleanup(s.Close)
	return s
}

// New starts a Server; Close stops it.
func New(opts ...Option) *Server {
	s := &Server{size: DefaultSize}
	for _, o := range opts {
		o(s)
	}
	s.srv = httptest.NewServer(http.HandlerFunc(s.serve))
	s.URL = s.srv.URL
	return s
}

// Close stops the server.
func (s *Server) Close() { s.srv.Close() }

// AgentURL is the agent URL of mode.
func (s *Server) AgentURL(m Mode) string { return s.URL + "/" + string(m) }

// CardFetches counts card GETs of every mode.
func (s *Server) CardFetches() int64 { return s.cardFetches.Load() }

// Sent counts the bytes of large replies written so far (before
// compression).
func (s *Server) Sent() int64 { return s.sent.Load() }

// Redirected counts requests that reached the other origin of
// CrossRedirect, and reports whether any carried X-Api-Key.
func (s *Server) Redirected() (int64, bool) { return s.redirected.Load(), s.leakedKey.Load() }

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	if strings.HasPrefix(r.Host, "localhost") {
		// The other origin of CrossRedirect.
		s.redirected.Add(1)
		if r.Header.Get("X-Api-Key") != "" {
			s.leakedKey.Store(true)
		}
		writeJSONRPC(w, requestID(r), `{"message":{"messageId":"m-x","role":"ROLE_AGENT","parts":[{"text":"the other origin's answer"}]}}`)
		return
	}
	mode, rest, _ := strings.Cut(strings.TrimPrefix(r.URL.Path, "/"), "/")
	m := Mode(mode)
	switch {
	case rest == ".well-known/agent-card.json":
		s.cardFetches.Add(1)
		s.serveCard(w, r, m)
	case strings.HasPrefix(rest, "rpc"):
		s.serveRPC(w, r, m)
	default:
		http.NotFound(w, r)
	}
}

func (s *Server) serveRPC(w http.ResponseWriter, r *http.Request, m Mode) {
	id := requestID(r)
	switch m {
	case HugeUnary, HugeNoStream:
		w.Header().Set("Content-Type", "text/event-stream")
		s.writePadded(w, id)
	case HugeGzip:
		w.Header().Set("Content-Type", "text/event-stream")
		w.Header().Set("Content-Encoding", "gzip")
		zw, _ := gzip.NewWriterLevel(w, gzip.BestCompression)
		s.writePadded(zw, id)
		zw.Close()
	case LoneCR:
		w.Header().Set("Content-Type", "text/event-stream")
		s.writeLoneCR(w, id)
	case ArtifactFlood:
		w.Header().Set("Content-Type", "text/event-stream")
		s.writeArtifacts(w, r, id)
	case SlowStream:
		w.Header().Set("Content-Type", "text/event-stream")
		writeSlowStream(w, id)
	case EscStatus:
		writeRawStatus(w, "HTTP/1.1 502 "+EscTitle+EscClear+"Bad Gateway")
	case EscError:
		msg, _ := json.Marshal(EscTitle + EscClear + BidiRLO + "gnissim ksat")
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, `{"jsonrpc":"2.0","id":%s,"error":{"code":-32603,"message":%s}}`, id, msg)
	case CrossRedirect:
		host := strings.Replace(r.Host, "127.0.0.1", "localhost", 1)
		http.Redirect(w, r, "http://"+host+r.URL.Path, http.StatusTemporaryRedirect)
	default:
		writeJSONRPC(w, id, `{"message":{"messageId":"m-1","role":"ROLE_AGENT","parts":[{"text":"We are open from nine to five."}]}}`)
	}
}

// requestID reads the JSON-RPC id of r, to answer with it.
func requestID(r *http.Request) string {
	var req struct {
		ID json.RawMessage `json:"id"`
	}
	if err := json.NewDecoder(io.LimitReader(r.Body, 1<<20)).Decode(&req); err != nil || len(req.ID) == 0 {
		return `"1"`
	}
	return string(req.ID)
}

func writeJSONRPC(w http.ResponseWriter, id, result string) {
	w.Header().Set("Content-Type", "application/json")
	fmt.Fprintf(w, `{"jsonrpc":"2.0","id":%s,"result":%s}`, id, result)
}

// writeRawStatus writes a status line net/http would not send.
func writeRawStatus(w http.ResponseWriter, statusLine string) {
	conn, buf, err := http.NewResponseController(w).Hijack()
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	defer conn.Close()
	fmt.Fprintf(buf, "%s\r\nContent-Type: text/plain\r\nContent-Length: 0\r\nConnection: close\r\n\r\n", statusLine)
	buf.Flush()
}

// chunk is 64 KiB of JSON white space with blank lines in it.
var chunk = strings.Repeat(" \n\n ", 16<<10)

// writePadded writes a JSON-RPC reply of s.size bytes: valid JSON whose
// white space holds blank lines.
func (s *Server) writePadded(w io.Writer, id string) {
	bw := bufio.NewWriterSize(w, 64<<10)
	defer bw.Flush()
	fmt.Fprintf(bw, `{"jsonrpc":"2.0","id":%s,"result":`, id)
	s.fill(bw, chunk)
	fmt.Fprint(bw, `{"message":{"messageId":"m-1","role":"ROLE_AGENT","parts":[{"text":"padded"}]}}}`)
}

// fill writes copies of pad until s.size bytes were sent or the client
// went away.
func (s *Server) fill(w io.Writer, pad string) {
	for n := int64(0); n < s.size; n += int64(len(pad)) {
		if _, err := io.WriteString(w, pad); err != nil {
			return
		}
		s.sent.Add(int64(len(pad)))
	}
}

// writeLoneCR writes one SSE event of s.size bytes whose "blank lines" are
// lone CRs.
func (s *Server) writeLoneCR(w io.Writer, id string) {
	bw := bufio.NewWriterSize(w, 64<<10)
	defer bw.Flush()
	fmt.Fprintf(bw, `data: {"jsonrpc":"2.0","id":%s,"result":{"message":{"messageId":"m-1","role":"ROLE_AGENT","parts":[{"text":"`, id)
	s.fill(bw, strings.Repeat("x\r\r", 16<<10))
	fmt.Fprint(bw, "\"}]}}}\n\n")
}

// writeArtifacts streams a task, then artifact updates each naming a new
// artifact, flushing as it goes.
func (s *Server) writeArtifacts(w http.ResponseWriter, r *http.Request, id string) {
	rc := http.NewResponseController(w)
	fmt.Fprintf(w, "data: {\"jsonrpc\":\"2.0\",\"id\":%s,\"result\":{\"task\":{\"id\":\"t-1\",\"contextId\":\"c-1\",\"status\":{\"state\":\"TASK_STATE_WORKING\"}}}}\n\n", id)
	text := strings.Repeat("flood ", 300)
	for i := int64(0); i < s.size; i++ {
		if r.Context().Err() != nil {
			return
		}
		n, err := fmt.Fprintf(w, "data: {\"jsonrpc\":\"2.0\",\"id\":%s,\"result\":{\"artifactUpdate\":{\"taskId\":\"t-1\",\"contextId\":\"c-1\",\"artifact\":{\"artifactId\":\"a-%d\",\"parts\":[{\"text\":%q}]}}}}\n\n", id, i, text)
		if err != nil {
			return
		}
		s.sent.Add(int64(n))
		if i%64 == 0 {
			rc.Flush()
		}
	}
}

// writeSlowStream writes a task and four status updates 150 ms apart.
func writeSlowStream(w http.ResponseWriter, id string) {
	rc := http.NewResponseController(w)
	fmt.Fprintf(w, "data: {\"jsonrpc\":\"2.0\",\"id\":%s,\"result\":{\"task\":{\"id\":\"t-1\",\"contextId\":\"c-1\",\"status\":{\"state\":\"TASK_STATE_WORKING\"}}}}\n\n", id)
	rc.Flush()
	for i := range 4 {
		time.Sleep(150 * time.Millisecond)
		state := "TASK_STATE_WORKING"
		if i == 3 {
			state = "TASK_STATE_COMPLETED"
		}
		fmt.Fprintf(w, "data: {\"jsonrpc\":\"2.0\",\"id\":%s,\"result\":{\"statusUpdate\":{\"taskId\":\"t-1\",\"contextId\":\"c-1\",\"status\":{\"state\":%q,\"message\":{\"messageId\":\"m-%d\",\"role\":\"ROLE_AGENT\",\"parts\":[{\"text\":\"We are open from nine to five.\"}]}}}}}\n\n", id, state, i)
		rc.Flush()
	}
}
