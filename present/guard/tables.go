package guard

import "strings"

// Tables: the column of a table being written that holds prices, and
// the cells of a row.

// A column is the column of a table that holds prices: at is -1 where
// none does; named, where its header names a referred operator rather
// than says price ("| | Kettering Plumbing |").
type column struct {
	at    int
	named bool
}

var noColumn = column{at: -1}

// pricedCell reports a number in the price column of a table row: under a
// header that says price, "| Basic | 60 |" gives a value. Under an
// operator's name, a row whose label says what its numbers count ("|
// Guests | 130 |") gives none.
func (r *reading) pricedCell(v *view, col column) bool {
	if col.at < 0 {
		return false
	}
	start, end, ok := r.cell(col.at)
	if !ok {
		return false
	}
	for _, n := range r.nums {
		after := r.afterText(n)
		if col.named {
			after = r.after(n)
		}
		if n.start >= start && n.end <= end && !n.time && !n.date && !n.phone && after != afterCount && !r.othersOwn(v, n) &&
			!v.optInAmounts[cents(n.value)] && !r.otherPayee(v, n.start, n.end) { // "| Tram ticket | 2 |", "| First consultation | 85 |"
			return true
		}
	}
	return false
}

// cell returns the bounds of a table row's cell, counted from 0.
func (r *reading) cell(col int) (start, end int, ok bool) {
	row := strings.TrimSpace(r.s)
	if !strings.HasPrefix(row, "|") {
		return 0, 0, false
	}
	at := strings.IndexByte(r.s, '|') + 1
	for k := 0; ; k++ {
		next := strings.IndexByte(r.s[at:], '|')
		if next < 0 {
			return 0, 0, false
		}
		if k == col {
			return at, at + next, true
		}
		at += next + 1
	}
}

// priceColumn returns the column of a table header row that says price
// or a currency ("| Service | Price |", "| Sesión | € |"), or else names
// a referred operator past the first ("| Item | Kettering Plumbing |");
// noColumn for a row of another table or no table; and keep for the row
// under a header ("|---|---|") and the rows of the same table.
func (r *reading) priceColumn(v *view, keep column) column {
	if _, _, ok := r.cell(0); !ok {
		return noColumn
	}
	if len(r.nums) > 0 || strings.Trim(r.s, "|-: \n") == "" {
		return keep
	}
	col, priced := keep, -1
	for k := 0; ; k++ {
		start, end, ok := r.cell(k)
		if !ok {
			break
		}
		if _, ok := firstHit(r.hits, start, end, cCurrency); ok {
			return column{at: k} // "| Sesión | € |"
		}
		if _, ok := firstHit(r.hits, start, end, cPrice); ok {
			priced = k // "| Service | Price |"; of two, the last: "| Package | Price |"
		}
		if col == keep && k > 0 && len(named(r.names, start, end, v.referred)) > 0 {
			col = column{at: k, named: true}
		}
	}
	if priced >= 0 {
		return column{at: priced}
	}
	return col
}

// cellOf returns the bounds of the table cell that holds n, or the whole
// sentence where it is no table row.
func (r *reading) cellOf(n number) (int, int) {
	if _, _, ok := r.cell(0); !ok {
		return 0, len(r.s)
	}
	cs := strings.LastIndexByte(r.s[:n.start], '|') + 1
	ce := strings.IndexByte(r.s[n.end:], '|')
	if ce < 0 {
		return cs, len(r.s)
	}
	return cs, n.end + ce
}
