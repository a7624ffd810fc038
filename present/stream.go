package present

import (
	"bytes"
	"errors"
	"io"
	"math"
	"math/bits"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"golang.org/x/text/language"
	"golang.org/x/text/message"

	"github.com/agent-capability/onrequest/interpret"
)

// ErrClosed is returned by a StreamGuard used after Close.
var ErrClosed = errors.New("present: stream guard closed")

// A StreamGuard guards a model's answer as it streams. It holds text back
// only until the sentence it belongs to can be judged (a sentence ends at
// . ! ? … followed by a space, at 。！？, or at a line break), then writes
// the sentence, or its replacement, to the underlying writer. A sentence
// is read as at most 4 KB: longer text without an end is judged in parts
// cut at white space, so that nothing is held back without bound. Nothing
// unchecked reaches the writer. Close judges what is left, adds the
// referral with the address where the answer did not offer it (OR-6.3),
// and adds the OR-6.4 statement where needed.
//
// The result is the same as Guard.Check on the whole text, however the
// text is split into writes. A StreamGuard is for one answer and one
// goroutine.
type StreamGuard struct {
	g      *Guard
	ledger *Ledger
	view   *ledgerView
	pr     *message.Printer
	lang   language.Tag
	w      io.Writer

	held []byte
	// heldBase is where held starts after each drain, in a stream.
	heldBase []byte
	// folded is the whole draft already folded, when Check was given an
	// ASCII draft: folding keeps every byte's offset then, so each
	// sentence's folded text is a slice of it at heldAt, the offset of
	// held[0] in the draft. Empty otherwise.
	folded string
	heldAt int
	// hitAt and hitPos say where in folded each needle of the view
	// occurs: at hitPos[hitAt[2*id]:hitAt[2*id+1]], in order (see
	// contains).
	hitAt, hitPos []int32
	marks         markSet // where sentences of folded may end
	// draft is the whole draft Check was given, held[0] at heldAt in it,
	// so that a blocked sentence's text is a slice of it. Empty otherwise.
	draft string
	said  []string // sentences written, not to be written again (a few)
	// rendered are the replacement sentences this answer has asked for.
	rendered []renderedSentence
	blocked  []Block

	checkValues, checkDone, passThrough bool
	quietMask                           wordClass // see Stream
	prevPrice                           bool      // the sentence before spoke of a price

	toOffer   []Item    // referred items whose address the person has not been offered
	offered   []itemKey // of those, the ones this answer offers (a few)
	addedRefs bool      // Close added a referral
	// shown holds the open items' addresses (folded links) that this
	// answer has offered so far, in its own words or in a replacement: a
	// later replacement for such an item says no more than it must.
	shown      []string
	shownNoted int // len(shown) when noteAddresses last marked offers

	// mentions are the names of open items that the draft may use, when
	// more than one item could be meant; mentioned lists the indices of
	// those the draft has used so far, the latest last.
	mentions  []mention
	mentioned []int
	phones    []string // the open items' telephone numbers, as written

	optInUsed   []string // operators whose opt-in information the draft used
	opSeen      []string // operators the draft names
	onRequest   bool     // the draft says "on request" somewhere
	attributed  bool     // the guard added the statement
	lastWritten byte
	pending     []byte // held text passed, not yet written (see emitHeld)
	needSep     bool   // a replacement ended without white space after it

	err    error
	closed bool

	buf  []byte
	toks []token
	// values and claims are the sentence facts' slices, reused.
	values []float64
	claims []int
	sc     *scratch // where buf and toks came from; back to the pool on Close

	// small backs the short lists above: most answers need no more.
	small struct {
		said     [4]string
		offered  [4]itemKey
		shown    [4]string
		blocked  [8]Block
		rendered [4]renderedSentence
		values   [8]float64
		claims   [8]int
	}
}

// Stream returns a StreamGuard that writes the guarded answer to w. The
// ledger is read once, now: outcomes recorded later apply to the next
// answer.
func (g *Guard) Stream(w io.Writer, l *Ledger, lang language.Tag) *StreamGuard {
	s := new(StreamGuard)
	g.start(s, w, l, lang)
	return s
}

// start readies s, a zero StreamGuard, for an answer.
func (g *Guard) start(s *StreamGuard, w io.Writer, l *Ledger, lang language.Tag) {
	v := l.snapshot(g.lx)
	tag := g.p.supported(lang)
	s.g, s.ledger, s.view, s.w, s.lang, s.pr = g, l, v, w, tag, g.p.printers[tag]
	if v.empty() {
		s.passThrough = true
		return
	}
	s.said, s.offered, s.shown, s.blocked = s.small.said[:0], s.small.offered[:0], s.small.shown[:0], s.small.blocked[:0]
	s.rendered, s.values, s.claims = s.small.rendered[:0], s.small.values[:0], s.small.claims[:0]
	for _, it := range v.referred {
		if !it.Offered {
			s.toOffer = append(s.toOffer, it)
		}
	}
	s.checkValues = len(v.referred) > 0
	s.checkDone = len(v.pending) > 0 || len(v.actRef) > 0
	if len(v.referred) > 1 || len(v.pending)+len(v.actRef) > 1 {
		s.mentions = v.mentions // a replacement must pick among them
	}
	for _, a := range v.addrs {
		if strings.HasPrefix(a.link.s, "tel:") {
			s.phones = append(s.phones, a.raw)
		}
	}
	for k := range v.shown { // shown by the assistant just before this text
		s.show(s.addressOf(Item{Operator: k.operator, SkillID: k.skill}))
	}
	// A sentence may skip tokenizing when no word of it is of these
	// classes (and it has no digit, sign or other script): then analyze
	// would look at nothing. Where opt-in text could be repeated word for
	// word, every sentence is read.
	if len(v.optIn) == 0 || len(v.shingles) == 0 {
		s.quietMask = wRequestWord // never 0: 0 means "read every sentence"
		if s.checkValues {
			s.quietMask |= wNumber | wCurrency | wPrice
		}
		if s.checkDone {
			s.quietMask |= wDone | wPhraseStart
		}
	}
}

