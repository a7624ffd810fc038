package interpret

import (
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/agent-capability/onrequest/internal/schematest"
)

var cardsDir = filepath.Join("..", "testdata", "cards")

// cardCases says, for every card fixture, the rules Declare must report
// (exactly), whether the schema accepts the params, and what else to check.
var cardCases = []struct {
	file        string
	rules       []string
	schemaValid bool
	check       func(t *testing.T, d *Declaration)
}{
	{"valid-tel.json", nil, true, func(t *testing.T, d *Declaration) {
		wantSkill(t, d, "service-pricing", Skill{ID: "service-pricing", Name: "Service costs", PersonEntry: "tel:+44-20-7946-0000"})
	}},
	{"valid-no-provider.json", nil, true, func(t *testing.T, d *Declaration) {
		if d.Operator != "Example Memorial Chapel assistant" {
			t.Errorf("operator = %q, want the card name", d.Operator)
		}
	}},
	{"money-in-public-skill.json", nil, true, nil},
	{"valid-pricing-opened.json", nil, true, func(t *testing.T, d *Declaration) {
		wantSkill(t, d, "service-pricing", Skill{ID: "service-pricing", Name: "Service costs", PersonEntry: "https://ask.example.com/talk", AssistantAccess: true})
	}},
	{"valid-booking-deferred.json", nil, true, wantCompletion("arrangement-booking", CompletionDeferred)},
	{"required-true.json", []string{RuleDeclaration}, true, func(t *testing.T, d *Declaration) {
		if !d.Declared || len(d.Skills) != 2 {
			t.Errorf("a required: true declaration must still be read: %+v", d)
		}
	}},
	{"declared-twice.json", []string{RuleDeclaration}, true, func(t *testing.T, d *Declaration) {
		s, _ := d.Skill("service-pricing")
		if s.AssistantAccess {
			t.Error("the second declaration was read")
		}
	}},
	{"variant-uri.json", []string{RuleDeclaration}, true, func(t *testing.T, d *Declaration) {
		if d.Declared || len(d.Skills) != 0 {
			t.Errorf("a variant URI must not count as the declaration: %+v", d)
		}
	}},
	{"no-params.json", []string{RuleSkillsList}, false, wantSkills()},
	{"no-skills-key.json", []string{RuleSkillsList}, false, wantSkills()},
	{"skills-not-array.json", []string{RuleSkillsList}, false, wantSkills()},
	{"unknown-id.json", []string{RuleSkillID}, true, func(t *testing.T, d *Declaration) {
		wantSkill(t, d, "gravestone-pricing", Skill{ID: "gravestone-pricing", PersonEntry: "https://ask.example.com/talk"})
	}},
	{"duplicate-id.json", []string{RuleSkillID}, true, func(t *testing.T, d *Declaration) {
		wantSkills("service-pricing", "arrangement-booking")(t, d)
		wantSkill(t, d, "service-pricing", Skill{ID: "service-pricing", Name: "Service costs", PersonEntry: "https://ask.example.com/talk"})
		wantSkill(t, d, "arrangement-booking", Skill{ID: "arrangement-booking", Name: "Book an arrangement meeting",
			PersonEntry: "https://ask.example.com/talk", AssistantAccess: true, Completion: CompletionDeferred})
	}},
	{"entry-no-id.json", []string{RuleSkillID}, false, wantSkills("service-pricing", "arrangement-booking")},
	{"entry-id-number.json", []string{RuleSkillID}, false, wantSkills("arrangement-booking")},
	{"personentry-http.json", []string{RulePersonEntry}, false, wantNoEntry("service-pricing")},
	{"personentry-userinfo.json", []string{RulePersonEntry}, false, wantNoEntry("service-pricing")},
	{"personentry-other-origin.json", []string{RulePersonEntry}, true, func(t *testing.T, d *Declaration) {
		// A domain the card names nowhere else is reported, not dropped.
		if s, _ := d.Skill("arrangement-booking"); s.PersonEntry != "https://book.calendar-host.example/example-memorial-chapel" {
			t.Errorf("personEntry = %q, want it kept", s.PersonEntry)
		}
	}},
	{"personentry-javascript.json", []string{RulePersonEntry}, false, wantNoEntry("service-pricing")},
	{"personentry-missing.json", []string{RulePersonEntry}, false, wantNoEntry("service-pricing")},
	{"action-tel.json", []string{RulePersonEntry}, true, wantNoEntry("arrangement-booking")},
	{"assistantaccess-string.json", []string{RuleAssistantAccess}, false, func(t *testing.T, d *Declaration) {
		if s, _ := d.Skill("arrangement-booking"); s.AssistantAccess {
			t.Error(`assistantAccess "true" must read as false`)
		}
	}},
	{"completion-unknown.json", []string{RuleCompletion}, false, wantCompletion("arrangement-booking", CompletionDeferred)},
	{"completion-number.json", []string{RuleCompletion}, false, wantCompletion("arrangement-booking", CompletionDeferred)},
	{"security-requirements.json", []string{RuleNotSignIn}, true, wantSkills("service-pricing", "arrangement-booking")},
	{"personentry-query.json", []string{RuleNoCircumstances}, false, wantNoEntry("service-pricing")},
	{"personentry-fragment.json", []string{RuleNoCircumstances}, false, wantNoEntry("service-pricing")},
	{"personentry-bereavement.json", []string{RuleNoCircumstances}, true, wantNoEntry("service-pricing")},
	{"money-in-description.json", []string{RuleNoValueInCard}, true, nil},
	{"money-in-name.json", []string{RuleNoValueInCard}, true, nil},
	{"money-in-examples.json", []string{RuleNoValueInCard}, true, nil},
	{"money-in-tags.json", []string{RuleNoValueInCard}, true, nil},
	{"mixed.json", []string{RuleSkillID, RulePersonEntry, RuleAssistantAccess, RuleNotSignIn}, false, func(t *testing.T, d *Declaration) {
		wantSkills("service-pricing", "arrangement-booking", "transfer-status")(t, d)
		wantSkill(t, d, "arrangement-booking", Skill{ID: "arrangement-booking", Name: "Book an arrangement meeting",
			PersonEntry: "https://ask.example.com/talk", AssistantAccess: true, Completion: CompletionInConversation})
		wantNoEntry("transfer-status")(t, d)
	}},
}

