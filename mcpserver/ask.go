package mcpserver

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
)

// AskInput is ask_business_agent's arguments.
type AskInput struct {
	Agent    string `json:"agent"`
	Question string `json:"question"`
	Skill    string `json:"skill,omitempty"`
	Language string `json:"language,omitempty"`
}

// AskResult is ask_business_agent's structured result: present's tool
// result under the names MCP hosts see.
type AskResult struct {
	// Kind is the outcome's kind, as 'onrequest ask --json' prints it
	// (on-request, action-pending, ...).
	Kind        string `json:"kind"`
	Operator    string `json:"operator"`
	SkillID     string `json:"skillId"`
	SkillName   string `json:"skillName,omitempty"`
	PersonEntry string `json:"personEntry"` // checked: https: or tel:, or empty
	// Say is the sentence for the person, in their language.
	Say string `json:"say"`
	// Instructions say what the model must and must not say.
	Instructions string `json:"instructions"`
	// Information is the operator's words where the model may pass them on.
	Information string `json:"information,omitempty"`
	// Question is the agent's question, when it needs the person's input.
	Question string `json:"question,omitempty"`
}

// askSchema is the tool's arguments as MCP hosts give them: the agent by
// URL or operator name, the question, the skill when known (the tool's
// description lists each agent's skills; an action should name one), and
// the person's language. present's schema wraps the skill in a request
// object for function-calling APIs; MCP hosts get the flat form.
func askSchema() map[string]any {
	return map[string]any{
		"type": "object",
		"properties": map[string]any{
			"agent": map[string]any{
				"type":        "string",
				"minLength":   1,
				"maxLength":   2000,
				"description": "The business's A2A agent: its URL, or the operator's name as this tool's description gives it.",
			},
			"question": map[string]any{
				"type":        "string",
				"minLength":   1,
				"maxLength":   16000,
				"description": "The person's question or request, in their words.",
			},
			"skill": map[string]any{
				"type":        "string",
				"maxLength":   200,
				"description": "Id of the agent's skill from this tool's description. Required for an action (booking, requesting, arranging): only the skill tells a deferred action's reply from an answer.",
			},
			"language": languageProperty,
		},
		"required":             []any{"agent", "question"},
		"additionalProperties": false,
	}
}

var languageProperty = map[string]any{
	"type":        "string",
	"maxLength":   35,
	"description": "The person's language as a BCP 47 tag (en, fr, de-CH); English when absent.",
}

func (s *Server) addTools() {
	mcp.AddTool(s.mcp, &mcp.Tool{
		Name:        present.ToolName,
		Title:       "Ask a business's agent",
		Description: s.toolDescription(),
		InputSchema: askSchema(),
		Annotations: &mcp.ToolAnnotations{OpenWorldHint: ptr(true)},
	}, s.ask)
	mcp.AddTool(s.mcp, &mcp.Tool{
		Name:        checkToolName,
		Title:       "Check a draft answer",
		Description: checkDescription,
		InputSchema: checkSchema(),
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: ptr(false)},
	}, s.check)
}

func ptr[T any](v T) *T { return &v }

// ask is ask_business_agent. Whatever goes wrong is a tool error the model
// can read, never a failed session.
func (s *Server) ask(ctx context.Context, req *mcp.CallToolRequest, in AskInput) (*mcp.CallToolResult, AskResult, error) {
	lang, err := s.language(in.Language)
	if err != nil {
		return nil, AskResult{}, err
	}
	url, err := s.resolve(in.Agent)
	if err != nil {
		return nil, AskResult{}, err
	}
	var skill *string
	if in.Skill != "" {
		skill = &in.Skill
	}
	args, err := json.Marshal(map[string]any{"agent": url, "question": in.Question,
		"request": map[string]any{"intent": present.IntentInformation, "skill": skill}})
	if err != nil {
		return nil, AskResult{}, err
	}
	call, err := present.ParseToolCall(args)
	if err != nil {
		return nil, AskResult{}, err
	}
	sess := s.sessions.of(req.Session)
	var opts []client.CallOption
	if call.Skill != "" {
		opts = append(opts, client.WithSkill(call.Skill))
	}
	if t, ok := sess.take(url); ok && (call.Skill == "" || call.Skill == t.skill) {
		// The agent asked the person something; this continues its task.
		opts = append(opts, client.WithTaskID(t.taskID), client.WithContextID(t.contextID), client.WithSkill(t.skill))
	}
	o, err := s.client.Ask(ctx, url, call.Question, opts...)
	if err != nil {
		s.logger.InfoContext(ctx, "mcpserver: ask failed", "agent", url, "error", err)
		return nil, AskResult{}, fmt.Errorf("asking %s: %w", url, errors.Unwrap(err))
	}
	sess.ledger.Record(o)
	if o.Kind == interpret.KindInputRequired && o.TaskID != "" {
		skill := o.SkillID
		if skill == "" {
			skill = call.Skill
		}
		sess.await(url, openTask{skill: skill, taskID: o.TaskID, contextID: o.ContextID})
	}
	tr := s.presenter.ToolResult(o, lang)
	res := AskResult{
		Kind:         string(tr.Status),
		Operator:     tr.Operator,
		SkillID:      tr.Skill,
		SkillName:    tr.SkillName,
		PersonEntry:  tr.PersonEntry,
		Say:          tr.Say,
		Instructions: tr.Instruction,
		Information:  tr.Information,
		Question:     tr.Question,
	}
	text := res.Say + "\n\nInstructions: " + res.Instructions
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, res, nil
}

// language reads a BCP 47 tag; a well-formed tag for a language present
// has no text for gets the closest one, else English.
func (s *Server) language(tag string) (language.Tag, error) {
	if tag == "" {
		return s.lang, nil
	}
	t, err := language.Parse(tag)
	var unknown language.ValueError
	if err != nil && !errors.As(err, &unknown) {
		return language.Und, fmt.Errorf("language %q is not a BCP 47 tag (try en, fr, de-CH)", clip(tag))
	}
	return t, nil
}
