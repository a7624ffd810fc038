package interpret

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2a"

	"github.com/agent-capability/onrequest/internal/cardjson"
)

func loadCard(t testing.TB, path string) *a2a.AgentCard {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	card, err := cardjson.Parse(b)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return card
}

func loadJSON(t testing.TB, path string, v any) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
}

var annexDir = filepath.Join("..", "testdata", "annex-a")

func annexDeclaration(t testing.TB) *Declaration {
	return Declare(loadCard(t, filepath.Join(annexDir, "card.json")))
}

func TestAnnexCard(t *testing.T) {
	d := annexDeclaration(t)
	if !d.Declared || d.Operator != "Example Memorial Chapel" {
		t.Fatalf("declared=%v operator=%q", d.Declared, d.Operator)
	}
	if len(d.Findings) != 0 {
		t.Fatalf("findings on Annex A.1: %v", d.Findings)
	}
	want := []Skill{
		{ID: "service-pricing", Name: "Service costs", PersonEntry: "https://ask.example.com/talk"},
		{ID: "arrangement-booking", Name: "Book an arrangement meeting", PersonEntry: "https://ask.example.com/talk", AssistantAccess: true, Completion: CompletionInConversation},
	}
	if len(d.Skills) != len(want) {
		t.Fatalf("skills = %+v", d.Skills)
	}
	for i := range want {
		if d.Skills[i] != want[i] {
			t.Errorf("skill %d = %+v, want %+v", i, d.Skills[i], want[i])
		}
	}
}

func TestAnnexReplies(t *testing.T) {
	d := annexDeclaration(t)
	// A.4 is "a different operator" that opened service-pricing to
	// assistants: its card is the A.1 card with that one change.
	opened := *d
	opened.Skills = append([]Skill(nil), d.Skills...)
	opened.Skills[0].AssistantAccess = true

	tests := []struct {
		file  string
		decl  *Declaration
		skill string
		kind  Kind
		state a2a.TaskState
	}{
		{"message-on-request.json", d, "service-pricing", KindOnRequest, ""},
		{"task-action-referred.json", d, "arrangement-booking", KindActionReferred, a2a.TaskStateRejected},
		{"task-given-on-opt-in.json", &opened, "service-pricing", KindGivenOnOptIn, a2a.TaskStateCompleted},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			res := loadResult(t, filepath.Join(annexDir, tt.file))
			out := Call{Declaration: tt.decl, Activated: true}.Result(res)
			if out.Kind != tt.kind || out.SkillID != tt.skill || out.TaskState != tt.state {
				t.Fatalf("got kind=%s skill=%s state=%s, want %s %s %s", out.Kind, out.SkillID, out.TaskState, tt.kind, tt.skill, tt.state)
			}
			if out.PersonEntry != "https://ask.example.com/talk" || out.Operator != "Example Memorial Chapel" {
				t.Errorf("personEntry=%q operator=%q", out.PersonEntry, out.Operator)
			}
			if len(out.Findings) != 0 {
				t.Errorf("findings: %v", out.Findings)
			}
		})
	}
}

// loadResult decodes a reply file as a Task when it has a status, else as a
// Message.
func loadResult(t testing.TB, path string) a2a.SendMessageResult {
	t.Helper()
	var probe map[string]json.RawMessage
	loadJSON(t, path, &probe)
	if _, ok := probe["status"]; ok {
		var task a2a.Task
		loadJSON(t, path, &task)
		return &task
	}
	var msg a2a.Message
	loadJSON(t, path, &msg)
	return &msg
}
