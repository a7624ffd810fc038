package present

import (
	"iter"
	"math"
	"math/bits"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/agent-capability/onrequest/interpret"
)

// ledgerView is an immutable digest of a ledger for the guard.
type ledgerView struct {
	referred []Item // on-request and action-referred
	pending  []Item
	actRef   []Item          // action-referred only
	acts     []Item          // pending, then action-referred: what a done claim may be about
	optIn    []Item          // given-on-opt-in: need attribution (OR-6.4)
	amounts  amountSet       // amounts the operators gave on opt-in, in hundredths
	optInAmt amountSet       // of those, the ones of items now given on opt-in (OR-6.4)
	shingles map[uint64]bool // hashes of 4-word runs of opt-in text, folded
	// shingleBits is a Bloom filter of shingles: most runs of a draft are
	// not in the set, and the filter says so without a map lookup.
	shingleBits bloom
	// wordBits is a Bloom filter of the words of those runs: a run of a
	// draft can be a shingle only where four words in a row pass it.
	wordBits bloom
	byItem   map[itemKey]*Item // for typed facts
	// optInText is what each item's given-on-opt-in replies said, for
	// typed facts.
	optInText map[itemKey][]string
	done      []Item // action-done
	// doneRefs and openRefs are the words that name the action-done items
	// and the open (pending or referred) actions, folded; a word naming
	// both is in neither. A done claim next to a done item's words and
	// none of an open one's is about the done item.
	doneRefs, openRefs []string
	// optInNames are the names of operators that gave information on
	// opt-in, folded, for finding them in drafts.
	optInNames []namedOperator
	// recorded says, per item, how recently it was recorded (higher is
	// later).
	recorded map[itemKey]int
	// mentions are the names, folded, by which a draft refers to an open
	// item (referred or pending): its operator's name and its skill's.
	mentions []mention
	// addrs are the open items' addresses, folded, to see whether an
	// answer already offers one.
	addrs []itemAddress
	// shown are the MarkOffered marks: items whose address the answer
	// being written shows already.
	shown map[itemKey]int
	// needleList are the needles above (names, mentions, addresses),
	// each at its id; needleOrder their ids by rarest byte, and
	// needleSame, for each, the id of an earlier needle with the same
	// text, or -1.
	needleList  []needle
	needleOrder []int
	needleSame  []int
}

// orderNeedles fills needleOrder and needleSame (see findNeedles).
func (v *ledgerView) orderNeedles() {
	v.needleOrder = make([]int, len(v.needleList))
	v.needleSame = make([]int, len(v.needleList))
	for i, n := range v.needleList {
		v.needleOrder[i], v.needleSame[i] = i, -1
		for j, m := range v.needleList[:i] {
			if m.s == n.s {
				v.needleSame[i] = j
				break
			}
		}
	}
	rarest := func(i int) int {
		if n := v.needleList[i]; n.s != "" {
			return int(n.s[n.rare])
		}
		return -1
	}
	slices.SortStableFunc(v.needleOrder, func(a, b int) int { return rarest(a) - rarest(b) })
}

// needle makes the view's next needle.
func (v *ledgerView) needle(s string) needle {
	n := newNeedle(s)
	n.id = len(v.needleList)
	v.needleList = append(v.needleList, n)
	return n
}

// A mention is a name by which a draft may refer to open items: an
// operator's name (all its items) or a skill's name (one item).
type mention struct {
	folded needle
	key    itemKey // skill == "" for an operator's name
}

func (m mention) names(it Item) bool {
	return it.Operator == m.key.operator && (m.key.skill == "" || it.SkillID == m.key.skill)
}

type itemAddress struct {
	key        itemKey
	text, link needle // folded
	raw        string // the text as present writes it
}

type namedOperator struct {
	operator string
	folded   needle
}

func (v *ledgerView) empty() bool {
	return v == nil || (len(v.referred) == 0 && len(v.pending) == 0 && len(v.optIn) == 0)
}

