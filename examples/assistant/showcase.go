package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"unicode"

	"golang.org/x/text/language"
	"golang.org/x/text/width"

	"github.com/agent-capability/onrequest/cache"
	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/present/guard"
)

// showcaseWidth is the width of one column in -demo.
const showcaseWidth = 44

// showcase replays the scenarios as one conversation and prints, for each,
// the planner's raw draft (what a naive assistant passes on) beside what
// this assistant shows after the guard, in the person's language. Columns
// are measured in terminal cells, so Japanese lines up too.
func showcase(ctx context.Context, c *client.Client, cards *cache.Cache, urls []string, lang language.Tag, w io.Writer, o options) error {
	a := NewAssistant(c, cards, &Scripted{Tempt: true}, lang, urls)
	for _, line := range wrap(phrase(lang, "demo-title", "lang", lang.String()), 2*showcaseWidth+5) {
		fmt.Fprintln(w, line)
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "   %s   %s\n", pad(phrase(lang, "demo-left"), showcaseWidth), phrase(lang, "demo-right"))
	blocked := map[guard.Reason]int{}
	for i, sc := range scenarios {
		q := sc.question(lang)
		reply, err := a.Ask(ctx, q, nil)
		if err != nil {
			return fmt.Errorf("scenario %d (%s): %w", i+1, sc.kind, err)
		}
		kind := "?"
		if len(reply.Steps) > 0 {
			kind = string(reply.Steps[len(reply.Steps)-1].Outcome.Kind)
		}
		fmt.Fprintf(w, "%d. %s  [%s]\n", i+1, q, kind)
		marker := " "
		if reply.Draft != reply.Text {
			marker = "≠"
		}
		left := wrap(reply.Draft, showcaseWidth)
		right := wrap(reply.Text, showcaseWidth)
		for j := 0; j < len(left) || j < len(right); j++ {
			var l, r string
			if j < len(left) {
				l = left[j]
			}
			if j < len(right) {
				r = right[j]
			}
			m := "│"
			if j == 0 && marker != " " {
				m = marker
			}
			fmt.Fprintf(w, "   %s %s %s\n", pad(l, showcaseWidth), m, r)
		}
		if o.verbose {
			for _, b := range reply.Blocked {
				fmt.Fprintf(w, "   guard blocked (%s): %s\n", b.Reason, b.Text)
			}
		}
		fmt.Fprintln(w)
		for _, b := range reply.Blocked {
			blocked[b.Reason]++
		}
	}
	summary := phrase(lang, "demo-summary", "values", fmt.Sprint(blocked[guard.ReasonOtherSourceValue]), "claims", fmt.Sprint(blocked[guard.ReasonDoneClaim]))
	for _, line := range wrap(summary, 2*showcaseWidth+5) {
		fmt.Fprintln(w, line)
	}
	return nil
}

// cells is the width of s in a terminal: two cells for a wide or
// full-width character (East Asian Width W or F), none for a combining
// mark, one otherwise.
func cells(s string) int {
	n := 0
	for _, r := range s {
		switch {
		case unicode.Is(unicode.Mn, r):
		case width.LookupRune(r).Kind() == width.EastAsianWide || width.LookupRune(r).Kind() == width.EastAsianFullwidth:
			n += 2
		default:
			n++
		}
	}
	return n
}

// pad fills s with spaces to n cells.
func pad(s string, n int) string { return s + strings.Repeat(" ", max(0, n-cells(s))) }

// wrap breaks text into lines of at most width cells, at spaces where it
// can, and anywhere in a word wider than a line (a URL, or Japanese, which
// is written without spaces).
func wrap(text string, width int) []string {
	var lines []string
	var cur strings.Builder
	curCells := 0
	flush := func() {
		if cur.Len() > 0 {
			lines = append(lines, cur.String())
			cur.Reset()
			curCells = 0
		}
	}
	for _, word := range strings.Fields(text) {
		wc := cells(word)
		if curCells > 0 && curCells+1+wc <= width {
			cur.WriteByte(' ')
			cur.WriteString(word)
			curCells += 1 + wc
			continue
		}
		if wc <= width || curCells+1 >= width {
			flush() // a word that fits a line starts one
		} else if curCells > 0 {
			cur.WriteByte(' ')
			curCells++
		}
		for _, r := range word {
			rc := cells(string(r))
			if curCells+rc > width {
				flush()
			}
			cur.WriteRune(r)
			curCells += rc
		}
	}
	flush()
	return lines
}
