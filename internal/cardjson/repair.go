package cardjson

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/a2aproject/a2a-go/v2/a2a"
)

// maxSchemes bounds the schemes tried one by one, so that a hostile card
// cannot make reading it quadratic without limit.
const maxSchemes = 64

// repair reads a card the parser refused, after rewriting what agents in the
// field get wrong: ProtoJSON scope lists, then @a2a-js/sdk's {"$case"}
// schemes, then, as a last resort, leaving out each security scheme that
// cannot be read on its own. It returns nil when the card still does not
// parse; the caller then reports the parser's first error.
func repair(data []byte, parse func([]byte) (*a2a.AgentCard, error)) (*a2a.AgentCard, []string) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber() // keep extension params' numbers exact
	var card map[string]any
	if dec.Decode(&card) != nil {
		return nil, nil
	}
	changed := rewriteScopeLists(card)
	notes := unwrapCases(card)
	if changed || len(notes) > 0 {
		if c, err := parseMap(card, parse); err == nil {
			return c, notes
		}
	}
	schemes, ok := card["securitySchemes"].(map[string]any)
	if !ok || len(schemes) == 0 || len(schemes) > maxSchemes {
		return nil, nil
	}
	names := make([]string, 0, len(schemes))
	for name := range schemes {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		trial := make(map[string]any, len(card))
		for k, v := range card {
			trial[k] = v
		}
		trial["securitySchemes"] = map[string]any{name: schemes[name]}
		if _, err := parseMap(trial, parse); err != nil {
			delete(schemes, name)
			notes = append(notes, fmt.Sprintf("security scheme %.120q cannot be read (%.200s); it is left out, and the card is read without it", name, err.Error()))
		}
	}
	c, err := parseMap(card, parse)
	if err != nil {
		return nil, nil
	}
	return c, notes
}

func parseMap(card map[string]any, parse func([]byte) (*a2a.AgentCard, error)) (*a2a.AgentCard, error) {
	b, err := json.Marshal(card)
	if err != nil {
		return nil, err
	}
	return parse(b)
}

// unwrapCases rewrites each security scheme written in @a2a-js/sdk's
// internal oneof form to A2A's JSON, at any depth (OAuth flows are a oneof
// too): {"scheme": {"$case": "x", "value": v}} becomes {"x": v}. It returns a
// note per scheme rewritten.
func unwrapCases(card map[string]any) []string {
	schemes, ok := card["securitySchemes"].(map[string]any)
	if !ok {
		return nil
	}
	var notes []string
	for name, s := range schemes {
		if unwrap(s, 0) {
			notes = append(notes, fmt.Sprintf("security scheme %.120q is in @a2a-js/sdk's internal {\"$case\"} form, not A2A's JSON; it was read as A2A's", name))
		}
	}
	slices.Sort(notes)
	return notes
}

// unwrap rewrites {"$case"} oneofs inside v, to a small depth, and reports
// whether it found any.
func unwrap(v any, depth int) bool {
	obj, ok := v.(map[string]any)
	if !ok || depth > 4 {
		return false
	}
	found := false
	for k, inner := range obj {
		o, ok := inner.(map[string]any)
		if !ok {
			continue
		}
		name, isCase := o["$case"].(string)
		if isCase && len(o) <= 2 && name != "" {
			delete(obj, k)
			obj[name] = o["value"]
			unwrap(o["value"], depth+1)
			found = true
			continue
		}
		found = unwrap(o, depth+1) || found
	}
	return found
}
