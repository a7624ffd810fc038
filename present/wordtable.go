package present

// wordTable is the lexicon's words as an open-addressing hash table keyed
// by hashWord, the hash the tokenizer computes for every word anyway (it
// also feeds the shingles). A lookup is a few instructions and, for the
// usual word that is in no list, one probe; a Go map costs several times
// that on the guard's hottest line.
type wordTable struct {
	hashes  []uint64 // 0: empty slot
	words   []string
	classes []wordClass
	mask    uint64
}

func newWordTable(words map[string]wordClass) *wordTable {
	size := 1
	for size < 4*len(words) { // load factor at most 1/4: short probes
		size <<= 1
	}
	t := &wordTable{hashes: make([]uint64, size), words: make([]string, size), classes: make([]wordClass, size), mask: uint64(size - 1)}
	for w, c := range words {
		h := tableHash(hashWord(w))
		i := slot(h, t.mask)
		for t.hashes[i] != 0 {
			i = (i + 1) & t.mask
		}
		t.hashes[i], t.words[i], t.classes[i] = h, w, c
	}
	return t
}

// tableHash keeps 0 free to mark an empty slot.
func tableHash(h uint64) uint64 {
	if h == 0 {
		return 1
	}
	return h
}

func slot(h, mask uint64) uint64 { return (h ^ h>>29) & mask }

// get returns the class of w, whose hashWord is h.
func (t *wordTable) get(w string, h uint64) (wordClass, bool) {
	h = tableHash(h)
	for i := slot(h, t.mask); ; i = (i + 1) & t.mask {
		switch t.hashes[i] {
		case 0:
			return 0, false
		case h:
			if t.words[i] == w {
				return t.classes[i], true
			}
		}
	}
}
