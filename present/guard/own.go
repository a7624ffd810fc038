package guard

import "strings"

// ownPrices marks as own a price word right after a word for own:
// "RoadVan's own rental rate", "laut eigener Preisliste" say whose the
// price is as "their own price" does (lexicon.Language.OwnWords); not
// "aus eigener Tasche zahlen", a word between.
func (r *reading) ownPrices(own map[string]bool) {
	for k, h := range r.hits {
		// a noun of price, not a verb of charging: "la cerimonia vera e
		// propria costa…" is no one's own
		if h.classes&cPrice == 0 || h.classes&(cOwn|cCharge) != 0 {
			continue
		}
		ws, we := wordSpanBefore(r.s, h.start)
		if ws < we && strings.TrimSpace(r.s[we:h.start]) == "" && own[r.s[ws:we]] {
			r.hits[k].classes |= cOwn
		}
	}
}
