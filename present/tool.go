package present

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/netip"
	"net/url"
	"strings"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/interpret"
)

// ToolName and ToolDescription describe the tool an assistant offers its
// model for asking a business's agent. Give them, with ToolParameters, to
// any LLM API's function-calling interface.
const (
	ToolName        = "ask_business_agent"
	ToolDescription = "Ask a business's own agent (A2A) a question on the person's behalf. " +
		"The result says what the business answered, or that it gives the information to the person on request " +
		"and where to ask. Follow the result's instruction."
)

// ToolParameters returns the JSON Schema (2020-12) of the tool's
// arguments: agent (the agent's https URL), question, and optionally
// skill (the skill id, when known).
func ToolParameters() json.RawMessage {
	return json.RawMessage(`{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "properties": {
    "agent": {"type": "string", "format": "uri", "description": "URL of the business's A2A agent or Agent Card."},
    "question": {"type": "string", "minLength": 1, "maxLength": 4000, "description": "The person's question or request, in their words."},
    "skill": {"type": "string", "maxLength": 200, "description": "Id of the agent's skill, if known."}
  },
  "required": ["agent", "question"],
  "additionalProperties": false
}`)
}

// ToolCall is the tool's arguments, as the model sends them.
type ToolCall struct {
	Agent    string `json:"agent"`
	Question string `json:"question"`
	Skill    string `json:"skill,omitempty"`
}

// ErrToolCall is wrapped by every error ParseToolCall returns.
var ErrToolCall = errors.New("present: invalid tool call")

// ParseToolCall reads the model's arguments for the tool. The model's
// output is untrusted: unknown fields, a missing question, or an agent
// address that is not https (or http on a loopback address, for local
// development) are errors wrapping ErrToolCall.
func ParseToolCall(args []byte) (ToolCall, error) {
	var c ToolCall
	dec := json.NewDecoder(bytes.NewReader(args))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&c); err != nil {
		return ToolCall{}, fmt.Errorf("%w: %w", ErrToolCall, err)
	}
	if dec.More() {
		return ToolCall{}, fmt.Errorf("%w: trailing data after the arguments", ErrToolCall)
	}
	c.Question = strings.TrimSpace(c.Question)
	c.Skill = strings.TrimSpace(c.Skill)
	if c.Question == "" {
		return ToolCall{}, fmt.Errorf("%w: question is empty", ErrToolCall)
	}
	if len(c.Question) > 4*4000 || len(c.Skill) > 200 {
		return ToolCall{}, fmt.Errorf("%w: argument too long", ErrToolCall)
	}
	u, err := url.Parse(strings.TrimSpace(c.Agent))
	if err != nil {
		return ToolCall{}, fmt.Errorf("%w: agent: %w", ErrToolCall, err)
	}
	switch {
	case u.Scheme == "https" && u.Host != "" && u.User == nil:
	case u.Scheme == "http" && u.User == nil && isLoopback(u.Hostname()):
	default:
		return ToolCall{}, fmt.Errorf("%w: agent %q is not an https URL", ErrToolCall, c.Agent)
	}
	c.Agent = u.String()
	return c, nil
}

func isLoopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip, err := netip.ParseAddr(host)
	return err == nil && ip.IsLoopback()
}

// ToolResult is what the tool returns to the model for one outcome: the
// facts, the sentence to say to the person, and a plain instruction. It
// marshals to JSON as it stands.
type ToolResult struct {
	Status      interpret.Kind `json:"status"`
	Operator    string         `json:"operator,omitempty"`
	Skill       string         `json:"skill,omitempty"`
	SkillName   string         `json:"skillName,omitempty"`
	PersonEntry string         `json:"personEntry,omitempty"` // checked; the link target (https: or tel:)
	// Information is the operator's own words where the model may pass
	// them on: a public answer, or information given on opt-in.
	Information string `json:"information,omitempty"`
	// Question is the agent's question when it needs input.
	Question string `json:"question,omitempty"`
	// Say is the sentence for the person, in their language.
	Say string `json:"say"`
	// Instruction tells the model what it may and may not do with this.
	Instruction string `json:"instruction"`
}

// ToolResult builds the model's view of an outcome. lang is the person's
// language, for Say; the instruction is in English, for the model.
func (p *Presenter) ToolResult(o interpret.Outcome, lang language.Tag) ToolResult {
	sp := p.Say(o, lang)
	op := Sanitize(o.Operator, 120)
	if op == "" {
		op = "the business"
	}
	r := ToolResult{
		Status:      o.Kind,
		Operator:    Sanitize(o.Operator, 120),
		Skill:       Sanitize(o.SkillID, 200),
		SkillName:   Sanitize(o.SkillName, 200),
		PersonEntry: sp.Link,
		Say:         sp.Text,
	}
	where := "Offer the person the address " + sp.LinkText + "."
	if sp.Link == "" {
		where = "Tell the person to ask " + op + " directly; give no address that is not in this result."
	}
	switch o.Kind {
	case interpret.KindOnRequest:
		r.Instruction = op + " gives this information to the person who asks, on request. " +
			"Do not state a value for it from any other source, and do not guess or estimate one. " +
			"Do not say the information does not exist. " + where
	case interpret.KindActionReferred:
		r.Instruction = "The action was not carried out. Do not say it is done, booked or confirmed, " +
			"and do not state a value for it from any other source. The person can do it themselves. " + where
	case interpret.KindGivenOnOptIn:
		r.Information = Sanitize(o.ArtifactText(), p.quoteLimit)
		if r.Information == "" {
			r.Information = Sanitize(o.Text, p.quoteLimit)
		}
		r.Instruction = "You may pass on this information. Say that it comes from " + op + ", given on request. " +
			"Do not add values from any other source."
	case interpret.KindActionPending:
		r.Instruction = "The request was passed on; a member of staff at " + op + " completes it later. " +
			"It is not done yet: do not say it is done, booked, confirmed or scheduled."
		if sp.Link != "" {
			r.Instruction += " The person can follow it up at " + sp.LinkText + "."
		}
	case interpret.KindActionDone:
		r.Information = Sanitize(o.Text, p.quoteLimit)
		r.Instruction = op + " reports that the action is done. You may say so."
	case interpret.KindSignInRequired:
		r.Instruction = "The person must sign in with " + op + " to continue. Do not ask the person for passwords or codes."
	case interpret.KindInputRequired:
		r.Question = Sanitize(o.Text, p.quoteLimit)
		r.Instruction = "The agent needs more from the person. Ask the person its question, then call " + ToolName +
			" again with their answer."
	case interpret.KindFailed:
		r.Information = Sanitize(o.Text, p.quoteLimit)
		r.Instruction = "The request failed. Tell the person so; do not invent a result."
	default:
		r.Information = strings.TrimSpace(Sanitize(o.Text, p.quoteLimit) + " " + Sanitize(o.ArtifactText(), p.quoteLimit))
		r.Instruction = "Pass on " + op + "'s answer. Do not add values for it from other sources."
	}
	return r
}
