package cache

import (
	"math"
	"net/http"
	"strings"
	"time"
)

// maxDelta is the value RFC 9111 §1.2.2 says to use for a delta-seconds that
// overflows: 2^31 seconds.
const maxDelta = 1 << 31

// cacheControl holds the response directives a private card cache acts on
// (RFC 9111 §5.2.2). s-maxage, proxy-revalidate, public and private are for
// shared caches or change nothing here, so they are not kept.
type cacheControl struct {
	noStore        bool
	noCache        bool
	mustRevalidate bool
	hasMaxAge      bool
	maxAge         int64 // seconds; meaningful when hasMaxAge and maxAgeValid
	maxAgeValid    bool  // false when max-age had no valid delta-seconds: treat as stale
}

// parseCacheControl reads every Cache-Control field line. Unknown directives
// are ignored. For a repeated max-age the first wins, as RFC 9111 §4.2.1
// allows; a max-age that is not delta-seconds makes the response stale.
func parseCacheControl(lines []string) cacheControl {
	var cc cacheControl
	for _, line := range lines {
		for len(line) > 0 {
			var item string
			item, line = nextDirective(line)
			name, value, hasValue := strings.Cut(item, "=")
			name = strings.TrimSpace(name)
			value = unquote(strings.TrimSpace(value))
			switch {
			case strings.EqualFold(name, "no-store"):
				cc.noStore = true
			case strings.EqualFold(name, "no-cache"):
				// Qualified no-cache="field" is treated as unqualified: a card
				// response has no field that could be dropped instead.
				cc.noCache = true
			case strings.EqualFold(name, "must-revalidate"):
				cc.mustRevalidate = true
			case strings.EqualFold(name, "max-age"):
				if cc.hasMaxAge {
					continue
				}
				cc.hasMaxAge = true
				if hasValue {
					cc.maxAge, cc.maxAgeValid = parseDelta(value)
				}
			}
		}
	}
	return cc
}

// nextDirective splits off the next comma-separated directive, keeping commas
// inside quoted strings (no-cache="a, b") within the directive.
func nextDirective(s string) (item, rest string) {
	inQuote, escaped := false, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case escaped:
			escaped = false
		case inQuote && c == '\\':
			escaped = true
		case c == '"':
			inQuote = !inQuote
		case c == ',' && !inQuote:
			return s[:i], s[i+1:]
		}
	}
	return s, ""
}

// unquote removes the quotes of a quoted-string; recipients accept both forms
// of an argument (RFC 9111 §5.2).
func unquote(s string) string {
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		s = s[1 : len(s)-1]
		if strings.IndexByte(s, '\\') >= 0 {
			var b strings.Builder
			for i := 0; i < len(s); i++ {
				if s[i] == '\\' && i+1 < len(s) {
					i++
				}
				b.WriteByte(s[i])
			}
			s = b.String()
		}
	}
	return s
}

// parseDelta parses delta-seconds (1*DIGIT). Values too large become 2^31.
func parseDelta(s string) (int64, bool) {
	if s == "" {
		return 0, false
	}
	var n int64
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		if n < maxDelta {
			n = n*10 + int64(c-'0')
		}
	}
	return min(n, maxDelta), true
}

// freshness is what one response (a 200, or a 304 merged over the stored
// headers) says about how long its card may be used.
type freshness struct {
	store      bool      // false: no-store, do not keep the card
	expires    time.Time // fresh until this instant on our clock
	allowStale bool      // stale-if-error allowed (no no-cache, no must-revalidate)
}

// computeFreshness applies RFC 9111 §4.2 to response headers h, for a request
// sent at requestTime whose response arrived at responseTime (both on the
// cache's clock). defaultTTL stands in for heuristic freshness when the
// response gives no explicit lifetime.
func computeFreshness(h http.Header, requestTime, responseTime time.Time, defaultTTL time.Duration) freshness {
	cc := parseCacheControl(h.Values("Cache-Control"))
	if cc.noStore {
		return freshness{}
	}
	date, dateOK := parseHTTPDate(h.Get("Date"))
	if !dateOK {
		// A response without a valid Date is taken as dated on receipt (RFC 9110 §6.6.1).
		date = responseTime
	}

	var lifetime time.Duration
	switch {
	case cc.hasMaxAge:
		if cc.maxAgeValid {
			lifetime = seconds(cc.maxAge)
		}
	case len(h.Values("Expires")) > 0:
		// An invalid Expires, such as "0", is a time in the past (RFC 9111 §5.3).
		if exp, ok := parseHTTPDate(h.Get("Expires")); ok {
			lifetime = max(exp.Sub(date), 0)
		}
	default:
		lifetime = defaultTTL
	}
	// An Expires centuries ahead is no more fresh than the largest max-age.
	lifetime = min(lifetime, seconds(maxDelta))
	if cc.noCache || varyStar(h) {
		lifetime = 0
	}

	// Age calculation, RFC 9111 §4.2.3.
	apparentAge := max(responseTime.Sub(date), 0)
	var ageValue time.Duration
	if ages := h.Values("Age"); len(ages) > 0 {
		if n, ok := parseDelta(strings.TrimSpace(firstListItem(ages[0]))); ok {
			ageValue = seconds(n)
		}
	}
	responseDelay := max(responseTime.Sub(requestTime), 0)
	initialAge := max(apparentAge, ageValue+responseDelay)

	return freshness{
		store:      true,
		expires:    responseTime.Add(lifetime - min(initialAge, lifetime)),
		allowStale: !cc.noCache && !cc.mustRevalidate,
	}
}

func seconds(n int64) time.Duration {
	// maxDelta seconds fits comfortably in a Duration (about 290 years max).
	if n > math.MaxInt64/int64(time.Second) {
		n = math.MaxInt64 / int64(time.Second)
	}
	return time.Duration(n) * time.Second
}

func firstListItem(s string) string {
	item, _, _ := strings.Cut(s, ",")
	return item
}

// varyStar reports "Vary: *", which no stored response can match (RFC 9111
// §4.1): such a card is kept for revalidation only.
func varyStar(h http.Header) bool {
	for _, v := range h.Values("Vary") {
		for item := range strings.SplitSeq(v, ",") {
			if strings.TrimSpace(item) == "*" {
				return true
			}
		}
	}
	return false
}

func parseHTTPDate(s string) (time.Time, bool) {
	if s == "" {
		return time.Time{}, false
	}
	t, err := http.ParseTime(strings.TrimSpace(s))
	return t, err == nil
}
