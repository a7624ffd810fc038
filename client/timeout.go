package client

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"time"
)

// DefaultResponseHeaderTimeout bounds the wait for an agent's response
// headers when the caller's context has no deadline.
const DefaultResponseHeaderTimeout = 30 * time.Second

// ErrResponseHeaderTimeout is matched (errors.Is) when an agent sent no
// response headers within the response-header timeout. The error matches
// context.DeadlineExceeded too.
var ErrResponseHeaderTimeout = errors.New("no response headers in time")

// WithResponseHeaderTimeout sets how long to wait for an agent's response
// headers, across retries, when the call's context has no deadline (default
// DefaultResponseHeaderTimeout; 0 or less: no bound). It never applies to
// reading a body, so a long stream is not cut short; a context with a
// deadline replaces it.
func WithResponseHeaderTimeout(d time.Duration) Option {
	return func(c *config) { c.headerTimeout = max(d, 0) }
}

// headerDeadline bounds the wait for req's response headers when its
// context has no deadline. It returns the request to send and a function
// to pass the result through, which turns the timer's end into
// ErrResponseHeaderTimeout and ties the context's end to the body's Close.
func headerDeadline(req *http.Request, d time.Duration) (*http.Request, func(*http.Response, error) (*http.Response, error)) {
	if _, ok := req.Context().Deadline(); ok || d <= 0 {
		return req, func(r *http.Response, err error) (*http.Response, error) { return r, err }
	}
	ctx, cancel := context.WithCancelCause(req.Context())
	timeout := fmt.Errorf("%w: %s sent none within %s: %w", ErrResponseHeaderTimeout, req.URL.Host, d, context.DeadlineExceeded)
	timer := time.AfterFunc(d, func() { cancel(timeout) })
	return req.WithContext(ctx), func(resp *http.Response, err error) (*http.Response, error) {
		timer.Stop()
		if err != nil {
			if context.Cause(ctx) == timeout {
				err = timeout
			}
			cancel(nil)
			return nil, err
		}
		resp.Body = &cancelOnClose{ReadCloser: resp.Body, cancel: func() { cancel(nil) }}
		return resp, nil
	}
}

// cancelOnClose ends a request's context when its body is closed.
type cancelOnClose struct {
	io.ReadCloser
	cancel func()
}

func (b *cancelOnClose) Close() error {
	err := b.ReadCloser.Close()
	b.cancel()
	return err
}
