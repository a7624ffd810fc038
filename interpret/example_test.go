package interpret_test

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/a2aproject/a2a-go/v2/a2a"

	"github.com/agent-capability/onrequest/interpret"
)

// Read a card declaring the skill of Annex A.1 and the Message of Annex
// A.2: the agent referred the question, and the outcome says where the
// person can ask.
func Example() {
	var card a2a.AgentCard
	if err := json.Unmarshal([]byte(annexCard), &card); err != nil {
		panic(err)
	}
	var reply a2a.Message
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

// annexCard is the card of Annex A.1 without the skills this example does
// not ask about. It decodes with json.Unmarshal: it has no security
// requirements in the ProtoJSON form that a2a-go v2.4.0 rejects.
const annexCard = `{
  "name": "Example Memorial Chapel assistant",
  "supportedInterfaces": [{"url": "https://agent.example.com/a2a/v1", "protocolBinding": "JSONRPC", "protocolVersion": "1.0"}],
  "provider": {"organization": "Example Memorial Chapel", "url": "https://example.com"},
  "version": "1.0.0",
  "capabilities": {
    "extensions": [{
      "uri": "https://agent-capability.org/ext/on-request/v1",
      "params": {"skills": [{"id": "service-pricing", "personEntry": "https://ask.example.com/talk", "assistantAccess": false}]}
    }]
  },
  "defaultInputModes": ["text/plain"],
  "defaultOutputModes": ["text/plain"],
  "skills": [
    {"id": "opening-hours", "name": "Opening hours and location", "description": "States the chapel's opening hours and where to find it.", "tags": ["hours"]},
    {"id": "service-pricing", "name": "Service costs", "description": "Costs and inclusions of the chapel's services. Given to the person who asks, on request.", "tags": ["pricing"]}
  ]
}`

func readJSON(path string, v any) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, v)
}

// Declare reports what is wrong with a card as findings, and never hands on
// a personEntry that fails its checks.
func ExampleDeclare() {
	card := &a2a.AgentCard{
		Name:     "Example Clinic assistant",
		Provider: &a2a.AgentProvider{Org: "Example Clinic"},
		Capabilities: a2a.AgentCapabilities{Extensions: []a2a.AgentExtension{{
			URI: interpret.URI,
			Params: map[string]any{"skills": []any{
				map[string]any{"id": "fees", "personEntry": "https://clinic.example.com/ask?topic=fees"},
				map[string]any{"id": "callback", "personEntry": "tel:+44-20-7946-0001", "completion": "deferred"},
			}},
		}}},
		Skills: []a2a.AgentSkill{
			{ID: "fees", Name: "Fees", Description: "Consultation fees, from £90."},
			{ID: "callback", Name: "Request a callback"},
		},
	}
	d := interpret.Declare(card)
	for _, s := range d.Skills {
		fmt.Printf("%s personEntry=%q action=%v\n", s.ID, s.PersonEntry, s.Action())
	}
	for _, f := range d.Findings {
		fmt.Println(f.Rule)
	}
	// Output:
	// fees personEntry="" action=false
	// callback personEntry="" action=true
	// OR-3.8
	// OR-3.9
	// OR-3.4
}

// A stream is read one event at a time; every Add returns the outcome so
// far, and a deferred action never reads as done, even once the task is
// COMPLETED.
func ExampleStream() {
	decl := &interpret.Declaration{Operator: "Example Memorial Chapel", Declared: true, Skills: []interpret.Skill{{
		ID: "arrangement-booking", PersonEntry: "https://ask.example.com/talk",
		AssistantAccess: true, Completion: interpret.CompletionDeferred,
	}}}
	s := interpret.Call{Declaration: decl, Activated: true, SkillID: "arrangement-booking"}.Stream()
	task := a2a.TaskInfo{TaskID: "t-1", ContextID: "c-1"}
	events := []a2a.Event{
		a2a.NewSubmittedTask(task, a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart("Book Tuesday at 10."))),
		a2a.NewStatusUpdateEvent(task, a2a.TaskStateWorking, nil),
		a2a.NewStatusUpdateEvent(task, a2a.TaskStateCompleted,
			a2a.NewMessageForTask(a2a.MessageRoleAgent, task, a2a.NewTextPart("A funeral director will confirm by phone."))),
	}
	for _, ev := range events {
		out := s.Add(ev)
		fmt.Println(out.TaskState, out.Kind)
	}
	fmt.Println(s.Outcome().Text)
	// Output:
	// TASK_STATE_SUBMITTED action-pending
	// TASK_STATE_WORKING action-pending
	// TASK_STATE_COMPLETED action-pending
	// A funeral director will confirm by phone.
}

