package client

import (
	"context"
	"fmt"
	"log/slog"
	"net/url"
	"regexp"
	"strings"
)

// redactHandler sits in front of the caller's slog.Handler, for our records
// and the card cache's: a URL anywhere in a message or a value loses its
// userinfo, query and fragment (where tokens travel), and attributes named
// like credentials or bodies are replaced.
type redactHandler struct{ h slog.Handler }

func redacting(l *slog.Logger) *slog.Logger {
	if l == nil {
		return nil
	}
	if _, ok := l.Handler().(redactHandler); ok {
		return l
	}
	return slog.New(redactHandler{l.Handler()})
}

func (r redactHandler) Enabled(ctx context.Context, l slog.Level) bool { return r.h.Enabled(ctx, l) }

func (r redactHandler) Handle(ctx context.Context, rec slog.Record) error {
	out := slog.NewRecord(rec.Time, rec.Level, redactText(rec.Message), rec.PC)
	rec.Attrs(func(a slog.Attr) bool {
		out.AddAttrs(redactAttr(a))
		return true
	})
	return r.h.Handle(ctx, out)
}

func (r redactHandler) WithAttrs(as []slog.Attr) slog.Handler {
	red := make([]slog.Attr, len(as))
	for i, a := range as {
		red[i] = redactAttr(a)
	}
	return redactHandler{r.h.WithAttrs(red)}
}

func (r redactHandler) WithGroup(name string) slog.Handler { return redactHandler{r.h.WithGroup(name)} }

var sensitiveKeys = []string{"authorization", "cookie", "token", "password", "secret", "key", "header", "body", "credential"}

func redactAttr(a slog.Attr) slog.Attr {
	k := strings.ToLower(a.Key)
	for _, s := range sensitiveKeys {
		if strings.Contains(k, s) {
			return slog.String(a.Key, "[redacted]")
		}
	}
	v := a.Value.Resolve()
	switch v.Kind() {
	case slog.KindString:
		return slog.String(a.Key, redactText(v.String()))
	case slog.KindGroup:
		g := v.Group()
		red := make([]any, len(g))
		for i, ga := range g {
			red[i] = redactAttr(ga)
		}
		return slog.Group(a.Key, red...)
	case slog.KindAny:
		switch x := v.Any().(type) {
		case error:
			return slog.String(a.Key, redactText(x.Error()))
		case *url.URL:
			return slog.String(a.Key, redactURL(x))
		case interface{ String() string }:
			return slog.String(a.Key, redactText(x.String()))
		default:
			// Structures could hold anything: log their type only.
			return slog.String(a.Key, fmt.Sprintf("[%T]", x))
		}
	}
	return slog.Attr{Key: a.Key, Value: v}
}

var urlInText = regexp.MustCompile(`[a-zA-Z][a-zA-Z0-9+.-]*://[^\s"'<>]+`)

// redactText strips userinfo, query and fragment from every URL in s.
func redactText(s string) string {
	if !strings.Contains(s, "://") {
		return s
	}
	return urlInText.ReplaceAllStringFunc(s, func(raw string) string {
		// Punctuation that ends a sentence or a clause ("…:8080: refused")
		// is not part of the URL. A "?" stays with it and goes with the
		// query: kept after the redacted URL it would start a query again.
		trimmed := strings.TrimRight(raw, ".,;:!)")
		u, err := url.Parse(trimmed)
		if err != nil {
			return "[url]"
		}
		return redactURL(u) + raw[len(trimmed):]
	})
}

// RedactURLs returns s with the userinfo, query and fragment of every URL
// in it removed, as in this package's logs. Use it on an error's text
// before showing it: an agent URL's query may carry a token.
func RedactURLs(s string) string { return redactText(s) }

// redactedf is fmt.Errorf whose text is redacted as log records are: the
// URLs in an error (the agent's, and those net/http and a2a-go quote) lose
// their userinfo, query and fragment. errors.Is and errors.As see the
// wrapped errors unchanged.
func redactedf(format string, args ...any) error {
	return &redactedError{fmt.Errorf(format, args...)}
}

type redactedError struct{ err error }

func (e *redactedError) Error() string { return redactText(e.err.Error()) }
func (e *redactedError) Unwrap() error { return e.err }
