package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/cache"
	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
	"github.com/agent-capability/onrequest/present/guard"
	"github.com/agent-capability/onrequest/store"
)

// An Agent is one business agent the assistant can ask, as its card
// describes it. The planner chooses among them.
type Agent struct {
	URL         string
	Operator    string
	Skills      []a2a.AgentSkill
	Card        *a2a.AgentCard // shared with the card cache: do not modify
	Declaration *interpret.Declaration
}

// An Asker asks one business agent on the person's behalf: the tool the
// planner calls. It returns what the tool gives a model (present's
// ToolResult); the assistant keeps the outcome itself, in the ledger and
// in the Reply.
type Asker func(ctx context.Context, call present.ToolCall) (present.ToolResult, error)

// A Planner turns what the person writes into tool calls and a draft answer.
// It writes the draft to w; the assistant guards whatever it writes before
// the person sees any of it. w is also a PresentedWriter, for a planner
// that passes on present's sentence for an outcome unchanged.
type Planner interface {
	// Name says what plans, for the help text and -v output.
	Name() string
	// Answer handles one message of the person's.
	Answer(ctx context.Context, t Turn, ask Asker, w io.Writer) error
}

// A Turn is what a planner gets for one message from the person.
type Turn struct {
	Text   string       // the person's words
	Lang   language.Tag // the person's language
	Agents []Agent      // whom it may ask
	// Awaiting is set when the last reply asked the person for input; the
	// person's words are probably the answer.
	Awaiting *present.ToolCall
}

// A Step is one tool call made during a turn, with its outcome.
type Step struct {
	Call    present.ToolCall   `json:"call"`
	Outcome interpret.Outcome  `json:"outcome"`
	Result  present.ToolResult `json:"toolResult"`
	Err     string             `json:"error,omitempty"`
}

// A Reply is everything one turn produced. Text is the only part the
// person reads; the rest is for -v and -json.
type Reply struct {
	Question string        `json:"question"`
	Lang     string        `json:"lang"`
	Planner  string        `json:"planner"`
	Steps    []Step        `json:"steps"`
	Draft    string        `json:"draft"`   // the planner's draft, unguarded
	Text     string        `json:"text"`    // what the person reads
	Blocked  []guard.Block `json:"blocked"` // what the guard kept back
	// Attributed: the guard added that opt-in information came from the
	// operator, on request (OR-6.4).
	Attributed bool `json:"attributed,omitempty"`
}

// An Assistant holds one conversation: the agents, the ledger of what they
// said (in a store, so that other instances can go on with the
// conversation), and the input a task is waiting for.
type Assistant struct {
	client       *client.Client
	cards        *cache.Cache
	planner      Planner
	presenter    *present.Presenter
	guard        *guard.Guard
	ledgers      store.Ledgers
	conversation string
	lang         language.Tag
	agentURLs    []string

	mu       sync.Mutex
	conv     *guard.Conversation // the latest turn's ledger, and the guard that reads it
	agents   []Agent
	awaiting *awaiting
}

// An AssistantOption configures an Assistant.
type AssistantOption func(*Assistant)

// WithLedgers keeps the conversation's ledger in ledgers under the id
// conversation, where every instance that shares the store finds it: a
// price one instance saw referred, another blocks. By default the ledger
// is kept in this process.
func WithLedgers(ledgers store.Ledgers, conversation string) AssistantOption {
	return func(a *Assistant) { a.ledgers, a.conversation = ledgers, conversation }
}

// WithGuard has the assistant present outcomes with pr and guard its
// drafts with g, built from pr (guard.New(pr)). Building a guard compiles
// its vocabularies, and a guard is safe for concurrent use, so the
// conversations of one process share one. By default each assistant
// builds its own.
func WithGuard(pr *present.Presenter, g *guard.Guard) AssistantOption {
	return func(a *Assistant) { a.presenter, a.guard, a.conv = pr, g, guard.NewConversation(g) }
}

// awaiting is a task that asked the person for input.
type awaiting struct {
	call      present.ToolCall
	taskID    a2a.TaskID
	contextID string
}

// NewAssistant returns an assistant for one conversation with the agents
// at urls, in the person's language lang.
func NewAssistant(c *client.Client, cards *cache.Cache, p Planner, lang language.Tag, urls []string, opts ...AssistantOption) *Assistant {
	a := &Assistant{
		client:       c,
		cards:        cards,
		planner:      p,
		ledgers:      store.NewMemory(),
		conversation: "local",
		lang:         lang,
		agentURLs:    urls,
	}
	for _, opt := range opts {
		opt(a)
	}
	if a.guard == nil {
		pr := present.New()
		WithGuard(pr, guard.New(pr))(a)
	}
	return a
}