// Write takes the next piece of the answer. It returns len(p) unless the
// underlying writer failed.
func (s *StreamGuard) Write(p []byte) (int, error) { return write(s, p, s.emit) }

// WriteString is Write for a string.
func (s *StreamGuard) WriteString(p string) (int, error) { return write(s, p, s.emitString) }

// write is Write and WriteString: emit writes p unchanged when there is
// nothing to guard.
func write[T ~string | ~[]byte](s *StreamGuard, p T, emit func(T)) (int, error) {
	switch {
	case s.closed:
		return 0, ErrClosed
	case s.err != nil:
		return 0, s.err
	case s.passThrough:
		emit(p)
		return len(p), s.err
	}
	s.folded, s.draft = "", ""    // the offsets hold for one whole draft only
	s.held = append(s.held, p...) // a string is appended without a []byte copy
	s.heldBase = s.held[:0]
	s.drain(false)
	return len(p), s.err
}

// writeDraft takes a whole draft at once, for Check. An ASCII draft is
// folded here once, not sentence by sentence.
func (s *StreamGuard) writeDraft(draft string) {
	if s.passThrough || len(s.held) > 0 {
		_, _ = s.WriteString(draft)
		return
	}
	s.acquire()
	s.marks.bits = s.sc.marks
	s.marks.prepare(len(draft))
	fb, ok := foldASCII(draft, s.sc.folded, s.marks.bits)
	s.sc.folded, s.sc.marks = fb, s.marks.bits
	s.draft, s.heldAt = draft, 0
	if ok {
		// The folded draft is read as a string in place, without a copy:
		// nothing writes to the buffer until release, which forgets
		// every string made from it (s.folded, the tokens) before the
		// pool can lend it again, and no string sliced from it is kept
		// in a result or the ledger.
		folded := unsafe.String(unsafe.SliceData(fb), len(fb))
		s.folded = folded
		s.marks.urlAt = s.sc.urls
		s.marks.findURLs(draft)
		s.sc.urls = s.marks.urlAt
		s.findNeedles()
		if len(s.mentions) > 0 { // the open items' names the draft uses
			var in []mention
			for _, m := range s.mentions {
				if s.hitsOf(m.folded) != nil {
					in = append(in, m)
				}
			}
			s.mentions = in
		}
	}
	s.held = append(s.held, draft...)
	s.sc.held = s.held // the base, kept for the pool
	s.drain(false)
}

// Close judges the text still held, adds the referral where the first
// answer after it did not offer the address, adds the statement that
// opt-in information came from the operator on request where the answer
// used it without saying so, and reports any write error. It does not
// close the underlying writer.
func (s *StreamGuard) Close() error {
	if s.closed {
		return s.err
	}
	s.closed = true
	if s.passThrough || s.err != nil {
		return s.err
	}
	s.drain(true)
	s.release()
	s.ledger.answered(s.view.shown)
	s.addReferrals()
	if len(s.optInUsed) > 0 && !s.onRequest {
		s.addAttribution()
	} else if len(s.optInUsed) > 0 {
		for _, op := range s.optInUsed {
			if !slices.Contains(s.opSeen, op) {
				s.addAttribution()
				break
			}
		}
	}
	return s.err
}

// acquire takes working memory from the guard's pool, once.
func (s *StreamGuard) acquire() {
	if s.sc != nil {
		return
	}
	s.sc, _ = s.g.scratch.Get().(*scratch)
	if s.sc == nil {
		s.sc = &scratch{toks: make([]token, 0, 64)}
	}
	s.buf, s.toks = s.sc.buf, s.sc.toks
	if len(s.held) == 0 {
		s.held = s.sc.held[:0]
	} else {
		s.sc.held = nil // held is the stream's own
	}
}

// release gives the working memory back to the guard's pool, cleared so
// that the pool holds no words of this answer.
func (s *StreamGuard) release() {
	if s.sc == nil {
		return
	}
	// held has been sliced forward as sentences went out; the pool keeps
	// the buffer it lent, which held started from or outgrew.
	s.folded = ""
	if cap(s.toks) <= maxScratchTokens && cap(s.sc.held) <= 16*maxScratchTokens && cap(s.buf) <= 16*maxScratchTokens &&
		cap(s.sc.folded) <= 16*maxScratchTokens && cap(s.sc.marks) <= maxScratchTokens {
		clear(s.toks[:cap(s.toks)])
		clear(s.buf[:cap(s.buf)])
		clear(s.sc.held[:cap(s.sc.held)])
		clear(s.sc.folded[:cap(s.sc.folded)])
		s.sc.folded = s.sc.folded[:0]
		s.sc.buf, s.sc.toks = s.buf[:0], s.toks[:0]
		s.g.scratch.Put(s.sc)
	}
	s.sc, s.buf, s.toks, s.held = nil, nil, nil, nil
}

// addReferrals offers the address of each referred item that the answer
// did not offer (OR-6.3 SHOULD), once per referral, and records in the
// ledger that it has been offered.
func (s *StreamGuard) addReferrals() {
	if len(s.toOffer) == 0 {
		return
	}
	keys := make([]itemKey, 0, len(s.toOffer))
	for _, it := range s.toOffer {
		k := itemKey{it.Operator, it.SkillID}
		keys = append(keys, k)
		if slices.Contains(s.offered, k) {
			continue
		}
		r := s.cached('o', it, s.makeOffer)
		if !s.appendOnce(r) {
			continue
		}
		s.addedRefs = true
	}
	if s.err == nil {
		s.ledger.markOffered(keys)
	}
}

