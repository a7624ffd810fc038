package guard_test

import (
	"fmt"
	"os"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present/guard"
)

var referred = interpret.Outcome{
	Kind: interpret.KindOnRequest, Operator: "Example Memorial Chapel", SkillID: "service-pricing",
	SkillName: "Service costs", PersonEntry: "https://ask.example.com/talk",
}

func ExampleConversation() {
	c := guard.NewConversation(nil) // one per conversation
	fmt.Println(c.Record(referred, language.English).Text)
	r := c.Check(language.English, "From what I found online, a direct cremation there is 2450. The chapel is open 9:00 to 17:00.")
	fmt.Println(r.Text)
	fmt.Println(r.Blocked[0].Reason)
	// Output:
	// Example Memorial Chapel gives this information to the person who asks, on request. You can ask here: https://ask.example.com/talk
	// I can't give you a figure for this from another source. The chapel is open 9:00 to 17:00.
	// other-source-value
}

func ExampleGuard_Check() {
	g := guard.New(nil)
	c := guard.NewConversation(g)
	c.Ledger().Record(referred) // recorded, but the person has not seen the address yet
	r := g.Check(c.Ledger(), language.English, "It usually costs about $2,950.")
	fmt.Println(r.Text)
	// Output:
	// I can't give you this from another source: Example Memorial Chapel gives it to the person who asks, on request. You can ask here: https://ask.example.com/talk
}

func ExampleGuard_Stream() {
	c := guard.NewConversation(nil)
	c.Ledger().Record(interpret.Outcome{Kind: interpret.KindActionPending, Operator: "Example Family Clinic",
		SkillID: "appointment", SkillName: "Request an appointment"})
	s := c.Stream(os.Stdout, language.German)
	for _, part := range []string{"Ich habe die Anfrage weiter", "geleitet. Bis Donnerstag um ", "15 Uhr!"} {
		s.Write([]byte(part))
	}
	s.Close()
	fmt.Println()
	// Output:
	// Ich habe die Anfrage weitergeleitet. Das ist noch nicht erledigt: Es wurde an Example Family Clinic weitergegeben, und ein Mitarbeiter schließt es ab.
}

func ExampleConversation_attribution() {
	c := guard.NewConversation(nil)
	c.Ledger().Record(interpret.Outcome{Kind: interpret.KindGivenOnOptIn, Operator: "Example Family Clinic",
		SkillID: "fees", Text: "A first consultation costs EUR 85."})
	r := c.Check(language.English, "A first consultation is €85.")
	fmt.Println(r.Text, r.Attributed)
	// Output:
	// A first consultation is €85. This information comes from Example Family Clinic, given on request. true
}
