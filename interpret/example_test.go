package interpret_test

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/a2aproject/a2a-go/v2/a2a"

	"github.com/agent-capability/onrequest/interpret"
)

// Read the Agent Card of Annex A.1 and the Message of Annex A.2: the agent
// referred the question, and the outcome says where the person can ask.
func Example() {
	var card a2a.AgentCard
	var reply a2a.Message
	if err := readCard("../testdata/annex-a/card.json", &card); err != nil {
		panic(err)
	}
	if err := readJSON("../testdata/annex-a/message-on-request.json", &reply); err != nil {
		panic(err)
	}

	decl := interpret.Declare(&card)
	call := interpret.Call{Declaration: decl, Activated: true, SkillID: "service-pricing"}
	out := call.Result(&reply)

	fmt.Println(out.Kind)
	fmt.Println(out.Operator)
	fmt.Println(out.SkillName)
	fmt.Println(out.PersonEntry)
	fmt.Println(len(out.Findings), "findings")
	// Output:
	// on-request
	// Example Memorial Chapel
	// Service costs
	// https://ask.example.com/talk
	// 0 findings
}

func readJSON(path string, v any) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, v)
}

func readCard(path string, card *a2a.AgentCard) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	c, err := interpret.ParseCard(b)
	if err != nil {
		return err
	}
	*card = *c
	return nil
}
