package interpret

import (
	"net/netip"
	"slices"
	"strings"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"golang.org/x/net/publicsuffix"
)

// checkOrigins reports each personEntry web address on a domain that the
// card names nowhere else (OR-3.4: "on an origin the operator controls").
// A client cannot see who controls a domain, but it can see whether the
// operator's own card names it: the provider's URL and the agent's
// interfaces. Registrable domains are compared, with the public suffix
// list, so ask.chapel.co.uk and www.chapel.co.uk are one operator's while
// chapel.co.uk and other.co.uk are not. A card that names no domain (its
// interfaces on IP addresses, no provider URL) is not judged. The address
// is still used: the finding is for the operator, and for an assistant
// that wants to be stricter.
func checkOrigins(card *a2a.AgentCard, skills []Skill, fs *findings) {
	var own []string
	if card.Provider != nil {
		own = appendDomain(own, card.Provider.URL)
	}
	for _, iface := range card.SupportedInterfaces {
		if iface != nil {
			own = appendDomain(own, iface.URL)
		}
	}
	if len(own) == 0 {
		return
	}
	for _, s := range skills {
		if !strings.HasPrefix(s.PersonEntry, "https:") {
			continue // tel: numbers have no domain
		}
		if d := registrableDomain(s.PersonEntry); d != "" && !slices.Contains(own, d) {
			fs.add(RulePersonEntry, "%s: personEntry is on %s, which the card names nowhere else (its provider and interfaces are on %s); it must be on an origin the operator controls",
				skillRef(s.ID), clip(d), clip(strings.Join(own, ", ")))
		}
	}
}

func appendDomain(domains []string, rawURL string) []string {
	if d := registrableDomain(rawURL); d != "" && !slices.Contains(domains, d) {
		domains = append(domains, d)
	}
	return domains
}

// registrableDomain returns the domain under a public suffix that rawURL's
// host belongs to ("chapel.co.uk" for https://ask.chapel.co.uk/talk), or
// "" for an IP address, a single-label host or anything unparsable. The
// host is cut out of the text (no url.Parse: Declare reads few of them,
// but every card has some).
func registrableDomain(rawURL string) string {
	rest := strings.TrimSpace(rawURL)
	i := strings.Index(rest, "://")
	if i < 0 {
		return ""
	}
	rest = rest[i+3:]
	if j := strings.IndexAny(rest, "/?#"); j >= 0 {
		rest = rest[:j]
	}
	if j := strings.LastIndexByte(rest, '@'); j >= 0 {
		rest = rest[j+1:] // userinfo: the host is what follows it
	}
	host := rest
	if strings.HasPrefix(host, "[") { // an IPv6 literal
		return ""
	}
	if j := strings.LastIndexByte(host, ':'); j >= 0 {
		host = host[:j]
	}
	host = strings.TrimSuffix(strings.ToLower(host), ".")
	if _, err := netip.ParseAddr(host); host == "" || err == nil {
		return ""
	}
	d, err := publicsuffix.EffectiveTLDPlusOne(host)
	if err != nil {
		return ""
	}
	return d
}
