package present

import "strings"

// depositAfter reports a deposit or advance named shortly after a number,
// in its clause: "300 up front as a deposit", "300 vooraf als
// aanbetaling", "300 adiantados como sinal". A price word before the
// number is found by priceBefore; these words make the number money from
// behind it. i is the number, j the token after it (and its multiplier).
// "Up front" alone says nothing of money after "we were" or "there
// were": "we were 300 up front at the ceremony" counts people.
func depositAfter(src string, toks []token, i, j int) bool {
	crowd := i >= 2 && toks[i-1].kind == tWord && toks[i-2].kind == tWord &&
		(toks[i-1].str(src) == "were" || toks[i-1].str(src) == "are") &&
		(toks[i-2].str(src) == "we" || toks[i-2].str(src) == "there")
	for k := j; k < len(toks) && k < j+5; k++ {
		t := &toks[k]
		if t.kind != tWord {
			return false // punctuation or another number ends the look
		}
		if t.class&wClause != 0 {
			return false
		}
		w := t.str(src)
		if i := strings.IndexByte(w, '\''); i > 0 && i <= 2 { // d'avance, l'avance
			w = w[i+1:]
		}
		switch w {
		case "upfront":
			if !crowd {
				return true
			}
		case "deposit", "deposits", "downpayment", "retainer",
			"anzahlung", "kaution", "vorab", "voraus",
			"acompte", "arrhes", "avance",
			"señal", "adelantado", "adelantados", "anticipo", "anticipos",
			"caparra", "acconto",
			"aanbetaling", "voorschot", "vooraf", "waarborg",
			"sinal", "adiantado", "adiantados", "adiantada", "adiantadas", "adiantamento", "caução":
			return true
		case "front":
			if k > 0 && toks[k-1].str(src) == "up" && !crowd { // up front
				return true
			}
		case "payment":
			if k > 0 && toks[k-1].str(src) == "down" { // down payment
				return true
			}
		}
	}
	return false
}

// subjectAmount reports "The basic package is 1,995.": a number after a
// word for what is sold as a whole (package, Paket, forfait, pacchetto …)
// in the same clause, where the number follows "is" (or "is about") or is
// grouped in thousands; and a number after "is" whose clause began with a
// price word further back than priceBefore looks ("il preventivo medio
// per una separazione consensuale è di 2.500"). A package is not a price
// word in general: "the package includes 30 chairs" counts chairs.
func subjectAmount(src string, toks []token, i int, v float64) bool {
	grouped := v >= 1000 && strings.ContainsAny(toks[i].str(src), ",.' ")
	copula := false
	k := i - 1
	for k >= 0 && toks[k].kind == tWord && (isApproximator(toks[k].str(src)) || toks[k].str(src) == "di" || toks[k].str(src) == "de") {
		k--
	}
	if k >= 0 && toks[k].kind == tWord && isCopula(toks[k].str(src)) {
		copula = v >= 100
	}
	if !grouped && !copula {
		return false
	}
	for k := i - 1; k >= 0 && k >= i-12; k-- {
		t := &toks[k]
		if t.kind == tPunct && t.r != '\'' {
			return false
		}
		if t.kind != tWord {
			continue
		}
		if t.class&wClause != 0 {
			return false
		}
		if copula && t.class&wPrice != 0 {
			return true
		}
		if k < i-7 {
			continue
		}
		switch t.str(src) {
		case "package", "packages", "bundle", "paket", "pakete", "paketpreis", "forfait", "formule",
			"paquete", "paquetes", "pacchetto", "pacchetti", "pakket", "pakketten", "arrangement", "pacote", "pacotes":
			return true
		}
		if strings.HasSuffix(t.str(src), "paket") || strings.HasSuffix(t.str(src), "pakket") { // Basispaket, basispakket
			return true
		}
	}
	return false
}

func isCopula(w string) bool {
	switch w {
	case "is", "was", "are", "were", "ist", "war", "sind", "liegt", "est", "était", "es", "son", "era", "è", "sono",
		"zijn", "é", "são", "fica", "comes", "runs":
		return true
	}
	return false
}

// agentPassive reports "Booking is done by the clinic's staff": "is
// done" (French "est fait") followed by "by" says who does it, not that
// it is done. "Has been done by" and "it's done" stay claims.
func agentPassive(src string, toks []token, i, n int) bool {
	if n != 2 || i+2 >= len(toks) || toks[i+2].kind != tWord {
		return false
	}
	a, b, c := toks[i].str(src), toks[i+1].str(src), toks[i+2].str(src)
	return (a == "is" && b == "done" && c == "by") || (a == "est" && b == "fait" && c == "par")
}

// colloquialAmount reports amounts that only everyday speech makes money,
// with no currency or price word: Portuguese "2 contos" (thousands),
// Dutch "2 mille kwijt" (kwijt zijn: to spend) and Italian "viene circa
// 2.000" (venire: to cost, before an approximator). i is the number, j
// the token after it and its multiplier. sure is false where the amount
// is not known: a "conto" was a thousand escudos, and is now said of a
// thousand euros too.
func colloquialAmount(src string, toks []token, i, j int, v float64) (money, sure bool) {
	n := len(toks)
	if j < n && toks[j].kind == tWord {
		switch toks[j].str(src) {
		case "contos": // but "2 contos de fadas" are fairy tales
			return !(j+2 < n && toks[j+1].str(src) == "de" && toks[j+2].str(src) == "fadas"), false
		case "kwijt":
			return !smallCount(src, toks, i, v), true
		}
		// "2 mille aan kwijt": a particle may come between.
		if w := toks[j].str(src); (w == "aan" || w == "mee") && j+1 < n && toks[j+1].kind == tWord && toks[j+1].str(src) == "kwijt" {
			return !smallCount(src, toks, i, v), true
		}
	}
	// "viene circa 2.000", "viene sui 2.000": the singular only ("vengono
	// circa 300" counts people coming), and not before a noun ("viene circa
	// 2 volte" is masked already; "viene circa 30 infermieri" counts).
	if j < n && toks[j].kind == tWord && toks[j].class&wClause == 0 {
		switch toks[j].str(src) {
		case "per", "a", "al", "tutto", "compreso", "compresa", "incluso", "inclusa", "più", "iva":
		default:
			return false, false
		}
	}
	k := i - 1
	for k >= 0 && toks[k].kind == tWord && isItalianApprox(toks[k].str(src)) {
		k--
	}
	if k == i-1 || k < 0 || toks[k].kind != tWord {
		return false, false
	}
	switch toks[k].str(src) {
	case "viene", "verrà", "verrebbe", "veniva", "venuto", "venuta":
		return true, true
	}
	return false, false
}

func isItalianApprox(w string) bool {
	switch w {
	case "circa", "sui", "sugli", "intorno", "attorno", "ai", "agli", "all'incirca", "più", "o", "meno", "quasi", "tipo", "oltre", "sotto":
		return true
	}
	return false
}
