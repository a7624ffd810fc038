package client

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"github.com/a2aproject/a2a-go/v2/a2a"
)

// ErrRedirectRefused is matched (errors.Is) by a redirect the client would
// not follow. The concrete error is a *RedirectError.
var ErrRedirectRefused = errors.New("redirect refused")

// A RedirectError reports a redirect that was not followed: nothing was
// sent to To.
type RedirectError struct {
	From, To string // the origins (scheme://host:port) of the two requests
	Reason   string
}

func (e *RedirectError) Error() string {
	return fmt.Sprintf("redirect from %s to %s refused: %s", e.From, e.To, e.Reason)
}

// Is makes errors.Is(err, ErrRedirectRefused) true.
func (e *RedirectError) Is(target error) bool { return target == ErrRedirectRefused }

// ErrInsecureInterface is matched (errors.Is) when a card fetched over
// https names only plain http interfaces (WithHTTPInterfaces allows them).
var ErrInsecureInterface = errors.New("card fetched over https names only http interfaces")

// origin is scheme://host[:port] of u, lower-cased, the default port made
// explicit, so that two spellings of one origin compare equal.
func origin(u *url.URL) string {
	scheme := strings.ToLower(u.Scheme)
	port := u.Port()
	if port == "" {
		port = map[string]string{"http": "80", "https": "443"}[scheme]
	}
	return scheme + "://" + strings.ToLower(u.Hostname()) + ":" + port
}

// printedOrigin is u's origin as a person would write it.
func printedOrigin(u *url.URL) string { return (&url.URL{Scheme: u.Scheme, Host: u.Host}).String() }

// checkRedirect is the outer http.Client's redirect policy. An A2A call
// (the method is in the context) follows redirects only within its
// origin: another origin would receive the person's question and the
// caller's credentials, and its answer would read as the operator's. No
// request follows a redirect from https to http. Within those bounds the
// caller's own policy (next, from WithHTTPClient) decides, else net/http's.
func checkRedirect(next func(*http.Request, []*http.Request) error) func(*http.Request, []*http.Request) error {
	return func(req *http.Request, via []*http.Request) error {
		prev, first := via[len(via)-1].URL, via[0].URL
		refuse := func(from *url.URL, why string) error {
			return &RedirectError{From: printedOrigin(from), To: printedOrigin(req.URL), Reason: why}
		}
		if strings.EqualFold(prev.Scheme, "https") && !strings.EqualFold(req.URL.Scheme, "https") {
			return refuse(prev, "it leaves https for "+req.URL.Scheme)
		}
		if methodFrom(req.Context()) != "" && origin(req.URL) != origin(first) {
			return refuse(first, "an A2A call stays on its agent's origin")
		}
		if next != nil {
			return next(req, via)
		}
		if len(via) >= 10 {
			return errors.New("stopped after 10 redirects")
		}
		return nil
	}
}

// secureCard returns the card to build a2a-go's client from: e's card,
// without its plain http interfaces when it was fetched over https (unless
// allowHTTP), so that a card read over TLS never sends the person's
// question in the clear. It fails when no interface is left.
func secureCard(cardURL string, card *a2a.AgentCard, allowHTTP bool) (*a2a.AgentCard, error) {
	if allowHTTP || !strings.HasPrefix(strings.ToLower(cardURL), "https:") {
		return card, nil
	}
	var keep []*a2a.AgentInterface
	var dropped string
	for _, iface := range card.SupportedInterfaces {
		if iface != nil && strings.HasPrefix(strings.ToLower(iface.URL), "http:") {
			dropped = iface.URL
			continue
		}
		keep = append(keep, iface)
	}
	if dropped == "" {
		return card, nil
	}
	if len(keep) == 0 {
		return nil, fmt.Errorf("%w: %s names %s (WithHTTPInterfaces allows it)", ErrInsecureInterface, redactText(cardURL), redactText(dropped))
	}
	cp := *card
	cp.SupportedInterfaces = keep
	return &cp, nil
}

// WithHTTPInterfaces lets a card fetched over https name plain http
// interfaces. By default they are left out, and a card with no other
// interface fails with ErrInsecureInterface: the question would travel in
// the clear although the card came over TLS.
func WithHTTPInterfaces() Option { return func(c *config) { c.allowHTTPInterfaces = true } }
