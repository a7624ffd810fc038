package conversation

import (
	"io"

	"github.com/agent-capability/onrequest/present"
	"github.com/agent-capability/onrequest/present/guard"
)

// This file is the package's one contact with the guard, so that a change
// of the guard's API is made here alone.

func newGuard(p *present.Presenter) *guard.Guard { return guard.New(p) }

// A Block is one sentence the guard kept from the person.
type Block struct {
	// Reason is "other-source-value" (OR-6.3) or "done-claim" (OR-5.8).
	Reason string `json:"reason"`
	Text   string `json:"text"`
}

// A Writer passes what a model writes to the person's writer through the
// guard, sentence by sentence. Close judges what it still holds; Blocked
// then lists what was kept back.
type Writer struct {
	s *guard.Stream
}

// Guard returns a Writer to dst. Each sentence is judged against the
// ledger as it is when the sentence ends.
func (c *Conversation) Guard(dst io.Writer) *Writer {
	return &Writer{s: c.guard.Stream(dst, c.ledger, c.lang)}
}

func (w *Writer) Write(p []byte) (int, error) { return w.s.Write(p) }

// Close judges the rest and writes it.
func (w *Writer) Close() error { return w.s.Close() }

// Blocked lists the sentences kept back so far; empty, never nil.
func (w *Writer) Blocked() []Block {
	out := []Block{}
	for _, b := range w.s.Result().Blocked {
		out = append(out, Block{Reason: string(b.Reason), Text: b.Text})
	}
	return out
}

// Check guards a whole draft and returns what the person may see.
func (c *Conversation) Check(draft string) (string, []Block) {
	r := c.guard.Check(c.ledger, c.lang, draft)
	out := []Block{}
	for _, b := range r.Blocked {
		out = append(out, Block{Reason: string(b.Reason), Text: b.Text})
	}
	return r.Text, out
}
