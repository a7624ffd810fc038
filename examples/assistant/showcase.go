package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/cache"
	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/present/guard"
)

// showcaseWidth is the width of one column in -demo.
const showcaseWidth = 44

// showcase replays the scenarios as one conversation and prints, for each,
// the planner's raw draft (what a naive assistant passes on) beside what
// this assistant shows after the guard.
func showcase(ctx context.Context, c *client.Client, cards *cache.Cache, urls []string, lang language.Tag, w io.Writer, o options) error {
	a := NewAssistant(c, cards, &Scripted{Tempt: true}, lang, urls)
	base, _ := lang.Base()
	fmt.Fprintf(w, "On Request, side by side (%s). The left column is the draft of a model that adds what it \"knows\"\n", lang)
	fmt.Fprintf(w, "(here a scripted stand-in that adds a price from the web and \"booked\" on purpose); the right column\n")
	fmt.Fprintf(w, "is what the person sees after present's guard. ≠ marks a turn where the guard changed the draft.\n\n")
	head := "A NAIVE ASSISTANT SAYS"
	fmt.Fprintf(w, "   %s%s   %s\n", head, strings.Repeat(" ", showcaseWidth-len(head)), "THIS ASSISTANT SAYS")
	blocked := map[guard.Reason]int{}
	for i, sc := range scenarios {
		q, ok := sc.questions[base.String()]
		if !ok {
			q = sc.questions["en"]
		}
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
			fmt.Fprintf(w, "   %s%s %s %s\n", l, strings.Repeat(" ", showcaseWidth-utf8.RuneCountInString(l)), m, r)
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
	fmt.Fprintf(w, "The naive assistant passed on %d value(s) from other sources for things the businesses give only on request,\n", blocked[guard.ReasonOtherSourceValue])
	fmt.Fprintf(w, "and said %d action(s) were done that were not. The person saw none of them.\n", blocked[guard.ReasonDoneClaim])
	return nil
}

// wrap breaks text into lines of at most width runes, at spaces where it can.
func wrap(text string, width int) []string {
	var lines []string
	var cur []rune
	for _, word := range strings.Fields(text) {
		rw := []rune(word)
		for len(rw) > width { // a long URL: cut it
			if len(cur) > 0 {
				lines = append(lines, string(cur))
				cur = nil
			}
			lines = append(lines, string(rw[:width]))
			rw = rw[width:]
		}
		switch {
		case len(cur) == 0:
			cur = rw
		case len(cur)+1+len(rw) <= width:
			cur = append(append(cur, ' '), rw...)
		default:
			lines = append(lines, string(cur))
			cur = rw
		}
	}
	if len(cur) > 0 {
		lines = append(lines, string(cur))
	}
	return lines
}