// Agents reads the agents' cards (once; the cache keeps them fresh) and
// returns them. An agent whose card cannot be read is left out, with its
// error joined into err.
func (a *Assistant) Agents(ctx context.Context) ([]Agent, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.agents != nil {
		return a.agents, nil
	}
	var errs []error
	var agents []Agent
	for _, u := range a.agentURLs {
		entry, err := a.cards.Card(ctx, u)
		if err != nil {
			errs = append(errs, fmt.Errorf("agent %s: %w", u, err))
			continue
		}
		decl := interpret.DeclareRead(entry.Card, entry.Notes)
		agents = append(agents, Agent{URL: u, Operator: decl.Operator, Skills: entry.Card.Skills, Card: entry.Card, Declaration: decl})
	}
	if len(agents) > 0 {
		a.agents = agents
	}
	return agents, errors.Join(errs...)
}

// Ledger is the conversation's ledger as the latest turn left it.
func (a *Assistant) Ledger() *present.Ledger {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.conv.Ledger()
}

// Lang is the person's language.
func (a *Assistant) Lang() language.Tag { return a.lang }

// Presenter is the presenter the assistant words things with.
func (a *Assistant) Presenter() *present.Presenter { return a.presenter }

// An AskOption changes one call of Ask.
type AskOption func(*askConfig)

type askConfig struct {
	lang language.Tag
}

// InLanguage answers this message in lang instead of the conversation's
// language: the person changed language mid-conversation. The ledger, and
// so the guard's memory of referrals, carries over.
func InLanguage(lang language.Tag) AskOption {
	return func(c *askConfig) { c.lang = lang }
}

// Ask answers one message from the person. The planner's draft goes to the
// person only through the guard; if out is not nil, the guarded text is
// also written there as it is judged (sentence by sentence for a model that
// streams).
func (a *Assistant) Ask(ctx context.Context, text string, out io.Writer, opts ...AskOption) (*Reply, error) {
	cfg := askConfig{lang: a.lang}
	for _, opt := range opts {
		opt(&cfg)
	}
	lang := cfg.lang
	agents, err := a.Agents(ctx)
	if len(agents) == 0 {
		return nil, fmt.Errorf("no agent to ask: %w", err)
	}
	// The ledger as the conversation's other turns left it, wherever they
	// ran. Without it no answer is given: an empty ledger would let through
	// what an operator referred.
	ledger, err := a.ledgers.Load(ctx, a.conversation)
	if err != nil {
		return nil, fmt.Errorf("reading what the agents said earlier: %w", err)
	}
	conv := guard.NewConversation(a.guard, guard.WithLedger(ledger))
	// Steps and Blocked are empty arrays in JSON, never null.
	reply := &Reply{Question: text, Lang: lang.String(), Planner: a.planner.Name(), Steps: []Step{}, Blocked: []guard.Block{}}
	turn := Turn{Text: text, Lang: lang, Agents: agents}
	a.mu.Lock()
	a.conv = conv
	if a.awaiting != nil {
		c := a.awaiting.call
		turn.Awaiting = &c
	}
	a.mu.Unlock()

	var guarded bytes.Buffer
	sink := io.Writer(&guarded)
	if out != nil {
		sink = io.MultiWriter(&guarded, out)
	}
	// The stream reads the ledger as it judges each sentence, so text
	// written after a tool call is judged with what that call recorded.
	lg := &answerStream{start: func() *guard.Stream { return conv.Stream(sink, lang) }}
	w := &draftWriter{ledger: ledger, lg: lg, sink: sink, reply: reply}
	if err := a.planner.Answer(ctx, turn, a.asker(reply, ledger, lang), w); err != nil {
		return reply, err
	}
	if err := lg.Close(); err != nil {
		return reply, err
	}
	if err := a.saveOffered(ctx, ledger); err != nil {
		return reply, err
	}
	reply.Draft = w.draft.String()
	reply.Text = strings.TrimSpace(guarded.String())
	reply.Blocked = append(reply.Blocked, lg.Blocked()...)
	reply.Attributed = lg.Attributed()
	return reply, nil
}

// PresentedWriter is implemented by the writer a planner gets. A planner
// that passes on present's sentence for an outcome as it stands (a
// ToolResult's Say) writes it with Presented; its own words go to Write.
type PresentedWriter interface {
	io.Writer
	Presented(say string) error
}

// draftWriter takes a planner's draft. Everything goes through the guard,
// except a sentence present itself produced for an outcome of this turn:
// that is the rendered outcome, not the planner's words.
type draftWriter struct {
	draft  bytes.Buffer
	ledger *present.Ledger
	lg     *answerStream
	sink   io.Writer
	reply  *Reply
}

func (d *draftWriter) Write(p []byte) (int, error) {
	d.draft.Write(p)
	return d.lg.Write(p)
}

// Presented writes say unguarded if it is the Say of a tool result this
// turn returned, and through the guard otherwise.
func (d *draftWriter) Presented(say string) error {
	var step *Step
	for i := range d.reply.Steps {
		if s := &d.reply.Steps[i]; s.Err == "" && s.Result.Say == say {
			step = s
		}
	}
	if step == nil {
		_, err := d.Write([]byte(say))
		return err
	}
	if step.Result.PersonEntry != "" {
		// The person sees the address now; the guard need not add it to
		// the next answer again.
		d.ledger.MarkOffered(step.Outcome.Operator, step.Outcome.SkillID)
	}
	// What the guard holds comes first, in order.
	if err := d.lg.Close(); err != nil {
		return err
	}
	d.draft.WriteString(say)
	_, err := io.WriteString(d.sink, say)
	return err
}

