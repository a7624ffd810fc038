package present

import (
	"math"
	"strings"
)

// A numberStem is a part that Italian and Dutch join into one word to
// write a number ("novantacinque" = 95, "centocinquanta" = 150,
// "vijfennegentig" = 95), with its value; 100 and 1000 multiply what
// comes before them.
type numberStem struct {
	stem  string
	value int64
}

// numberStems are in the order they are tried: where one stem is the
// prefix of another, the longer comes first ("venti" before "vent").
var numberStems = []numberStem{
	{"diciassette", 17}, {"diciannove", 19}, {"diciotto", 18}, {"quattordici", 14}, {"quindici", 15}, {"tredici", 13},
	{"sedici", 16}, {"undici", 11}, {"dodici", 12}, {"dieci", 10},
	{"venti", 20}, {"vent", 20}, {"trenta", 30}, {"trent", 30}, {"quaranta", 40}, {"quarant", 40}, {"cinquanta", 50},
	{"cinquant", 50}, {"sessanta", 60}, {"sessant", 60}, {"settanta", 70}, {"settant", 70}, {"ottanta", 80}, {"ottant", 80},
	{"novanta", 90}, {"novant", 90},
	{"cento", 100}, {"cent", 100}, {"mila", 1000}, {"mille", 1000}, {"uno", 1}, {"un", 1}, {"due", 2}, {"tré", 3}, {"tre", 3},
	{"quattro", 4}, {"cinque", 5}, {"sei", 6}, {"sette", 7}, {"otto", 8}, {"nove", 9},
	{"twintig", 20}, {"dertig", 30}, {"veertig", 40}, {"vijftig", 50}, {"zestig", 60}, {"zeventig", 70}, {"tachtig", 80},
	{"negentig", 90}, {"honderd", 100}, {"duizend", 1000},
	{"dertien", 13}, {"veertien", 14}, {"vijftien", 15}, {"zestien", 16}, {"zeventien", 17}, {"achttien", 18}, {"negentien", 19},
	{"tien", 10}, {"elf", 11}, {"twaalf", 12},
	{"één", 1}, {"een", 1}, {"twee", 2}, {"drie", 3}, {"vier", 4}, {"vijf", 5}, {"zes", 6}, {"zeven", 7}, {"acht", 8}, {"negen", 9},
}

// stemsByFirst holds numberStems by their first byte, in the same order:
// most words start with a byte that begins no stem, or only a few.
var stemsByFirst = func() (t [256][]numberStem) {
	for _, s := range numberStems {
		t[s.stem[0]] = append(t[s.stem[0]], s)
	}
	return t
}()

// stemStarts holds, for each first byte of a stem, the set of its second
// bytes: a word whose first two bytes begin no stem is no joined number,
// and most words are turned away by one lookup.
var stemStarts = func() (t [256][4]uint64) {
	for _, s := range numberStems {
		t[s.stem[0]][s.stem[1]>>6] |= 1 << (s.stem[1] & 63)
	}
	return t
}()

// joinedNumber reports a number written as one word of the stems above,
// at least two of them ("ventotto", "drieëntwintig"), and whether it
// holds a magnitude (cento, mila, honderd, duizend). Dutch joins a unit
// and a tens word with "en" or "ën", which may not end the word, so
// "vieren" (to celebrate) is not a number.
func joinedNumber(w string) (number, magnitude bool) {
	if len(w) < 2 || stemStarts[w[0]][w[1]>>6]&(1<<(w[1]&63)) == 0 {
		return false, false
	}
	var buf [16]int64
	vals, ok := stemsFrom(w, buf[:0])
	if !ok || len(vals) < 2 {
		return false, false
	}
	for _, v := range vals {
		if v >= 100 {
			return true, true
		}
	}
	return true, false
}

// stemsFrom reads w as stems, appending their values to vals.
func stemsFrom(w string, vals []int64) ([]int64, bool) {
	if w == "" {
		return vals, true
	}
	if len(vals) == cap(vals) {
		return vals, false // longer than any number
	}
	for _, s := range stemsByFirst[w[0]] {
		// Every stem has two bytes at least: the second rules out most.
		if len(w) >= len(s.stem) && w[1] == s.stem[1] && w[:len(s.stem)] == s.stem {
			if out, ok := stemsFrom(w[len(s.stem):], append(vals, s.value)); ok {
				return out, true
			}
		}
	}
	if len(vals) > 0 { // the Dutch joiner, between two stems
		for _, j := range []string{"en", "ën"} {
			if rest, ok := strings.CutPrefix(w, j); ok && rest != "" {
				if out, ok := stemsFrom(rest, vals); ok {
					return out, true
				}
			}
		}
	}
	return vals, false
}

// wordValues are the Portuguese number words, which are written apart
// ("oitenta e cinco"), with their values.
var wordValues = map[string]int64{
	"um": 1, "uma": 1, "dois": 2, "duas": 2, "três": 3, "quatro": 4, "cinco": 5, "seis": 6, "sete": 7, "oito": 8, "nove": 9,
	"dez": 10, "onze": 11, "doze": 12, "treze": 13, "catorze": 14, "quatorze": 14, "quinze": 15, "dezasseis": 16,
	"dezesseis": 16, "dezassete": 17, "dezessete": 17, "dezoito": 18, "dezanove": 19, "dezenove": 19, "vinte": 20,
	"trinta": 30, "quarenta": 40, "cinquenta": 50, "sessenta": 60, "setenta": 70, "oitenta": 80, "noventa": 90,
	"cem": 100, "duzentos": 200, "trezentos": 300, "quatrocentos": 400, "quinhentos": 500, "seiscentos": 600,
	"setecentos": 700, "oitocentos": 800, "novecentos": 900, "mil": 1000,
}

// otherWordsValue reads an Italian, Dutch or Portuguese amount in words
// ("ottantacinque", "vijfentachtig", "oitenta e cinco", "dois mil e
// quinhentos"), so that it can be matched against the amount an operator
// gave on opt-in. It returns NaN for words it cannot add up.
func otherWordsValue(src string, toks []token) float64 {
	var total, group int64
	seen := false
	var buf [16]int64
	for _, t := range toks {
		switch t.str(src) {
		case "e", "en", "and", "-":
			continue
		}
		vals, ok := buf[:0], false
		if v, known := wordValues[t.str(src)]; known {
			vals, ok = append(vals, v), true
		} else {
			vals, ok = stemsFrom(t.str(src), vals)
		}
		if !ok || len(vals) == 0 {
			return math.NaN()
		}
		for _, v := range vals {
			switch v {
			case 100:
				group = max(group, 1) * 100
			case 1000:
				total += max(group, 1) * 1000
				group = 0
			default:
				group += v
			}
		}
		seen = true
	}
	if !seen {
		return math.NaN()
	}
	return float64(total + group)
}