func wantSkills(ids ...string) func(*testing.T, *Declaration) {
	return func(t *testing.T, d *Declaration) {
		t.Helper()
		var got []string
		for _, s := range d.Skills {
			got = append(got, s.ID)
		}
		if !slices.Equal(got, ids) {
			t.Errorf("skills = %q, want %q", got, ids)
		}
	}
}

func wantSkill(t *testing.T, d *Declaration, id string, want Skill) {
	t.Helper()
	got, ok := d.Skill(id)
	if !ok || got != want {
		t.Errorf("Skill(%q) = %+v, %v; want %+v", id, got, ok, want)
	}
}

func wantNoEntry(id string) func(*testing.T, *Declaration) {
	return func(t *testing.T, d *Declaration) {
		t.Helper()
		s, ok := d.Skill(id)
		if !ok {
			t.Fatalf("skill %q dropped; a bad personEntry must not drop the entry", id)
		}
		if s.PersonEntry != "" {
			t.Errorf("skill %q hands on personEntry %q that failed its checks", id, s.PersonEntry)
		}
	}
}

func wantCompletion(id string, c Completion) func(*testing.T, *Declaration) {
	return func(t *testing.T, d *Declaration) {
		t.Helper()
		if s, _ := d.Skill(id); s.Completion != c {
			t.Errorf("skill %q completion = %q, want %q", id, s.Completion, c)
		}
	}
}

func rulesOf(fs []Finding) []string {
	var rules []string
	for _, f := range fs {
		if !slices.Contains(rules, f.Rule) {
			rules = append(rules, f.Rule)
		}
	}
	sort.Strings(rules)
	return rules
}

