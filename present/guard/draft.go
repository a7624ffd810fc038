package guard

import (
	"sort"
	"strings"

	"github.com/coregx/ahocorasick"
)

// A draftText is the sentences of a draft as the guard reads them: each
// folded, with its addresses blanked, one after another in one text. The
// vocabulary's and the view's automata run over all of it at once, and
// each sentence's reading takes the matches that lie within it: that is
// the same steps through the automata as a run per sentence, but the
// matches are collected once, not again for every sentence. A match that
// spans two sentences is no sentence's.
//
// Each sentence is folded and masked on its own, so that its reading is
// what reading it alone gives.
type draftText struct {
	voc    *vocab
	view   *view  // nil: no names (a reading of the operator's own words)
	folded string // the sentences, folded, one after another
	masked string // the same, with each sentence's addresses blanked
	starts []int  // where each sentence starts, and where the last ends
	words  []ahocorasick.Match
	marks  []ahocorasick.Match
}

func readDraft(voc *vocab, v *view, sentences []string) draftText {
	d := draftText{voc: voc, view: v, starts: make([]int, 0, len(sentences)+1)}
	if len(sentences) == 1 {
		d.starts = append(d.starts, 0)
		d.folded = fold(sentences[0]) // most often not copied
	} else {
		n := 0
		for _, s := range sentences {
			n += len(s)
		}
		var b strings.Builder
		b.Grow(n)
		for _, s := range sentences {
			d.starts = append(d.starts, b.Len())
			foldTo(&b, s)
		}
		d.folded = b.String()
	}
	d.starts = append(d.starts, len(d.folded))
	var masked []byte
	for k := range sentences {
		part := d.folded[d.starts[k]:d.starts[k+1]]
		if strings.IndexByte(part, ':') < 0 && strings.IndexByte(part, '@') < 0 && !strings.Contains(part, "www.") {
			continue // no address starts without one of these
		}
		if masked == nil {
			masked = []byte(d.folded)
		}
		maskAddresses(masked[d.starts[k]:d.starts[k+1]])
	}
	d.masked = d.folded
	if masked != nil {
		d.masked = string(masked)
	}
	d.words = voc.ac.FindAllOverlapping([]byte(d.masked))
	if v != nil && v.ac != nil {
		d.marks = v.ac.FindAllOverlapping([]byte(d.folded))
	}
	return d
}

// reading returns the reading of sentence k. Masking changes every
// address it finds, so a sentence whose masked text differs gives one.
func (d *draftText) reading(k int) reading {
	start, end := d.starts[k], d.starts[k+1]
	r := reading{folded: d.folded[start:end], s: d.masked[start:end], negAfter: d.voc.negAfter}
	r.address = r.s != r.folded
	r.hits = d.voc.hits(r.s, endingIn(d.words, start, end), start, nil)
	for _, h := range r.hits {
		r.has |= h.classes
	}
	r.nums = scanNumbers(r.s, r.hits, make([]number, 0, 4))
	if d.view != nil {
		marks := endingIn(d.marks, start, end)
		r.names = d.view.mentions(r.folded, r.s, marks, start)
		r.repeatsOptIn = d.view.repeats(r.folded, r.s, marks, start)
	}
	return r
}

// endingIn returns the matches, in order of their end, that end within
// (start, end]; some may start before start.
func endingIn(ms []ahocorasick.Match, start, end int) []ahocorasick.Match {
	if len(ms) == 0 || start == 0 && ms[len(ms)-1].End <= end {
		return ms // all of them: a draft of one sentence
	}
	lo := sort.Search(len(ms), func(i int) bool { return ms[i].End > start })
	hi := lo + sort.Search(len(ms)-lo, func(i int) bool { return ms[lo+i].End > end })
	return ms[lo:hi]
}

// read reads one sentence on its own, naming no item.
func (voc *vocab) read(text string) reading {
	d := readDraft(voc, nil, []string{text})
	return d.reading(0)
}
