package main

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2acompat/a2av0"

	"github.com/agent-capability/onrequest/interpret"
)

// isURL reports whether a SOURCE names an agent rather than a file.
func isURL(source string) bool {
	return strings.HasPrefix(source, "https://") || strings.HasPrefix(source, "http://")
}

// loadDeclaration reads an Agent Card from an agent's base URL, a file, or
// standard input ("-"), and what it says under the extension. what names
// the argument in errors.
func loadDeclaration(ctx context.Context, e *env, what, source string, allowPrivate bool) (*interpret.Declaration, error) {
	if isURL(source) {
		return agentDeclaration(ctx, what, source, allowPrivate)
	}
	data, err := readSource(e, what, source)
	if err != nil {
		return nil, err
	}
	card, err := parseCard(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return interpret.Declare(card), nil
}

// errNotCard is wrapped by parseCard when the JSON is something else.
var errNotCard = errors.New("not an Agent Card")

// parseCard checks that data is an Agent Card, 1.0 or 0.3, and parses it
// with a2a-go's compatible parser. A JSON-RPC response carrying a card (as
// from GetExtendedAgentCard) is unwrapped first.
func parseCard(data []byte) (*a2a.AgentCard, error) {
	data = trimBOM(data)
	o, err := decodeObject(data)
	if err != nil {
		return nil, err
	}
	raw := data
	if shapeOf(o) == shapeJSONRPC {
		res, err := unwrapRPC(o)
		if err != nil {
			return nil, fmt.Errorf("%w: it is %w", errNotCard, err)
		}
		if o, err = asObject(res); err != nil {
			return nil, fmt.Errorf("the JSON-RPC result: %w", err)
		}
		raw = res
	}
	switch sh := shapeOf(o); sh {
	case shapeCard:
	case shapeUnknown:
		return nil, fmt.Errorf("%w: it has none of skills, capabilities, supportedInterfaces or name (found %s)", errNotCard, o.keyList())
	default:
		return nil, fmt.Errorf("%w: it is %s", errNotCard, sh)
	}
	card, err := parseCardJSON(raw)
	if err != nil {
		return nil, fmt.Errorf("not a valid Agent Card: %s", jsonProblem(raw, err))
	}
	return card, nil
}

// parseCardJSON parses with a2a-go's compatible parser, which reads 1.0 and
// 0.3 cards. That parser rejects the ProtoJSON form of security
// requirements ({"list": [...]}) that A2A 1.0 prescribes and Annex A.1
// uses, so a 1.0 card it rejects gets a second reading through
// interpret.ParseCard, which accepts that form. The first error is the one
// reported: it names the field.
func parseCardJSON(raw []byte) (card *a2a.AgentCard, err error) {
	defer func() {
		if r := recover(); r != nil {
			card, err = nil, fmt.Errorf("the parser failed on it (%v)", r)
		}
	}()
	card, err = a2av0.NewAgentCardParser()(raw)
	if err == nil {
		return card, nil
	}
	if alt, altErr := interpret.ParseCard(raw); altErr == nil {
		return alt, nil
	}
	return nil, err
}
