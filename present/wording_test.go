package present

import (
	"regexp"
	"strings"
	"testing"

	"github.com/agent-capability/onrequest/interpret"
)

// sentences cuts text after each ".", "!", "?" or "。" that ends a
// sentence (followed by a space, the end, or, in Japanese, anything).
func sentences(text string) []string {
	var out []string
	start := 0
	rs := []rune(text)
	for i, r := range rs {
		end := false
		switch r {
		case '。', '！', '？':
			end = true
		case '.', '!', '?':
			end = i+1 == len(rs) || rs[i+1] == ' ' || rs[i+1] == '\n'
		}
		if end {
			if s := strings.TrimSpace(string(rs[start : i+1])); s != "" {
				out = append(out, s)
			}
			start = i + 1
		}
	}
	if s := strings.TrimSpace(string(rs[start:])); s != "" {
		out = append(out, s)
	}
	return out
}

// TestSayNoRepeatedSentence: what the person reads about one outcome never
// says the same sentence twice, neither on its own nor followed by the
// short sentence the guard puts in place of a claim the answer contradicts
// ("This has not been done. … This has not been done.").
func TestSayNoRepeatedSentence(t *testing.T) {
	p := New()
	for _, tag := range p.Languages() {
		pr := p.printer(tag)
		shorts := []string{pr.Sprintf(keyGuardValueShort), pr.Sprintf(keyGuardPendingShort), pr.Sprintf(keyGuardReferredShort)}
		for _, kind := range allKinds {
			for _, o := range []interpret.Outcome{outcome(kind), withText(outcome(kind), "Done: you are subscribed."), withEntry(outcome(kind), "")} {
				say := p.Say(o, tag).Text
				for _, short := range append([]string{""}, shorts...) {
					seen := map[string]bool{}
					for _, s := range sentences(say + " " + short) {
						if seen[s] {
							t.Errorf("%v/%s: %q repeats %q", tag, kind, say+" "+short, s)
						}
						seen[s] = true
					}
				}
				// "X reports that this is done. X says: Done: …" said it twice.
				if n := strings.Count(say, o.Operator); kind == interpret.KindActionDone && n > 1 {
					t.Errorf("%v/%s: names %s %d times: %q", tag, kind, o.Operator, n, say)
				}
			}
		}
	}
}

func withText(o interpret.Outcome, text string) interpret.Outcome   { o.Text = text; return o }
func withEntry(o interpret.Outcome, entry string) interpret.Outcome { o.PersonEntry = entry; return o }

// unelided finds a French word that elides (de, que, le, la, je, ne, se,
// me, te) written in full before a word starting with a vowel or an h.
var unelided = regexp.MustCompile(`(?i)(^|[\s'’(«])(de|que|le|la|je|ne|se|me|te|jusque|lorsque|puisque) +[aeiouyhàâäéèêëîïôöùûü]`)

// TestFrenchElision: no French message leaves de, que or le unelided before
// an operator's name that starts with a vowel or a mute h ("auprès de
// Example" must not happen), whatever the message and whoever renders it.
func TestFrenchElision(t *testing.T) {
	p := New()
	pr := p.printer(p.Match("fr"))
	for _, name := range []string{"Example Law Partners", "Hôtel du Lac", "Atelier Ubu", "Institut Oméga"} {
		for _, key := range allKeys() {
			if got := pr.Sprintf(key, name, "https://www.example.net/a"); unelided.MatchString(got) {
				t.Errorf("%s with %q: %q", key, name, got)
			}
		}
		for _, kind := range allKinds {
			o := outcome(kind)
			o.Operator, o.Text = name, "Mardi."
			if got := p.Say(o, p.Match("fr")).Text; unelided.MatchString(got) {
				t.Errorf("Say %s with %q: %q", kind, name, got)
			}
		}
	}
	// The check itself finds what it is for.
	for _, bad := range []string{"auprès de Example", "provient de Hôtel du Lac", "que Atelier Ubu", "le Institut"} {
		if !unelided.MatchString(bad) {
			t.Errorf("the elision check misses %q", bad)
		}
	}
}
