package present

import (
	"math"
	"strings"
	"testing"
)

func TestJoinedNumber(t *testing.T) {
	for _, c := range []struct {
		word              string
		number, magnitude bool
	}{
		{"novantacinque", true, false},
		{"ventotto", true, false},
		{"trentatré", true, false},
		{"centocinquanta", true, true},
		{"duemilacinquecento", true, true},
		{"vijfennegentig", true, false},
		{"drieëntwintig", true, false},
		{"tweeduizendvijfhonderd", true, true},
		{"venti", false, false}, // one stem: in the word lists already
		{"vieren", false, false},
		{"achten", false, false},
		{"ottone", false, false},
		{"centro", false, false},
		{"treno", false, false},
		{"settembre", false, false},
		{strings.Repeat("venti", 20), false, false}, // longer than any number
	} {
		number, magnitude := joinedNumber(c.word)
		if number != c.number || magnitude != c.magnitude {
			t.Errorf("joinedNumber(%q) = %v, %v; want %v, %v", c.word, number, magnitude, c.number, c.magnitude)
		}
	}
}

func TestOtherWordsValue(t *testing.T) {
	lx := sharedLexicon()
	for _, c := range []struct {
		words string
		want  float64
	}{
		{"ottantacinque", 85},
		{"centottanta", 180},
		{"duemilacinquecento", 2500},
		{"vijfentachtig", 85},
		{"honderdvijftig", 150},
		{"tweeduizendvijfhonderd", 2500},
		{"oitenta e cinco", 85},
		{"cento e vinte", 120},
		{"dois mil e quinhentos", 2500},
		{"mil e quinhentos", 1500},
		{"qualche centinaio", math.NaN()},
		{"paar honderd", math.NaN()},
	} {
		toks := lx.tokenize(c.words, nil)
		got := otherWordsValue(c.words, toks)
		if !(got == c.want || math.IsNaN(got) && math.IsNaN(c.want)) {
			t.Errorf("otherWordsValue(%q) = %v, want %v", c.words, got, c.want)
		}
	}
}
