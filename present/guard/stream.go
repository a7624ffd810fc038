package guard

import (
	"errors"
	"io"
	"strings"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/present"
)

// A Stream guards streamed model output on its way to dst. It holds text
// back only until its sentence ends (and never more than 4 KB), then
// writes what Check would have written for it; a sentence that gives a
// price another business lists as its own waits for the next one, which
// may say it tells nothing of the operator. Close judges the rest and
// adds what is missing. Its output is Check's, however the text is cut.
// The ledger is read as it is when each sentence is judged, so an outcome
// recorded mid-answer applies from the next sentence on.
//
// A Stream is for one answer and one goroutine.
type Stream struct {
	dst    io.Writer
	a      *answer
	held   strings.Builder // the draft since the last sentence judged
	read   int             // how much of held sentenceEndFrom has read
	err    error
	closed bool
}

// Stream returns a Stream that writes the guarded text to dst.
func (g *Guard) Stream(dst io.Writer, l *present.Ledger, lang language.Tag) *Stream {
	return &Stream{dst: dst, a: g.start(l, lang)}
}

// ErrClosed is returned by a Write after Close.
var ErrClosed = errors.New("guard: write to a closed stream")

// Write takes the next part of the draft. It writes each sentence that
// ends in it, judged; an error of dst is returned now and by every later
// call.
func (s *Stream) Write(p []byte) (int, error) {
	if err := s.usable(); err != nil {
		return 0, err
	}
	s.held.Write(p)
	s.flush(false)
	return len(p), s.err
}

// WriteString is Write for a string.
func (s *Stream) WriteString(p string) (int, error) {
	if err := s.usable(); err != nil {
		return 0, err
	}
	s.held.WriteString(p)
	s.flush(false)
	return len(p), s.err
}

// usable returns why the stream takes no more text, if it does not.
func (s *Stream) usable() error {
	if s.closed {
		return ErrClosed
	}
	return s.err
}

// flush judges and writes each whole sentence held; at the end, the rest.
// The held text is read in place: a write that ends no sentence copies
// nothing, and its sentence is read on from where the last write left it.
func (s *Stream) flush(final bool) {
	text := s.held.String()
	rest := text
	for rest != "" && s.err == nil {
		n, next := sentenceEndFrom(rest, s.read, final, s.a.voc)
		if n == 0 {
			s.read = next
			break
		}
		s.read = 0
		s.a.refresh()
		s.emit(s.a.sentence(rest[:n]))
		rest = rest[n:]
	}
	if len(rest) < len(text) {
		// A new buffer, as large as the last, for the next sentence: the
		// text written so far may be kept (a blocked sentence is).
		size := s.held.Cap()
		s.held.Reset()
		s.held.Grow(size)
		s.held.WriteString(rest)
	}
}

func (s *Stream) emit(text string) {
	if text != "" && s.err == nil {
		_, s.err = io.WriteString(s.dst, text)
	}
}

// Close judges what is held, adds the referral and the OR-6.4 statement
// where the answer lacks them, and records in the ledger which addresses
// the answer offered. It does not close dst.
func (s *Stream) Close() error {
	if s.closed {
		return s.err
	}
	s.flush(true)
	s.closed = true
	if s.err == nil {
		s.a.refresh()
		s.emit(s.a.finish())
	}
	return s.err
}

// Result reports what the guard did to the answer so far; its Text is
// empty (the text went to dst).
func (s *Stream) Result() Result {
	r := s.a.res
	r.Blocked = append([]Block{}, r.Blocked...)
	return r
}
