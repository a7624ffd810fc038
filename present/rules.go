package present

import (
	"math"
	"strings"
	"unicode/utf8"
)

// wordClassHashed looks a folded word up, seeing through French and
// Italian elision ("d'euros", "l'aura"); h is its hashWord, and
// apostrophe reports that w may have one (the tokenizer knows).
func (lx *lexicon) wordClassHashed(w string, h uint64, apostrophe bool) wordClass {
	if c, ok := lx.table.get(w, h); ok {
		return c
	}
	if !apostrophe {
		return 0
	}
	if i := strings.IndexByte(w, '\''); i > 0 && i <= 3 && i+1 < len(w) {
		if c, ok := lx.table.get(w[i+1:], hashWord(w[i+1:])); ok {
			return c
		}
	}
	return 0
}

// compoundNumber reports a number written as one word, as German, Dutch
// and Italian do ("zweitausendfünfhundert", "tweeduizend", "duemila"),
// and whether it is a magnitude. It is asked only of unknown words in
// sentences that may hold an amount.
func compoundNumber(w string) (number, magnitude bool) {
	if len(w) < 6 || len(w) > 60 {
		return false, false
	}
	if number, magnitude := joinedNumber(w); number {
		return true, magnitude
	}
	// Every stem below has a "d" or ends in a, o or g: most words have
	// neither, and need no search.
	if last := w[len(w)-1]; last != 'a' && last != 'o' && last != 'g' && strings.IndexByte(w, 'd') < 0 {
		return false, false
	}
	switch {
	case hasMagnitudeStem(w), strings.HasSuffix(w, "mila"), strings.HasSuffix(w, "cento") && !strings.HasPrefix(w, "per"):
		return true, true
	case strings.HasSuffix(w, "zig"), strings.HasSuffix(w, "ßig"), strings.HasSuffix(w, "ssig"):
		return true, false
	}
	return false, false
}

// hasMagnitudeStem reports whether w contains "tausend", "hundert",
// "duizend" or "honderd". Each has a "d" at a fixed place, so only the
// places of the word's d's are compared.
func hasMagnitudeStem(w string) bool {
	for off := 0; ; {
		k := strings.IndexByte(w[off:], 'd')
		if k < 0 {
			return false
		}
		p := off + k // a 'd'
		end := w[:p+1]
		if strings.HasSuffix(end, "tausend") || strings.HasSuffix(end, "duizend") || strings.HasSuffix(end, "honderd") ||
			(p >= 3 && strings.HasPrefix(w[p-3:], "hundert")) {
			return true
		}
		off = p + 1
	}
}

// sentenceFacts is what one sentence says, as far as the guard cares.
type sentenceFacts struct {
	values []float64 // money amounts; NaN where the amount is not known
	claims []int     // token indices of done claims
	price  bool      // the sentence speaks of a price
	// classes are the classes of the sentence's words, together; cjk
	// reports Japanese text, and nums numbers in digits, all of them in
	// the tokens numFrom to numTo.
	classes        wordClass
	cjk, nums      bool
	numFrom, numTo int
	knownRun       int // see tokSummary
}

// analyzeInto reads one tokenized sentence. checkValues and checkDone
// switch the two checks. It appends the facts' values and claims to
// values[:0] and claims[:0], for reuse from sentence to sentence.
func (lx *lexicon) analyzeInto(src string, toks []token, checkValues, checkDone bool, values []float64, claims []int) (facts sentenceFacts) {
	return lx.analyzeScanned(src, toks, summarize(toks), checkValues, checkDone, values, claims)
}

// analyzeScanned is analyzeInto for tokens whose summary scan gave.
func (lx *lexicon) analyzeScanned(src string, toks []token, sum tokSummary, checkValues, checkDone bool, values []float64, claims []int) (facts sentenceFacts) {
	facts.values, facts.claims = values[:0], claims[:0]
	// Most sentences have nothing to look at: no number, no number or
	// done word, no Japanese. Skip the rules for them.
	classes, hasNum, hasCJK := sum.classes, sum.nums, sum.cjk
	facts.price = classes&wPrice != 0
	facts.classes, facts.cjk, facts.nums = classes, hasCJK, hasNum
	facts.numFrom, facts.numTo, facts.knownRun = sum.numFrom, sum.numTo, sum.knownRun
	checkValues = checkValues && (hasNum || hasCJK || classes&(wNumber|wCurrency|wPrice) != 0)
	checkDone = checkDone && (hasCJK || classes&(wDone|wPhraseStart) != 0)
	if checkValues {
		lx.markMasked(src, toks, sum)
		lx.markMoney(src, toks, sum)
		for i := range toks {
			if toks[i].money {
				facts.values = append(facts.values, toks[i].value)
			}
		}
		if hasCJK {
			facts.values = append(facts.values, lx.cjkAmounts(src, toks)...)
		}
	}
	if checkDone {
		facts.claims = lx.doneClaims(src, toks, facts.claims)
	}
	facts.price = classes&wPrice != 0 || (hasCJK && lx.cjkPriceIn(src, toks))
	return facts
}

