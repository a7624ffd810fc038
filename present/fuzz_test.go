package present

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// FuzzSanitize: the result is valid UTF-8, has no control or bidi
// characters, and respects the limit.
func FuzzSanitize(f *testing.F) {
	f.Add("a\u202eb\x00c\xff", uint8(3))
	f.Add("Example Memorial Chapel\u200f says: 2\u00a0450 €", uint8(12))
	f.Fuzz(func(t *testing.T, s string, limit uint8) {
		got := Sanitize(s, int(limit))
		if !utf8.ValidString(got) {
			t.Fatalf("invalid UTF-8: %q", got)
		}
		if limit > 0 && utf8.RuneCountInString(got) > int(limit) {
			t.Fatalf("%d runes, limit %d: %q", utf8.RuneCountInString(got), limit, got)
		}
		for _, r := range got {
			if unicode.IsControl(r) || isBidiControl(r) {
				t.Fatalf("unsafe rune %U in %q", r, got)
			}
		}
	})
}

// FuzzParseToolCall: the model's arguments never panic the parser, and
// what it accepts is an https (or loopback http) agent and a question.
func FuzzParseToolCall(f *testing.F) {
	f.Add([]byte(`{"agent":"https://agent.example.com/a2a/v1","question":"What does it cost?","skill":"service-pricing"}`))
	f.Add([]byte(`{"agent":"http://127.0.0.1:9/","question":"q"}`))
	f.Add([]byte(`{"agent":"http://example.com","question":"q"}`))
	f.Fuzz(func(t *testing.T, args []byte) {
		c, err := ParseToolCall(args)
		if err != nil {
			return
		}
		if c.Question == "" || !(strings.HasPrefix(c.Agent, "https://") || strings.HasPrefix(c.Agent, "http://")) {
			t.Fatalf("accepted %+v", c)
		}
	})
}

// FuzzAddress: whatever Address accepts is an https URL or a tel: number
// of digits, and its text has no control characters.
func FuzzAddress(f *testing.F) {
	for _, s := range []string{"https://ask.example.com/talk", "tel:+1-555-0100", "http://x", "tel:+1;ext=2", "https://a b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		link, text := Address(s)
		if link == "" {
			if text != "" {
				t.Fatalf("text without link: %q", text)
			}
			return
		}
		if !strings.HasPrefix(link, "https://") && !strings.HasPrefix(link, "tel:") {
			t.Fatalf("accepted %q as %q", s, link)
		}
		if strings.ContainsFunc(text, func(r rune) bool { return unicode.IsControl(r) || isBidiControl(r) }) {
			t.Fatalf("unsafe text %q", text)
		}
	})
}