// makeOffer is the sentence that offers a referred item's address.
func (s *StreamGuard) makeOffer(it Item) string {
	op := s.g.p.operatorName(s.pr, it.Operator)
	link, text := Address(it.PersonEntry)
	switch {
	case it.Kind == interpret.KindActionReferred && link != "":
		return s.pr.Sprintf(keyActionReferred, op, text)
	case it.Kind == interpret.KindActionReferred:
		return s.pr.Sprintf(keyActionReferredDirect, op)
	case link != "":
		return s.pr.Sprintf(keyOnRequest, op, text)
	}
	return s.pr.Sprintf(keyOnRequestDirect, op)
}

// findNeedles finds every needle of the view in the whole folded draft
// at once: a sentence then asks where they are (contains, lastIndex)
// instead of searching itself.
func (s *StreamGuard) findNeedles() {
	list := s.view.needleList
	s.hitAt = slices.Grow(s.sc.hitAt[:0], 2*len(list))[:2*len(list)]
	s.hitPos = s.sc.hitPos[:0]
	// Needles are looked for at the places of their rarest byte, and
	// needles with the same rarest byte (the names and addresses of one
	// business, often) share one pass to find those places.
	places, placesOf := s.sc.places[:0], -1
	for _, i := range s.view.needleOrder {
		n := list[i]
		if j := s.view.needleSame[i]; j >= 0 { // found already: a name can be two needles
			s.hitAt[2*i], s.hitAt[2*i+1] = s.hitAt[2*j], s.hitAt[2*j+1]
			continue
		}
		lo := int32(len(s.hitPos))
		if n.s != "" {
			if c := n.s[n.rare]; int(c) != placesOf {
				places, placesOf = bytePlaces(s.folded, c, places[:0]), int(c)
			}
			for _, p := range places {
				at := int(p) - n.rare
				if at >= 0 && at+len(n.s) <= len(s.folded) && s.folded[at:at+len(n.s)] == n.s {
					s.hitPos = append(s.hitPos, int32(at))
				}
			}
		}
		s.hitAt[2*i], s.hitAt[2*i+1] = lo, int32(len(s.hitPos))
	}
	s.sc.hitAt, s.sc.hitPos, s.sc.places = s.hitAt, s.hitPos, places
}

// bytePlaces appends the offsets of c in s to places.
func bytePlaces(s string, c byte, places []int32) []int32 {
	for i := 0; ; i++ {
		k := strings.IndexByte(s[i:], c)
		if k < 0 {
			return places
		}
		i += k
		places = append(places, int32(i))
	}
}

// hitsOf returns where n occurs in the whole folded draft.
func (s *StreamGuard) hitsOf(n needle) []int32 {
	return s.hitPos[s.hitAt[2*n.id]:s.hitAt[2*n.id+1]]
}

// contains reports whether folded, a sentence of the draft, contains n:
// in a whole ASCII draft, from where findNeedles found it.
func (s *StreamGuard) contains(n needle, folded string) bool {
	return s.lastIndex(n, folded) >= 0
}

// lastIndex returns the offset of the last n in folded, a sentence of
// the draft, or -1.
func (s *StreamGuard) lastIndex(n needle, folded string) int {
	if s.folded == "" || n.s == "" {
		return n.lastIndex(folded)
	}
	last := -1
	for _, p := range s.hitsOf(n) {
		at := int(p) - s.heldAt
		if at+len(n.s) > len(folded) {
			break
		}
		if at >= 0 {
			last = at
		}
	}
	return last
}

// noteAddresses records the open items' addresses that a sentence that
// reaches the person carries, and the referred items it so offers.
// (Items without an address have nothing to offer but "ask directly":
// Close says it.)
func (s *StreamGuard) noteAddresses(folded string) {
	for _, a := range s.view.addrs {
		if slices.Contains(s.shown, a.link.s) || !(s.contains(a.text, folded) || s.contains(a.link, folded)) {
			continue
		}
		s.shown = append(s.shown, a.link.s)
	}
	if len(s.shown) == s.shownNoted {
		return // what the items below depend on has not changed
	}
	s.shownNoted = len(s.shown)
	for _, it := range s.toOffer {
		if slices.Contains(s.shown, s.addressOf(it)) {
			s.markOffer(it)
		}
	}
}

// addressOf returns the item's address as a folded link, or "".
func (s *StreamGuard) addressOf(it Item) string {
	for _, a := range s.view.addrs {
		if a.key.operator == it.Operator && a.key.skill == it.SkillID {
			return a.link.s
		}
	}
	return ""
}

// markSaid records a sentence as said, so that it is not said again.
func (s *StreamGuard) markSaid(r string) {
	if !slices.Contains(s.said, r) {
		s.said = append(s.said, r)
	}
}

// show records that the answer offers an address (a folded link).
func (s *StreamGuard) show(link string) {
	if link == "" {
		return
	}
	if !slices.Contains(s.shown, link) {
		s.shown = append(s.shown, link)
	}
}

func (s *StreamGuard) markOffer(it Item) {
	if k := (itemKey{it.Operator, it.SkillID}); !slices.Contains(s.offered, k) {
		s.offered = append(s.offered, k)
	}
}

// AddedReferral reports whether Close added a referral with the address,
// because the answer did not offer it.
func (s *StreamGuard) AddedReferral() bool { return s.addedRefs }

// Blocked returns what the guard has blocked so far.
func (s *StreamGuard) Blocked() []Block { return append([]Block(nil), s.blocked...) }

