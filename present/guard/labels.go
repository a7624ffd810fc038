package guard

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Labels: the name that a table row or a list item starts with, which
// says whose the rest of the line is.

// labelledOwn reports a table row or a list item whose label names a
// business the conversation does not know, and which says that business
// lists or gives the price as its own: "| Harbour Vans | £540 | their
// published rate |", "- **The Old Mill** – lists £2,800 on its own
// site". The label settles whose "their" is, so no disclaimer need
// follow, as it must after a sentence that only names the business. A
// line that names a referred item or operator, or offers the price as a
// guide, is not settled so.
func (r *reading) labelledOwn(v *view) bool {
	if r.has&(cOwn|cListing) == 0 || !(r.affirms(cOwn) || r.affirms(cListing)) || r.guides() || r.has&cAtThem != 0 {
		return false
	}
	lo, hi, ok := r.lineLabel()
	if !ok || len(named(r.names, 0, len(r.s), v.referred)) > 0 {
		return false
	}
	return r.namesBusiness(lo, hi)
}

// lineLabel returns the bounds of the label of a table row (its first cell
// with words) or of a list item (its bold start, or what comes before
// its first dash or colon).
func (r *reading) lineLabel() (lo, hi int, ok bool) {
	if _, _, row := r.cell(0); row {
		for k := 0; ; k++ {
			start, end, ok := r.cell(k)
			if !ok {
				return 0, 0, false
			}
			if strings.ContainsFunc(r.s[start:end], unicode.IsLetter) {
				return start, end, true
			}
		}
	}
	lo = listItem(r.s)
	if lo < 0 {
		return 0, 0, false
	}
	if strings.HasPrefix(r.s[lo:], "**") {
		if end := strings.Index(r.s[lo+2:], "**"); end > 0 {
			return lo + 2, lo + 2 + end, true
		}
	}
	end := dashIn(r.s[lo:])
	if colon := strings.IndexByte(r.s[lo:], ':'); colon >= 0 && (end < 0 || colon < end) {
		end = colon
	}
	if end <= 0 {
		return 0, 0, false
	}
	return lo, lo + end, true
}

// listItem returns where the text of a list item starts, past its
// marker ("- ", "* ", "• ", "2. ", "3) ", a symbol such as "✅ " or
// "⏳ " that marks a status), or -1.
func listItem(s string) int {
	at := skipSpace(s, 0)
	if c, n := utf8.DecodeRuneInString(s[at:]); unicode.Is(unicode.So, c) {
		rest := strings.TrimLeft(s[at+n:], "\ufe0f")
		if strings.HasPrefix(rest, " ") {
			return skipSpace(s, len(s)-len(rest))
		}
		return -1
	}
	rest := strings.TrimLeft(s[at:], "0123456789")
	if len(rest) < len(s[at:]) { // a number: "2. ", "3) "
		if strings.HasPrefix(rest, ". ") || strings.HasPrefix(rest, ") ") {
			return skipSpace(s, len(s)-len(rest)+1)
		}
		return -1
	}
	for _, mark := range []string{"- ", "* ", "• "} {
		if strings.HasPrefix(rest, mark) {
			return skipSpace(s, at+len(mark))
		}
	}
	return -1
}

// namesBusiness reports a kind of business in [lo, hi), or a name as
// written: a capitalised word that does not start the span or is
// followed by another, or one with a capital inside it ("SolarNu"); in
// a script without capitals, words the vocabulary does not know
// ("青空運輸").
func (r *reading) namesBusiness(lo, hi int) bool {
	if _, ok := firstHit(r.hits, lo, hi, cTrade); ok {
		return true
	}
	text := r.text
	if strings.ContainsFunc(r.s[lo:hi], uncasedScript) {
		// no capitals: a label of words the vocabulary does not know, but
		// for what kind of thing it is ("さくら便")
		_, known := firstHit(r.hits, lo, hi, ^(cNotMoney | cUnit | cConnector))
		return !known
	}
	if len(text) != len(r.s) {
		return false
	}
	first := true
	return !r.everyWord(lo, hi, func(start, end int) bool {
		named := capitalised(text, start) && end-start > 1 && !r.known(start, end) &&
			(!first || capitalisedAfter(text, end) || innerCapital(text[start:end]))
		first = false
		return !named
	})
}

