package present

import (
	"encoding/binary"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestFoldASCII: the word-at-a-time fold of an ASCII draft is fold's, and
// it declines any other text.
func TestFoldASCII(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for n := 0; n < 2000; n++ {
		b := make([]byte, r.IntN(140))
		for i := range b {
			b[i] = byte(r.IntN(128))
			if r.IntN(8) == 0 {
				b[i] = ".!?\n"[r.IntN(4)]
			}
		}
		s := string(b)
		var marks, want markSet
		marks.prepare(len(s))
		gotb, ok := foldASCII(s, nil, marks.bits)
		got := string(gotb)
		if want := string(fold(s, nil)); !ok || got != want {
			t.Fatalf("foldASCII(%q) = %q, %v; want %q", s, got, ok, want)
		}
		if want.reset(s); !slices.Equal(marks.bits, want.bits) {
			t.Fatalf("foldASCII(%q) marks %b, want %b", s, marks.bits, want.bits)
		}
		if len(b) > 0 {
			b[r.IntN(len(b))] = 0x80 | byte(r.IntN(128))
			if _, ok := foldASCII(string(b), nil, nil); ok {
				t.Fatalf("foldASCII accepted %q", b)
			}
		}
	}
	for _, s := range []string{"", "@AZ[`az{", "HELLO, WORLD! 1,234.50 USD", "ÄRGER"} {
		gotb, ok := foldASCII(s, nil, nil)
		got := string(gotb)
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

// TestSaysOnRequest: looking for the phrases through the words of class
// wRequestWord finds exactly the phrases that end where a word ends.
func TestSaysOnRequest(t *testing.T) {
	lx := sharedLexicon()
	texts := []string{"", "given on request.", "auf anfrage erhältlich", "on requests", "request", "we answer upon request",
		"料金はご依頼に応じてお伝えします", "su richiesta", "a solicitud del cliente", "op aanvraag", "sob pedido", "on re quest",
		"request on request", "mediante solicitação", "non request", "on request's", "auf l'anfrage", "on request-only basis"}
	for _, p := range lx.onRequest {
		texts = append(texts, "x "+p+" y", p[1:], p[:len(p)-1], "("+p+")")
	}
	for _, s := range texts {
		want := saysOnRequestReference(lx, s)
		cjk := false
		for _, r := range s {
			cjk = cjk || isCJK(r)
		}
		if got := lx.saysOnRequest(s, lx.tokenize(s, nil), cjk); got != want {
			t.Errorf("saysOnRequest(%q) = %v, want %v", s, got, want)
		}
	}
}

// saysOnRequestReference looks for every phrase in s: a phrase in letters
// counts where the word it ends with ends (the tokenizer joins a letter
// after an apostrophe or a dot to the word).
func saysOnRequestReference(lx *lexicon, s string) bool {
	for _, p := range lx.onRequest {
		for off := 0; ; {
			k := strings.Index(s[off:], p)
			if k < 0 {
				break
			}
			end := off + k + len(p)
			off += k + 1
			if strings.IndexFunc(p, isCJK) >= 0 {
				return true
			}
			if end < len(s) {
				r, _ := utf8.DecodeRuneInString(s[end:])
				if isLetter(r) && !isCJK(r) || (r == '\'' || r == '.') && end+1 < len(s) && isASCIILetter(s[end+1]) {
					continue
				}
			}
			return true
		}
	}
	return false
}

// TestTokenHashes: the hash the tokenizer computes while reading a word
// is hashWord of the word, and the word table gives every word of the
// lexicon its class, so lookups and shingles agree with the lists.
func TestTokenHashes(t *testing.T) {
	lx := sharedLexicon()
	for _, text := range []string{
		"It's booked: c'est réservé, l'aura, z.b. 9 a.m., zweitausendfünfhundert Euro, ¥300,000, 料金は30万円です。",
		"Straße café NAÏVE don't e.g. 1.234,50 € — 𝟑𝟓𝟎𝟎 USD; ٣٥٠٠",
	} {
		folded := string(fold(text, nil))
		for _, tk := range lx.tokenize(folded, nil) {
			switch tk.kind {
			case tWord, tNum, tCJK:
				if w := tk.str(folded); tk.hash != hashWord(w) {
					t.Errorf("%q: hash %x, want %x", w, tk.hash, hashWord(w))
				}
			}
		}
	}
	for w, c := range lx.words {
		if got, ok := lx.table.get(w, hashWord(w)); !ok || got != c {
			t.Errorf("table %q = %v, %v; want %v", w, got, ok, c)
		}
	}
	for _, w := range []string{"", "the", "bookedx", "zz", "d'euros", "booked", "a", "boo", "bookedxy", "ab\x00"} {
		got, ok := lx.table.get(w, hashWord(w))
		want, inMap := lx.words[w]
		if ok != inMap || got != want {
			t.Errorf("table %q = %v, %v; want %v, %v", w, got, ok, want, inMap)
		}
		if len(w) <= 8 {
			if got, ok := lx.table.getShort(shortWord(w), len(w), hashWord(w)); ok != inMap || got != want {
				t.Errorf("table short %q = %v, %v; want %v, %v", w, got, ok, want, inMap)
			}
		}
	}
	for w, c := range lx.words {
		if len(w) <= 8 {
			if got, ok := lx.table.getShort(shortWord(w), len(w), hashWord(w)); !ok || got != c {
				t.Errorf("table short %q = %v, %v; want %v", w, got, ok, c)
			}
		}
	}
}

// shortWord is a word of up to eight bytes as getShort takes it.
func shortWord(w string) uint64 {
	var b [8]byte
	copy(b[:], w)
	return binary.LittleEndian.Uint64(b[:])
}

// TestMagnitudeStem: looking at the d's finds what a search for each
// stem finds.
func TestMagnitudeStem(t *testing.T) {
	for _, w := range []string{"", "d", "tausend", "zweitausendfünfhundert", "hundert", "dhundert", "undert", "tweeduizend",
		"honderdvijftig", "driehonderd", "honder", "ausend", "sendtausend", "dddddd", "hunderttausend", "tausen", "xhundertx"} {
		want := strings.Contains(w, "tausend") || strings.Contains(w, "hundert") || strings.Contains(w, "duizend") || strings.Contains(w, "honderd")
		if got := hasMagnitudeStem(w); got != want {
			t.Errorf("hasMagnitudeStem(%q) = %v, want %v", w, got, want)
		}
	}
}

// TestScanSummary: the summary scan gathers while reading is the one
// the tokens give.
func TestScanSummary(t *testing.T) {
	lx := sharedLexicon()
	for _, text := range []string{
		benchDraft(4 << 10),
		"It's booked: c'est réservé, l'aura, z.b. 9 a.m., zweitausendfünfhundert Euro, ¥300,000, 料金は30万円です。",
		"Straße café NAÏVE don't e.g. 1.234,50 € — 𝟑𝟓𝟎𝟎 USD; ٣٥٠٠", "", "no numbers here at all",
	} {
		folded := string(fold(text, nil))
		toks, got := lx.scan(folded, nil, nil)
		var want tokSummary
		for i, tk := range toks {
			switch tk.kind {
			case tNum:
				if !want.nums {
					want.numFrom = i
				}
				want.nums, want.numTo = true, i+1
			case tCJK:
				want.cjk = true
			case tSym:
				want.syms = true
			case tWord:
				want.classes |= tk.class
			}
		}
		if got != want || summarize(toks) != want {
			t.Errorf("scan(%.40q) summary %+v, want %+v", folded, got, want)
		}
	}
}