// Attributed reports whether Close added the OR-6.4 statement.
func (s *StreamGuard) Attributed() bool { return s.attributed }

func (s *StreamGuard) emit(p []byte) {
	s.flush()
	if s.err != nil || len(p) == 0 {
		return
	}
	s.separate(p[0])
	_, s.err = s.w.Write(p)
	s.lastWritten = p[len(p)-1]
}

func (s *StreamGuard) emitString(p string) {
	s.flush()
	if s.err != nil || len(p) == 0 {
		return
	}
	s.separate(p[0])
	if sw, ok := s.w.(io.StringWriter); ok {
		_, s.err = sw.WriteString(p)
	} else {
		_, s.err = s.w.Write([]byte(p))
	}
	s.lastWritten = p[len(p)-1]
}

// emitHeld writes p, a part of held, once what follows it in held is
// known not to be written with it: sentences that pass go out together.
// Within one drain every p comes from the same held, in order, so p
// follows the pending text exactly when their capacities say so.
func (s *StreamGuard) emitHeld(p []byte) {
	if len(s.pending) > 0 && cap(s.pending)-len(s.pending) == cap(p) {
		s.pending = s.pending[:len(s.pending)+len(p)]
		return
	}
	s.flush()
	s.pending = p
}

// flush writes the pending text of emitHeld.
func (s *StreamGuard) flush() {
	if len(s.pending) == 0 {
		return
	}
	p := s.pending
	s.pending = nil
	s.emit(p)
}

// drain writes out every sentence of the held text that can be judged.
func (s *StreamGuard) drain(final bool) {
	defer s.settle()
	for len(s.held) > 0 && s.err == nil {
		// Leading white space is never a value; let it through.
		ws := 0
		for ws < len(s.held) && isSpaceByte(s.held[ws]) {
			ws++
		}
		if ws > 0 {
			s.emitHeld(s.held[:ws])
			s.held = s.held[ws:]
			s.heldAt += ws
			continue
		}
		var marks *markSet
		if s.folded != "" {
			marks = &s.marks
			marks.base = s.heldAt
		}
		// A sentence is read no further than maxSentence bytes: a longer
		// one is judged in parts (see cutSentence), so that no text is held
		// back without bound and no search runs over more than that.
		view, viewFinal := s.held, final
		if len(view) > maxSentence {
			view, viewFinal = view[:maxSentence+1], false
		}
		end, trail, ok := s.g.lx.sentenceEnd(view, viewFinal, s.phones, marks)
		if (!ok || end > maxSentence) && len(s.held) > maxSentence {
			end, ok = cutSentence(s.held), true
			trail = skipSpace(s.held, end)
		}
		if !ok {
			return
		}
		s.judge(s.held[:end], s.held[end:trail])
		s.held = s.held[trail:]
		s.heldAt += trail
	}
}

// settle ends a drain. The pending text goes out (held may move after
// drain), and, in a stream, what is still held moves to where held
// started, so that the next write appends in place instead of growing a
// new buffer. A whole draft stays where it is: its offsets are read.
func (s *StreamGuard) settle() {
	s.flush()
	if s.folded != "" || cap(s.heldBase) == 0 {
		return
	}
	n := copy(s.heldBase[:len(s.held)], s.held) // may overlap: copy moves
	s.held = s.heldBase[:n]
}

// maxSentence is the longest sentence the guard reads as one. Models do
// not write sentences this long; a draft without full stops (a list, a
// table, a hostile run of text) is judged in parts of about this size.
const maxSentence = 4 << 10

// cutSentence returns where to end a part of b, which is longer than
// maxSentence: at the last white space within maxSentence bytes, or at
// maxSentence where there is none (not inside a character).
func cutSentence(b []byte) int {
	for i := maxSentence; i > 1; i-- {
		if isSpaceByte(b[i-1]) {
			end := i - 1
			for end > 0 && isSpaceByte(b[end-1]) {
				end--
			}
			if end > 0 {
				return end
			}
		}
	}
	for i := maxSentence; i > 0; i-- {
		if utf8.RuneStart(b[i]) {
			return i
		}
	}
	return maxSentence
}

func isSpaceByte(c byte) bool { return c == ' ' || c == '\n' || c == '\t' || c == '\r' }

