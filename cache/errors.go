package cache

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// Sentinel errors. Every error returned by [Cache.Card] or [CardURL] that has one of
// these causes wraps it, so callers match with [errors.Is].
var (
	// ErrInvalidAgentURL means the agent URL is not an absolute http or https URL
	// with a host, or carries credentials.
	ErrInvalidAgentURL = errors.New("cache: invalid agent URL")

	// ErrCardTooLarge means the card body was larger than the configured limit
	// (see [WithMaxCardSize]). Such a card is never cached.
	ErrCardTooLarge = errors.New("cache: agent card too large")

	// ErrInvalidCard means the body was not an Agent Card: it did not parse, or it
	// has no name or no interface to call. Such a card is never cached. The
	// parser's own error, when there is one, is wrapped too.
	ErrInvalidCard = errors.New("cache: invalid agent card")
)

// StatusError reports a card response whose status was neither 2xx nor 304.
type StatusError struct {
	URL        string // the card URL requested
	StatusCode int
	RetryAfter time.Duration // when the agent sent Retry-After (503, 429); 0 otherwise
}

func (e *StatusError) Error() string {
	if e.RetryAfter > 0 {
		return fmt.Sprintf("cache: GET %s: unexpected status %d (the agent asks to retry after %s)", e.URL, e.StatusCode, e.RetryAfter)
	}
	return fmt.Sprintf("cache: GET %s: unexpected status %d", e.URL, e.StatusCode)
}

// retryAfter reads a Retry-After header, in seconds or as an HTTP date,
// as a duration from now; 0 when absent, unreadable or past.
func retryAfter(h http.Header, now time.Time) time.Duration {
	v := strings.TrimSpace(h.Get("Retry-After"))
	if v == "" {
		return 0
	}
	if secs, err := strconv.ParseInt(v, 10, 32); err == nil {
		return max(time.Duration(secs)*time.Second, 0)
	}
	if t, err := http.ParseTime(v); err == nil {
		return max(t.Sub(now).Round(time.Second), 0)
	}
	return 0
}

// serverFault reports whether the status says the agent is failing (rather
// than that the card is missing or refused), which is when a stale card may be
// served.
func (e *StatusError) serverFault() bool { return e.StatusCode >= 500 && e.StatusCode <= 599 }

// sizeError carries the limit and wraps ErrCardTooLarge.
type sizeError struct {
	url   string
	limit int64
	known int64 // Content-Length when announced, else -1
}

func (e *sizeError) Error() string {
	if e.known >= 0 {
		return fmt.Sprintf("cache: GET %s: card of %d bytes exceeds limit of %d bytes", e.url, e.known, e.limit)
	}
	return fmt.Sprintf("cache: GET %s: card exceeds limit of %d bytes", e.url, e.limit)
}

func (e *sizeError) Unwrap() error { return ErrCardTooLarge }

// cardError wraps ErrInvalidCard and, when there is one, the parser's error.
type cardError struct {
	url    string
	reason string
	err    error
}

func (e *cardError) Error() string {
	if e.err != nil {
		return fmt.Sprintf("cache: GET %s: invalid agent card: %s: %v", e.url, e.reason, e.err)
	}
	return fmt.Sprintf("cache: GET %s: invalid agent card: %s", e.url, e.reason)
}

func (e *cardError) Unwrap() []error {
	if e.err != nil {
		return []error{ErrInvalidCard, e.err}
	}
	return []error{ErrInvalidCard}
}
