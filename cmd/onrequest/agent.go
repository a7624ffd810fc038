package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"strings"

	"github.com/a2aproject/a2a-go/v2/a2a"

	"github.com/agent-capability/onrequest/cache"
	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/interpret"
)

// newClient builds the library's client with the command's network rules:
// public addresses only, unless --allow-private. It logs nothing; errors
// come back to the command, which reports them in one line.
func newClient(allowPrivate bool) *client.Client {
	opts := []client.Option{client.WithLogger(slog.New(slog.DiscardHandler))}
	if allowPrivate {
		opts = append(opts, client.WithAllowPrivateNetworks())
	}
	return client.New(opts...)
}

// agentDeclaration reads an agent's card through the client, so the card
// GET follows the same address rules and cache as the calls.
func agentDeclaration(ctx context.Context, what, agentURL string, allowPrivate bool) (*interpret.Declaration, error) {
	c := newClient(allowPrivate)
	defer c.Close()
	decl, _, err := c.Declaration(ctx, agentURL)
	if err != nil {
		if errors.Is(err, cache.ErrInvalidCard) {
			if why := diagnoseCard(ctx, agentURL, allowPrivate); why != "" {
				return nil, fmt.Errorf("%s: the agent's card at %s is %s", what, cardURL(agentURL), why)
			}
		}
		return nil, fmt.Errorf("%s: %s", what, describeAgentError(agentURL, err))
	}
	return decl, nil
}

// diagnoseCard fetches a card the cache refused once more, under the same
// network rules, to say what it is instead ("not an Agent Card: it is a
// Task") where the cache can only say what it lacks. It returns "" when
// it has nothing better to say.
func diagnoseCard(ctx context.Context, agentURL string, allowPrivate bool) string {
	var opts []client.Option
	if allowPrivate {
		opts = append(opts, client.WithAllowPrivateNetworks())
	}
	hc := client.NewHTTPClient(opts...)
	defer hc.CloseIdleConnections()
	ctx, cancel := context.WithTimeout(ctx, cache.DefaultFetchTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, cardURL(agentURL), nil)
	if err != nil {
		return ""
	}
	req.Header.Set("Accept", "application/json")
	resp, err := hc.Do(req)
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, cache.DefaultMaxCardSize+1))
	if err != nil || resp.StatusCode != http.StatusOK || len(body) > cache.DefaultMaxCardSize {
		return ""
	}
	if _, err := parseCard(body); err != nil {
		return err.Error()
	}
	return ""
}

// describeAgentError says in one line why an agent could not be used,
// naming the cause a person can act on rather than the layers it went
// through.
func describeAgentError(agentURL string, err error) string {
	var forbidden *client.ForbiddenAddressError
	var status *cache.StatusError
	var dnsErr *net.DNSError
	var opErr *net.OpError
	switch {
	case errors.As(err, &forbidden):
		if h := forbidden.Host; h != "" && !sameHost(agentURL, h) {
			// The card sent us elsewhere: name that address, not the agent's.
			return fmt.Sprintf("the agent at %s names an interface at %s, which is on %s address (%s); pass --allow-private to allow it",
				agentURL, h, withArticle(forbidden.Range), forbidden.Addr)
		}
		return fmt.Sprintf("%s is on %s address (%s); pass --allow-private to allow it", agentURL, withArticle(forbidden.Range), forbidden.Addr)
	case errors.Is(err, cache.ErrInvalidAgentURL):
		// The URL is not repeated: it may hold a password.
		reason := "it must be an http or https URL with a host and no user name or password"
		if _, after, ok := strings.Cut(err.Error(), cache.ErrInvalidAgentURL.Error()+": "); ok {
			reason = after
		}
		return "not a usable agent URL: " + reason
	case errors.As(err, &status) && status.RetryAfter > 0:
		return fmt.Sprintf("the agent's card at %s answered HTTP status %d and asks to try again after %s", status.URL, status.StatusCode, status.RetryAfter)
	case errors.As(err, &status):
		return fmt.Sprintf("the agent's card at %s answered HTTP status %d", status.URL, status.StatusCode)
	case errors.Is(err, client.ErrBodyTooLarge), errors.Is(err, client.ErrStreamTooLarge):
		return fmt.Sprintf("the agent at %s sent a reply too large to read (%s)", agentURL, innermost(err))
	case errors.Is(err, cache.ErrCardTooLarge):
		return fmt.Sprintf("the agent's card at %s is too large", cardURL(agentURL))
	case errors.Is(err, cache.ErrInvalidCard):
		reason := err.Error()
		if _, after, ok := strings.Cut(reason, "invalid agent card: "); ok {
			reason = after
		}
		return fmt.Sprintf("the agent's card at %s is not a valid Agent Card: %s", cardURL(agentURL), reason)
	case errors.Is(err, context.DeadlineExceeded):
		return fmt.Sprintf("the agent at %s did not answer in time", agentURL)
	case errors.Is(err, context.Canceled):
		return "interrupted"
	case errors.As(err, &dnsErr):
		return fmt.Sprintf("cannot reach the agent at %s: no such host %s", agentURL, dnsErr.Name)
	case errors.As(err, &opErr):
		return fmt.Sprintf("cannot reach the agent at %s: %s", agentURL, innermost(err))
	case isA2AError(err):
		return fmt.Sprintf("the agent at %s answered with an error: %s", agentURL, innermost(err))
	}
	return fmt.Sprintf("the agent at %s could not be used: %s", agentURL, innermost(err))
}

