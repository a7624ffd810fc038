package conversation

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
	"github.com/agent-capability/onrequest/present/guard"
)

// A Conversation is one person's conversation. It is safe for concurrent
// use, but its answers are one person's: do not share it between people.
type Conversation struct {
	client    *client.Client
	presenter *present.Presenter
	guard     *guard.Guard
	ledger    *present.Ledger
	lang      language.Tag
	agents    []string // allowed agent URLs; empty means any

	mu       sync.Mutex
	awaiting map[string]openTask // by agent URL
}

// openTask is a task that asked the person for input.
type openTask struct {
	skill     string
	taskID    a2a.TaskID
	contextID string
}

// An Option configures New.
type Option func(*Conversation)

// WithAgents limits the model to the agents at these base URLs. Without
// it, the model may name any agent the client's address rules allow.
func WithAgents(urls ...string) Option {
	return func(c *Conversation) {
		for _, u := range urls {
			c.agents = append(c.agents, strings.TrimRight(u, "/"))
		}
	}
}

// WithLanguage sets the person's language (default English).
func WithLanguage(tag language.Tag) Option { return func(c *Conversation) { c.lang = tag } }

// New starts a conversation that asks agents through c.
func New(c *client.Client, opts ...Option) *Conversation {
	p := present.New()
	conv := &Conversation{
		client:    c,
		presenter: p,
		guard:     newGuard(p),
		ledger:    present.NewLedger(),
		lang:      language.English,
		awaiting:  map[string]openTask{},
	}
	for _, o := range opts {
		o(conv)
	}
	return conv
}

// Ledger is what the agents said in this conversation.
func (c *Conversation) Ledger() *present.Ledger { return c.ledger }

// Language is the person's language.
func (c *Conversation) Language() language.Tag { return c.lang }

// Ask is the tool: it reads the model's arguments (present.ParseToolCall),
// asks the agent, records the outcome and returns present's tool result.
// While an agent waits for the person's input, the next call to that
// agent continues its task.
func (c *Conversation) Ask(ctx context.Context, args []byte) (present.ToolResult, error) {
	call, err := present.ParseToolCall(args)
	if err != nil {
		return present.ToolResult{}, err
	}
	if !c.allowed(call.Agent) {
		return present.ToolResult{}, fmt.Errorf("%s is not one of the agents I may ask", present.Sanitize(call.Agent, 200))
	}
	agent := strings.TrimRight(call.Agent, "/")
	var opts []client.CallOption
	if call.Skill != "" {
		opts = append(opts, client.WithSkill(call.Skill))
	}
	c.mu.Lock()
	t, open := c.awaiting[agent]
	delete(c.awaiting, agent)
	c.mu.Unlock()
	if open && (call.Skill == "" || call.Skill == t.skill) {
		opts = append(opts, client.WithTaskID(t.taskID), client.WithContextID(t.contextID), client.WithSkill(t.skill))
	}
	o, err := c.client.Ask(ctx, call.Agent, call.Question, opts...)
	if err != nil {
		return present.ToolResult{}, err
	}
	c.ledger.Record(o)
	if o.Kind == interpret.KindInputRequired && o.TaskID != "" {
		skill := o.SkillID
		if skill == "" {
			skill = call.Skill
		}
		c.mu.Lock()
		c.awaiting[agent] = openTask{skill: skill, taskID: o.TaskID, contextID: o.ContextID}
		c.mu.Unlock()
	}
	return c.presenter.ToolResult(o, c.lang), nil
}

func (c *Conversation) allowed(agentURL string) bool {
	if len(c.agents) == 0 {
		return true
	}
	want := strings.TrimRight(agentURL, "/")
	for _, u := range c.agents {
		if u == want {
			return true
		}
	}
	return false
}

// Call answers the n-th tool call (from 0) of one model response: name is
// the tool the model called, args its arguments. It returns the JSON the
// model reads: present's tool result, or {"error": ...} with failed set.
// Whatever goes wrong is a result the model can read, not a failed turn.
func (c *Conversation) Call(ctx context.Context, n int, name string, args []byte) (result string, failed bool) {
	var r present.ToolResult
	var err error
	switch {
	case n >= MaxCallsInRound:
		err = errors.New("too many tool calls in one response")
	case name != present.ToolName:
		err = fmt.Errorf("unknown tool %q", present.Sanitize(name, 100))
	default:
		r, err = c.Ask(ctx, args)
	}
	var b []byte
	if err == nil {
		b, err = json.Marshal(r)
	}
	if err != nil {
		b, _ = json.Marshal(map[string]string{"error": err.Error()})
		return string(b), true
	}
	return string(b), false
}
