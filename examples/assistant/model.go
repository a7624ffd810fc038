package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
	"golang.org/x/text/language/display"

	"github.com/agent-capability/onrequest/present"
)

// ModelConfig selects an OpenAI-compatible chat-completions endpoint.
type ModelConfig struct {
	BaseURL string // OPENAI_BASE_URL; empty means OpenAI's own
	APIKey  string // OPENAI_API_KEY
	Model   string // OPENAI_MODEL
	Stream  bool   // stream the answer (OPENAI_STREAM=0 turns it off)
}

// DefaultModel is the model asked for when OPENAI_MODEL is not set.
const DefaultModel = "gpt-4o-mini"

// modelConfigFromEnv reports a model configuration when the environment
// names an endpoint (OPENAI_BASE_URL) or a key (OPENAI_API_KEY).
func modelConfigFromEnv(getenv func(string) string) (ModelConfig, bool) {
	cfg := ModelConfig{
		BaseURL: getenv("OPENAI_BASE_URL"),
		APIKey:  getenv("OPENAI_API_KEY"),
		Model:   getenv("OPENAI_MODEL"),
		Stream:  getenv("OPENAI_STREAM") != "0",
	}
	if cfg.BaseURL == "" && cfg.APIKey == "" {
		return ModelConfig{}, false
	}
	if cfg.Model == "" {
		cfg.Model = DefaultModel
	}
	return cfg, true
}

// Limits on one turn with a model, whose output is untrusted.
const (
	maxToolRounds   = 4 // model responses that may call tools, per turn
	maxCallsInRound = 4 // tool calls honoured in one response
)

// Model is a Planner backed by a language model through the chat
// completions API, with present's tool definition. It keeps the
// conversation, so it is for one person at a time.
type Model struct {
	cfg     ModelConfig
	client  openai.Client
	history []openai.ChatCompletionMessageParamUnion
}

// NewModel returns a model planner.
func NewModel(cfg ModelConfig) *Model {
	opts := []option.RequestOption{option.WithMaxRetries(1)}
	if cfg.BaseURL != "" {
		opts = append(opts, option.WithBaseURL(cfg.BaseURL))
	}
	if cfg.APIKey != "" {
		opts = append(opts, option.WithAPIKey(cfg.APIKey))
	} else {
		// Local endpoints often need no key, but the SDK sends one.
		opts = append(opts, option.WithAPIKey("none"))
	}
	return &Model{cfg: cfg, client: openai.NewClient(opts...)}
}

// Name implements Planner.
func (m *Model) Name() string { return "model " + m.cfg.Model }

func (m *Model) tool(agents []Agent) openai.ChatCompletionToolUnionParam {
	var params map[string]any
	// present's schema is a constant; a failure here is a bug in present.
	if err := json.Unmarshal(present.ToolParameters(), &params); err != nil {
		panic(fmt.Sprintf("present.ToolParameters is not JSON: %v", err))
	}
	var described []present.ToolAgent
	for _, ag := range agents {
		described = append(described, present.ToolAgent{URL: ag.URL, Card: ag.Card, Declaration: ag.Declaration})
	}
	return openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
		Name:        present.ToolName,
		Description: openai.String(present.ToolDescriptionFor(described...)),
		Parameters:  params,
	})
}

func systemPrompt(t Turn) string {
	var b strings.Builder
	fmt.Fprintf(&b, "You help a person get answers from businesses. Reply in %s (%s). ", display.English.Tags().Name(t.Lang), t.Lang)
	fmt.Fprintf(&b, "Use the tool %s to ask a business's agent; never answer about a business from memory or the web. ", present.ToolName)
	b.WriteString("Follow each tool result's instruction, and give the person its 'say' sentence and address. The agents you may ask:\n")
	for _, ag := range t.Agents {
		var skills []string
		for _, s := range ag.Skills {
			skills = append(skills, s.ID+" ("+s.Name+")")
		}
		fmt.Fprintf(&b, "- %s, agent %s, skills: %s\n", ag.Operator, ag.URL, strings.Join(skills, ", "))
	}
	if t.Awaiting != nil {
		fmt.Fprintf(&b, "The agent %s asked the person a question for skill %s; if the person's message answers it, call the tool again with that agent and skill.\n", t.Awaiting.Agent, t.Awaiting.Skill)
	}
	return b.String()
}

