package client

import (
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// ErrBodyTooLarge is matched (errors.Is) when an agent sends a response
// body, or one event of a stream the caller asked for, larger than the
// limit (WithMaxBodySize), before or after decompression.
var ErrBodyTooLarge = errors.New("response body too large")

// streamingMethods are the A2A methods whose reply is a stream of events:
// only for these is the body limit applied per event.
var streamingMethods = map[string]bool{
	"SendStreamingMessage": true,
	"SubscribeToTask":      true,
}

// asksForStream reports whether req is an A2A call that asked for an event
// stream: a streaming method, sent as a stream. a2a-go sends a streaming
// call as SendMessage when the card says the agent does not stream, with
// the method still named for the stream; only the Accept header it sets on
// a real stream tells them apart.
func asksForStream(req *http.Request) bool {
	return streamingMethods[methodFrom(req.Context())] && strings.Contains(req.Header.Get("Accept"), "text/event-stream")
}

// limitBody limits resp's body to limit bytes. The limit is per event only
// when the caller asked for a stream and the agent sent one: the agent's
// Content-Type alone never lifts the total, or a unary reply labelled
// text/event-stream could be as large as the agent likes. When the client
// asked for gzip (askedGzip) and got it, the body is decompressed here,
// with the wire bytes limited in total on unary replies and the expanded
// bytes limited as above; a gzip bomb stops at the limit.
func limitBody(resp *http.Response, limit int64, streaming, askedGzip bool) io.ReadCloser {
	if resp.Body == nil || resp.Body == http.NoBody {
		return resp.Body
	}
	host := ""
	if resp.Request != nil {
		host = resp.Request.URL.Host
	}
	events := streaming && strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream")
	body := resp.Body
	if askedGzip && strings.EqualFold(strings.TrimSpace(resp.Header.Get("Content-Encoding")), "gzip") {
		wire := body
		if !events {
			wire = newLimitedBody(body, limit, false, "compressed body", host)
		}
		body = &gunzipBody{wire: wire}
		resp.Header.Del("Content-Encoding")
		resp.Header.Del("Content-Length")
		resp.ContentLength = -1
		resp.Uncompressed = true
	}
	what := "body"
	if events {
		what = "event"
	}
	return newLimitedBody(body, limit, events, what, host)
}

// gunzipBody decompresses on first read, so that a malformed gzip header
// is an error of the read, where the A2A decoder reports it.
type gunzipBody struct {
	wire io.ReadCloser
	zr   *gzip.Reader
	err  error
}

func (b *gunzipBody) Read(p []byte) (int, error) {
	if b.zr == nil && b.err == nil {
		b.zr, b.err = gzip.NewReader(b.wire)
	}
	if b.err != nil {
		return 0, b.err
	}
	return b.zr.Read(p)
}

func (b *gunzipBody) Close() error { return b.wire.Close() }

// limitedBody fails a read once more than limit bytes arrive. For an event
// stream the limit applies to each event: a long stream is not an error,
// one huge event is.
type limitedBody struct {
	rc     io.ReadCloser
	limit  int64
	left   int64
	events bool
	what   string // "body", "compressed body", "event"
	host   string
	// Event stream state, kept as a2a-go's SSE reader (a bufio.Scanner
	// with ScanLines) sees lines: only '\n' ends a line, and a line is
	// blank, ending the event, when it is empty or a lone '\r'. A lone '\r'
	// elsewhere is part of the line, so it never resets the count.
	lineLen int64
	lastCR  bool
}

func newLimitedBody(rc io.ReadCloser, limit int64, events bool, what, host string) io.ReadCloser {
	if limit <= 0 {
		return rc
	}
	return &limitedBody{rc: rc, limit: limit, left: limit, events: events, what: what, host: host}
}

func (b *limitedBody) tooLarge() error {
	return fmt.Errorf("%w: %s from %s exceeds %d bytes", ErrBodyTooLarge, b.what, b.host, b.limit)
}

func (b *limitedBody) Read(p []byte) (int, error) {
	if b.left < 0 {
		return 0, b.tooLarge()
	}
	if !b.events && int64(len(p)) > b.left+1 {
		p = p[:b.left+1]
	}
	n, err := b.rc.Read(p)
	if !b.events {
		b.left -= int64(n)
		if b.left < 0 {
			return n + int(b.left), b.tooLarge()
		}
		return n, err
	}
	for i, c := range p[:n] {
		blank := c == '\n' && (b.lineLen == 0 || (b.lineLen == 1 && b.lastCR))
		if blank {
			b.left = b.limit // the event ends
		} else {
			b.left--
		}
		if c == '\n' {
			b.lineLen, b.lastCR = 0, false
		} else {
			b.lineLen++
			b.lastCR = c == '\r'
		}
		if b.left < 0 {
			return i, b.tooLarge()
		}
	}
	return n, err
}

func (b *limitedBody) Close() error { return b.rc.Close() }
