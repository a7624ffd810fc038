package main

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/a2aproject/a2a-go/v2/a2a"

	"github.com/agent-capability/onrequest/internal/cardjson"
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
// with [cardjson.Parse], as the cache does. A JSON-RPC response carrying a
// card (as from GetExtendedAgentCard) is unwrapped first.
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
	// The parse and the checks are the cache's own, so a card this tool
	// accepts from a file is one the library accepts from an agent.
	card, err := cardjson.Parse(raw)
	if err != nil {
		return nil, fmt.Errorf("not a valid Agent Card: %s", jsonProblem(raw, err))
	}
	return card, nil
}
