package cache

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
	"unicode"
)

// WellKnownPath is where A2A agents publish their card, relative to the agent's base URL.
const WellKnownPath = "/.well-known/agent-card.json"

// CardURL returns the URL of the Agent Card for an agent URL: the agent's base
// URL with [WellKnownPath] appended, or the URL itself when its path already
// ends in ".json". The result is normalised: scheme and host in lower case,
// default port dropped, no trailing slash before the well-known path, no
// fragment. URLs that are not http or https, have no host, or carry
// credentials are refused with an error wrapping [ErrInvalidAgentURL].
func CardURL(agentURL string) (string, error) {
	_, cardURL, err := normalize(agentURL)
	return cardURL, err
}

// NormalizeAgentURL returns agentURL in the normalised form the cache keys
// entries by (see [CardURL] for the rules). [Cache.Card] normalises any
// spelling, but a normalised URL takes the fastest path: no parse, no
// allocation. Callers that hold agent URLs for long can normalise them once.
func NormalizeAgentURL(agentURL string) (string, error) {
	key, _, err := normalize(agentURL)
	return key, err
}

// normalize returns the cache key for agentURL and the card URL to fetch.
// The key is the normalised agent URL as given (base or .json); normalize is
// idempotent on keys, which lets Card look a caller's string up as-is first.
func normalize(agentURL string) (key, cardURL string, err error) {
	u, err := url.Parse(strings.TrimSpace(agentURL))
	if err != nil {
		// url.Error repeats the input, which may hold credentials: keep only the reason.
		var ue *url.Error
		if errors.As(err, &ue) {
			err = ue.Err
		}
		return "", "", fmt.Errorf("%w: %v", ErrInvalidAgentURL, err)
	}
	scheme := strings.ToLower(u.Scheme)
	if scheme != "http" && scheme != "https" {
		return "", "", fmt.Errorf("%w: scheme %q is not http or https", ErrInvalidAgentURL, u.Scheme)
	}
	if u.User != nil {
		return "", "", fmt.Errorf("%w: credentials in the URL are not accepted", ErrInvalidAgentURL)
	}
	if u.Opaque != "" {
		return "", "", fmt.Errorf("%w: %s URL has no host", ErrInvalidAgentURL, scheme)
	}
	host := strings.ToLower(u.Host)
	host = strings.TrimSuffix(host, ":")
	switch {
	case scheme == "https" && strings.HasSuffix(host, ":443"):
		host = strings.TrimSuffix(host, ":443")
	case scheme == "http" && strings.HasSuffix(host, ":80"):
		host = strings.TrimSuffix(host, ":80")
	}
	if host == "" || strings.HasPrefix(host, ":") || host == "[]" {
		return "", "", fmt.Errorf("%w: %s URL has no host", ErrInvalidAgentURL, scheme)
	}
	path := strings.TrimRight(u.EscapedPath(), "/")
	// white space that ends the query is trimmed as at the end of the
	// URL, so that a key normalises to itself ("http://h? #")
	var query string
	if q := strings.TrimRightFunc(u.RawQuery, unicode.IsSpace); q != "" {
		query = "?" + q
	}
	base := scheme + "://" + host + path
	key = base + query
	if strings.HasSuffix(strings.ToLower(path), ".json") {
		return key, key, nil
	}
	return key, base + WellKnownPath + query, nil
}
