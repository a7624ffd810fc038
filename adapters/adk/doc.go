// Package adk puts the On Request tool and the guard into Google's Agent
// Development Kit for Go (google.golang.org/adk).
//
// A Guard gives an ADK agent a tool that asks a business's agent
// (present's ask_business_agent, answered through the client) and an
// after-model callback that runs the guard over every model reply before
// it becomes an event: a value from elsewhere for something a business
// gives on request, or a claim that an open action is done, is replaced by
// where the person can ask (OR-6.3, OR-5.8). Register the callback as a
// plugin on the runner, so it covers every agent the runner runs:
//
//	g := adk.New(func() *conversation.Conversation {
//		return conversation.New(c, conversation.WithAgents(agentURL))
//	})
//	ask, _ := g.Tool()
//	a, _ := llmagent.New(llmagent.Config{Name: "assistant", Model: m, Tools: []tool.Tool{ask}})
//	p, _ := g.Plugin()
//	r, _ := runner.New(runner.Config{AppName: "app", Agent: a, SessionService: session.InMemoryService(),
//		PluginConfig: runner.PluginConfig{Plugins: []*plugin.Plugin{p}}})
//
// Each ADK session has its own conversation (ledger). Streamed replies
// (Partial) go through a stream guard that holds text back to a sentence
// end; the final reply is checked whole. What the guard kept back is in
// the reply's CustomMetadata under BlockedKey.
package adk