// followUpAmount reports a short sentence whose number answers the
// sentence before, which spoke of a price: "What does it cost? About
// 2,000." It is called only when the sentence before had a price word.
func (lx *lexicon) followUpAmount(src string, toks []token) (float64, bool) {
	words := 0
	var num *token
	for i := range toks {
		switch toks[i].kind {
		case tWord, tCJK:
			words++
		case tNum:
			if num == nil && !toks[i].masked {
				num = &toks[i]
			}
		}
	}
	if num == nil || words > 5 {
		return 0, false
	}
	v, ok := parseNumber(num.str(src))
	if !ok {
		return 0, false
	}
	// "About 80." answers a price question; "Open 9-5." does not.
	approx := false
	for i := range toks {
		if &toks[i] == num {
			break
		}
		if toks[i].kind == tWord && isApproximator(toks[i].str(src)) {
			approx = true
		}
	}
	if v < 100 && !approx {
		return 0, false
	}
	return v, true
}

func isApproximator(w string) bool {
	switch w {
	case "about", "around", "roughly", "approximately", "approx", "circa", "ca", "some", "from",
		"etwa", "ungefähr", "rund", "ab", "environ", "à", "partir", "unos", "unas", "aproximadamente", "desde",
		"intorno", "da", "ongeveer", "zo'n", "vanaf", "cerca", "a", "约":
		return true
	}
	return false
}

func (lx *lexicon) cjkPriceIn(src string, toks []token) bool {
	for i := range toks {
		if t := &toks[i]; t.kind == tCJK && containsAny(t.str(src), lx.cjkPrice) {
			return true
		}
	}
	return false
}

func isPunct(t token, r rune) bool { return t.kind == tPunct && t.r == r }

func isDash(t token) bool {
	return t.kind == tPunct && (t.r == '-' || t.r == '–' || t.r == '—' || t.r == '~' || t.r == '〜')
}