// Answer implements Planner: it lets the model call the tool until it
// answers, and writes the answer to w as it comes.
func (m *Model) Answer(ctx context.Context, t Turn, ask Asker, w io.Writer) error {
	if len(m.history) == 0 {
		m.history = append(m.history, openai.SystemMessage(systemPrompt(t)))
	} else {
		m.history[0] = openai.SystemMessage(systemPrompt(t))
	}
	m.history = append(m.history, openai.UserMessage(t.Text))
	for round := 0; ; round++ {
		params := openai.ChatCompletionNewParams{
			Model:    openai.ChatModel(m.cfg.Model),
			Messages: m.history,
		}
		if round < maxToolRounds {
			params.Tools = []openai.ChatCompletionToolUnionParam{m.tool(t.Agents)}
		}
		msg, err := m.complete(ctx, params, w)
		if err != nil {
			return err
		}
		m.history = append(m.history, msg.ToParam())
		if len(msg.ToolCalls) == 0 {
			return nil
		}
		for i, tc := range msg.ToolCalls {
			var content string
			if i >= maxCallsInRound {
				content = toolError(errors.New("too many tool calls in one response"))
			} else {
				content = m.runTool(ctx, tc, ask)
			}
			m.history = append(m.history, openai.ToolMessage(content, tc.ID))
		}
	}
}

// complete gets one response, streamed to w when the endpoint streams.
// Text written to w goes through the guard before the person sees it.
func (m *Model) complete(ctx context.Context, params openai.ChatCompletionNewParams, w io.Writer) (openai.ChatCompletionMessage, error) {
	if !m.cfg.Stream {
		resp, err := m.client.Chat.Completions.New(ctx, params)
		if err != nil {
			return openai.ChatCompletionMessage{}, fmt.Errorf("model: %w", err)
		}
		if len(resp.Choices) == 0 {
			return openai.ChatCompletionMessage{}, errors.New("model: response without choices")
		}
		msg := resp.Choices[0].Message
		if len(msg.ToolCalls) == 0 {
			if _, err := io.WriteString(w, msg.Content); err != nil {
				return msg, err
			}
		}
		return msg, nil
	}
	stream := m.client.Chat.Completions.NewStreaming(ctx, params)
	defer stream.Close()
	var acc openai.ChatCompletionAccumulator
	for stream.Next() {
		chunk := stream.Current()
		if !acc.AddChunk(chunk) {
			return openai.ChatCompletionMessage{}, errors.New("model: malformed stream chunk")
		}
		for _, ch := range chunk.Choices {
			if ch.Index == 0 && ch.Delta.Content != "" {
				if _, err := io.WriteString(w, ch.Delta.Content); err != nil {
					return openai.ChatCompletionMessage{}, err
				}
			}
		}
	}
	if err := stream.Err(); err != nil {
		return openai.ChatCompletionMessage{}, fmt.Errorf("model: %w", err)
	}
	if len(acc.Choices) == 0 {
		return openai.ChatCompletionMessage{}, errors.New("model: stream without choices")
	}
	return acc.Choices[0].Message, nil
}

// runTool checks the model's arguments and asks the agent; whatever goes
// wrong becomes a result the model can read, not a failed turn.
func (m *Model) runTool(ctx context.Context, tc openai.ChatCompletionMessageToolCallUnion, ask Asker) string {
	if tc.Type != "" && tc.Type != "function" || tc.Function.Name != present.ToolName {
		return toolError(fmt.Errorf("unknown tool %q", tc.Function.Name))
	}
	call, err := present.ParseToolCall([]byte(tc.Function.Arguments))
	if err != nil {
		return toolError(err)
	}
	res, err := ask(ctx, call)
	if err != nil {
		return toolError(err)
	}
	b, err := json.Marshal(res)
	if err != nil {
		return toolError(err)
	}
	return string(b)
}

func toolError(err error) string {
	b, _ := json.Marshal(map[string]string{"error": err.Error()})
	return string(b)
}
