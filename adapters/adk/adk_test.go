package adk_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"google.golang.org/adk/agent"
	"google.golang.org/adk/agent/llmagent"
	"google.golang.org/adk/model/gemini"
	"google.golang.org/adk/plugin"
	"google.golang.org/adk/runner"
	"google.golang.org/adk/session"
	"google.golang.org/adk/tool"
	"google.golang.org/genai"

	"github.com/agent-capability/onrequest/adapters/adk"
	"github.com/agent-capability/onrequest/adapters/conversation"
	"github.com/agent-capability/onrequest/adapters/internal/fakegemini"
	"github.com/agent-capability/onrequest/adapters/internal/script"
)

// TestRunnerIsGuarded runs an ADK agent on ADK's Gemini model, against a
// fake of the Gemini API, with the guard's tool and plugin: the model asks
// the chapel twice, then answers with a price from elsewhere and a done
// claim, and neither reaches an event's text, streamed or not.
func TestRunnerIsGuarded(t *testing.T) {
	for _, mode := range []agent.StreamingMode{agent.StreamingModeNone, agent.StreamingModeSSE} {
		t.Run(fmt.Sprintf("streaming=%s", mode), func(t *testing.T) {
			conv, calls := script.Setup(t)
			fake := fakegemini.Start(t, calls)
			ctx := context.Background()
			m, err := gemini.NewModel(ctx, "gemini-test", &genai.ClientConfig{
				APIKey: fakegemini.APIKey, Backend: genai.BackendGeminiAPI,
				HTTPOptions: genai.HTTPOptions{BaseURL: fake.URL},
			})
			if err != nil {
				t.Fatal(err)
			}
			g := adk.New(func() *conversation.Conversation { return conv })
			ask, err := g.Tool()
			if err != nil {
				t.Fatal(err)
			}
			a, err := llmagent.New(llmagent.Config{Name: "assistant", Model: m, Tools: []tool.Tool{ask},
				Instruction: "Ask the businesses' agents with " + "ask_business_agent" + "."})
			if err != nil {
				t.Fatal(err)
			}
			p, err := g.Plugin()
			if err != nil {
				t.Fatal(err)
			}
			r, err := runner.New(runner.Config{AppName: "test", Agent: a, SessionService: session.InMemoryService(),
				AutoCreateSession: true, PluginConfig: runner.PluginConfig{Plugins: []*plugin.Plugin{p}}})
			if err != nil {
				t.Fatal(err)
			}
			var streamed, final strings.Builder
			var blocked []conversation.Block
			for ev, err := range r.Run(ctx, "person", "s1", genai.NewContentFromText(script.Question, genai.RoleUser),
				agent.RunConfig{StreamingMode: mode}) {
				if err != nil {
					t.Fatal(err)
				}
				if ev.Content == nil {
					continue
				}
				for _, part := range ev.Content.Parts {
					if ev.Partial {
						streamed.WriteString(part.Text)
					} else {
						final.WriteString(part.Text)
					}
				}
				if b, ok := ev.CustomMetadata[adk.BlockedKey].([]conversation.Block); ok && !ev.Partial {
					blocked = append(blocked, b...)
				}
			}
			if mode == agent.StreamingModeSSE {
				if streamed.Len() == 0 {
					t.Error("no partial events in streaming mode")
				}
				for _, leak := range script.Leaks {
					if strings.Contains(streamed.String(), leak) {
						t.Errorf("%q reached a partial event: %q", leak, streamed.String())
					}
				}
			}
			script.Check(t, final.String(), blocked, fake.FunctionResponses())
		})
	}
}
