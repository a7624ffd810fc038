package present

import (
	"encoding/binary"
	"io"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/language"
)

func TestNeedle(t *testing.T) {
	hays := []string{
		"", "e", "example family clinic", "the example memorial chapel and example family clinic",
		"ask at https://ask.example.com/talk or https://ask.example.com/talk.", "tel:+15550100", "xxxxx", "ééé example",
	}
	subs := []string{"", "e", "x", "example family clinic", "https://ask.example.com/talk", "tel:+15550100", "ple", "é", "clinic", "zz"}
	for _, h := range hays {
		for _, sub := range subs {
			n := newNeedle(sub)
			if got, want := n.lastIndex(h), strings.LastIndex(h, sub); got != want {
				t.Errorf("lastIndex(%q, %q) = %d, want %d", h, sub, got, want)
			}
		}
	}
	if n := newNeedle("example family clinic"); n.s[n.rare] != 'x' {
		t.Errorf("rarest byte of %q is %q, want 'x'", n.s, n.s[n.rare])
	}
}

func FuzzNeedle(f *testing.F) {
	f.Add("the example memorial chapel and example family clinic", "example family clinic")
	f.Add("aaaa", "aa")
	f.Add("https://ask.example.com/talk", "ask.example.com/talk")
	f.Fuzz(func(t *testing.T, h, sub string) {
		n := newNeedle(sub)
		if got, want := n.lastIndex(h), strings.LastIndex(h, sub); got != want {
			t.Fatalf("lastIndex(%q, %q) = %d, want %d", h, sub, got, want)
		}
	})
}

// TestHashWordDistinct: the word hash tells every word of the lexicon and
// every prefix of a long word apart (a collision would only cost a string
// comparison, but many would make the tables slow).
func TestHashWordDistinct(t *testing.T) {
	seen := map[uint64]string{}
	check := func(w string) {
		h := hashWord(w)
		if other, ok := seen[h]; ok && other != w {
			t.Errorf("hashWord(%q) == hashWord(%q)", w, other)
		}
		seen[h] = w
	}
	for w := range sharedLexicon().words {
		check(w)
	}
	long := "zweitausendfünfhundertdreiundvierzig-https://ask.example.com/talk"
	for i := range len(long) + 1 {
		check(long[:i])
	}
}

// TestLowerRun: the eight-bytes-at-once count of leading lower-case
// letters is the byte-by-byte count, whatever follows them.
func TestLowerRun(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	alphabet := []byte("azAZ09 .'`{@\x7f\x80\xc3\xa9\xff")
	for range 20000 {
		var b [8]byte
		for k := range b {
			if r.IntN(3) == 0 {
				b[k] = alphabet[r.IntN(len(alphabet))]
			} else {
				b[k] = byte('a' + r.IntN(26))
			}
		}
		want := 0
		for want < 8 && 'a' <= b[want] && b[want] <= 'z' {
			want++
		}
		if got := lowerRun(binary.LittleEndian.Uint64(b[:])); got != want {
			t.Fatalf("lowerRun(%q) = %d, want %d", b, got, want)
		}
	}
}

// TestFindNeedles: the places findNeedles records for each needle of a
// view are every place the needle's text starts in the draft.
func TestFindNeedles(t *testing.T) {
	g := NewGuard(nil)
	l := ledgerOf(onRequest, pending, optIn, lawQuote)
	for _, draft := range []string{
		benchDraft(3 << 10),
		"example memorial chapelexample memorial chapel https://ask.example.com/talkhttps://ask.example.com/talk",
		"", "nothing to find here", "xxxxxxxxxx//////////::::::",
	} {
		s := new(StreamGuard)
		g.start(s, io.Discard, l, language.English)
		s.writeDraft(draft)
		if s.folded == "" && draft != "" {
			t.Fatalf("draft %.30q not read as a whole ASCII draft", draft)
		}
		for _, n := range s.view.needleList {
			var want []int32
			for off := 0; n.s != ""; off++ {
				k := strings.Index(s.folded[off:], n.s)
				if k < 0 {
					break
				}
				off += k
				want = append(want, int32(off))
			}
			if draft == "" {
				continue
			}
			if got := s.hitsOf(n); !slices.Equal(got, want) {
				t.Errorf("%.30q: places of %q = %v, want %v", draft, n.s, got, want)
			}
		}
		s.Close()
	}
}