func TestDeclareCards(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(cardsDir, "*.json"))
	covered := map[string]bool{}
	for _, tt := range cardCases {
		covered[tt.file] = true
		t.Run(tt.file, func(t *testing.T) {
			d := Declare(loadCard(t, filepath.Join(cardsDir, tt.file)))
			want := slices.Clone(tt.rules)
			sort.Strings(want)
			if got := rulesOf(d.Findings); !slices.Equal(got, want) {
				t.Errorf("rules = %q, want %q; findings: %v", got, want, d.Findings)
			}
			for _, f := range d.Findings {
				if f.Message == "" || strings.Contains(f.Message, "%!") {
					t.Errorf("bad finding message: %q", f.Message)
				}
			}
			if tt.check != nil {
				tt.check(t, d)
			}
		})
	}
	for _, f := range files {
		if !covered[filepath.Base(f)] {
			t.Errorf("card fixture %s has no test case", f)
		}
	}
}

func TestDeclareNil(t *testing.T) {
	d := Declare(nil)
	if d == nil || d.Declared || len(d.Skills) != 0 || len(d.Findings) != 0 {
		t.Fatalf("Declare(nil) = %+v", d)
	}
	var none *Declaration
	if _, ok := none.Skill("x"); ok {
		t.Fatal("nil Declaration has a skill")
	}
	d = Declare(&a2a.AgentCard{Name: "  Only a name  "})
	if d.Operator != "Only a name" || d.Declared {
		t.Fatalf("got %+v", d)
	}
}

// TestSchemaAgrees validates every fixture card's params against the
// extension's JSON Schema and checks that the schema and Declare agree where
// the schema can express a rule: the schema's verdict is what the case table
// says, and params the schema rejects always give Declare a finding on
// params (while Declare may find more than a schema can say).
func TestSchemaAgrees(t *testing.T) {
	sch := compileSchema(t)
	paramsRules := []string{RuleSkillsList, RuleSkillID, RulePersonEntry, RuleAssistantAccess, RuleCompletion, RuleNoCircumstances}
	files := []string{filepath.Join(annexDir, "card.json")}
	want := map[string]bool{"card.json": true}
	for _, tt := range cardCases {
		files = append(files, filepath.Join(cardsDir, tt.file))
		want[tt.file] = tt.schemaValid
	}
	for _, file := range files {
		name := filepath.Base(file)
		params, ok := rawParams(t, file)
		if !ok {
			continue // the card does not declare the extension under its URI
		}
		err := sch.Validate(params)
		if (err == nil) != want[name] {
			t.Errorf("%s: schema valid = %v, want %v (%v)", name, err == nil, want[name], err)
		}
		d := Declare(loadCard(t, file))
		hasParamsFinding := false
		for _, f := range d.Findings {
			hasParamsFinding = hasParamsFinding || slices.Contains(paramsRules, f.Rule)
		}
		if err != nil && !hasParamsFinding {
			t.Errorf("%s: the schema rejects the params, Declare finds nothing on them", name)
		}
	}
}

func compileSchema(t testing.TB) *jsonschema.Schema {
	return schematest.File(t, filepath.Join("..", "testdata", "on-request-extension.schema.json"),
		"https://agent-capability.org/ext/on-request/v1/on-request-extension.schema.json")
}

// rawParams returns the first extension params under URI, as the schema
// library decodes JSON; a missing params is JSON null.
func rawParams(t testing.TB, file string) (any, bool) {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	doc, err := jsonschema.UnmarshalJSON(f)
	if err != nil {
		t.Fatal(err)
	}
	caps, _ := doc.(map[string]any)["capabilities"].(map[string]any)
	exts, _ := caps["extensions"].([]any)
	for _, e := range exts {
		if obj, _ := e.(map[string]any); obj["uri"] == URI {
			return obj["params"], true
		}
	}
	return nil, false
}