// judge decides on one sentence and writes it or its replacement.
func (s *StreamGuard) judge(sentence, trailing []byte) {
	s.acquire()
	var folded string
	if s.folded != "" {
		folded = s.folded[s.heldAt : s.heldAt+len(sentence)]
	} else {
		// Read in place, as in writeDraft: nothing keeps a string made
		// from folded past this call, and buf is not written before
		// the next sentence.
		s.buf = fold(sentence, s.buf)
		folded = unsafe.String(unsafe.SliceData(s.buf), len(s.buf))
	}
	var facts sentenceFacts
	if s.quietMask != 0 && s.g.lx.quiet(folded, s.quietMask) {
		// Nothing in it for the rules: the sentence needs no tokens.
		s.toks = s.toks[:0]
	} else {
		var sum tokSummary
		var known *bloom // the opt-in text's words, where a sentence may repeat them
		if len(s.view.shingles) > 0 {
			known = &s.view.wordBits
		}
		s.toks, sum = s.g.lx.scan(folded, s.toks[:0], known)
		facts = s.g.lx.analyzeScanned(folded, s.toks, sum, s.checkValues, s.checkDone, s.values, s.claims)
		s.values, s.claims = facts.values, facts.claims
	}

	if s.checkValues && s.prevPrice && len(facts.values) == 0 {
		if v, ok := s.g.lx.followUpAmount(folded, s.toks); ok {
			facts.values = append(facts.values, v)
		}
	}
	s.prevPrice = facts.price
	leak := false
	for _, v := range facts.values {
		if math.IsNaN(v) || !s.view.amounts.has(cents(v)) {
			leak = true
		}
	}
	done := false
	for _, c := range facts.claims {
		if !s.aboutDoneItem(folded, c) {
			done = true
		}
	}
	// Which operators of opt-in information the sentence names: Close
	// asks, for the statement that the information came from them.
	for _, n := range s.view.optInNames {
		if !slices.Contains(s.opSeen, n.operator) && s.contains(n.folded, folded) {
			s.opSeen = append(s.opSeen, n.operator)
		}
	}
	if !s.onRequest && len(s.view.optIn) > 0 && (facts.cjk || facts.classes&wRequestWord != 0) && s.g.lx.saysOnRequest(folded, s.toks, facts.cjk) {
		s.onRequest = true
	}
	if !leak && !done {
		if len(s.view.addrs) > 0 {
			s.noteAddresses(folded)
		}
		s.noteOptInUse(facts, folded)
		s.noteMentions(folded)
		s.emitHeld(sentence[:len(sentence)+len(trailing)]) // trailing follows sentence in held
		return
	}
	s.flush()
	var replBuf [4]string
	repl := replBuf[:0]
	if leak {
		s.blocked = append(s.blocked, Block{Reason: ReasonOtherSourceValue, Text: s.blockText(sentence)})
		for _, it := range s.relevant(s.view.referred, folded) {
			repl = append(repl, s.valueReplacement(it))
		}
	}
	if done {
		s.blocked = append(s.blocked, Block{Reason: ReasonDoneClaim, Text: s.blockText(sentence)})
		for _, it := range s.relevant(s.view.acts, folded) {
			repl = append(repl, s.doneReplacement(it))
		}
	}
	s.noteMentions(folded)
	wrote := false
	for _, r := range repl {
		if slices.Contains(s.said, r) {
			continue
		}
		s.said = append(s.said, r)
		if wrote {
			s.emitString(s.sep())
		} else {
			s.emit(listMarker(sentence)) // keep "- " or "2. " so a list stays a list
		}
		s.emitString(r)
		wrote = true
	}
	if wrote {
		if len(trailing) > 0 {
			s.emit(trailing)
		} else if last := repl[len(repl)-1]; !strings.HasSuffix(last, "。") {
			s.needSep = true
		}
	} else if strings.ContainsRune(string(trailing), '\n') && s.lastWritten != '\n' && s.lastWritten != 0 {
		s.emitString("\n")
	}
}

// blockText is a blocked sentence as the draft had it: a slice of the
// draft Check was given, or a copy.
func (s *StreamGuard) blockText(sentence []byte) string {
	if s.draft != "" {
		return strings.TrimSpace(s.draft[s.heldAt : s.heldAt+len(sentence)])
	}
	return strings.TrimSpace(string(sentence))
}

// listMarker returns the list marker a sentence starts with ("- ", "* ",
// "• ", "3. ", "3) "), or nothing.
func listMarker(b []byte) []byte {
	for _, m := range []string{"- ", "* ", "+ ", "• "} {
		if len(b) > len(m) && string(b[:len(m)]) == m {
			return b[:len(m)]
		}
	}
	i := 0
	for i < len(b) && i < 3 && isDigit(b[i]) {
		i++
	}
	if i > 0 && i+1 < len(b) && (b[i] == '.' || b[i] == ')') && b[i+1] == ' ' {
		return b[:i+2]
	}
	return nil
}

// aboutDoneItem reports whether the done claim at token c is about an
// item the operator reported done: its clause names that item (operator
// or skill) and names no open action.
func (s *StreamGuard) aboutDoneItem(folded string, c int) bool {
	if len(s.view.done) == 0 || len(s.view.doneRefs) == 0 {
		return false
	}
	toks := s.toks
	lo, hi := c, c
	for lo > 0 {
		if !clauseBreak(toks[lo-1]) {
			lo--
			continue
		}
		// Reported speech: "X meldet, dass dies erledigt ist" (German
		// puts a comma before "dass"). The clause of the claim is the
		// report, so it reaches back to whoever reports it.
		if lo >= 2 && isPunct(toks[lo-1], ',') && toks[lo].kind == tWord && toks[lo].class&wReport != 0 {
			lo--
			continue
		}
		break
	}
	for hi+1 < len(toks) && !clauseBreak(toks[hi+1]) {
		hi++
	}
	end := len(folded)
	if hi+1 < len(toks) {
		end = toks[hi+1].start
	}
	clause := folded[toks[lo].start:end]
	return containsAny(clause, s.view.doneRefs) && !containsAny(clause, s.view.openRefs)
}

func clauseBreak(t token) bool {
	if t.kind == tPunct {
		switch t.r {
		case ',', ';', ':', '、', '(', ')':
			return true
		}
	}
	return t.kind == tWord && t.class&wClause != 0
}

// noteOptInUse records that a kept sentence uses information given on
// opt-in: an amount from it, or four words in a row from it.
func (s *StreamGuard) noteOptInUse(facts sentenceFacts, folded string) {
	if len(s.view.optIn) == 0 {
		return
	}
	if len(s.optInUsed) > 0 {
		return // noted already, for every operator that gave on opt-in
	}
	used := false
	if !s.checkValues && (facts.nums || facts.cjk) {
		sum := summarize(s.toks)
		s.g.lx.markMasked(folded, s.toks, sum)
		s.g.lx.markMoney(folded, s.toks, sum)
	}
	if facts.cjk {
		for _, v := range s.g.lx.cjkAmounts(folded, s.toks) {
			if s.view.optInAmt.has(cents(v)) {
				used = true
			}
		}
	}
	// Any number in the sentence that the operator gave on opt-in.
	for i := facts.numFrom; i < facts.numTo; i++ {
		if t := &s.toks[i]; t.kind == tNum {
			v := t.value
			if math.IsNaN(v) {
				v, _ = parseNumber(t.str(folded))
			}
			if s.view.optInAmt.has(cents(v)) && (t.money || len(t.str(folded)) > 2 || v > 99) {
				used = true
				break
			}
		}
	}
	if !used && facts.knownRun >= shingleWords { // four words in a row the opt-in text may hold
		used = s.view.hasShingle(s.toks)
	}
	if !used {
		return
	}
	for _, it := range s.view.optIn {
		if !slices.Contains(s.optInUsed, it.Operator) {
			s.optInUsed = append(s.optInUsed, it.Operator)
		}
	}
}

