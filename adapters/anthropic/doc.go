// Package anthropic runs Anthropic's Messages API (anthropic-sdk-go) with
// present's ask_business_agent tool, and streams the model's answer to the
// person through the guard: a value from elsewhere for something a
// business gives on request, or a claim that an open action is done, does
// not reach the person (OR-6.3, OR-5.8).
//
//	m := anthropic.New(sdk.NewClient(), "claude-sonnet-4-5")
//	conv := conversation.New(client.New(), conversation.WithAgents(agentURL))
//	blocked, err := m.Answer(ctx, conv, "What does a cremation cost?", os.Stdout)
package anthropic
