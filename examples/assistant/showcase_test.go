package main

import (
	"strings"
	"testing"

	"golang.org/x/text/language"
)

// TestDemoEveryLanguage: -demo speaks the person's language, banner and
// summary included, and its two columns line up in terminal cells, wide
// Japanese characters too.
func TestDemoEveryLanguage(t *testing.T) {
	for _, lang := range []string{"en", "de", "fr", "es", "it", "nl", "pt", "ja"} {
		t.Run(lang, func(t *testing.T) {
			res := runAssistant(t, "", cleanEnv(), "-demo", "-lang", lang)
			if res.code != 0 {
				t.Fatalf("exit %d: %s", res.code, res.stderr)
			}
			tag := language.MustParse(lang)
			for _, key := range []string{"demo-left", "demo-right"} {
				if !strings.Contains(res.stdout, phrase(tag, key)) {
					t.Errorf("no %s heading %q", key, phrase(tag, key))
				}
			}
			if lang != "en" {
				for _, english := range []string{"A NAIVE ASSISTANT SAYS", "side by side", "The naive assistant passed on"} {
					if strings.Contains(res.stdout, english) {
						t.Errorf("English %q in the %s demo", english, lang)
					}
				}
			}
			for _, line := range strings.Split(res.stdout, "\n") {
				for _, sep := range []string{" │ ", " ≠ "} {
					if left, _, ok := strings.Cut(line, sep); ok && strings.HasPrefix(line, "   ") && cells(left) != 3+showcaseWidth {
						t.Errorf("left column %d cells wide, want %d: %q", cells(left)-3, showcaseWidth, line)
					}
				}
			}
		})
	}
}

func TestWrapCells(t *testing.T) {
	for _, tt := range []struct {
		text  string
		width int
	}{
		{"Example Memorial Chapelは、この情報をお問い合わせいただいた方にご依頼に応じてお伝えしています。", 20},
		{"https://ask.example.com/a/very/long/path/that/does/not/fit", 12},
		{"short words only here", 6},
	} {
		lines := wrap(tt.text, tt.width)
		for _, l := range lines {
			if cells(l) > tt.width {
				t.Errorf("wrap(%q, %d): line %q is %d cells", tt.text, tt.width, l, cells(l))
			}
		}
		if got := strings.ReplaceAll(strings.Join(lines, ""), " ", ""); got != strings.ReplaceAll(tt.text, " ", "") {
			t.Errorf("wrap(%q) lost text: %q", tt.text, lines)
		}
	}
}
