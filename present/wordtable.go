package present

import "encoding/binary"

// wordTable is the lexicon's words as an open-addressing hash table keyed
// by hashWord, the hash the tokenizer computes for every word anyway (it
// also feeds the shingles). A lookup is a few instructions and, for the
// usual word that is in no list, one probe; a Go map costs several times
// that on the guard's hottest line.
type wordTable struct {
	// tags are the words' fingerprints (see tag); 0 marks an empty slot.
	// They are small enough to stay in cache: a probe reads a word only
	// where its tag matches.
	tags    []uint32
	words   []string
	classes []wordClass
	// shorts holds each word of up to eight bytes as getShort is given
	// it (its bytes, little-endian), and 0 for longer words.
	shorts []uint64
	mask   uint64
}

func newWordTable(words map[string]wordClass) *wordTable {
	size := 1
	for size < 3*len(words) { // load factor at most 1/3: short probes
		size <<= 1
	}
	t := &wordTable{tags: make([]uint32, size), words: make([]string, size), classes: make([]wordClass, size),
		shorts: make([]uint64, size), mask: uint64(size - 1)}
	for w, c := range words {
		h := hashWord(w)
		i := h & t.mask
		for t.tags[i] != 0 {
			i = (i + 1) & t.mask
		}
		t.tags[i], t.words[i], t.classes[i] = tag(h, len(w)), w, c
		if len(w) <= 8 {
			var b [8]byte
			copy(b[:], w)
			t.shorts[i] = binary.LittleEndian.Uint64(b[:])
		}
	}
	return t
}

// tag is a word's fingerprint: 24 high bits of its hash, kept apart from
// the low bits that pick the slot, and its length (up to 255) in the low
// byte, which is never 0 for a word. Equal tags make a word of up to
// eight bytes equal to a slot's where their bytes are equal (getShort).
func tag(h uint64, n int) uint32 {
	return uint32(h>>40)<<8 | uint32(min(n, 255))
}

// get returns the class of w, whose hashWord is h.
func (t *wordTable) get(w string, h uint64) (wordClass, bool) {
	f := tag(h, len(w))
	for i := h & t.mask; ; i = (i + 1) & t.mask {
		switch t.tags[i] {
		case 0:
			return 0, false
		case f:
			if t.words[i] == w {
				return t.classes[i], true
			}
		}
	}
}

// getShort is get for a word of 1 to 8 bytes given as x, its bytes in
// little-endian order: the tag holds the length, so the word is compared
// as a number, not a string.
func (t *wordTable) getShort(x uint64, n int, h uint64) (wordClass, bool) {
	f := tag(h, n)
	for i := h & t.mask; ; i = (i + 1) & t.mask {
		switch t.tags[i] {
		case 0:
			return 0, false
		case f:
			if t.shorts[i] == x {
				return t.classes[i], true
			}
		}
	}
}