func (s *StreamGuard) addAttribution() {
	for _, it := range s.view.optIn {
		if !slices.Contains(s.optInUsed, it.Operator) {
			continue
		}
		r := s.pr.Sprintf(keyAttribution, s.g.p.operatorName(s.pr, it.Operator))
		if !s.appendOnce(r) {
			continue
		}
		s.attributed = true
	}
}

// separate writes a space between a replacement and the text after it
// when the draft had none there (Japanese, or a sentence at a write's end).
func (s *StreamGuard) separate(next byte) {
	if !s.needSep {
		return
	}
	s.needSep = false
	if isSpaceByte(next) {
		return
	}
	_, s.err = io.WriteString(s.w, " ")
}

func (s *StreamGuard) sep() string {
	if base, _ := s.lang.Base(); base.String() == "ja" {
		return ""
	}
	return " "
}

// valueReplacement is the sentence that replaces a value for a referred
// item: the referral with the address, or, where this answer has already
// offered the address, only that the value cannot come from elsewhere.
func (s *StreamGuard) valueReplacement(it Item) string {
	link := s.addressOf(it)
	if link != "" && slices.Contains(s.shown, link) {
		return s.cached('V', it, s.makeShortValue)
	}
	s.show(link)
	s.markOffer(it)
	s.markSaid(s.cached('V', it, s.makeShortValue)) // the referral says it already
	return s.cached('v', it, s.makeReferral)
}

// doneReplacement is the sentence that replaces a done claim: that the
// action is not done, with the address for a referred action, or no more
// than that where this answer has already offered the address.
func (s *StreamGuard) doneReplacement(it Item) string {
	link := s.addressOf(it)
	if link != "" && slices.Contains(s.shown, link) {
		return s.cached('D', it, s.makeShortNotDone)
	}
	if it.Referred() {
		s.show(link)
		s.markOffer(it)
	}
	s.markSaid(s.cached('D', it, s.makeShortNotDone))
	return s.cached('d', it, s.makeNotDone)
}

// makeShortValue replaces a value for an item whose address the answer
// already offers.
func (s *StreamGuard) makeShortValue(Item) string { return s.pr.Sprintf(keyGuardValueShort) }

// makeShortNotDone replaces a done claim for an action whose address the
// answer already offers.
func (s *StreamGuard) makeShortNotDone(it Item) string {
	if it.Pending() {
		return s.pr.Sprintf(keyGuardPendingShort)
	}
	return s.pr.Sprintf(keyGuardReferredShort)
}

func (s *StreamGuard) cached(kind byte, it Item, make func(Item) string) string {
	k := sentenceKey{kind: kind, lang: s.lang, operator: it.Operator, entry: it.PersonEntry, itemKind: it.Kind}
	// An answer asks for the same few sentences again and again: keep
	// them here before asking the guard's memo, which takes a lock.
	for _, r := range s.rendered {
		if r.key == k {
			return r.text
		}
	}
	r := s.g.memo.get(k, func() string { return make(it) })
	s.rendered = append(s.rendered, renderedSentence{k, r})
	return r
}

type renderedSentence struct {
	key  sentenceKey
	text string
}

func (s *StreamGuard) makeReferral(it Item) string {
	op := s.g.p.operatorName(s.pr, it.Operator)
	if link, text := Address(it.PersonEntry); link != "" {
		return s.pr.Sprintf(keyGuardValue, op, text)
	}
	return s.pr.Sprintf(keyGuardValueDirect, op)
}

func (s *StreamGuard) makeNotDone(it Item) string {
	op := s.g.p.operatorName(s.pr, it.Operator)
	if it.Pending() {
		return s.pr.Sprintf(keyGuardPending, op)
	}
	if link, text := Address(it.PersonEntry); link != "" {
		return s.pr.Sprintf(keyActionReferred, op, text)
	}
	return s.pr.Sprintf(keyActionReferredDirect, op)
}

// relevant returns the items among candidates that a replacement for the
// sentence speaks of: those the sentence names (by skill, else by
// operator); else those the draft named last; else the one recorded
// last. Never all of them only because there are several: a referral to
// the wrong business sends the person to the wrong place.
func (s *StreamGuard) relevant(candidates []Item, folded string) []Item {
	if len(candidates) <= 1 || len(s.mentions) == 0 && len(s.view.recorded) == 0 {
		return candidates
	}
	named := func(m mention) []Item {
		var out []Item
		for _, it := range candidates {
			if m.names(it) {
				out = append(out, it)
			}
		}
		return out
	}
	var bySkill, byOperator []Item
	for _, m := range s.mentions {
		if !s.contains(m.folded, folded) {
			continue
		}
		for _, it := range named(m) {
			if m.key.skill != "" {
				bySkill = appendItem(bySkill, it)
			} else {
				byOperator = appendItem(byOperator, it)
			}
		}
	}
	switch {
	case len(bySkill) > 0:
		return bySkill
	case len(byOperator) > 0:
		return byOperator
	}
	for i := len(s.mentioned) - 1; i >= 0; i-- {
		if out := named(s.mentions[s.mentioned[i]]); len(out) > 0 {
			return out
		}
	}
	latest := candidates[0]
	for _, it := range candidates[1:] {
		if s.view.recorded[itemKey{it.Operator, it.SkillID}] > s.view.recorded[itemKey{latest.Operator, latest.SkillID}] {
			latest = it
		}
	}
	return []Item{latest}
}

