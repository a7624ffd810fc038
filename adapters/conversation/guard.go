package conversation

import (
	"io"

	"github.com/agent-capability/onrequest/present"
)

// This file is the package's one contact with the guard, so that the
// guard's API can change here alone.

type guard struct{ g *present.Guard }

func newGuard(p *present.Presenter) guard { return guard{g: present.NewGuard(p)} }

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
	s *present.StreamGuard
}

// Guard returns a Writer to dst. It judges against the ledger as it is
// now: start it after the tool calls whose results the text may use.
func (c *Conversation) Guard(dst io.Writer) *Writer {
	return &Writer{s: c.guard.g.Stream(dst, c.ledger, c.lang)}
}

func (w *Writer) Write(p []byte) (int, error) { return w.s.Write(p) }

// Close judges the rest and writes it.
func (w *Writer) Close() error { return w.s.Close() }

// Blocked lists the sentences kept back so far; empty, never nil.
func (w *Writer) Blocked() []Block {
	out := []Block{}
	for _, b := range w.s.Blocked() {
		out = append(out, Block{Reason: string(b.Reason), Text: b.Text})
	}
	return out
}

// Check guards a whole draft and returns what the person may see.
func (c *Conversation) Check(draft string) (string, []Block) {
	r := c.guard.g.Check(c.ledger, c.lang, draft)
	out := []Block{}
	for _, b := range r.Blocked {
		out = append(out, Block{Reason: string(b.Reason), Text: b.Text})
	}
	return r.Text, out
}