func ExampleCheckPersonEntry() {
	for _, s := range []string{
		"https://ask.example.com/talk",
		"tel:+44-20-7946-0000",
		"http://ask.example.com/talk",
		"https://ask.example.com/talk?ref=bereavement",
		"https://ask.example.com/funeral-of/jane-doe",
	} {
		fmt.Println(s, "->", interpret.CheckPersonEntry(s))
	}
	// Output:
	// https://ask.example.com/talk -> <nil>
	// tel:+44-20-7946-0000 -> <nil>
	// http://ask.example.com/talk -> personEntry uses http:, not https: (OR-3.4)
	// https://ask.example.com/talk?ref=bereavement -> personEntry has a query string (OR-3.8)
	// https://ask.example.com/funeral-of/jane-doe -> personEntry has what looks like a particular person's case in its path: funeral of (OR-3.8)
}

// Infer matches a person's words against the card's skills, for a reply
// whose skill nobody named. A Call with Question does the same by itself.
func ExampleDeclaration_Infer() {
	var card a2a.AgentCard
	if err := json.Unmarshal([]byte(annexCard), &card); err != nil {
		panic(err)
	}
	decl := interpret.Declare(&card)
	for _, q := range []string{"When is Example Memorial Chapel open?", "Thank you!"} {
		inf := decl.Infer(q)
		fmt.Printf("%q: %q confident=%v\n", q, inf.SkillID, inf.Confident())
	}
	// Output:
	// "When is Example Memorial Chapel open?": "opening-hours" confident=true
	// "Thank you!": "" confident=false
}

// An agent that tells the assistant a deferred action is done breaks
// OR-5.8: the outcome stays pending, with a finding, whether or not the
// caller knew the skill.
func ExampleCall_Task() {
	card := a2a.AgentCard{
		Name:     "Example Family Clinic assistant",
		Provider: &a2a.AgentProvider{Org: "Example Family Clinic"},
		Capabilities: a2a.AgentCapabilities{Extensions: []a2a.AgentExtension{{URI: interpret.URI, Params: map[string]any{
			"skills": []any{map[string]any{"id": "appointment-request", "personEntry": "https://www.example.org/contact",
				"assistantAccess": true, "completion": "deferred"}},
		}}}},
		Skills: []a2a.AgentSkill{
			{ID: "appointment-request", Name: "Request an appointment", Description: "Passes an appointment request to reception."},
			{ID: "opening-hours", Name: "Opening hours", Examples: []string{"When are you open?"}},
		},
	}
	call := interpret.Call{Declaration: interpret.Declare(&card), Activated: true, Question: "Tuesday at 10, please."}
	task := &a2a.Task{ID: "t-1", ContextID: "c-1", Status: a2a.TaskStatus{State: a2a.TaskStateCompleted,
		Message: a2a.NewMessage(a2a.MessageRoleAgent, a2a.NewTextPart("Done: your appointment is booked for Tuesday at 10."))}}
	out := call.Task(task)
	fmt.Println(out.Kind, out.SkillID, out.SkillSource)
	for _, f := range out.Findings {
		fmt.Println(f.Rule)
	}
	// Output:
	// action-pending appointment-request assumed
	// OR-5.8
}
