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
//   - a2av0 builds no interface from a 0.3 card that has a url but no
//     preferredTransport, which 0.3 says defaults to JSONRPC.
//   - A number too large for a float64 (1e400) anywhere fails the whole
//     card; such numbers are read as strings, so only the value that holds
//     one is wrong (rewriteHugeNumbers).
//   - encoding/json keeps the last of two values for one key without a
//     word; keys written twice in an extension's params are listed there
//     under DuplicateKeysParam, for interpret to distrust what holds them.
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
// interface with a URL, and no nil interface.
func Parse(data []byte) (card *a2a.AgentCard, err error) {
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 || trimmed[0] != '{' {
		// The parser accepts "null" as an empty card; a card is a JSON object.
		return nil, &Error{Reason: "body is not a JSON object"}
	}
	defer func() {
		if r := recover(); r != nil {
			card, err = nil, &Error{Reason: fmt.Sprintf("parser panicked: %v", r)}
		}
	}()
	parse := a2av0.NewAgentCardParser()
	card, perr := parse(data)
	if perr != nil {
		if rewritten := rewriteScopeLists(data); rewritten != nil {
			card, perr = parse(rewritten)
		}
	}
	if perr != nil {
		if rewritten := rewriteHugeNumbers(data); rewritten != nil {
			card, perr = parse(rewritten)
		}
	}
	if perr != nil {
		return nil, &Error{Reason: "does not parse", Err: perr}
	}
	if strings.TrimSpace(card.Name) == "" {
		return nil, &Error{Reason: "no name"}
	}
	// A null in the list would become a nil pointer for every caller to trip on.
	card.SupportedInterfaces = slices.DeleteFunc(card.SupportedInterfaces, func(i *a2a.AgentInterface) bool { return i == nil })
	if len(card.SupportedInterfaces) == 0 {
		if iface := v03Interface(data); iface != nil {
			card.SupportedInterfaces = []*a2a.AgentInterface{iface}
		}
	}
	if !slices.ContainsFunc(card.SupportedInterfaces, func(i *a2a.AgentInterface) bool { return i.URL != "" }) {
		return nil, &Error{Reason: "no interface with a URL"}
	}
	markDuplicateKeys(data, card)
	return card, nil
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

// rewriteScopeLists returns data with every security-requirement scope list,
// the card's and each skill's, written as a bare array, or nil if there was
// nothing to rewrite. Parse tries it only after the parser has refused a
// card, so cards a2a-go reads are untouched.
func rewriteScopeLists(data []byte) []byte {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber() // keep extension params' numbers exact
	var card map[string]any
	if dec.Decode(&card) != nil {
		return nil
	}
	changed := rewriteRequirements(card["securityRequirements"])
	if skills, ok := card["skills"].([]any); ok {
		for _, s := range skills {
			if skill, ok := s.(map[string]any); ok {
				changed = rewriteRequirements(skill["securityRequirements"]) || changed
			}
		}
	}
	if !changed {
		return nil
	}
	out, err := json.Marshal(card)
	if err != nil {
		return nil
	}
	return out
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
