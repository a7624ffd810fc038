package gemini

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"google.golang.org/genai"

	"github.com/agent-capability/onrequest/adapters/conversation"
	"github.com/agent-capability/onrequest/present"
)

// A Model is a conversation with one Gemini model. It keeps the contents,
// so it is for one person at a time.
type Model struct {
	client  *genai.Client
	model   string
	stream  bool
	system  string
	history []*genai.Content
}

// An Option configures New.
type Option func(*Model)

// WithStream streams the answer (the default); false asks for whole
// responses.
func WithStream(on bool) Option { return func(m *Model) { m.stream = on } }

// WithSystem sets the system instruction (default conversation.SystemPrompt).
func WithSystem(s string) Option { return func(m *Model) { m.system = s } }

// New returns a model that calls model through c.
func New(c *genai.Client, model string, opts ...Option) *Model {
	m := &Model{client: c, model: model, stream: true, system: conversation.SystemPrompt}
	for _, o := range opts {
		o(m)
	}
	return m
}

// Tool is present's tool in the Gemini API's form.
func Tool() *genai.Tool {
	return &genai.Tool{FunctionDeclarations: []*genai.FunctionDeclaration{{
		Name:                 present.ToolName,
		Description:          present.ToolDescription,
		ParametersJsonSchema: conversation.ToolSchema(),
	}}}
}

// Answer gives the model the person's text, answers its function calls
// through conv, and writes its answer to w through the guard. It returns
// what the guard kept back.
func (m *Model) Answer(ctx context.Context, conv *conversation.Conversation, text string, w io.Writer) ([]conversation.Block, error) {
	m.history = append(m.history, genai.NewContentFromText(text, genai.RoleUser))
	blocked := []conversation.Block{}
	for round := 0; ; round++ {
		cfg := &genai.GenerateContentConfig{SystemInstruction: genai.NewContentFromText(m.system, genai.RoleUser)}
		if round < conversation.MaxToolRounds {
			cfg.Tools = []*genai.Tool{Tool()}
		}
		// A new guard each round: it judges against the ledger as the
		// last round's function calls left it.
		gw := conv.Guard(w)
		reply, err := m.complete(ctx, cfg, gw)
		if cerr := gw.Close(); err == nil {
			err = cerr
		}
		blocked = append(blocked, gw.Blocked()...)
		if err != nil {
			return blocked, err
		}
		m.history = append(m.history, reply)
		results := runTools(ctx, conv, reply)
		if len(results) == 0 {
			return blocked, nil
		}
		m.history = append(m.history, genai.NewContentFromParts(results, genai.RoleUser))
	}
}

// complete gets one response, its text written to w as it comes, and
// returns the model's content whole.
func (m *Model) complete(ctx context.Context, cfg *genai.GenerateContentConfig, w io.Writer) (*genai.Content, error) {
	reply := &genai.Content{Role: genai.RoleModel}
	take := func(resp *genai.GenerateContentResponse) error {
		if len(resp.Candidates) == 0 || resp.Candidates[0].Content == nil {
			return nil
		}
		for _, p := range resp.Candidates[0].Content.Parts {
			if p.Text != "" && !p.Thought {
				if _, err := io.WriteString(w, p.Text); err != nil {
					return err
				}
			}
			reply.Parts = append(reply.Parts, p)
		}
		return nil
	}
	if !m.stream {
		resp, err := m.client.Models.GenerateContent(ctx, m.model, m.history, cfg)
		if err != nil {
			return nil, fmt.Errorf("gemini: %w", err)
		}
		return reply, take(resp)
	}
	for resp, err := range m.client.Models.GenerateContentStream(ctx, m.model, m.history, cfg) {
		if err != nil {
			return nil, fmt.Errorf("gemini: %w", err)
		}
		if err := take(resp); err != nil {
			return nil, err
		}
	}
	if len(reply.Parts) == 0 {
		return nil, errors.New("gemini: response without content")
	}
	return reply, nil
}

// runTools answers the reply's function calls.
func runTools(ctx context.Context, conv *conversation.Conversation, reply *genai.Content) []*genai.Part {
	var results []*genai.Part
	for _, p := range reply.Parts {
		fc := p.FunctionCall
		if fc == nil {
			continue
		}
		args, _ := json.Marshal(fc.Args)
		out, _ := conv.Call(ctx, len(results), fc.Name, args)
		var response map[string]any
		if err := json.Unmarshal([]byte(out), &response); err != nil {
			response = map[string]any{"error": "unreadable result"}
		}
		part := genai.NewPartFromFunctionResponse(fc.Name, response)
		part.FunctionResponse.ID = fc.ID
		results = append(results, part)
	}
	return results
}