func appendItem(items []Item, it Item) []Item {
	for _, have := range items {
		if have.Operator == it.Operator && have.SkillID == it.SkillID {
			return items
		}
	}
	return append(items, it)
}

// noteMentions records which open items' names the sentence uses, in the
// order it uses them.
func (s *StreamGuard) noteMentions(folded string) {
	if len(s.mentions) == 0 {
		return
	}
	type at struct{ pos, idx int }
	var found []at
	for i, m := range s.mentions {
		if p := s.lastIndex(m.folded, folded); p >= 0 {
			found = append(found, at{p, i})
		}
	}
	slices.SortFunc(found, func(a, b at) int { return a.pos - b.pos })
	for _, f := range found {
		s.mentioned = slices.DeleteFunc(s.mentioned, func(i int) bool { return i == f.idx })
		s.mentioned = append(s.mentioned, f.idx)
	}
}

func foldedName(name string) string {
	if name == "" {
		return ""
	}
	return strings.TrimSpace(string(fold(name, nil)))
}

// sentenceEnd finds the end of the first sentence in b: the index after
// its last character, and after the white space that follows. It returns
// false when more text is needed to know (and final is false).
//
// A web address, or one of the addresses in phones (telephone numbers
// as present writes them), followed by white space and a capital letter
// (or Japanese) ends a sentence too: "You can ask here: https://… It
// costs …". A referral ends with its address and no full stop, and the
// sentence after it is not part of it.
//
// marks, when not nil, holds the places in b where a sentence may end
// (see markSet); otherwise b is read byte by byte for them.
func (lx *lexicon) sentenceEnd(b []byte, final bool, phones []string, marks *markSet) (end, trail int, ok bool) {
	end, trail, ok = lx.punctEnd(b, final, marks)
	region := b
	if ok {
		region = b[:end]
	}
	// The first address in the sentence that ends it, if any.
	first := -1
	for off := 0; off < len(region); {
		k := marks.indexURL(region, off)
		if k < 0 {
			break
		}
		e := off + k + 3
		for e < len(region) && !isSpaceByte(region[e]) {
			e++
		}
		if e < len(region) {
			first = e
			break
		}
		off = e
	}
	for _, ph := range phones {
		if k := bytes.Index(region, []byte(ph)); k >= 0 && k+len(ph) < len(region) && isSpaceByte(region[k+len(ph)]) &&
			(first < 0 || k+len(ph) < first) {
			first = k + len(ph)
		}
	}
	for first >= 0 {
		t := skipSpace(b, first)
		if t > len(region) {
			break // only white space after the address: the sentence ends where it did
		}
		if t == len(b) || !utf8.FullRune(b[t:]) {
			if final {
				return first, t, true
			}
			return 0, 0, false // the next word decides
		}
		if r, _ := utf8.DecodeRune(b[t:]); unicode.IsUpper(r) || isCJK(r) {
			return first, t, true
		}
		// Not a new sentence: look for a later address.
		next := -1
		if k := marks.indexURL(region, t); k >= 0 {
			e := t + k + 3
			for e < len(region) && !isSpaceByte(region[e]) {
				e++
			}
			if e < len(region) {
				next = e
			}
		}
		for _, ph := range phones {
			if k := bytes.Index(region[t:], []byte(ph)); k >= 0 && t+k+len(ph) < len(region) && isSpaceByte(region[t+k+len(ph)]) &&
				(next < 0 || t+k+len(ph) < next) {
				next = t + k + len(ph)
			}
		}
		first = next
	}
	return end, trail, ok
}

