// Package cardjson reads Agent Card JSON, A2A 1.0 or 0.3, into an
// [a2a.AgentCard] the library can call: the one card parser that the cache
// and the command line tool share, so a card the tool accepts is a card the
// cache accepts, refused with the same reasons.
//
// It is a2a-go's compatible parser (a2av0.NewAgentCardParser) plus what
// a2a-go v2.4.0 lacks:
//
//   - Security-requirement scopes in their A2A 1.0 (ProtoJSON) form,
//     {"schemes": {"oidc": {"list": ["openid"]}}}, which the extension's
//     Annex A.1 uses, make a2a-go reject the whole card
//     (https://github.com/a2aproject/a2a-go/issues/430). A card the parser
//     refuses is read once more with each {"list": [...]} written as the
//     bare array a2a-go expects. When a2a-go reads that form itself, the
//     rewrite (and TestScopeListsStillNeeded) can go.
//
//   - a2av0 builds no interface from a 0.3 card that has a url but no
//     preferredTransport, which 0.3 says defaults to JSONRPC.
//
//   - A number too large for a float64 (1e400) anywhere fails the whole
//     card; such numbers are read as strings, so only the value that holds
//     one is wrong (rewriteHugeNumbers).
//
//   - encoding/json keeps the last of two values for one key without a
//     word; keys written twice in an extension's params are listed there
//     under DuplicateKeysParam, for interpret to distrust what holds them.
//
//   - @a2a-js/sdk (1.3.0) serves the card as its README shows by sending
//     JSON.stringify of its parsed card, so security schemes come in its
//     internal oneof form, {"scheme": {"$case": "openIdConnectSecurityScheme",
//     "value": {...}}}, and a2a-go refuses the whole card ("unknown security
//     scheme"). Read rewrites that form to A2A's JSON and says so in a note.
//     When the SDK serves A2A's JSON, TestSDKCard in internal/jspeer says so,
//     and the rewrite can go.
//
//   - One security scheme that still cannot be read should not cost the
//     person every other answer the card gives: Read leaves it out, with a
//     note, and the card is used. A skill that names it keeps its
//     securityRequirements, so OR-3.7 is judged on what could be read.
//
// and the checks that make a card usable: a JSON object, a name, and at least
// one interface with a URL. It never panics on any input.
package cardjson

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2acompat/a2av0"
)

// Error says why data is not a usable Agent Card. Err is the parser's own
// error (a *json.SyntaxError, a *json.UnmarshalTypeError, ...) when the
// JSON did not decode, and nil when the card decoded but cannot be used.
type Error struct {
	Reason string // "does not parse", "no name", "no interface with a URL", ...
	Err    error
}

func (e *Error) Error() string {
	if e.Err != nil {
		return e.Reason + ": " + e.Err.Error()
	}
	return e.Reason
}

func (e *Error) Unwrap() error { return e.Err }

// Parse reads an Agent Card, A2A 1.0 or 0.3, from JSON. Every error it
// returns is an [*Error]. The card has a non-blank name and at least one
// interface with a URL, and no nil interface. It is [Read] without the
// notes.
func Parse(data []byte) (*a2a.AgentCard, error) {
	card, _, err := Read(data)
	return card, err
}

// Read is [Parse] that also returns notes: one sentence for each thing the
// reader had to repair or leave out to use the card (a security scheme in
// @a2a-js/sdk's internal form, one that cannot be read). A card read
// without repair has none. Callers show them as findings on the card.
func Read(data []byte) (card *a2a.AgentCard, notes []string, err error) {
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 || trimmed[0] != '{' {
		// The parser accepts "null" as an empty card; a card is a JSON object.
		return nil, nil, &Error{Reason: "body is not a JSON object"}
	}
	defer func() {
		if r := recover(); r != nil {
			card, notes, err = nil, nil, &Error{Reason: fmt.Sprintf("parser panicked: %v", r)}
		}
	}()
	parse := a2av0.NewAgentCardParser()
	card, perr := parse(data)
	if perr != nil {
		if repaired, n := repair(data, parse); repaired != nil {
			card, perr, notes = repaired, nil, n
		}
	}
	if perr != nil {
		if rewritten := rewriteHugeNumbers(data); rewritten != nil {
			card, perr = parse(rewritten)
		}
	}
	if perr != nil {
		return nil, nil, &Error{Reason: "does not parse", Err: perr}
	}
	if strings.TrimSpace(card.Name) == "" {
		return nil, nil, &Error{Reason: "no name"}
	}
	// A null in the list would become a nil pointer for every caller to trip on.
	card.SupportedInterfaces = slices.DeleteFunc(card.SupportedInterfaces, func(i *a2a.AgentInterface) bool { return i == nil })
	if len(card.SupportedInterfaces) == 0 {
		if iface := v03Interface(data); iface != nil {
			card.SupportedInterfaces = []*a2a.AgentInterface{iface}
		}
	}
	if !slices.ContainsFunc(card.SupportedInterfaces, func(i *a2a.AgentInterface) bool { return i.URL != "" }) {
		return nil, nil, &Error{Reason: "no interface with a URL"}
	}
	markDuplicateKeys(data, card)
	return card, notes, nil
}

// v03Interface returns the JSONRPC interface of a 0.3 card that names a url
// but no preferredTransport, or nil.
func v03Interface(data []byte) *a2a.AgentInterface {
	var v03 struct {
		URL                string              `json:"url"`
		PreferredTransport string              `json:"preferredTransport"`
		ProtocolVersion    a2a.ProtocolVersion `json:"protocolVersion"`
	}
	if json.Unmarshal(data, &v03) != nil || v03.URL == "" || v03.PreferredTransport != "" {
		return nil
	}
	return &a2a.AgentInterface{URL: v03.URL, ProtocolBinding: a2a.TransportProtocolJSONRPC, ProtocolVersion: cmp.Or(v03.ProtocolVersion, a2av0.Version)}
}

// rewriteScopeLists writes every security-requirement scope list, the
// card's and each skill's, as a bare array, and reports whether it changed
// anything. Read tries it only after the parser has refused a card, so cards
// a2a-go reads are untouched.
func rewriteScopeLists(card map[string]any) bool {
	changed := rewriteRequirements(card["securityRequirements"])
	if skills, ok := card["skills"].([]any); ok {
		for _, s := range skills {
			if skill, ok := s.(map[string]any); ok {
				changed = rewriteRequirements(skill["securityRequirements"]) || changed
			}
		}
	}
	return changed
}

// rewriteRequirements rewrites [{"schemes": {name: {"list": [...]}}}] in
// place and reports whether it changed anything.
func rewriteRequirements(v any) bool {
	reqs, ok := v.([]any)
	if !ok {
		return false
	}
	changed := false
	for _, r := range reqs {
		req, ok := r.(map[string]any)
		if !ok {
			continue
		}
		schemes, ok := req["schemes"].(map[string]any)
		if !ok {
			continue
		}
		for name, scopes := range schemes {
			wrapped, ok := scopes.(map[string]any)
			if !ok {
				continue
			}
			list, ok := wrapped["list"]
			if !ok || list == nil {
				list = []any{} // ProtoJSON omits an empty list
			}
			schemes[name] = list
			changed = true
		}
	}
	return changed
}
