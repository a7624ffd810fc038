package wordfile

import (
	"fmt"
	"reflect"
	"testing"
)

func TestLines(t *testing.T) {
	data := "# comment\nfree\n\n[topic]\n  cost = price  \n[say]\nhelp = Hello [there]\r\n"
	want := []Line{
		{Section: "", Text: "free", N: 2},
		{Section: "topic", Text: "cost = price", N: 5},
		{Section: "say", Text: "help = Hello [there]", N: 7},
	}
	if got := Lines(data); !reflect.DeepEqual(got, want) {
		t.Errorf("Lines = %+v\nwant %+v", got, want)
	}
}

func ExampleLines() {
	for _, l := range Lines("# English\n[yes]\nyes\nsure\n") {
		fmt.Println(l.N, l.Section, l.Text)
	}
	// Output:
	// 3 yes yes
	// 4 yes sure
}

func TestFold(t *testing.T) {
	for in, want := range map[string]string{
		"Öffnungszeiten":   "offnungszeiten",
		"¿Cuánto  cuesta?": "¿cuanto cuesta?",
		"１５時":              "15時",
		"ガイド":              "ガイド",
		"l’église":         "l'eglise",
	} {
		if got := Fold(in); got != want {
			t.Errorf("Fold(%q) = %q, want %q", in, got, want)
		}
	}
}

// FuzzFold: Fold reads people's words; folding twice changes nothing.
func FuzzFold(f *testing.F) {
	f.Add("ÖFFNUNGSZEITEN")
	f.Add("¿Cuánto cuesta?")
	f.Add("１５時")
	f.Fuzz(func(t *testing.T, s string) {
		got := Fold(s)
		if got != Fold(got) {
			t.Fatalf("Fold is not idempotent on %q", s)
		}
	})
}