// punctEnd is sentenceEnd by punctuation and line breaks alone.
func (lx *lexicon) punctEnd(b []byte, final bool, marks *markSet) (end, trail int, ok bool) {
	for i := 0; i < len(b); {
		// Most bytes are ASCII that cannot end a sentence: step over them.
		if marks != nil {
			i = marks.next(i, len(b))
		} else {
			for i < len(b) && !lx.mayEnd[b[i]] {
				i++
			}
		}
		if i == len(b) {
			break
		}
		r, size := rune(b[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRune(b[i:])
			if r == utf8.RuneError && size <= 1 && !utf8.FullRune(b[i:]) && !final {
				return 0, 0, false // a character split across writes
			}
		}
		switch r {
		case '\n':
			return i, skipSpace(b, i), true
		case '。', '！', '？', '｡':
			e := skipClosers(b, i+size)
			return e, skipSpace(b, e), true
		case '.', '!', '?', '…':
			e := skipTerminals(b, i+size)
			e = skipClosers(b, e)
			if e == len(b) {
				if final {
					return e, e, true
				}
				return 0, 0, false
			}
			if !isSpaceByte(b[e]) {
				i = e
				continue
			}
			t := skipSpace(b, e)
			if r == '.' && !final {
				// The next word decides: its first letter ("z. b. so"),
				// or, after a day number, the whole word ("1. November").
				if t == len(b) || !utf8.FullRune(b[t:]) {
					return 0, 0, false
				}
				if i > 0 && isDigit(b[i-1]) {
					k := t
					for k < len(b) && !isSpaceByte(b[k]) {
						k++
					}
					if k == len(b) {
						return 0, 0, false
					}
				}
			}
			if r == '.' && lx.dotContinues(b, i, e) {
				i = e
				continue
			}
			return e, t, true
		}
		i += size
	}
	if final {
		n := len(b)
		for n > 0 && isSpaceByte(b[n-1]) {
			n--
		}
		return n, len(b), true
	}
	return 0, 0, false
}

// dotContinues reports whether the dot at b[i] belongs to an abbreviation
// or an ordinal ("z.B. ", "1. November"), so the sentence goes on.
func (lx *lexicon) dotContinues(b []byte, i, e int) bool {
	// The word before the dot. Abbreviations, list numbers and initials
	// are short: after a longer word only the next word decides, so the
	// word is read back no further than that.
	j := i
	for j > 0 && i-j <= maxAbbrev && !isSpaceByte(b[j-1]) && b[j-1] != '(' {
		j--
	}
	raw := b[j:i]
	if len(raw) <= maxAbbrev {
		var buf [maxAbbrev]byte
		word := buf[:len(raw)]
		for k, c := range raw {
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			word[k] = c
		}
		if isAbbrev(word) {
			return true
		}
		if j == 0 && len(raw) > 0 && isDigit(raw[0]) && isDigit(raw[len(raw)-1]) && len(raw) <= 2 {
			return true // "2. Call them": a numbered list item, not a sentence of its own
		}
		if r, n := utf8.DecodeRune(raw); n > 0 && n == len(raw) && unicode.IsUpper(r) {
			return true // an initial: "J. Smith"
		}
	}
	// The word after.
	t := skipSpace(b, e)
	if t == len(b) {
		return false
	}
	nr := rune(b[t])
	if nr >= utf8.RuneSelf {
		nr, _ = utf8.DecodeRune(b[t:])
	}
	if 'a' <= nr && nr <= 'z' || nr == '$' || nr >= utf8.RuneSelf && (unicode.IsLower(nr) || unicode.Is(unicode.Sc, nr)) {
		return true // "ca. 3,5 Tsd. € für …", "z. b. so"
	}
	if len(raw) > 0 && isDigit(raw[len(raw)-1]) && len(raw) <= 2 {
		k := t
		for k < len(b) && !isSpaceByte(b[k]) {
			k++
		}
		nw := strings.Trim(strings.ToLower(string(b[t:k])), ".,;:")
		if lx.words[nw]&wMonth != 0 {
			return true // "1. November"
		}
	}
	return false
}

func skipSpace(b []byte, i int) int {
	for i < len(b) && isSpaceByte(b[i]) {
		i++
	}
	return i
}

func skipTerminals(b []byte, i int) int {
	for i < len(b) {
		switch b[i] {
		case '.', '!', '?':
			i++
			continue
		}
		if strings.HasPrefix(string(b[i:min(i+3, len(b))]), "…") {
			i += 3
			continue
		}
		return i
	}
	return i
}

// skipClosers steps over closing quotes, brackets and Markdown emphasis
// after a sentence's last mark.
func skipClosers(b []byte, i int) int {
	for i < len(b) {
		switch b[i] {
		case '"', '\'', ')', ']', '*', '_':
			i++
			continue
		}
		r, size := utf8.DecodeRune(b[i:])
		switch r {
		case '”', '’', '»', '」', '』', '）', '›':
			i += size
			continue
		}
		return i
	}
	return i
}

// appendOnce writes sentence r after what was written, separated from it,
// unless the answer already has it; it reports whether it wrote.
func (s *StreamGuard) appendOnce(r string) bool {
	if slices.Contains(s.said, r) {
		return false
	}
	s.said = append(s.said, r)
	if s.lastWritten != 0 && !isSpaceByte(s.lastWritten) {
		s.emitString(s.sep())
	}
	s.emitString(r)
	return true
}

// A markSet holds the places in a whole ASCII draft where a sentence may
// end (. ! ? and line feeds). foldASCII finds them as it folds the draft,
// so that the splitter jumps from one place to the next instead of
// reading every byte.
type markSet struct {
	bits []uint64
	base int // the offset in the draft of the text that next is asked about
	// urlAt are the offsets of "://" in the draft, in order.
	urlAt []int32
}

// findURLs records where the draft has "://".
func (m *markSet) findURLs(draft string) {
	m.urlAt = m.urlAt[:0]
	for i := 0; ; i++ {
		k := strings.Index(draft[i:], "://")
		if k < 0 {
			return
		}
		i += k
		m.urlAt = append(m.urlAt, int32(i))
	}
}

// indexURL is bytes.Index(region[off:], "://") for region, text that
// starts at base in the draft: from the offsets findURLs recorded, or
// by searching where m is nil.
func (m *markSet) indexURL(region []byte, off int) int {
	if m == nil {
		return bytes.Index(region[off:], []byte("://"))
	}
	lo := m.base + off
	i, _ := slices.BinarySearch(m.urlAt, int32(lo))
	if i < len(m.urlAt) && int(m.urlAt[i])+len("://") <= m.base+len(region) {
		return int(m.urlAt[i]) - lo
	}
	return -1
}

// prepare makes room for the marks of a draft of n bytes, all cleared.
func (m *markSet) prepare(n int) {
	words := (n + 63) / 64
	m.bits = slices.Grow(m.bits[:0], words)[:words]
	clear(m.bits)
}

// next returns the first place at or after i, in text of length n that
// starts at base in the draft, where a sentence may end; n if none.
func (m *markSet) next(i, n int) int {
	p := m.base + i
	w := p >> 6
	if w >= len(m.bits) {
		return n
	}
	x := m.bits[w] >> (p & 63) << (p & 63) // the places before p cleared
	for x == 0 {
		w++
		if w >= len(m.bits) || w<<6 >= m.base+n {
			return n
		}
		x = m.bits[w]
	}
	return min(w<<6+bits.TrailingZeros64(x)-m.base, n)
}
