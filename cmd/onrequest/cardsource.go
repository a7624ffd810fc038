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
	card, notes, err := readCard(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return interpret.DeclareRead(card, notes), nil
}

// errNotCard is wrapped by parseCard when the JSON is something else.
var errNotCard = errors.New("not an Agent Card")

// parseCard is readCard without the notes.
func parseCard(data []byte) (*a2a.AgentCard, error) {
	card, _, err := readCard(data)
	return card, err
}

// readCard checks that data is an Agent Card, 1.0 or 0.3, and reads it with
// [cardjson.Read], as the cache does, with its notes on what it repaired. A
// JSON-RPC response carrying a card (as from GetExtendedAgentCard) is
// unwrapped first.
func readCard(data []byte) (*a2a.AgentCard, []string, error) {
	data = trimBOM(data)
	o, err := decodeObject(data)
	if err != nil {
		return nil, nil, err
	}
	raw := data
	if shapeOf(o) == shapeJSONRPC {
		res, err := unwrapRPC(o)
		if err != nil {
			return nil, nil, fmt.Errorf("%w: it is %w", errNotCard, err)
		}
		if o, err = asObject(res); err != nil {
			return nil, nil, fmt.Errorf("the JSON-RPC result: %w", err)
		}
		raw = res
	}
	switch sh := shapeOf(o); sh {
	case shapeCard:
	case shapeUnknown:
		return nil, nil, fmt.Errorf("%w: it has none of skills, capabilities, supportedInterfaces or name (found %s)", errNotCard, o.keyList())
	default:
		return nil, nil, fmt.Errorf("%w: it is %s", errNotCard, sh)
	}
	// The parse and the checks are the cache's own, so a card this tool
	// accepts from a file is one the library accepts from an agent.
	card, notes, err := cardjson.Read(raw)
	if err != nil {
		return nil, nil, fmt.Errorf("not a valid Agent Card: %s", jsonProblem(raw, err))
	}
	return card, notes, nil
}
