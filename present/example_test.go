package present_test

import (
	"encoding/json"
	"fmt"

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
	// Cela n'a pas été fait. Vous pouvez le faire vous-même auprès de Example Law Partners ici : +1 555 0100
	// tel:+15550100
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