func (l *Ledger) snapshot(lx *lexicon) *ledgerView {
	if l == nil {
		return nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.view != nil {
		return l.view
	}
	v := &ledgerView{shingles: map[uint64]bool{}, byItem: map[itemKey]*Item{},
		optInText: make(map[itemKey][]string, len(l.items))}
	for _, it := range l.items {
		v.optInText[itemKey{it.Operator, it.SkillID}] = append([]string(nil), it.OptIn...)
	}
	var buf []byte
	var toks []token
	for i := range l.items {
		it := l.items[i]
		it.Given = append([]string(nil), it.Given...)
		v.byItem[itemKey{it.Operator, it.SkillID}] = &it
		switch {
		case it.Referred():
			v.referred = append(v.referred, it)
			if it.Kind == interpret.KindActionReferred {
				v.actRef = append(v.actRef, it)
			}
		case it.Pending():
			v.pending = append(v.pending, it)
		}
		if it.Kind == interpret.KindGivenOnOptIn {
			v.optIn = append(v.optIn, it)
		}
		if it.Kind == interpret.KindActionDone {
			v.done = append(v.done, it)
		}
		// Provenance is exact: only what the operator gave on opt-in
		// vouches for an amount. In it, any number that is not a time,
		// date, phone number, count or address counts too: the operator
		// may write "2,450 (including fees)". A public answer vouches for
		// none: an agent that leaks an on-request price in one breaks
		// OR-5.3, and the model's repetition of it must not pass.
		attribute := it.Kind == interpret.KindGivenOnOptIn
		for _, g := range it.OptIn {
			buf = fold(g, buf)
			src := string(buf)
			toks = lx.tokenize(src, toks[:0])
			sum := summarize(toks)
			lx.markMasked(src, toks, sum)
			lx.markMoney(src, toks, sum)
			add := func(val float64) {
				if math.IsNaN(val) {
					return
				}
				v.amounts.add(cents(val))
				if attribute {
					v.optInAmt.add(cents(val))
				}
			}
			for _, t := range toks {
				if !t.money && (t.kind != tNum || t.masked) {
					continue
				}
				val := t.value
				if t.kind == tNum && math.IsNaN(val) {
					val, _ = parseNumber(t.str(src))
				}
				add(val)
			}
			for _, a := range lx.cjkAmounts(src, toks) {
				add(a)
			}
			if attribute {
				addShingles(v.shingles, toks)
				for i := range toks {
					if shingleKind(toks[i].kind) {
						v.wordBits.add(toks[i].hash)
					}
				}
			}
		}
	}
	for h := range v.shingles {
		v.shingleBits.add(h)
	}
	v.acts = append(append([]Item(nil), v.pending...), v.actRef...)
	seen := map[string]bool{}
	for _, it := range v.optIn {
		if f := foldedName(it.Operator); f != "" && !seen[it.Operator] {
			seen[it.Operator] = true
			v.optInNames = append(v.optInNames, namedOperator{it.Operator, v.needle(f)})
		}
	}
	if len(v.done) > 0 {
		v.doneRefs, v.openRefs = refWords(v.done), refWords(append(append([]Item(nil), v.pending...), v.actRef...))
		shared := map[string]bool{}
		for _, w := range v.doneRefs {
			for _, o := range v.openRefs {
				if w == o {
					shared[w] = true
				}
			}
		}
		v.doneRefs, v.openRefs = dropWords(v.doneRefs, shared), dropWords(v.openRefs, shared)
	}
	if len(l.shown) > 0 {
		v.shown = make(map[itemKey]int, len(l.shown))
		for k, n := range l.shown {
			v.shown[k] = n
		}
	}
	v.recorded = make(map[itemKey]int, len(l.items))
	for _, it := range l.items {
		v.recorded[itemKey{it.Operator, it.SkillID}] = int(it.Recorded)
	}
	type mentionKey struct {
		name string
		key  itemKey
	}
	seenMention := map[mentionKey]bool{}
	addMention := func(name string, k itemKey) {
		if mk := (mentionKey{name, k}); !seenMention[mk] {
			seenMention[mk] = true
			v.mentions = append(v.mentions, mention{v.needle(name), k})
		}
	}
	for _, it := range append(append([]Item(nil), v.referred...), v.pending...) {
		k := itemKey{it.Operator, it.SkillID}
		if name := foldedName(it.Operator); name != "" {
			addMention(name, itemKey{operator: it.Operator})
		}
		// A skill's name names the item only where it is distinctive:
		// "Fees" could be anyone's.
		if name := foldedName(it.SkillName); utf8.RuneCountInString(name) >= 8 {
			addMention(name, k)
		}
		if link, text := Address(it.PersonEntry); link != "" {
			v.addrs = append(v.addrs, itemAddress{key: k, text: v.needle(string(fold(text, nil))), link: v.needle(string(fold(link, nil))), raw: text})
		}
	}
	v.orderNeedles()
	l.view = v
	return v
}

// refWords returns the distinctive words of the items' operator and skill
// names, folded: words of four letters or more, and runs of CJK text.
func refWords(items []Item) []string {
	var out []string
	for _, it := range items {
		for _, name := range []string{it.Operator, it.SkillName} {
			for _, w := range strings.FieldsFunc(string(fold(name, nil)), func(r rune) bool {
				return !unicode.IsLetter(r) && !unicode.IsDigit(r)
			}) {
				if utf8.RuneCountInString(w) >= 4 || (len(w) > 3 && isCJKString(w)) {
					out = append(out, w)
				}
			}
		}
	}
	return out
}

func isCJKString(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return isCJK(r)
}

func dropWords(ws []string, drop map[string]bool) []string {
	out := ws[:0:0]
	for _, w := range ws {
		if !drop[w] {
			out = append(out, w)
		}
	}
	return out
}

func cents(v float64) int64 { return int64(math.Round(v * 100)) }

// An amountSet is a set of amounts in hundredths, sorted: an operator
// gives a few, and every number of a draft is looked up in them.
type amountSet []int64

func (a *amountSet) add(c int64) {
	if i, found := slices.BinarySearch(*a, c); !found {
		*a = slices.Insert(*a, i, c)
	}
}

func (a amountSet) has(c int64) bool {
	_, found := slices.BinarySearch(a, c)
	return found
}

const shingleWords = 4

// addShingles records each run of four words, so that the guard can tell
// when a draft repeats what the operator gave.
func addShingles(set map[uint64]bool, toks []token) {
	for h := range shingles(toks, nil) {
		set[h] = true
	}
}

// shingles yields the hash of each run of four words in toks; where
// known is not nil, only of the runs whose four words each pass it.
func shingles(toks []token, known *bloom) iter.Seq[uint64] {
	return func(yield func(uint64) bool) {
		var ring [shingleWords]uint64
		n, run := 0, 0 // words read; of the last ones, how many known passes
		for i := range toks {
			t := &toks[i]
			if !shingleKind(t.kind) {
				continue
			}
			ring[n%shingleWords] = t.hash
			n++
			if known != nil && !known.has(t.hash) {
				run = 0
				continue
			}
			run++
			if run >= shingleWords && !yield(shingleOf(&ring, n)) {
				return
			}
		}
	}
}

// shingleOf hashes the last four word hashes in ring; n words were read.
// Each hash is multiplied by a constant of its own place, so the order
// counts, and the four products do not wait on each other as a hash
// chained word by word would: shingles are taken at every word of a
// draft.
func shingleOf(ring *[shingleWords]uint64, n int) uint64 {
	const p0, p1, p2, p3 = 0x9e3779b97f4a7c15, 0xc2b2ae3d27d4eb4f, 0x165667b19e3779f9, 0x85ebca77c2b2ae63
	k := n - shingleWords
	h := ring[k%shingleWords]*p0 + ring[(k+1)%shingleWords]*p1 + ring[(k+2)%shingleWords]*p2 + ring[(k+3)%shingleWords]*p3
	return h ^ h>>31 // the Bloom filter reads low bits too
}

// hasShingle reports whether toks repeat a run of four words of opt-in
// text. A run is hashed only where its four words are each in the opt-in
// text, as far as wordBits can tell: most words of a draft are not.
func (v *ledgerView) hasShingle(toks []token) bool {
	for h := range shingles(toks, &v.wordBits) {
		if v.shingleBits.has(h) && v.shingles[h] {
			return true
		}
	}
	return false
}

// shingleKind reports the tokens that shingles are made of: words,
// numbers and runs of Japanese.
func shingleKind(k tokKind) bool { return k == tWord || k == tNum || k == tCJK }

// hashWord hashes a folded word, for the word table, the done phrases
// and the shingles. A word of up to eight bytes (most words) is one
// 64-bit load and one multiplication (see hashShort); a longer one is
// read sixteen bytes at a time, in the manner of wyhash.
func hashWord(w string) uint64 {
	n := len(w)
	if n <= 8 {
		var x uint64
		if n >= 4 {
			// Two loads that overlap: the shared bytes are the same.
			x = uint64(load32(w, 0)) | uint64(load32(w, n-4))<<(8*(n-4))
		} else {
			for i := n - 1; i >= 0; i-- {
				x = x<<8 | uint64(w[i])
			}
		}
		return hashShort(x, n)
	}
	const k0, k1, k2 = 0xa0761d6478bd642f, 0xe7037ed1a0b428db, 0x8ebc6af09c88c6e3
	seed := k0 ^ uint64(n)
	for i := 0; n-i > 16; i += 16 {
		seed = mix(load64(w, i)^k1, load64(w, i+8)^seed)
	}
	a, b := load64(w, max(n-16, 0)), load64(w, n-8) // the last bytes, overlapping
	return mix(k1^uint64(n), mix(a^k1, b^seed^k2))
}

// hashShort is hashWord of a word of n ≤ 8 bytes, given as x, its bytes
// in little-endian order: the tokenizer loads them in one go.
func hashShort(x uint64, n int) uint64 {
	const k1, k2 = 0xe7037ed1a0b428db, 0x8ebc6af09c88c6e3
	return mix(x^k1, k2^uint64(n))
}

// mix multiplies a and b into 128 bits and folds the halves together.
func mix(a, b uint64) uint64 {
	hi, lo := bits.Mul64(a, b)
	return hi ^ lo
}

// bloom is a small Bloom filter of 64-bit hashes, with two bits each.
type bloom [32]uint64

func (b *bloom) add(h uint64) {
	b[h>>59&31] |= 1 << (h & 63)
	b[h>>27&31] |= 1 << (h >> 32 & 63)
}

func (b *bloom) has(h uint64) bool {
	return b[h>>59&31]&(1<<(h&63)) != 0 && b[h>>27&31]&(1<<(h>>32&63)) != 0
}