// markMasked marks numbers that are not amounts: telephone numbers, clock
// times and dates (hard: nothing makes them money), and ordinals,
// percentages, counts, years and street numbers (soft: a currency sign
// beside the number still makes it money).
func (lx *lexicon) markMasked(src string, toks []token, sum tokSummary) {
	n := len(toks)
	at := func(k int) *token {
		if k >= 0 && k < n {
			return &toks[k]
		}
		return nil
	}
	hard := func(ts ...*token) {
		for _, t := range ts {
			t.masked, t.hard = true, true
		}
	}
	for i := sum.numFrom; i < sum.numTo; i++ {
		t := &toks[i]
		if t.kind != tNum || t.masked {
			continue
		}
		p1, n1, n2 := at(i-1), at(i+1), at(i+2)
		// Telephone numbers: after "+", "(nnn) nnn", after a phone word,
		// or shaped nnn-nnnn.
		phone := p1 != nil && isPunct(*p1, '+') && !t.spaceBefore
		if p1 != nil && isPunct(*p1, '(') && n1 != nil && isPunct(*n1, ')') && n2 != nil && n2.kind == tNum {
			phone = true
		}
		for k := 1; k <= 3 && !phone; k++ {
			if p := at(i - k); p != nil && p.kind == tWord && p.class&wPhone != 0 {
				phone = true
			} else if p != nil && isPunct(*p, '.') {
				break
			}
		}
		if p1 != nil && p1.kind == tWord && p1.str(src) == "tel" {
			phone = true
		}
		if !phone && n1 != nil && n2 != nil && isDash(*n1) && n2.kind == tNum && !n1.spaceBefore && !n2.spaceBefore &&
			len(t.str(src)) == 3 && len(n2.str(src)) == 4 && !strings.ContainsAny(t.str(src)+n2.str(src), ",.' ") {
			phone = true
		}
		if phone {
			for k := i; k < n; k++ {
				tk := &toks[k]
				if tk.kind == tNum {
					hard(tk)
					continue
				}
				if tk.kind == tPunct && strings.ContainsRune("-.()/+", tk.r) && k+1 < n && toks[k+1].kind == tNum {
					continue
				}
				break
			}
			continue
		}
		// Clock times: 9:30, 9h30, 9 am, 17 Uhr, 9時.
		if n1 != nil && (isPunct(*n1, ':') || (n1.kind == tWord && n1.str(src) == "h" && !n1.spaceBefore)) && n2 != nil && n2.kind == tNum && !n2.spaceBefore {
			hard(t, n2)
			continue
		}
		if n1 != nil && n1.kind == tWord && n1.class&wTime != 0 {
			hard(t)
			continue
		}
		if n1 != nil && n1.kind == tCJK && !n1.spaceBefore && hasAnyPrefix(n1.str(src), lx.cjkTime) {
			hard(t)
			continue
		}
		// 24/7, 11/01, 2026-11-01, 01.11.2026, 11月1日; a month beside.
		if n1 != nil && n2 != nil && (isPunct(*n1, '/') || isPunct(*n1, '-') || isPunct(*n1, '.')) && n2.kind == tNum && !n1.spaceBefore && !n2.spaceBefore {
			if n3, n4 := at(i+3), at(i+4); n3 != nil && n4 != nil && n3.str(src) == n1.str(src) && n4.kind == tNum && !n4.spaceBefore {
				hard(t, n2, n4)
				continue
			}
			if isPunct(*n1, '/') {
				hard(t, n2)
				continue
			}
		}
		if _, ok := parseNumber(t.str(src)); !ok {
			// 01.11.2026, 1.2.3: not an amount's shape, but a currency
			// beside it still makes it money.
			t.masked = true
			continue
		}
		if n1 != nil && n1.kind == tCJK && !n1.spaceBefore && hasAnyPrefix(n1.str(src), lx.cjkDate) {
			hard(t)
			continue
		}
		if lx.nearMonth(src, toks, i) {
			hard(t)
			continue
		}
		// Soft: ordinals, percentages, counts, years, street numbers.
		switch {
		case n1 != nil && n1.kind == tWord && !n1.spaceBefore && n1.class&wOrdinal != 0,
			n1 != nil && isPunct(*n1, '.') && !n1.spaceBefore && n2 != nil && n2.kind == tWord && n2.class&wUnit != 0, // 4. OG
			n1 != nil && (isPunct(*n1, '%') || (n1.kind == tWord && n1.class&wPercent != 0)),
			n1 != nil && n2 != nil && n1.kind == tWord && (n1.str(src) == "per" || n1.str(src) == "por" || n1.str(src) == "pour") && n2.kind == tWord && (n2.str(src) == "cent" || n2.str(src) == "ciento" || n2.str(src) == "cento"),
			n1 != nil && n1.kind == tWord && n1.class&wUnit != 0 && !lx.isRate(src, toks, i+1),
			n1 != nil && n1.kind == tCJK && !n1.spaceBefore && hasAnyPrefix(n1.str(src), lx.cjkCounter),
			isYear(t.str(src)) && p1 != nil && p1.kind == tWord && p1.class&wYearLead != 0,
			isYear(t.str(src)) && n1 != nil && n1.kind == tWord && strings.HasPrefix(n1.str(src), "er") && !n1.spaceBefore, // 1990er
			lx.nearStreet(src, toks, i),
			p1 != nil && p1.kind == tWord && isLabel(p1.str(src)),
			p1 != nil && p1.kind == tWord && italianHour(src, toks, i):
			t.masked = true
		}
	}
}

// isLabel reports words after which a number names something: a room, a
// section, a version, a floor.
func isLabel(w string) bool {
	switch w {
	case "room", "raum", "zimmer", "salle", "sala", "kamer", "section", "abschnitt", "version", "versión", "versione", "versie", "versão",
		"chapter", "kapitel", "chapitre", "capítulo", "capitolo", "hoofdstuk", "floor", "étage", "piso", "piano", "verdieping", "andar",
		"no", "nr", "nº", "n", "number", "nummer", "numéro", "número", "numero", "step", "schritt", "étape", "paso", "passo", "stap",
		"article", "artikel", "artículo", "articolo", "artigo", "§", "page", "seite", "página", "pagina", "case", "fall", "ref", "id",
		"alle", "dalle", "às": // clock times: "dalle 8 alle 20", "às 18"

		return true
	}
	return false
}

// italianHour reports a clock hour after "dopo le", "entro le", "prima
// delle" …: "la tariffa cambia dopo le 18". The article alone is no
// sign ("le 18 urne"), nor is a number past 24.
func italianHour(src string, toks []token, i int) bool {
	if i < 2 || toks[i-2].kind != tWord {
		return false
	}
	switch toks[i-1].str(src) {
	case "le", "delle":
	default:
		return false
	}
	switch toks[i-2].str(src) {
	case "dopo", "entro", "verso", "prima", "oltre", "fino", "tra", "fra":
	default:
		return false
	}
	v, ok := parseNumber(toks[i].str(src))
	return ok && v <= 24
}

func isYear(s string) bool {
	if len(s) != 4 {
		return false
	}
	return (s[0] == '1' && s[1] == '9') || (s[0] == '2' && s[1] == '0')
}

