package present

import "encoding/binary"

// wordTable is the lexicon's words as an open-addressing hash table keyed
// by hashWord, the hash the tokenizer computes for every word anyway (it
// also feeds the shingles). A lookup is a few instructions and, for the
// usual word that is in no list, one probe; a Go map costs several times
// that on the guard's hottest line.
type wordTable struct {
	fps     []uint32 // fingerprints: the hash's high half; 0: empty slot
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
	t := &wordTable{fps: make([]uint32, size), words: make([]string, size), classes: make([]wordClass, size),
		shorts: make([]uint64, size), mask: uint64(size - 1)}
	for w, c := range words {
		h := hashWord(w)
		i := h & t.mask
		for t.fps[i] != 0 {
			i = (i + 1) & t.mask
		}
		t.fps[i], t.words[i], t.classes[i] = fingerprint(h), w, c
		if len(w) <= 8 {
			var b [8]byte
			copy(b[:], w)
			t.shorts[i] = binary.LittleEndian.Uint64(b[:])
		}
	}
	return t
}

// fingerprint is the hash's high half, kept apart from the low bits that
// pick the slot; 0 marks an empty slot.
func fingerprint(h uint64) uint32 {
	if f := uint32(h >> 32); f != 0 {
		return f
	}
	return 1
}

// get returns the class of w, whose hashWord is h. The fingerprints are
// small enough to stay in cache; a word is compared only when its
// fingerprint matches.
func (t *wordTable) get(w string, h uint64) (wordClass, bool) {
	f := fingerprint(h)
	for i := h & t.mask; ; i = (i + 1) & t.mask {
		switch t.fps[i] {
		case 0:
			return 0, false
		case f:
			if t.words[i] == w {
				return t.classes[i], true
			}
		}
	}
}

// getShort is get for a word of n ≤ 8 bytes given as x, its bytes in
// little-endian order: the word is compared as a number, not a string.
func (t *wordTable) getShort(x uint64, n int, h uint64) (wordClass, bool) {
	f := fingerprint(h)
	for i := h & t.mask; ; i = (i + 1) & t.mask {
		switch t.fps[i] {
		case 0:
			return 0, false
		case f:
			if t.shorts[i] == x && len(t.words[i]) == n {
				return t.classes[i], true
			}
		}
	}
}
