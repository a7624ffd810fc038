package interpret

import (
	"net/url"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A PersonEntryError says why a personEntry must not be shown to a person.
// Rule is [RulePersonEntry] (OR-3.4) for an address that is not a plain https
// address or telephone number, and [RuleNoCircumstances] (OR-3.8) for one
// that carries context about the person.
type PersonEntryError struct {
	Rule   string
	Reason string
}

func (e *PersonEntryError) Error() string {
	return "personEntry " + e.Reason + " (" + e.Rule + ")"
}

// maxPersonEntry bounds the length of an address worth showing a person.
const maxPersonEntry = 2048

// CheckPersonEntry reports whether s may be shown to a person as the place to
// ask an operator: nil, or a *[PersonEntryError].
//
// Accepted are exactly two forms:
//
//   - https://host[:port][/path], where host is a DNS name (letters, digits,
//     hyphens; at least two labels; not an IP address). No userinfo, which
//     makes lookalikes such as https://bank.example@evil.example (OR-3.4).
//     No query and no fragment: both exist to carry per-caller context, and an
//     address that is "the same for every caller" needs neither (OR-3.8).
//   - tel:+<country code and number>, 7 to 15 digits, with the visual
//     separators - . ( ) and an optional ;ext=<digits>. Local numbers and other
//     parameters are refused: they only work for some callers.
//
// Anything else is refused, including http:, javascript:, data:, mixed-case
// tricks with whitespace, control or non-ASCII characters, backslashes and
// malformed percent-escapes. The path is also checked, as a heuristic, for
// what reveals circumstances (OR-3.8): words about bereavement, illness,
// pregnancy, divorce, debt and the like in several languages, an email
// address, and anything that looks like an identifier (long digit runs, long
// mixed letter-digit tokens) or a person's name after a title or "of"/"for".
// The heuristic errs towards refusing; a refused address is never shown, and
// the person is told to contact the operator instead.
func CheckPersonEntry(s string) error { return checkPersonEntry(s, false) }

// CheckActionPersonEntry is [CheckPersonEntry] for an action skill: the
// person carries the action out themselves, so only an https address will do
// (OR-3.4).
func CheckActionPersonEntry(s string) error { return checkPersonEntry(s, true) }

func checkPersonEntry(s string, action bool) error {
	if s == "" {
		return &PersonEntryError{RulePersonEntry, "is empty"}
	}
	if len(s) > maxPersonEntry {
		return &PersonEntryError{RulePersonEntry, "is too long"}
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c <= ' ' || c == 0x7f:
			return &PersonEntryError{RulePersonEntry, "contains whitespace or control characters"}
		case c >= 0x80:
			return &PersonEntryError{RulePersonEntry, "contains non-ASCII characters (a lookalike risk)"}
		case c == '\\':
			return &PersonEntryError{RulePersonEntry, "contains a backslash"}
		}
	}
	switch {
	case hasPrefixFold(s, "https://"):
		return checkHTTPS(s[len("https://"):])
	case hasPrefixFold(s, "tel:"):
		if action {
			return &PersonEntryError{RulePersonEntry, "is a tel: number, but an action needs an https address"}
		}
		return checkTel(s[len("tel:"):])
	case hasPrefixFold(s, "http:"):
		return &PersonEntryError{RulePersonEntry, "uses http:, not https:"}
	}
	return &PersonEntryError{RulePersonEntry, "is neither an https: address nor a tel: number"}
}

func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}

