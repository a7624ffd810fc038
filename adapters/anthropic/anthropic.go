package anthropic

import (
	"context"
	"fmt"
	"io"

	sdk "github.com/anthropics/anthropic-sdk-go/v2"

	"github.com/agent-capability/onrequest/adapters/conversation"
	"github.com/agent-capability/onrequest/present"
)

// A Model is a conversation with one Anthropic model. It keeps the
// messages, so it is for one person at a time.
type Model struct {
	client    sdk.Client
	model     sdk.Model
	stream    bool
	maxTokens int64
	system    string
	history   []sdk.MessageParam
}

// An Option configures New.
type Option func(*Model)

// WithStream streams the answer (the default); false asks for whole
// responses.
func WithStream(on bool) Option { return func(m *Model) { m.stream = on } }

// WithMaxTokens bounds each response (default 1024).
func WithMaxTokens(n int64) Option { return func(m *Model) { m.maxTokens = n } }

// WithSystem sets the system prompt (default conversation.SystemPrompt).
func WithSystem(s string) Option { return func(m *Model) { m.system = s } }

// New returns a model that calls model through c.
func New(c sdk.Client, model string, opts ...Option) *Model {
	m := &Model{client: c, model: sdk.Model(model), stream: true, maxTokens: 1024, system: conversation.SystemPrompt}
	for _, o := range opts {
		o(m)
	}
	return m
}

// Tool is present's tool in the Messages API's form.
func Tool() sdk.ToolUnionParam {
	schema := conversation.ToolSchema()
	in := sdk.ToolInputSchemaParam{Properties: schema["properties"]}
	for _, r := range schema["required"].([]any) {
		in.Required = append(in.Required, r.(string))
	}
	if ap, ok := schema["additionalProperties"]; ok {
		in.ExtraFields = map[string]any{"additionalProperties": ap}
	}
	return sdk.ToolUnionParam{OfTool: &sdk.ToolParam{
		Name:        present.ToolName,
		Description: sdk.String(present.ToolDescription),
		InputSchema: in,
	}}
}

// Answer gives the model the person's text, answers its tool calls through
// conv, and writes its answer to w through the guard. It returns what the
// guard kept back.
func (m *Model) Answer(ctx context.Context, conv *conversation.Conversation, text string, w io.Writer) ([]conversation.Block, error) {
	m.history = append(m.history, sdk.NewUserMessage(sdk.NewTextBlock(text)))
	blocked := []conversation.Block{}
	for round := 0; ; round++ {
		params := sdk.MessageNewParams{
			Model:     m.model,
			MaxTokens: m.maxTokens,
			Messages:  m.history,
			System:    []sdk.TextBlockParam{{Text: m.system}},
		}
		if round < conversation.MaxToolRounds {
			params.Tools = []sdk.ToolUnionParam{Tool()}
		}
		// A new guard each round: it judges against the ledger as the
		// last round's tool calls left it.
		gw := conv.Guard(w)
		msg, err := m.complete(ctx, params, gw)
		if cerr := gw.Close(); err == nil {
			err = cerr
		}
		blocked = append(blocked, gw.Blocked()...)
		if err != nil {
			return blocked, err
		}
		m.history = append(m.history, msg.ToParam())
		results := m.runTools(ctx, conv, msg)
		if len(results) == 0 {
			return blocked, nil
		}
		m.history = append(m.history, sdk.NewUserMessage(results...))
	}
}

// complete gets one response, its text written to w as it comes.
func (m *Model) complete(ctx context.Context, params sdk.MessageNewParams, w io.Writer) (*sdk.Message, error) {
	if !m.stream {
		msg, err := m.client.Messages.New(ctx, params)
		if err != nil {
			return nil, fmt.Errorf("anthropic: %w", err)
		}
		for _, b := range msg.Content {
			if b.Type == "text" {
				if _, err := io.WriteString(w, b.Text); err != nil {
					return nil, err
				}
			}
		}
		return msg, nil
	}
	stream := m.client.Messages.NewStreaming(ctx, params)
	defer stream.Close()
	var msg sdk.Message
	for stream.Next() {
		ev := stream.Current()
		if err := msg.Accumulate(ev); err != nil {
			return nil, fmt.Errorf("anthropic: %w", err)
		}
		if ev.Type == "content_block_delta" && ev.Delta.Type == "text_delta" {
			if _, err := io.WriteString(w, ev.Delta.Text); err != nil {
				return nil, err
			}
		}
	}
	if err := stream.Err(); err != nil {
		return nil, fmt.Errorf("anthropic: %w", err)
	}
	return &msg, nil
}

// runTools answers the response's tool calls.
func (m *Model) runTools(ctx context.Context, conv *conversation.Conversation, msg *sdk.Message) []sdk.ContentBlockParamUnion {
	var results []sdk.ContentBlockParamUnion
	for _, b := range msg.Content {
		if b.Type == "tool_use" {
			content, failed := conv.Call(ctx, len(results), b.Name, b.Input)
			results = append(results, sdk.NewToolResultBlock(b.ID, content, failed))
		}
	}
	return results
}
