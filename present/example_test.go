package present_test

import (
	"encoding/json"
	"fmt"
	"os"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
)

// A referral, told to the person in English and in German.
func ExamplePresenter_Say() {
	p := present.New()
	o := interpret.Outcome{
		Kind:        interpret.KindOnRequest,
		SkillID:     "service-pricing",
		Operator:    "Example Memorial Chapel",
		PersonEntry: "https://ask.example.com/talk",
	}
	fmt.Println(p.Say(o, language.English).Text)
	fmt.Println(p.Say(o, p.Match("de-CH, de;q=0.9, en;q=0.5")).Text)
	// Output:
	// Example Memorial Chapel gives this information to the person who asks, on request. You can ask here: https://ask.example.com/talk
	// Example Memorial Chapel gibt diese Information auf Anfrage an die Person, die danach fragt. Sie können hier fragen: https://ask.example.com/talk
}

// A telephone number as the person-facing address: written for dialling,
// with a tel: link for the interface.
func ExamplePresenter_Say_telephone() {
	p := present.New()
	sp := p.Say(interpret.Outcome{
		Kind:        interpret.KindActionReferred,
		Operator:    "Example Law Partners",
		PersonEntry: "tel:+1-555-0100",
	}, language.French)
	fmt.Println(sp.Text)
	fmt.Println(sp.Link)
	// Output:
	// Cela n'a pas été fait. Vous pouvez vous adresser vous-même à Example Law Partners ici : +1 555 0100
	// tel:+15550100
}

// The guard removes a price the model found elsewhere and puts the
// referral in its place; opening hours stay.
func ExampleGuard_Check() {
	p := present.New()
	g := present.NewGuard(p)
	ledger := present.NewLedger()
	ledger.Record(interpret.Outcome{
		Kind:        interpret.KindOnRequest,
		SkillID:     "service-pricing",
		Operator:    "Example Memorial Chapel",
		PersonEntry: "https://ask.example.com/talk",
	})

	draft := "The chapel is open 9:00 to 17:00. A direct cremation there costs about $2,950."
	r := g.Check(ledger, language.English, draft)
	fmt.Println(r.Text)
	b, _ := json.Marshal(r.Blocked)
	fmt.Println(string(b))
	// Output:
	// The chapel is open 9:00 to 17:00. I can't give you this from another source: Example Memorial Chapel gives it to the person who asks, on request. You can ask here: https://ask.example.com/talk
	// [{"reason":"other-source-value","text":"A direct cremation there costs about $2,950."}]
}

// A streamed answer: each sentence reaches the person once it has been
// judged; a deferred action never reads as done.
func ExampleGuard_Stream() {
	g := present.NewGuard(nil)
	ledger := present.NewLedger()
	ledger.Record(interpret.Outcome{
		Kind:     interpret.KindActionPending,
		SkillID:  "appointment-request",
		Operator: "Example Family Clinic",
	})

	s := g.Stream(os.Stdout, ledger, language.English)
	for _, chunk := range []string{"I sent your request. ", "Your appoint", "ment is confirmed", " for Friday. Anything else?"} {
		s.WriteString(chunk)
	}
	s.Close()
	fmt.Println()
	// Output:
	// I sent your request. This is not done yet: it has been passed on to Example Family Clinic, and a member of staff will complete it. Anything else?
}

// Information given on opt-in: the guard adds that it came from the
// operator, on request (OR-6.4), when the model left that out.
func ExampleGuard_Check_attribution() {
	g := present.NewGuard(nil)
	ledger := present.NewLedger()
	ledger.Record(interpret.Outcome{
		Kind:     interpret.KindGivenOnOptIn,
		SkillID:  "consultation-fee",
		Operator: "Example Family Clinic",
		Text:     "A first consultation is EUR 85.",
	})
	fmt.Println(g.Check(ledger, language.English, "A first consultation costs €85.").Text)
	// Output:
	// A first consultation costs €85. This information comes from Example Family Clinic, given on request.
}

// The tool result an assistant hands back to its model.
func ExamplePresenter_ToolResult() {
	p := present.New()
	r := p.ToolResult(interpret.Outcome{
		Kind:        interpret.KindOnRequest,
		SkillID:     "service-pricing",
		Operator:    "Example Memorial Chapel",
		PersonEntry: "https://ask.example.com/talk",
	}, language.English)
	b, _ := json.MarshalIndent(r, "", "  ")
	fmt.Println(string(b))
	// Output:
	// {
	//   "status": "on-request",
	//   "operator": "Example Memorial Chapel",
	//   "skill": "service-pricing",
	//   "personEntry": "https://ask.example.com/talk",
	//   "say": "Example Memorial Chapel gives this information to the person who asks, on request. You can ask here: https://ask.example.com/talk",
	//   "instruction": "Example Memorial Chapel gives this information to the person who asks, on request. Do not state a value for it from any other source, and do not guess or estimate one. Do not say the information does not exist. Offer the person the address https://ask.example.com/talk."
	// }
}

// A typed fact, decided before any text is written.
func ExampleGuard_Fact() {
	g := present.NewGuard(nil)
	ledger := present.NewLedger()
	ledger.Record(interpret.Outcome{Kind: interpret.KindOnRequest, SkillID: "service-pricing", Operator: "Example Memorial Chapel"})
	v := g.Fact(ledger, present.Fact{Skill: "service-pricing", Value: "$2,950", Source: present.SourceOther})
	fmt.Println(v.Allowed, v.Reason)
	// Output:
	// false other-source-value
}