func checkHTTPS(rest string) error {
	if strings.IndexByte(rest, '?') >= 0 {
		return &PersonEntryError{RuleNoCircumstances, "has a query string"}
	}
	if strings.IndexByte(rest, '#') >= 0 {
		return &PersonEntryError{RuleNoCircumstances, "has a fragment"}
	}
	authority, path := rest, ""
	if i := strings.IndexByte(rest, '/'); i >= 0 {
		authority, path = rest[:i], rest[i:]
	}
	if strings.IndexByte(authority, '@') >= 0 {
		return &PersonEntryError{RulePersonEntry, "has userinfo before the host"}
	}
	if strings.HasPrefix(authority, "[") {
		// An IPv6 literal: its colons are not a port's.
		return &PersonEntryError{RulePersonEntry, "has an IP address where a host name belongs"}
	}
	host := authority
	if i := strings.LastIndexByte(authority, ':'); i >= 0 {
		host = authority[:i]
		if !validPort(authority[i+1:]) {
			return &PersonEntryError{RulePersonEntry, "has an invalid port"}
		}
	}
	if reason := checkHost(host); reason != "" {
		return &PersonEntryError{RulePersonEntry, reason}
	}
	if path == "" || path == "/" {
		return nil
	}
	for i := 0; i < len(path); i++ {
		if !pathByte(path[i]) {
			return &PersonEntryError{RulePersonEntry, "has a character that does not belong in a URL path"}
		}
	}
	decoded, err := url.PathUnescape(path)
	if err != nil {
		return &PersonEntryError{RulePersonEntry, "has a malformed percent-escape"}
	}
	if !utf8.ValidString(decoded) {
		return &PersonEntryError{RulePersonEntry, "has a path that is not valid UTF-8"}
	}
	for _, r := range decoded {
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || unicode.IsSpace(r) {
			return &PersonEntryError{RulePersonEntry, "has hidden or control characters in its path"}
		}
	}
	if reason := revealingPath(decoded); reason != "" {
		return &PersonEntryError{RuleNoCircumstances, reason}
	}
	return nil
}

func validPort(p string) bool {
	if p == "" || len(p) > 5 {
		return false
	}
	n := 0
	for i := 0; i < len(p); i++ {
		if p[i] < '0' || p[i] > '9' {
			return false
		}
		n = n*10 + int(p[i]-'0')
	}
	return n > 0 && n <= 65535
}

// checkHost accepts DNS names only: an address shown to a person should name
// the operator, and an IP literal or a single label cannot.
func checkHost(h string) string {
	if h == "" {
		return "has no host"
	}
	if len(h) > 253 {
		return "has a host name that is too long"
	}
	h = strings.TrimSuffix(h, ".")
	labels := 0
	lastAllDigits := false
	for label := range strings.SplitSeq(h, ".") {
		labels++
		if label == "" || len(label) > 63 {
			return "has a malformed host name"
		}
		if label[0] == '-' || label[len(label)-1] == '-' {
			return "has a malformed host name"
		}
		lastAllDigits = true
		for i := 0; i < len(label); i++ {
			c := label[i] | 0x20 // ASCII lower case; digits and '-' are unchanged
			switch {
			case c >= 'a' && c <= 'z':
				lastAllDigits = false
			case label[i] >= '0' && label[i] <= '9', label[i] == '-':
			default:
				return "has a host that is not a plain DNS name"
			}
		}
	}
	if labels < 2 {
		return "has a host that is not a full domain name"
	}
	if lastAllDigits {
		return "has an IP address where a host name belongs"
	}
	if tld := h[strings.LastIndexByte(h, '.')+1:]; len(tld) < 2 || !isLetter(tld[0]) {
		return "has a host that does not end in a top-level domain"
	}
	return ""
}

func checkTel(rest string) error {
	number, params, hasParams := strings.Cut(rest, ";")
	if hasParams {
		name, value, ok := strings.Cut(params, "=")
		if !ok || !strings.EqualFold(name, "ext") || !allDigits(value) || len(value) > 10 {
			return &PersonEntryError{RulePersonEntry, "has a tel: parameter other than ;ext=<digits>"}
		}
	}
	if !strings.HasPrefix(number, "+") {
		return &PersonEntryError{RulePersonEntry, "is a tel: number without an international +prefix"}
	}
	digits := 0
	for i := 1; i < len(number); i++ {
		switch c := number[i]; {
		case c >= '0' && c <= '9':
			digits++
		case c == '-' || c == '.' || c == '(' || c == ')':
		default:
			return &PersonEntryError{RulePersonEntry, "is a tel: number with characters other than digits and separators"}
		}
	}
	if number[1:] == "" || number[1] < '1' || number[1] > '9' {
		return &PersonEntryError{RulePersonEntry, "is a tel: number that does not start with a country code"}
	}
	if digits < 7 || digits > 15 {
		return &PersonEntryError{RulePersonEntry, "is a tel: number with an implausible number of digits"}
	}
	return nil
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

func isLetter(c byte) bool { return (c|0x20) >= 'a' && (c|0x20) <= 'z' }

// pathByte reports the characters RFC 3986 allows in a path: unreserved,
// sub-delims, ':', '@', '%' (escapes) and '/'.
func pathByte(c byte) bool {
	if isLetter(c) || (c >= '0' && c <= '9') {
		return true
	}
	return strings.IndexByte("-._~!$&'()*+,;=:@%/", c) >= 0
}
