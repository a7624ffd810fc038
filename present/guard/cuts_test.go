package guard

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestClauseCuts checks indexClauseCut and lastClauseCut against the
// strings functions they stand for, on texts made of the marks, letters
// and broken UTF-8.
func TestClauseCuts(t *testing.T) {
	pieces := []string{"a", " ", ",", ";", ":", "(", ")", "|", "–", "—", "é", "\xe2", "\x80", "\x93", "\xe2\x80", "-", "9"}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		var b strings.Builder
		for range rng.IntN(12) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		s := b.String()
		if got, want := indexClauseCut(s), strings.IndexAny(s, ",;:()|–—"); got != want {
			t.Fatalf("indexClauseCut(%q) = %d, want %d", s, got, want)
		}
		if got, want := lastClauseCut(s), strings.LastIndexAny(s, ",;:()|–—"); got != want {
			t.Fatalf("lastClauseCut(%q) = %d, want %d", s, got, want)
		}
	}
}
