package guard

import (
	"io"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
)

// A Conversation is what an assistant keeps for one conversation: its
// ledger, with the guard and presenter that read it. It records each
// outcome and returns what to say (marking the address offered, so that
// the next answer does not repeat it), and checks or streams the model's
// answers. It is safe for concurrent use.
type Conversation struct {
	g      *Guard
	ledger *present.Ledger
}

// A ConversationOption configures a Conversation.
type ConversationOption func(*conversationConfig)

type conversationConfig struct {
	ledger *present.Ledger
	decls  []*interpret.Declaration
}

// WithLedger continues a conversation from a saved ledger (see
// [present.Ledger.UnmarshalJSON]).
func WithLedger(l *present.Ledger) ConversationOption {
	return func(c *conversationConfig) { c.ledger = l }
}

// WithStrictStart records operators' declarations before any question, so
// that their on-request items count as referred from the start (see
// [present.Ledger.Declare]): a price for one from another source is
// blocked even before the assistant asks the operator. Off by default.
func WithStrictStart(decls ...*interpret.Declaration) ConversationOption {
	return func(c *conversationConfig) { c.decls = append(c.decls, decls...) }
}

// NewConversation starts a conversation guarded by g (New(nil) when nil).
func NewConversation(g *Guard, opts ...ConversationOption) *Conversation {
	if g == nil {
		g = New(nil)
	}
	var cfg conversationConfig
	for _, o := range opts {
		o(&cfg)
	}
	if cfg.ledger == nil {
		cfg.ledger = present.NewLedger()
	}
	for _, d := range cfg.decls {
		cfg.ledger.Declare(d)
	}
	return &Conversation{g: g, ledger: cfg.ledger}
}

// Record records an outcome and returns what the person is to be told of
// it, in lang. Where that offers the item's address, the ledger notes it.
func (c *Conversation) Record(o interpret.Outcome, lang language.Tag) present.Speech {
	c.ledger.Record(o)
	sp := c.g.p.Say(o, lang)
	if sp.Link != "" {
		c.ledger.MarkOffered(o.Operator, o.SkillID)
	}
	return sp
}

// Check guards a whole answer (see [Guard.Check]).
func (c *Conversation) Check(lang language.Tag, draft string) Result {
	return c.g.Check(c.ledger, lang, draft)
}

// Stream guards a streamed answer on its way to dst (see [Guard.Stream]).
func (c *Conversation) Stream(dst io.Writer, lang language.Tag) *Stream {
	return c.g.Stream(dst, c.ledger, lang)
}

// Ledger returns the conversation's ledger, to save it.
func (c *Conversation) Ledger() *present.Ledger { return c.ledger }
