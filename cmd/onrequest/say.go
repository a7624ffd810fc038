package main

import (
	"strings"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
)

// sayFor is what the person is told about an outcome, in the supported
// language that best fits tag (English when none does).
func sayFor(o interpret.Outcome, tag language.Tag) string {
	p := present.New()
	return p.Say(o, p.Match(tag.String())).Text
}

// supportedLanguages lists the languages of the person-facing text, for -h.
func supportedLanguages() string {
	var names []string
	for _, t := range present.New().Languages() {
		names = append(names, t.String())
	}
	return strings.Join(names, ", ")
}