// asker is the tool: it asks the agent through the client, records the
// outcome in the ledger, and returns present's tool result.
func (a *Assistant) asker(reply *Reply, ledger *present.Ledger, lang language.Tag) Asker {
	return func(ctx context.Context, call present.ToolCall) (present.ToolResult, error) {
		step := Step{Call: call}
		if !a.known(call.Agent) {
			// The agent address may come from a model: ask only the agents
			// this assistant was given.
			err := fmt.Errorf("%s is not one of the agents I may ask", call.Agent)
			step.Err = err.Error()
			reply.Steps = append(reply.Steps, step)
			return present.ToolResult{}, err
		}
		// The agent learns the person's language, to answer in it if it can.
		opts := []client.CallOption{client.WithLanguage(lang)}
		if call.Skill != "" {
			opts = append(opts, client.WithSkill(call.Skill))
		}
		a.mu.Lock()
		if w := a.awaiting; w != nil && w.call.Agent == call.Agent && (call.Skill == "" || call.Skill == w.call.Skill) {
			// The person's answer continues the task that asked for it.
			opts = append(opts, client.WithTaskID(w.taskID), client.WithContextID(w.contextID), client.WithSkill(w.call.Skill))
			a.awaiting = nil
		}
		// A call about something else leaves the open task waiting.
		a.mu.Unlock()

		o, err := a.client.Ask(ctx, call.Agent, call.Question, opts...)
		if err != nil {
			step.Err = err.Error()
			reply.Steps = append(reply.Steps, step)
			return present.ToolResult{}, err
		}
		// This turn's guard reads the turn's ledger; the next turn, here or
		// on another instance, the store's.
		ledger.Record(o)
		if err := a.ledgers.Update(ctx, a.conversation, func(l *present.Ledger) error { l.Record(o); return nil }); err != nil {
			err = fmt.Errorf("keeping what %s said: %w", call.Agent, err)
			step.Err = err.Error()
			reply.Steps = append(reply.Steps, step)
			return present.ToolResult{}, err
		}
		if o.Kind == interpret.KindInputRequired && o.TaskID != "" {
			c := call
			if c.Skill == "" {
				c.Skill = o.SkillID
			}
			a.mu.Lock()
			a.awaiting = &awaiting{call: c, taskID: o.TaskID, contextID: o.ContextID}
			a.mu.Unlock()
		}
		step.Outcome = o
		step.Result = a.presenter.ToolResult(o, lang)
		reply.Steps = append(reply.Steps, step)
		return step.Result, nil
	}
}

// saveOffered saves which items' addresses the turn offered the person
// (the guard added one, or a presented sentence carried it), so that the
// next turn does not offer them again. An item recorded again since, by
// another turn, is left as that turn left it.
func (a *Assistant) saveOffered(ctx context.Context, turn *present.Ledger) error {
	type key struct{ operator, skill string }
	offered := map[key]uint64{}
	for _, it := range turn.Items() {
		if it.Offered {
			offered[key{it.Operator, it.SkillID}] = it.Recorded
		}
	}
	if len(offered) == 0 {
		return nil
	}
	return a.ledgers.Update(ctx, a.conversation, func(l *present.Ledger) error {
		for _, it := range l.Items() {
			if n, ok := offered[key{it.Operator, it.SkillID}]; ok && n == it.Recorded && !it.Offered {
				l.MarkOffered(it.Operator, it.SkillID)
			}
		}
		return nil
	})
}

func (a *Assistant) known(agentURL string) bool {
	want := strings.TrimRight(agentURL, "/")
	for _, u := range a.agentURLs {
		if strings.TrimRight(u, "/") == want {
			return true
		}
	}
	return false
}

// answerStream starts a guard.Stream at the first write, and a new one at
// the first write after Close: a sentence of present's that the planner
// passes on as it stands goes to the person unguarded, after what the
// guard held.
type answerStream struct {
	start      func() *guard.Stream
	s          *guard.Stream
	blocked    []guard.Block
	attributed bool
}

func (l *answerStream) Write(p []byte) (int, error) {
	if l.s == nil {
		l.s = l.start()
	}
	return l.s.Write(p)
}

// Close judges what the current stream still holds.
func (l *answerStream) Close() error {
	if l.s == nil {
		return nil
	}
	err := l.s.Close()
	r := l.s.Result()
	l.blocked = append(l.blocked, r.Blocked...)
	l.attributed = l.attributed || r.Attributed
	l.s = nil
	return err
}

func (l *answerStream) Blocked() []guard.Block { return l.blocked }

func (l *answerStream) Attributed() bool { return l.attributed }
