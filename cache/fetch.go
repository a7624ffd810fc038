package cache

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2acompat/a2av0"

	"github.com/agent-capability/onrequest/internal/cardjson"
)

// cachedHeaders are the response fields kept with a card so that a 304 can be
// merged over them (RFC 9111 §4.3.4) and freshness computed again.
// Names are in canonical form ("Etag"), as http.Header keys are.
var cachedHeaders = [...]string{"Cache-Control", "Expires", "Etag", "Last-Modified", "Vary"}

// fetchResult is what one GET produced.
type fetchResult struct {
	card         *a2a.AgentCard // nil after a 304
	size         int64          // bytes of the card body; 0 after a 304
	body         []byte         // the card as sent; nil after a 304
	header       http.Header    // caching fields to keep (merged over the stored ones for a 304)
	timing       http.Header    // header plus this response's Date and Age: what freshness is computed from
	notes        []string       // what was repaired or left out to use the card (Entry.Notes)
	notModified  bool
	byVersion    bool // the response varies by A2A-Version: other versions' cards are served
	requestTime  time.Time
	responseTime time.Time
}

// get fetches the agent's A2A 1.0 card and, where that card cannot be used
// and the agent says it serves cards by version (Vary: A2A-Version, as
// @a2a-js/sdk's 0.3 compatibility route does), its A2A 0.3 card instead,
// with a note saying so.
func (c *Cache) get(ctx context.Context, cardURL string, prev *record) (fetchResult, error) {
	res, err := c.getVersion(ctx, cardURL, prev, a2a.Version)
	ce, unusable := errors.AsType[*cardError](err)
	if !unusable || !res.byVersion {
		return res, err
	}
	old, oerr := c.getVersion(ctx, cardURL, nil, a2av0.Version)
	if oerr != nil || old.card == nil {
		return res, err
	}
	old.notes = append([]string{fmt.Sprintf("the A2A 1.0 card cannot be used (%s); the agent's A2A 0.3 card is used", ce.reason)}, old.notes...)
	return old, nil
}

// getVersion performs one conditional GET of cardURL, asking for the card of
// an A2A version. prev, when not nil, supplies the validators. The body is
// read up to the size limit and parsed; nothing of the body is logged.
func (c *Cache) getVersion(ctx context.Context, cardURL string, prev *record, version a2a.ProtocolVersion) (fetchResult, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, cardURL, nil)
	if err != nil {
		return fetchResult{}, fmt.Errorf("cache: GET %s: %w", cardURL, err)
	}
	req.Header.Set("Accept", "application/json")
	req.Header.Set(a2a.SvcParamVersion, string(version))
	if prev != nil {
		if etag := prev.header.Get("ETag"); etag != "" {
			req.Header.Set("If-None-Match", etag)
		}
		if lm := prev.header.Get("Last-Modified"); lm != "" {
			req.Header.Set("If-Modified-Since", lm)
		}
	}

	res := fetchResult{requestTime: c.cfg.now()}
	resp, err := c.cfg.client.Do(req)
	res.responseTime = c.cfg.now()
	if err != nil {
		// *url.Error already names the method and URL.
		return res, fmt.Errorf("cache: %w", err)
	}
	defer resp.Body.Close()

	switch {
	case resp.StatusCode == http.StatusNotModified && prev != nil && prev.header.Get("ETag")+prev.header.Get("Last-Modified") != "":
		res.notModified = true
		res.header = mergeHeaders(prev.header, resp.Header)
		res.timing = withTiming(res.header, resp.Header)
		drain(resp.Body)
		return res, nil
	case resp.StatusCode < 200 || resp.StatusCode > 299:
		drain(resp.Body)
		return res, &StatusError{URL: cardURL, StatusCode: resp.StatusCode, RetryAfter: retryAfter(resp.Header, res.responseTime)}
	}

	res.byVersion = varies(resp.Header, a2a.SvcParamVersion)
	limit := c.cfg.maxCardSize
	if resp.ContentLength > limit {
		return res, &sizeError{url: cardURL, limit: limit, known: resp.ContentLength}
	}
	// Content-Length is not trusted: the read itself is bounded.
	var buf bytes.Buffer
	if resp.ContentLength > 0 {
		buf.Grow(int(resp.ContentLength))
	}
	n, err := buf.ReadFrom(io.LimitReader(resp.Body, limit+1))
	if err != nil {
		return res, fmt.Errorf("cache: GET %s: reading card: %w", cardURL, err)
	}
	if n > limit {
		return res, &sizeError{url: cardURL, limit: limit, known: -1}
	}
	card, notes, cerr := parseCard(buf.Bytes())
	if cerr != nil {
		cerr.url = cardURL
		return res, cerr
	}
	res.card, res.notes, res.size, res.body = card, notes, n, buf.Bytes()
	res.header = pickHeaders(resp.Header)
	res.timing = withTiming(res.header, resp.Header)
	return res, nil
}

// parseCard turns a body into a card with [cardjson.Read], which reads A2A
// 1.0 and 0.3 cards, repairs what agents in the field get wrong (with
// notes), and refuses one that cannot be used. On failure the error's url is
// left for the caller to fill in.
func parseCard(body []byte) (*a2a.AgentCard, []string, *cardError) {
	card, notes, err := cardjson.Read(body)
	if err != nil {
		ce := &cardError{reason: err.Error()}
		if cje, ok := errors.AsType[*cardjson.Error](err); ok {
			ce.reason, ce.err = cje.Reason, cje.Err
		}
		return nil, nil, ce
	}
	return card, notes, nil
}

// varies reports whether a response's Vary names the field.
func varies(h http.Header, field string) bool {
	for _, v := range h.Values("Vary") {
		for _, f := range strings.Split(v, ",") {
			if f = strings.TrimSpace(f); f == "*" || strings.EqualFold(f, field) {
				return true
			}
		}
	}
	return false
}

// withTiming adds the Date and Age of this response, which are never taken
// from a stored response.
func withTiming(stored, resp http.Header) http.Header {
	out := stored.Clone()
	for _, name := range [...]string{"Date", "Age"} {
		if v := resp.Values(name); len(v) > 0 {
			out[name] = v
		}
	}
	return out
}

func pickHeaders(h http.Header) http.Header {
	out := make(http.Header, len(cachedHeaders))
	for _, name := range cachedHeaders {
		if v := h.Values(name); len(v) > 0 {
			out[name] = v
		}
	}
	return out
}

// mergeHeaders applies a 304's fields over the stored ones (RFC 9111 §4.3.4).
// The 304's own Date and Age are read separately by the caller.
func mergeHeaders(stored, fresh http.Header) http.Header {
	out := stored.Clone()
	for _, name := range cachedHeaders {
		if v := fresh.Values(name); len(v) > 0 {
			out[name] = v
		}
	}
	return out
}

// drain reads a little of a body we do not use so the connection can be
// reused, but never much: a hostile agent could send without end.
func drain(r io.Reader) { _, _ = io.CopyN(io.Discard, r, 4<<10) }
