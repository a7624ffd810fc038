package present

import (
	"math/rand/v2"
	"testing"
)

// TestFoldASCII: the word-at-a-time fold of an ASCII draft is fold's, and
// it declines any other text.
func TestFoldASCII(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for n := 0; n < 2000; n++ {
		b := make([]byte, r.IntN(40))
		for i := range b {
			b[i] = byte(r.IntN(128))
		}
		s := string(b)
		got, ok := foldASCII(s)
		if want := string(fold(s, nil)); !ok || got != want {
			t.Fatalf("foldASCII(%q) = %q, %v; want %q", s, got, ok, want)
		}
		if len(b) > 0 {
			b[r.IntN(len(b))] = 0x80 | byte(r.IntN(128))
			if _, ok := foldASCII(string(b)); ok {
				t.Fatalf("foldASCII accepted %q", b)
			}
		}
	}
	for _, s := range []string{"", "@AZ[`az{", "HELLO, WORLD! 1,234.50 USD", "ÄRGER"} {
		got, ok := foldASCII(s)
		if s == "ÄRGER" {
			if ok {
				t.Errorf("foldASCII(%q) accepted", s)
			}
			continue
		}
		if want := string(fold(s, nil)); got != want {
			t.Errorf("foldASCII(%q) = %q, want %q", s, got, want)
		}
	}
}

// TestSaysOnRequest: looking for the phrases by their last word finds
// exactly what looking for each phrase finds.
func TestSaysOnRequest(t *testing.T) {
	lx := sharedLexicon()
	texts := []string{"", "given on request.", "auf anfrage erhältlich", "on requests", "request", "we answer upon request",
		"料金はご依頼に応じてお伝えします", "su richiesta", "a solicitud del cliente", "op aanvraag", "sob pedido", "on re quest",
		"request on request", "mediante solicitação"}
	for _, p := range lx.onRequest {
		texts = append(texts, "x "+p+" y", p[1:], p[:len(p)-1])
	}
	for _, s := range texts {
		want := containsAny(s, lx.onRequest)
		cjk := false
		for _, r := range s {
			cjk = cjk || isCJK(r)
		}
		if got := lx.saysOnRequest(s, cjk); got != want {
			t.Errorf("saysOnRequest(%q) = %v, want %v", s, got, want)
		}
	}
}
