package mcpserver

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

const checkToolName = "check_draft"

const checkDescription = "Check your draft answer to the person before you give it, against everything the business agents said in this session. " +
	"Returns the text the person may see: a price from another source for something a business gives on request, " +
	"or a claim that an action still open is done, is replaced by where the person can ask. Give the person the returned text, unchanged."

// CheckInput is check_draft's arguments.
type CheckInput struct {
	Draft    string `json:"draft"`
	Language string `json:"language,omitempty"`
}

// CheckResult is check_draft's structured result.
type CheckResult struct {
	// Text is what the person may see.
	Text string `json:"text"`
	// Blocked lists the sentences kept back; empty, never null.
	Blocked []BlockedSentence `json:"blocked"`
}

// A BlockedSentence is one sentence the guard kept from the person.
type BlockedSentence struct {
	// Reason is "other-source-value" (OR-6.3) or "done-claim" (OR-5.8).
	Reason string `json:"reason"`
	Text   string `json:"text"`
}

// maxDraft bounds a draft, in bytes: a model's answer, not a document.
const maxDraft = 64 << 10

func checkSchema() map[string]any {
	return map[string]any{
		"type": "object",
		"properties": map[string]any{
			"draft":    map[string]any{"type": "string", "minLength": 1, "maxLength": maxDraft, "description": "Your draft answer to the person, whole."},
			"language": languageProperty,
		},
		"required":             []string{"draft"},
		"additionalProperties": false,
	}
}

// check is check_draft: the guard over the draft, against this session's
// ledger.
func (s *Server) check(ctx context.Context, req *mcp.CallToolRequest, in CheckInput) (*mcp.CallToolResult, CheckResult, error) {
	lang, err := s.language(in.Language)
	if err != nil {
		return nil, CheckResult{}, err
	}
	r := s.guard.check(s.sessions.of(req.Session).ledger, lang, in.Draft)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: r.Text}}}, r, nil
}