func cardURL(agentURL string) string {
	if u, err := cache.CardURL(agentURL); err == nil {
		return u
	}
	return agentURL
}

// isA2AError reports an error the agent sent, such as task not found.
func isA2AError(err error) bool {
	for _, e := range []error{a2a.ErrTaskNotFound, a2a.ErrUnsupportedOperation, a2a.ErrInvalidParams,
		a2a.ErrInvalidRequest, a2a.ErrMethodNotFound, a2a.ErrInternalError, a2a.ErrServerError,
		a2a.ErrUnauthenticated, a2a.ErrUnauthorized, a2a.ErrVersionNotSupported,
		a2a.ErrExtensionSupportRequired, a2a.ErrUnsupportedContentType, a2a.ErrInvalidAgentResponse} {
		if errors.Is(err, e) {
			return true
		}
	}
	return false
}

// innermost returns the text of the deepest error in a chain of single
// wraps: the cause ("connection refused") without the layers it went
// through ("client: agent card for …: cache: GET …: dial tcp …").
func innermost(err error) string {
	for next := errors.Unwrap(err); next != nil; next = errors.Unwrap(err) {
		err = next
	}
	return strings.TrimPrefix(err.Error(), "cache: ")
}

// sameHost reports whether hostPort is the host and port of agentURL.
func sameHost(agentURL, hostPort string) bool {
	u, err := url.Parse(agentURL)
	if err != nil {
		return false
	}
	port := u.Port()
	if port == "" {
		port = map[string]string{"http": "80", "https": "443"}[strings.ToLower(u.Scheme)]
	}
	return strings.EqualFold(net.JoinHostPort(u.Hostname(), port), hostPort)
}

// withArticle puts "a" or "an" before a kind of address, by how it is
// said: "an unspecified", "an IPv4-compatible", "an IETF", "a loopback".
func withArticle(kind string) string {
	if kind == "" {
		return "a"
	}
	first := kind[0]
	vowelSound := strings.IndexByte("aeiou", first) >= 0
	if len(kind) > 1 && first >= 'A' && first <= 'Z' && kind[1] >= 'A' && kind[1] <= 'Z' {
		// An initialism is read letter by letter: "an IPv4", "an NAT".
		vowelSound = strings.IndexByte("AEFHILMNORSX", first) >= 0
	} else if first >= 'A' && first <= 'Z' {
		vowelSound = strings.IndexByte("AEIOU", first) >= 0
	}
	if vowelSound {
		return "an " + kind
	}
	return "a " + kind
}
