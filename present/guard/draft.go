package guard

import (
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
	voc       *vocab
	sentences []string // as written: their capitals tell names apart
	view      *view    // nil: no names (a reading of the operator's own words)
	folded    string   // the sentences, folded, one after another
	masked    string   // the same, with each sentence's addresses blanked
	parts     []part   // per sentence, and one for the end
	words     []ahocorasick.Match
	marks     []ahocorasick.Match
}

// A part is where a sentence starts in a draftText, and where its
// matches start among the vocabulary's (word) and the view's (mark):
// at the first that ends after it starts. The automaton reports matches
// in order of their end.
type part struct{ start, word, mark int }

func readDraft(voc *vocab, v *view, sentences []string) draftText {
	d := draftText{voc: voc, view: v, sentences: sentences, parts: make([]part, 0, len(sentences)+1)}
	if len(sentences) == 1 {
		d.parts = append(d.parts, part{})
		d.folded = fold(sentences[0]) // most often not copied
	} else {
		n := 0
		for _, s := range sentences {
			n += len(s)
		}
		var b strings.Builder
		b.Grow(n)
		for _, s := range sentences {
			d.parts = append(d.parts, part{start: b.Len()})
			foldTo(&b, s)
		}
		d.folded = b.String()
	}
	d.parts = append(d.parts, part{start: len(d.folded)})
	d.masked = d.mask()
	d.words = voc.ac.FindAllOverlapping([]byte(d.masked))
	if v != nil && v.ac != nil {
		d.marks = v.ac.FindAllOverlapping([]byte(d.folded))
	}
	w, m := 0, 0
	for k := range d.parts {
		p := &d.parts[k]
		for w < len(d.words) && d.words[w].End <= p.start {
			w++
		}
		for m < len(d.marks) && d.marks[m].End <= p.start {
			m++
		}
		p.word, p.mark = w, m
	}
	return d
}

// mask returns the folded text with each sentence's web and mail
// addresses and tel: numbers blanked; the folded text itself when it has
// none.
func (d *draftText) mask() string {
	var masked []byte
	for k := range d.parts[1:] {
		start, end := d.parts[k].start, d.parts[k+1].start
		text := d.folded[start:end]
		if strings.IndexByte(text, ':') < 0 && strings.IndexByte(text, '@') < 0 && !strings.Contains(text, "www.") {
			continue // no address starts without one of these
		}
		if masked == nil {
			masked = []byte(d.folded)
		}
		maskAddresses(masked[start:end])
	}
	if masked == nil {
		return d.folded
	}
	return string(masked)
}

// reading returns the reading of sentence k. Masking changes every
// address it finds, so a sentence whose masked text differs gives one.
func (d *draftText) reading(k int) reading {
	p, q := d.parts[k], d.parts[k+1]
	r := reading{folded: d.folded[p.start:q.start], s: d.masked[p.start:q.start], negAfter: d.voc.negAfter}
	r.address = r.s != r.folded
	r.hits = d.voc.hits(r.s, d.words[p.word:q.word], p.start, nil)
	if text := d.sentences[k]; len(text) == len(r.s) {
		r.dropTitleNegations(text)
	}
	r.nums = scanNumbers(r.s, r.hits, make([]number, 0, 4))
	if d.view != nil {
		marks := d.marks[p.mark:q.mark]
		r.names = d.view.mentions(r.folded, r.s, marks, p.start)
		r.repeatsOptIn = d.view.repeats(r.folded, r.s, marks, p.start)
		r.unnegateNames()
	}
	for _, h := range r.hits {
		r.has |= h.classes
	}
	return r
}

// read reads one sentence on its own, naming no item.
func (voc *vocab) read(text string) reading {
	d := readDraft(voc, nil, []string{text})
	return d.reading(0)
}
