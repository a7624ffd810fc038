package mcpserver

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// agentURI names a configured agent's card summary.
func agentURI(i int) string { return fmt.Sprintf("onrequest://agents/%d", i+1) }

// addResources offers each configured agent's card summary.
func (s *Server) addResources() {
	for i, a := range s.agents {
		uri := agentURI(i)
		s.mcp.AddResource(&mcp.Resource{
			URI:         uri,
			Name:        a.operator(),
			Title:       a.operator() + ": skills and where a person asks",
			Description: "What " + a.operator() + "'s agent answers, what it gives on request and where a person asks.",
			MIMEType:    "text/markdown",
		}, func(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
			// Read the card again (the cache keeps this cheap) so the
			// summary follows the agent's current card.
			fresh, err := readAgent(ctx, s.client, a.url)
			if err != nil {
				return nil, err
			}
			return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{
				URI: uri, MIMEType: "text/markdown", Text: fresh.summary(),
			}}}, nil
		})
	}
}

const promptName = "answer_with_business_agents"

// addPrompt offers a prompt that sets a host's model to work the way the
// tools expect: ask, follow the instructions, check the draft.
func (s *Server) addPrompt() {
	s.mcp.AddPrompt(&mcp.Prompt{
		Name:        promptName,
		Title:       "Answer with the businesses' own agents",
		Description: "Answer a person's question by asking the businesses' agents, and check the answer before giving it.",
		Arguments: []*mcp.PromptArgument{
			{Name: "question", Description: "The person's question.", Required: true},
			{Name: "language", Description: "The person's language (BCP 47); English when absent."},
		},
	}, func(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
		q := req.Params.Arguments["question"]
		lang := req.Params.Arguments["language"]
		if lang == "" {
			lang = s.lang.String()
		}
		text := fmt.Sprintf("A person asks (language %s):\n\n%s\n\n"+
			"Ask the business's own agent with the tool %s (with the skill id that fits, and language %s); "+
			"do not answer about the business from memory or the web. Follow the result's instructions. "+
			"Then write your answer, pass it whole to %s with language %s, and give the person the text it returns, unchanged.",
			lang, q, "ask_business_agent", lang, checkToolName, lang)
		return &mcp.GetPromptResult{
			Description: "Ask the agents, then check the answer",
			Messages:    []*mcp.PromptMessage{{Role: "user", Content: &mcp.TextContent{Text: text}}},
		}, nil
	})
}
