package cache

import (
	"bytes"
	"encoding/json"
)

// rewriteScopeLists returns body with every security-requirement scope list
// written as a bare array, or nil if there was nothing to rewrite.
//
// A2A 1.0 cards serialise scopes in ProtoJSON form,
// {"schemes":{"oidc":{"list":["openid"]}}}, but a2a-go v2.4.0 only reads
// {"schemes":{"oidc":["openid"]}} and rejects the whole card
// (github.com/a2aproject/a2a-go/issues/430). The rewrite is tried only after
// the parser has refused a card, so cards a2a-go reads are untouched.
func rewriteScopeLists(body []byte) []byte {
	dec := json.NewDecoder(bytes.NewReader(body))
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

// rewriteRequirements rewrites [{"schemes":{name:{"list":[...]}}}] in place.
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
