package adk

import (
	"encoding/json"
	"fmt"
	"strings"
	"sync"

	"github.com/google/jsonschema-go/jsonschema"
	"google.golang.org/adk/agent"
	"google.golang.org/adk/model"
	"google.golang.org/adk/plugin"
	"google.golang.org/adk/tool"
	"google.golang.org/adk/tool/functiontool"
	"google.golang.org/genai"

	"github.com/agent-capability/onrequest/adapters/conversation"
	"github.com/agent-capability/onrequest/present"
)

// BlockedKey is the CustomMetadata key of what the guard kept back from a
// reply: a []conversation.Block.
const BlockedKey = "onrequest.blocked"

// A Guard holds one conversation per ADK session. It is safe for
// concurrent use.
type Guard struct {
	newConversation func() *conversation.Conversation

	mu      sync.Mutex
	convs   map[string]*conversation.Conversation // by app, user and session
	streams map[string]*partials                  // by invocation
}

// partials is the stream guard over one model call's partial replies.
type partials struct {
	w   *conversation.Writer
	out strings.Builder // what the guard released, not yet passed on
}

// New returns a guard that starts each session's conversation with
// newConversation.
func New(newConversation func() *conversation.Conversation) *Guard {
	return &Guard{newConversation: newConversation, convs: map[string]*conversation.Conversation{}, streams: map[string]*partials{}}
}

func sessionKey(ctx agent.ReadonlyContext) string {
	return ctx.AppName() + "\x00" + ctx.UserID() + "\x00" + ctx.SessionID()
}

// Conversation returns the session's conversation, starting it on first use.
func (g *Guard) Conversation(ctx agent.ReadonlyContext) *conversation.Conversation {
	g.mu.Lock()
	defer g.mu.Unlock()
	k := sessionKey(ctx)
	c, ok := g.convs[k]
	if !ok {
		c = g.newConversation()
		g.convs[k] = c
	}
	return c
}

// Forget drops a session's conversation, when the session is deleted.
func (g *Guard) Forget(appName, userID, sessionID string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	delete(g.convs, appName+"\x00"+userID+"\x00"+sessionID)
}

// Tool is present's ask_business_agent as an ADK function tool, answered
// through the session's conversation. A failed call is a result the model
// can read ({"error": ...}), not a failed run.
func (g *Guard) Tool() (tool.Tool, error) {
	var schema jsonschema.Schema
	if err := json.Unmarshal(present.ToolParameters(), &schema); err != nil {
		return nil, fmt.Errorf("adk: present's tool parameters: %w", err)
	}
	schema.Schema = ""
	return functiontool.New(functiontool.Config{
		Name:        present.ToolName,
		Description: present.ToolDescription,
		InputSchema: &schema,
	}, func(ctx agent.ToolContext, args map[string]any) (map[string]any, error) {
		b, err := json.Marshal(args)
		if err != nil {
			return map[string]any{"error": err.Error()}, nil
		}
		// ADK runs each call of a response on its own: count none.
		out, _ := g.Conversation(ctx).Call(ctx, 0, present.ToolName, b)
		var res map[string]any
		if err := json.Unmarshal([]byte(out), &res); err != nil {
			return map[string]any{"error": "unreadable result"}, nil
		}
		return res, nil
	})
}

// Plugin is AfterModel as a plugin, for runner.PluginConfig.
func (g *Guard) Plugin() (*plugin.Plugin, error) {
	return plugin.New(plugin.Config{Name: "onrequest-guard", AfterModelCallback: g.AfterModel})
}

// AfterModel is an llmagent.AfterModelCallback that guards the reply's
// text. A reply without text passes unchanged.
func (g *Guard) AfterModel(ctx agent.CallbackContext, resp *model.LLMResponse, respErr error) (*model.LLMResponse, error) {
	if respErr != nil || resp == nil || resp.Content == nil {
		return nil, nil
	}
	text, ok := replyText(resp.Content)
	if resp.Partial {
		if !ok {
			return nil, nil
		}
		released, blocked, err := g.partial(ctx, text)
		if err != nil {
			return nil, err
		}
		return rewrite(resp, released, blocked), nil
	}
	// The model call is over: a stream guard it started is done with.
	g.mu.Lock()
	delete(g.streams, ctx.InvocationID())
	g.mu.Unlock()
	if !ok {
		return nil, nil
	}
	guarded, blocked := g.Conversation(ctx).Check(text)
	return rewrite(resp, guarded, blocked), nil
}

// partial passes one partial reply's text through the invocation's stream
// guard and returns what the guard released.
func (g *Guard) partial(ctx agent.CallbackContext, text string) (string, []conversation.Block, error) {
	conv := g.Conversation(ctx)
	g.mu.Lock()
	p, ok := g.streams[ctx.InvocationID()]
	if !ok {
		p = &partials{}
		p.w = conv.Guard(&p.out)
		g.streams[ctx.InvocationID()] = p
	}
	g.mu.Unlock()
	if _, err := p.w.Write([]byte(text)); err != nil {
		return "", nil, err
	}
	released := p.out.String()
	p.out.Reset()
	return released, p.w.Blocked(), nil
}

// replyText joins the reply's text parts, thoughts left out.
func replyText(c *genai.Content) (string, bool) {
	var b strings.Builder
	found := false
	for _, p := range c.Parts {
		if p != nil && p.Text != "" && !p.Thought {
			b.WriteString(p.Text)
			found = true
		}
	}
	return b.String(), found
}

// rewrite returns a copy of resp whose text parts are replaced by one
// part holding text, other parts (function calls, thoughts) kept in place.
func rewrite(resp *model.LLMResponse, text string, blocked []conversation.Block) *model.LLMResponse {
	out := *resp
	content := *resp.Content
	content.Parts = nil
	placed := false
	for _, p := range resp.Content.Parts {
		if p != nil && p.Text != "" && !p.Thought {
			if !placed {
				content.Parts = append(content.Parts, &genai.Part{Text: text})
				placed = true
			}
			continue
		}
		content.Parts = append(content.Parts, p)
	}
	out.Content = &content
	out.CustomMetadata = map[string]any{}
	for k, v := range resp.CustomMetadata {
		out.CustomMetadata[k] = v
	}
	if blocked == nil {
		blocked = []conversation.Block{}
	}
	out.CustomMetadata[BlockedKey] = blocked
	return &out
}