func hasAnyPrefix(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

func containsAny(s string, subs []string) bool {
	for _, p := range subs {
		if strings.Contains(s, p) {
			return true
		}
	}
	return false
}

func (lx *lexicon) nearMonth(src string, toks []token, i int) bool {
	for k := i - 3; k <= i+3; k++ {
		if k < 0 || k >= len(toks) || k == i {
			continue
		}
		t := &toks[k]
		if t.kind == tWord && t.class&wMonth != 0 {
			lo, hi := min(k, i), max(k, i)
			ok := true
			for m := lo + 1; m < hi; m++ {
				if toks[m].kind == tNum || toks[m].kind == tSym || (toks[m].kind == tWord && toks[m].class&(wCurrency|wPrice) != 0) {
					ok = false
				}
			}
			if ok {
				return true
			}
		}
	}
	return false
}

func (lx *lexicon) nearStreet(src string, toks []token, i int) bool {
	isStreet := func(t token) bool {
		if t.kind != tWord {
			return false
		}
		return t.class&wStreet != 0 || streetSuffix(t.str(src))
	}
	for k := i + 1; k <= i+4 && k < len(toks); k++ {
		if toks[k].kind != tWord {
			break
		}
		if isStreet(toks[k]) {
			return true
		}
	}
	if i > 0 && isStreet(toks[i-1]) {
		return true
	}
	// "rue de la Paix 12", "calle Mayor 5": a street word two or three back.
	for k := i - 2; k >= 0 && k >= i-4; k-- {
		if toks[k].kind != tWord {
			return false
		}
		if isStreet(toks[k]) {
			return true
		}
	}
	return false
}

// streetSuffix reports words that name a street by their end:
// "Hauptstraße", "Kerkstraat", "Mühlweg". The last byte picks the few
// endings to try.
func streetSuffix(w string) bool {
	if w == "" {
		return false
	}
	var sufs []string
	switch w[len(w)-1] {
	case 'e':
		sufs = []string{"straße", "strasse", "gasse", "allee", "avenue"}
	case 't':
		sufs = []string{"straat", "street"}
	case 'g':
		sufs = []string{"weg"}
	case 'n':
		sufs = []string{"laan"}
	case 'z':
		sufs = []string{"platz"}
	case 'd':
		sufs = []string{"road"}
	}
	for _, suf := range sufs {
		if strings.HasSuffix(w, suf) {
			return true
		}
	}
	return false
}

func (lx *lexicon) isCurrency(src string, t token) bool {
	return t.kind == tSym || (t.kind == tWord && t.class&wCurrency != 0) ||
		(t.kind == tCJK && !t.spaceBefore && hasAnyPrefix(t.str(src), lx.cjkCurrency))
}

// multiplier returns the factor a word after a number stands for.
func multiplier(w string) float64 {
	switch {
	case w == "k" || w == "tsd" || strings.HasPrefix(w, "thousand") || w == "tausend" || w == "mille" || w == "mil" || w == "mila" || w == "duizend" || w == "grand":
		return 1e3
	case strings.HasPrefix(w, "mill") || w == "mio" || w == "mn" || w == "miljoen" || w == "milhão" || w == "milhões" || w == "millón" || w == "millones" || w == "milione" || w == "milioni":
		return 1e6
	case w == "bn" || w == "mrd":
		return 1e9
	case strings.HasPrefix(w, "hundred"):
		return 100
	}
	return 1
}

// markMoney marks the numbers that are money: beside a currency, with a
// "k", after a price word, as a rate ("250 an hour"), written like one
// (1,234.50), or a range with one of those; and amounts in words ("two
// thousand dollars", "zwei Riesen").
func (lx *lexicon) markMoney(src string, toks []token, sum tokSummary) {
	n := len(toks)
	// What can make a number in words money: a currency, a price word,
	// Japanese, or "grand" (one of the magnitudes).
	numberWords := sum.classes&wNumber != 0
	wordContext := sum.syms || sum.cjk || sum.classes&(wCurrency|wPrice|wMagnitude) != 0
	for i := sum.numFrom; i < sum.numTo; i++ {
		t := &toks[i]
		if t.kind != tNum || t.hard {
			continue
		}
		v, ok := parseNumber(t.str(src))
		if !ok {
			if (i > 0 && lx.isCurrency(src, toks[i-1]) && toks[i-1].kind != tCJK) || (i+1 < n && lx.isCurrency(src, toks[i+1])) {
				t.money, t.value = true, math.NaN()
			}
			continue
		}
		mult := 1.0
		j := i + 1
		if j < n && toks[j].kind == tWord && toks[j].class&(wMultiplier|wMagnitude) != 0 {
			mult = multiplier(toks[j].str(src))
			if (toks[j].str(src) == "k" || toks[j].str(src) == "tsd") && !toks[j].spaceBefore || toks[j].str(src) == "grand" {
				t.money = true
			}
			// "about 2.5 thousand.": a magnitude ending its clause counts
			// nothing, so it is an amount.
			if mult >= 1e3 && (j+1 >= n || toks[j+1].kind == tPunct) {
				t.money = true
			}
			j++
			if j < n && isPunct(toks[j], '.') && !toks[j].spaceBefore { // "3,5 Tsd. €"
				j++
			}
		}
		if j < n && toks[j].kind == tCJK && !toks[j].spaceBefore {
			switch {
			case strings.HasPrefix(toks[j].str(src), "万"):
				mult = 1e4
			case strings.HasPrefix(toks[j].str(src), "千"):
				mult = 1e3
			case strings.HasPrefix(toks[j].str(src), "億"):
				mult = 1e8
			}
		}
		t.value = v * mult
		if t.masked {
			// Only a currency right beside a soft-masked number makes it
			// money: "€ 12" but not "12 rooms".
			if (i > 0 && lx.isCurrency(src, toks[i-1]) && toks[i-1].kind != tCJK) || (j < n && lx.isCurrency(src, toks[j]) && j == i+1) {
				t.money = true
			}
			continue
		}
		switch {
		case i > 0 && lx.isCurrency(src, toks[i-1]):
			t.money = true
		case i > 1 && toks[i-1].kind == tPunct && (toks[i-1].r == '~' || toks[i-1].r == '≈') && lx.isCurrency(src, toks[i-2]):
			t.money = true
		case j < n && lx.isCurrency(src, toks[j]):
			t.money = true
		case j+1 < n && isPunct(toks[j], ',') && isDash(toks[j+1]): // 2.000,- €
			t.money = true
		case lx.isRate(src, toks, j):
			t.money = true
		case moneyShaped(t.str(src)):
			t.money = true
		case lx.priceBefore(src, toks, i) && !smallCount(src, toks, i, v):
			t.money = true
		case (depositAfter(src, toks, i, j) || subjectAmount(src, toks, i, v)) && !smallCount(src, toks, i, v):
			t.money = true
		case afterColon(src, toks, i, j, v):
			t.money = true
		default:
			if money, sure := colloquialAmount(src, toks, i, j, v); money {
				t.money = true
				if !sure {
					t.value = math.NaN()
				}
			}
		}
	}
	// Ranges: "$1,000–2,000", "1,000 to 2,000 euros": both ends are money.
	for i := sum.numFrom; i < sum.numTo; i++ {
		if toks[i].kind != tNum || toks[i].masked {
			continue
		}
		for k := i + 1; k < n && k <= i+3; k++ {
			c := &toks[k]
			if c.kind == tNum {
				if (toks[i].money || c.money) && !c.masked {
					for _, m := range []int{i, k} {
						if !toks[m].money {
							toks[m].money = true
							if math.IsNaN(toks[m].value) {
								toks[m].value, _ = parseNumber(toks[m].str(src))
							}
						}
					}
				}
				break
			}
			if !isRangeJoin(src, *c) {
				break
			}
		}
	}
	// Amounts in words: number words with a currency word after them, or
	// with a magnitude or a tens word after a price word. Without such
	// context no unknown word needs reading as a compound number.
	if wordContext {
		for i := range toks {
			if toks[i].kind != tWord || toks[i].class != 0 {
				continue
			}
			if num, mag := compoundNumber(toks[i].str(src)); num {
				toks[i].class = wNumber
				if mag {
					toks[i].class |= wMagnitude
				}
				numberWords = true
			}
		}
	}
	for i := 0; i < n && numberWords; i++ {
		if toks[i].kind != tWord || toks[i].class&wNumber == 0 {
			continue
		}
		j := i
		magnitude := false
		for j < n && (toks[j].kind == tWord && (toks[j].class&wNumber != 0 || toks[j].str(src) == "and" || toks[j].str(src) == "a" || toks[j].str(src) == "of" || toks[j].str(src) == "y" || toks[j].str(src) == "e" || toks[j].str(src) == "und" || toks[j].str(src) == "en") ||
			numberHyphen(toks, j)) {
			if toks[j].class&wMagnitude != 0 {
				magnitude = true
			}
			j++
		}
		for j > i+1 && toks[j-1].class&wNumber == 0 { // trailing "and", "of"
			j--
		}
		money := false
		switch {
		case toks[j-1].str(src) == "grand" && (j == n || toks[j].kind != tWord): // "under a grand."
			money = true
		case j < n && toks[j].kind == tWord && toks[j].class&wCurrency != 0:
			money = true
		case j+1 < n && toks[j].kind == tWord && (toks[j].str(src) == "of" || toks[j].str(src) == "de" || toks[j].str(src) == "di") && toks[j+1].class&wCurrency != 0:
			money = true
		case j < n && toks[j].kind == tSym:
			money = true
		case i > 0 && toks[i-1].kind == tSym:
			money = true
		case magnitude && lx.priceBefore(src, toks, i):
			money = true
		case lx.priceBefore(src, toks, i) && lx.numberWords[toks[i].str(src)] >= 20:
			money = true
		}
		if money && !(j == i+1 && isArticle(toks[i].str(src))) {
			start := i
			if i > 0 && toks[i-1].str(src) == "a" {
				start = i - 1
			}
			toks[i].money = true
			toks[i].value = lx.wordsValue(src, toks[start:j])
		}
		i = j
	}
}

// numberHyphen reports the hyphen of "eighty-five": between two number
// words, with no space on either side.
func numberHyphen(toks []token, j int) bool {
	return isPunct(toks[j], '-') && !toks[j].spaceBefore && j > 0 && toks[j-1].kind == tWord && toks[j-1].class&wNumber != 0 &&
		j+1 < len(toks) && toks[j+1].kind == tWord && toks[j+1].class&wNumber != 0 && !toks[j+1].spaceBefore
}

// smallCount reports a small whole number followed by a word: after a
// price word it is a count ("depends on 4 factors"), not an amount.
func smallCount(src string, toks []token, i int, v float64) bool {
	return v < 20 && v == math.Trunc(v) && !strings.ContainsAny(toks[i].str(src), ".,") &&
		i+1 < len(toks) && toks[i+1].kind == tWord && toks[i+1].class&(wCurrency|wMultiplier|wMagnitude) == 0
}

// afterColon reports "Cremation: 2450": a number of 100 or more that
// follows a colon and ends its clause is a listed amount.
func afterColon(src string, toks []token, i, j int, v float64) bool {
	if v < 100 || i < 2 || !isPunct(toks[i-1], ':') || toks[i-2].kind != tWord || isLabel(toks[i-2].str(src)) ||
		toks[i-2].class&(wPhone|wTime) != 0 || isYear(toks[i].str(src)) {
		return false
	}
	return j >= len(toks) || toks[j].kind == tPunct
}

func isArticle(w string) bool {
	switch w {
	case "a", "an", "one", "un", "une", "uno", "una", "um", "uma", "een", "ein", "eine", "few", "couple", "several", "paar":
		return true
	}
	return false
}

func isRangeJoin(src string, c token) bool {
	if isDash(c) {
		return true
	}
	if c.kind != tWord {
		return false
	}
	switch c.str(src) {
	case "to", "and", "bis", "und", "à", "et", "a", "al", "y", "e", "tot", "en", "até", "or", "oder", "ou", "o", "of":
		return true
	}
	return c.class&(wMagnitude|wMultiplier) != 0
}

// moneyShaped reports numbers written the way amounts are and other
// numbers are not: thousands separators and two decimals (3,950.00).
func moneyShaped(t string) bool {
	if len(t) < 7 {
		return false
	}
	d := t[len(t)-3]
	if (d != '.' && d != ',') || !isDigit(t[len(t)-2]) || !isDigit(t[len(t)-1]) {
		return false
	}
	head := t[:len(t)-3]
	return strings.ContainsAny(head, ".,' ") && !strings.ContainsRune(head, rune(d))
}

// isRate reports "250 an hour", "250 pro Stunde", "80 par séance": a
// number followed by per/an/pro and a unit is a price.
func (lx *lexicon) isRate(src string, toks []token, j int) bool {
	if j < len(toks) && toks[j].kind == tWord && (toks[j].str(src) == "l'ora" || toks[j].str(src) == "all'ora") { // "250 l'ora"
		return true
	}
	if j+1 >= len(toks) || toks[j].kind != tWord {
		return false
	}
	switch toks[j].str(src) {
	case "per", "an", "a", "pro", "par", "por", "al", "all'ora", "l'ora", "la", "each", "je", "à":
	default:
		return false
	}
	u := &toks[j+1]
	if u.kind != tWord {
		return false
	}
	switch u.str(src) {
	case "hour", "stunde", "heure", "hora", "ora", "uur", "session", "sitzung", "séance", "sesión", "sessione", "sessie", "sessão",
		"night", "nacht", "nuit", "noche", "notte", "noite", "consultation", "beratung", "consulta", "consulto", "consult", "visit", "visite", "termin":
		return true
	}
	return false
}

// priceBefore reports whether a price word ("costs", "fee", 料金) comes
// shortly before toks[i] in the same clause.
func (lx *lexicon) priceBefore(src string, toks []token, i int) bool {
	for k := i - 1; k >= 0 && k >= i-7; k-- {
		t := &toks[k]
		switch t.kind {
		case tWord:
			if t.class&wPrice != 0 {
				return true
			}
			if t.class&wClause != 0 {
				return false
			}
		case tCJK:
			if containsAny(t.str(src), lx.cjkPrice) {
				return true
			}
		case tPunct:
			if strings.ContainsRune(";,(.、?!", t.r) {
				return false
			}
		}
	}
	return false
}

// wordsValue reads an English amount in words: "two thousand five
// hundred" → 2500. It returns NaN for words it cannot add up.
func (lx *lexicon) wordsValue(src string, toks []token) float64 {
	var total, group int64
	seen := false
	for _, t := range toks {
		w := t.str(src)
		if v, ok := lx.numberWords[w]; ok {
			group += v
			seen = true
			continue
		}
		switch w {
		case "hundred":
			group = max(group, 1) * 100
			seen = true
		case "thousand", "grand":
			total += max(group, 1) * 1000
			group = 0
			seen = true
		case "million":
			total += max(group, 1) * 1000000
			group = 0
			seen = true
		case "and", "-":
		default:
			return otherWordsValue(src, toks) // Italian, Dutch, Portuguese; NaN for "thousands", "few"
		}
	}
	if !seen {
		return math.NaN()
	}
	return float64(total + group)
}

// cjkAmounts finds amounts written inside runs of Japanese text: kanji
// numerals or 数 before a currency (九千五百円, 数十万円).
func (lx *lexicon) cjkAmounts(src string, toks []token) []float64 {
	var out []float64
	for i := range toks {
		if toks[i].kind != tCJK {
			continue
		}
		s := toks[i].str(src)
		for _, cur := range []string{"円", "ドル", "ユーロ", "ポンド", "元"} {
			for off := 0; ; {
				k := strings.Index(s[off:], cur)
				if k < 0 {
					break
				}
				k += off
				start := k
				for start > 0 {
					r, size := utf8.DecodeLastRuneInString(s[:start])
					if !strings.ContainsRune("〇一二三四五六七八九十百千万億兆数何", r) {
						break
					}
					start -= size
				}
				if start < k {
					out = append(out, kanjiValue(s[start:k]))
				}
				off = k + len(cur)
			}
		}
	}
	return out
}

// kanjiValue reads a kanji numeral (三十五万 → 350000); NaN for vague ones
// (数十万).
func kanjiValue(s string) float64 {
	var total, section, digit int64
	for _, r := range s {
		switch {
		case strings.ContainsRune("〇一二三四五六七八九", r):
			digit = int64(strings.IndexRune("〇一二三四五六七八九", r) / len("一"))
		case r == '十' || r == '百' || r == '千':
			unit := map[rune]int64{'十': 10, '百': 100, '千': 1000}[r]
			section += max(digit, 1) * unit
			digit = 0
		case r == '万' || r == '億' || r == '兆':
			unit := map[rune]int64{'万': 1e4, '億': 1e8, '兆': 1e12}[r]
			total += max(section+digit, 1) * unit
			section, digit = 0, 0
		default:
			return math.NaN()
		}
	}
	return float64(total + section + digit)
}

// doneClaims returns the token indices where the tokens claim an action
// is done, in any supported language, not negated, deferred or
// conditional, and not in a question.
func (lx *lexicon) doneClaims(src string, toks []token, out []int) []int {
	if len(toks) == 0 {
		return out
	}
	if isPunct(toks[len(toks)-1], '?') {
		return out
	}
	for i := range toks {
		t := &toks[i]
		if t.class&(wDone|wPhraseStart) == 0 && t.kind != tCJK {
			continue // most tokens: no done word, no phrase starts here
		}
		switch t.kind {
		case tCJK:
			for _, kw := range lx.cjkDone {
				k := strings.Index(t.str(src), kw)
				if k < 0 {
					continue
				}
				rest := t.str(src)[k+len(kw):]
				if n := 18; len(rest) > n { // the next few characters carry the negation
					rest = rest[:n]
				}
				if !containsAny(rest, lx.cjkNegation) && !strings.Contains(t.str(src)[:k], "まだ") {
					out = append(out, i)
					break
				}
			}
		case tWord:
			matched := 0
			if t.class&wDone != 0 {
				matched = 1
			} else if t.class&wPhraseStart == 0 {
				continue
			} else {
				for _, p := range lx.donePhrases.at(toks, i) { // phraseAt compares the words themselves
					if phraseAt(src, toks, i, p) {
						matched = len(p.words)
						break
					}
				}
			}
			if matched == 0 || lx.negatedAt(src, toks, i, matched) || agentPassive(src, toks, i, matched) {
				continue
			}
			if matched == 1 && strings.HasPrefix(t.str(src), "riservat") && !italianPerfect(src, toks, i) {
				continue // "l'area riservata", "in forma riservata", "riservato ai pazienti": private, restricted
			}
			if matched == 1 && germanPresent(t.str(src)) && !hasAuxiliary(src, toks, i) {
				// "ein Mitarbeiter bestätigt die Uhrzeit": a verb in the
				// present, not a participle; a claim needs "ist", "wurde",
				// "habe" … or to end its clause ("Termin bestätigt ✅").
				if i+1 < len(toks) && toks[i+1].kind == tWord {
					continue
				}
			}
			out = append(out, i)
		}
	}
	return out
}

// italianPerfect reports "ho riservato", "gliel'ho già riservato", "è
// stato riservato": a form of avere or "stato" just before toks[i], so
// that the participle says something was done.
func italianPerfect(src string, toks []token, i int) bool {
	for k := i - 1; k >= 0 && k >= i-3; k-- {
		if toks[k].kind != tWord {
			return false
		}
		w := toks[k].str(src)
		if a := strings.LastIndexByte(w, '\''); a >= 0 { // l'ho, gliel'ho
			w = w[a+1:]
		}
		switch w {
		case "ho", "hai", "ha", "abbiamo", "avete", "hanno", "stato", "stata", "stati", "state":
			return true
		case "già", "le", "gli", "lo", "la", "li", "ti", "vi", "ci", "mi", "ne":
			continue
		}
		return false
	}
	return false
}

// onceIdiom reports, for a word isSubordinator knows at toks[k], whether
// it subordinates its clause. "volta", "vez" and "fois" do so only as
// "una volta", "una vez", "uma vez", "une fois" ("once": "una volta
// confermato, …"); "questa volta" (this time) does not.
func onceIdiom(src string, toks []token, k int) bool {
	w := toks[k].str(src)
	if w != "volta" && w != "vez" && w != "fois" {
		return true
	}
	if k == 0 || toks[k-1].kind != tWord {
		return false
	}
	switch a := toks[k-1].str(src); w {
	case "fois":
		return a == "une"
	default:
		return a == "una" || a == "uma"
	}
}

func isSubordinator(w string) bool {
	switch w {
	case "once", "when", "whenever", "until", "till", "unless", "if", "before",
		"sobald", "wenn", "falls", "bis", "bevor", "dès", "quand", "lorsque", "si", "avant",
		"cuando", "hasta", "antes", "quando", "finché", "prima", "appena", "zodra", "wanneer", "voordat", "eenmaal", "assim", "até", "se",
		"volta", "vez", "fois": // with an article only: see onceIdiom
		return true
	}
	return false
}

// germanPresent lists German participles that are also the present
// tense ("er bestätigt" = he confirms).
func germanPresent(w string) bool {
	switch w {
	case "bestätigt", "reserviert", "vereinbart", "erledigt", "gesichert", "festgelegt":
		return true
	}
	return false
}

// hasAuxiliary reports a German auxiliary in the clause around toks[i].
func hasAuxiliary(src string, toks []token, i int) bool {
	for k := i - 1; k >= 0 && !clauseBreak(toks[k]); k-- {
		if isAux(toks[k].str(src)) {
			return true
		}
	}
	for k := i + 1; k < len(toks) && !clauseBreak(toks[k]); k++ {
		if isAux(toks[k].str(src)) {
			return true
		}
	}
	return false
}

func isAux(w string) bool {
	switch w {
	case "ist", "sind", "war", "waren", "wurde", "wurden", "habe", "hat", "haben", "hatte", "hatten", "bin", "bist", "seid", "hast":
		return true
	}
	return false
}

// phraseAt matches a phrase at toks[i]; a final "$" means the phrase must
// end its clause ("ya está." but not "ya está en la clínica").
func phraseAt(src string, toks []token, i int, p phrase) bool {
	for k, w := range p.words {
		if w == "$" {
			return i+k >= len(toks) || toks[i+k].kind != tWord
		}
		if i+k >= len(toks) || toks[i+k].kind != tWord || toks[i+k].hash != p.hashes[k] || toks[i+k].str(src) != w {
			return false
		}
	}
	return true
}

// negatedAt reports whether the done claim at toks[i] (spanning n tokens)
// is negated, deferred or conditional in its clause: "not booked yet",
// "will be confirmed", "sobald es gebucht ist", "confirmed that …".
func (lx *lexicon) negatedAt(src string, toks []token, i, n int) bool {
	for k := i - 1; k >= 0 && k >= i-12; k-- {
		t := &toks[k]
		if t.kind == tPunct && strings.ContainsRune(",;:(–—.!", t.r) {
			break
		}
		if t.kind != tWord {
			continue
		}
		// A conjunction such as "once" or "sobald" makes its whole clause
		// conditional; other negators act on the words close by.
		if isSubordinator(t.str(src)) && onceIdiom(src, toks, k) {
			return true
		}
		if i-k > 5 {
			continue
		}
		if t.class&wNegator != 0 || strings.HasSuffix(t.str(src), "n't") || strings.HasPrefix(t.str(src), "n'") {
			return true
		}
		if t.class&wClause != 0 {
			break
		}
	}
	for k := i + n; k < len(toks) && k <= i+n+4; k++ {
		t := &toks[k]
		if t.kind != tWord {
			break
		}
		if t.class&wClause != 0 {
			break
		}
		if t.class&(wAfterNegator|wReport) != 0 || t.str(src) == "not" || t.str(src) == "nicht" || t.str(src) == "pas" || t.str(src) == "niet" || t.str(src) == "non" || t.str(src) == "não" || t.str(src) == "no" {
			return true
		}
	}
	return false
}
