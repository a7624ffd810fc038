package interpret

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/a2aproject/a2a-go/v2/a2a"
)

// ParseCard decodes an A2A 1.0 Agent Card from JSON.
//
// It exists because a2a-go v2.4.0 cannot decode security requirements in
// their ProtoJSON form, {"schemes": {"name": {"list": ["scope"]}}}, which A2A
// 1.0 prescribes and which the extension's own Annex A.1 uses
// (a2aproject/a2a-go#430): json.Unmarshal into an a2a.AgentCard fails on
// such a card. ParseCard rewrites each {"list": [...]} to the bare array
// a2a-go expects, then decodes. A card in a2a-go's form decodes unchanged.
// ParseCard reads A2A 1.0 cards only; for 0.3 cards use a2a-go's
// a2av0.NewAgentCardParser.
//
// Deprecated: interpret reads cards already decoded. Cards fetched through
// package cache are read in that form too, by the parser this module shares
// (internal/cardjson); decode other cards with a2a-go. ParseCard goes once
// its last caller in this module, internal/benchtable, no longer uses it.
func ParseCard(data []byte) (*a2a.AgentCard, error) {
	var card a2a.AgentCard
	err := json.Unmarshal(data, &card)
	if err == nil {
		return &card, nil
	}
	var raw map[string]any
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if dec.Decode(&raw) != nil {
		return nil, fmt.Errorf("interpret: agent card: %w", err)
	}
	if !unwrapScopeLists(raw["securityRequirements"]) {
		return nil, fmt.Errorf("interpret: agent card: %w", err)
	}
	if skills, ok := raw["skills"].([]any); ok {
		for _, s := range skills {
			if obj, ok := s.(map[string]any); ok {
				unwrapScopeLists(obj["securityRequirements"])
			}
		}
	}
	fixed, merr := json.Marshal(raw)
	if merr != nil {
		return nil, fmt.Errorf("interpret: agent card: %w", err)
	}
	card = a2a.AgentCard{}
	if err := json.Unmarshal(fixed, &card); err != nil {
		return nil, fmt.Errorf("interpret: agent card: %w", err)
	}
	return &card, nil
}

// unwrapScopeLists rewrites [{"schemes": {"n": {"list": [...]}}}] in place to
// [{"schemes": {"n": [...]}}]. It reports false only for a value that is
// present and not an array.
func unwrapScopeLists(v any) bool {
	if v == nil {
		return true
	}
	reqs, ok := v.([]any)
	if !ok {
		return false
	}
	for _, r := range reqs {
		obj, ok := r.(map[string]any)
		if !ok {
			continue
		}
		schemes, ok := obj["schemes"].(map[string]any)
		if !ok {
			continue
		}
		for name, scopes := range schemes {
			if wrapped, ok := scopes.(map[string]any); ok {
				if list, ok := wrapped["list"]; ok && len(wrapped) == 1 {
					if list == nil {
						list = []any{}
					}
					schemes[name] = list
				}
			}
		}
	}
	return true
}
