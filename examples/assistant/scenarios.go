package main

import (
	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/interpret"
)

// A scenario is one question a person might ask the demo agents, and the
// outcome kind it leads to. -demo replays them in order, as one
// conversation; the tests ask them too. The questions themselves are in
// each language's lang/*.txt, section [demo], under the scenario's id.
type scenario struct {
	id        string
	kind      interpret.Kind
	operator  string
	questions map[string]string // by base language, from lang/*.txt
}

var scenarios = withQuestions([]scenario{
	{id: "hours", kind: interpret.KindAnswered, operator: "Example Memorial Chapel"},
	{id: "cremation-price", kind: interpret.KindOnRequest, operator: "Example Memorial Chapel"},
	{id: "arrangement", kind: interpret.KindActionReferred, operator: "Example Memorial Chapel"},
	{id: "transfer", kind: interpret.KindSignInRequired, operator: "Example Memorial Chapel"},
	{id: "staff", kind: interpret.KindAnswered, operator: "Example Memorial Chapel"},
	{id: "consultation", kind: interpret.KindGivenOnOptIn, operator: "Example Family Clinic"},
	{id: "appointment", kind: interpret.KindInputRequired, operator: "Example Family Clinic"},
	{id: "appointment-day", kind: interpret.KindActionPending, operator: "Example Family Clinic"},
	{id: "vaccines", kind: interpret.KindFailed, operator: "Example Family Clinic"},
	{id: "will", kind: interpret.KindOnRequest, operator: "Example Law Partners"},
	{id: "newsletter", kind: interpret.KindActionDone, operator: "Example Law Partners"},
})

// withQuestions fills each scenario's questions from the lexicons.
func withQuestions(scs []scenario) []scenario {
	for i := range scs {
		scs[i].questions = map[string]string{}
		for tag, lx := range lexicons() {
			if q := lx.demo[scs[i].id]; q != "" {
				scs[i].questions[tag] = q
			}
		}
	}
	return scs
}

// question is the scenario's question in lang, English where lang has none.
func (sc scenario) question(lang language.Tag) string {
	base, _ := lang.Base()
	if q, ok := sc.questions[base.String()]; ok {
		return q
	}
	return sc.questions["en"]
}