// innerCapital reports a capital after the first letter of a word.
func innerCapital(w string) bool {
	_, size := utf8.DecodeRuneInString(w)
	return strings.IndexFunc(w[size:], unicode.IsUpper) >= 0
}

// payeeLabels reports a table row or list item labelled with a fare, a
// parking fee or another payee alone, whose one amount, after the label,
// is that payee's: "- **Taxi** – from the station to the lodge is
// roughly £18". Not where the line says who charges or owns it, sums or
// includes it, or compares it ("- **Parking** – the lodge charges £10"),
// nor where it names a business but as where the ride goes.
func (r *reading) payeeLabels(v *view, at int) bool {
	if r.has&cOtherPayee == 0 {
		return false
	}
	lo, hi, ok := r.lineLabel()
	if !ok || at < hi {
		return false
	}
	// the label starts with the payee; a business after it is where the
	// ride goes ("Táxi da estação à pousada:")
	first, ok := firstHit(r.hits, lo, hi, ^(cConnector | cNumberJoin))
	if !ok || first.classes&cOtherPayee == 0 || first.classes&cTrade != 0 {
		return false
	}
	if !r.amounts1() || r.hasIn(lo, len(r.s), cCharge|cAtThem|cOwn|cSum|cIncluded|cBoth|cLikeness) {
		return false
	}
	// a business named on the line is only where the ride goes: not
	// "- Bus for mourners from Example Memorial Chapel: £8 a head"
	for _, m := range r.names {
		if !m.addr && m.start >= lo && slices.Contains(v.referred, m.item) && !r.rideWordBefore(lo, r.wholeName(m).start) {
			return false
		}
	}
	for _, h := range r.hits {
		if h.classes&cTrade == 0 || h.start < lo {
			continue
		}
		at := h.start // the start of the name the kind of business is in
		for _, m := range r.names {
			if !m.addr && m.start <= h.start && m.end >= h.end {
				at = min(at, r.wholeName(m).start)
			}
		}
		if !r.rideWordBefore(lo, at) {
			return false
		}
	}
	return true
}

// labelledFigure reports an amount at start on a line whose label is the
// person's own figure or budget, a few words after the label: "- **Dein
// Angebotspreis:** 300.000 €", "**Budget**: jullie denken aan € 4.000".
// Not on a line that names a referred item; a seller's price that may
// be the operator's ("Sale price:") is no own figure.
func (r *reading) labelledFigure(v *view, start int) bool {
	if r.has&(cOwnFigure|cBudget) == 0 {
		return false
	}
	lo, hi, ok := r.lineLabel()
	if !ok || start < hi || !r.hasIn(lo, hi, cOwnFigure|cBudget) || len(named(r.names, 0, len(r.s), v.referred)) > 0 {
		return false
	}
	return letterWords(r.s[hi:start]) <= 3 && !r.priceIn(hi, start) && !r.numberIn(hi, start)
}

// introducesList reports a sentence that names a referred item or its
// operator and ends in a colon, or offers what follows as a guide to it
// ("For a sense of what Example Memorial Chapel might charge, here are
// local firms' rates."): the lines after it are its list.
func (r *reading) introducesList(v *view) bool {
	end := strings.TrimRight(r.s, " \n*_")
	if !strings.HasSuffix(end, ":") && !strings.HasSuffix(end, "：") && !r.guides() {
		return false
	}
	return slices.ContainsFunc(r.names, func(m mention) bool { return !m.addr && slices.Contains(v.referred, m.item) })
}

// isLine reports a table row or a list item.
func (r *reading) isLine() bool {
	_, _, row := r.cell(0)
	return row || listItem(r.s) >= 0
}
