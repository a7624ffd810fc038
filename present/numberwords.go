package present

import "strings"

// numberStems are the parts Italian and Dutch join into one word to write
// a number: "novantacinque" (95), "centocinquanta" (150),
// "vijfennegentig" (95). Longer stems come first where one is the prefix
// of another, so "venti" is tried before "vent".
var numberStems = strings.Fields(`
	diciassette diciannove diciotto quattordici quindici tredici sedici undici dodici dieci
	venti vent trenta trent quaranta quarant cinquanta cinquant sessanta sessant settanta settant ottanta ottant novanta novant
	cento cent mila mille uno un due tré tre quattro cinque sei sette otto nove
	twintig dertig veertig vijftig zestig zeventig tachtig negentig honderd duizend
	dertien veertien vijftien zestien zeventien achttien negentien tien elf twaalf
	één een twee drie vier vijf zes zeven acht negen`)

// joinedNumber reports a number written as one word of the stems above,
// at least two of them ("ventotto", "drieëntwintig"), and whether it
// holds a magnitude (cento, mila, honderd, duizend). Dutch joins a unit
// and a tens word with "en" or "ën", which may not end the word, so
// "vieren" (to celebrate) is not a number.
func joinedNumber(w string) (number, magnitude bool) {
	if !stemsFrom(w, 0) {
		return false, false
	}
	return true, strings.Contains(w, "cent") || strings.Contains(w, "mil") || strings.Contains(w, "honderd") || strings.Contains(w, "duizend")
}

// stemsFrom reports whether w is made of at least two stems, n of them
// already read.
func stemsFrom(w string, n int) bool {
	if w == "" {
		return n >= 2
	}
	for _, s := range numberStems {
		if strings.HasPrefix(w, s) && stemsFrom(w[len(s):], n+1) {
			return true
		}
	}
	if n > 0 { // the Dutch joiner, between two stems
		for _, j := range []string{"en", "ën"} {
			if rest, ok := strings.CutPrefix(w, j); ok && rest != "" && stemsFrom(rest, n) {
				return true
			}
		}
	}
	return false
}
