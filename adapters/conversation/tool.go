package conversation

import (
	"encoding/json"
	"fmt"

	"github.com/agent-capability/onrequest/present"
)

// Limits on one turn with a model, whose output is untrusted.
const (
	MaxToolRounds   = 4 // responses that may call tools, per turn
	MaxCallsInRound = 4 // tool calls honoured in one response
)

// SystemPrompt is the adapters' default system prompt: ask the
// businesses' agents, and follow each result's instruction.
const SystemPrompt = "You help a person get answers from businesses. Use the tool " + present.ToolName +
	" to ask a business's agent; never answer about a business from memory or the web. " +
	"Follow each tool result's instruction, and give the person its 'say' sentence and address."

// ToolSchema is present's tool parameters as a map, without the $schema
// keyword, which some model APIs reject.
func ToolSchema() map[string]any {
	var schema map[string]any
	// present's schema is a constant; a failure here is a bug in present.
	if err := json.Unmarshal(present.ToolParameters(), &schema); err != nil {
		panic(fmt.Sprintf("present.ToolParameters is not JSON: %v", err))
	}
	delete(schema, "$schema")
	return schema
}
