package main

import (
	"context"
	"strings"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
)

var testAgents = []Agent{
	{URL: "http://chapel.test", Operator: "Example Memorial Chapel"},
	{URL: "http://clinic.test", Operator: "Example Family Clinic"},
	{URL: "http://law.test", Operator: "Example Law Partners"},
}

// wantSkill is the skill each scenario must reach, in order.
var wantSkill = []string{"opening-hours", "service-pricing", "arrangement-booking", "transfer-status", "speak-to-staff",
	"consultation-fees", "appointment-request", "appointment-request", "vaccination-availability", "fee-quote", "newsletter-subscribe"}

var knownTestAgents = map[string]bool{"http://chapel.test": true, "http://clinic.test": true, "http://law.test": true}

var testCall = present.ToolCall{Agent: "http://clinic.test", Skill: "appointment-request"}

var agentOf = map[string]string{
	"Example Memorial Chapel": "http://chapel.test",
	"Example Family Clinic":   "http://clinic.test",
	"Example Law Partners":    "http://law.test",
}

func TestPlanScenarios(t *testing.T) {
	for _, lang := range []string{"en", "de", "fr", "es"} {
		s := &Scripted{}
		var awaiting *present.ToolCall
		for i, sc := range scenarios {
			turn := Turn{Text: sc.questions[lang], Agents: testAgents, Awaiting: awaiting}
			p := s.Plan(turn)
			if !p.OK || p.Call.Agent != agentOf[sc.operator] || p.Call.Skill != wantSkill[i] {
				t.Errorf("%s %q: planned %+v (ok %v), want %s at %s", lang, turn.Text, p.Call, p.OK, wantSkill[i], agentOf[sc.operator])
			}
			s.last = p.Call.Agent
			awaiting = nil
			if sc.kind == interpret.KindInputRequired {
				c := p.Call
				awaiting = &c
			}
			if sc.kind == interpret.KindActionPending && p.Call.Question != "On Tuesday." {
				t.Errorf("%s: the day answer became %q, want %q", lang, p.Call.Question, "On Tuesday.")
			}
		}
	}
}

func TestPlanRules(t *testing.T) {
	tests := []struct {
		name     string
		text     string
		last     string
		awaiting *present.ToolCall
		agent    string
		skill    string
		question string // substring of the question sent; "" for any
		ok       bool
	}{
		{"nothing matches", "hello there", "", nil, "", "", "", false},
		{"operator by name", "example memorial chapel, when are you open?", "", nil, "http://chapel.test", "opening-hours", "", true},
		{"accents folded", "ÖFFNUNGSZEITEN der Kapelle?", "", nil, "http://chapel.test", "opening-hours", "", true},
		{"follow-up goes to the last agent", "and how much does it cost?", "http://law.test", nil, "http://law.test", "fee-quote", "", true},
		{"appointment with a day", "Rendez-vous à la clinique jeudi", "", nil, "http://clinic.test", "appointment-request", "on Thursday", true},
		{"answer to the agent's question", "mañana", "", &present.ToolCall{Agent: "http://clinic.test", Skill: "appointment-request"}, "http://clinic.test", "appointment-request", "On tomorrow", true},
		{"free answer to the agent's question", "whenever suits", "", &present.ToolCall{Agent: "http://clinic.test", Skill: "appointment-request"}, "http://clinic.test", "appointment-request", "whenever suits", true},
		{"moving on while awaited", "When is the chapel open?", "", &present.ToolCall{Agent: "http://clinic.test", Skill: "appointment-request"}, "http://chapel.test", "opening-hours", "", true},
		{"skill of the operator named", "Does the law firm have a newsletter?", "", nil, "http://law.test", "newsletter-subscribe", "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := &Scripted{last: tt.last}
			p := s.Plan(Turn{Text: tt.text, Agents: testAgents, Awaiting: tt.awaiting})
			if p.OK != tt.ok || p.Call.Agent != tt.agent || p.Call.Skill != tt.skill || !strings.Contains(p.Call.Question, tt.question) {
				t.Errorf("Plan(%q) = %+v ok=%v; want %s %s %q ok=%v", tt.text, p.Call, p.OK, tt.agent, tt.skill, tt.question, tt.ok)
			}
		})
	}
}

func TestPlanUnknownAgentUsesCardWords(t *testing.T) {
	ag := Agent{URL: "https://agent.example.net", Operator: "Example Bakery", Skills: []a2a.AgentSkill{
		{ID: "opening", Name: "Opening hours", Tags: []string{"hours"}},
		{ID: "cakes", Name: "Celebration cakes", Tags: []string{"cakes", "orders"}, Examples: []string{"Can I order a birthday cake?"}},
	}}
	p := (&Scripted{}).Plan(Turn{Text: "I'd like to order a birthday cake", Agents: []Agent{ag}})
	if !p.OK || p.Call.Skill != "cakes" || p.Call.Question != "I'd like to order a birthday cake" {
		t.Errorf("plan %+v ok=%v", p.Call, p.OK)
	}
}

// The planner's draft is present's sentence plus, when tempted, what a
// naive model adds for exactly the outcomes the guard exists for.
func TestScriptedDraft(t *testing.T) {
	for _, tt := range []struct {
		kind  interpret.Kind
		tempt bool
		want  string // "" for no addition
	}{
		{interpret.KindOnRequest, true, "$2,450"},
		{interpret.KindActionReferred, true, "booked it for you"},
		{interpret.KindActionPending, true, "appointment is booked"},
		{interpret.KindAnswered, true, ""},
		{interpret.KindGivenOnOptIn, true, ""},
		{interpret.KindOnRequest, false, ""},
	} {
		s := &Scripted{Tempt: tt.tempt}
		ask := func(ctx context.Context, c present.ToolCall) (present.ToolResult, error) {
			return present.ToolResult{Status: tt.kind, Say: "SAY."}, nil
		}
		var b strings.Builder
		if err := s.Answer(t.Context(), Turn{Text: "what does the chapel charge?", Lang: language.English, Agents: testAgents}, ask, &b); err != nil {
			t.Fatal(err)
		}
		got := b.String()
		if tt.want == "" && got != "SAY." || tt.want != "" && (!strings.HasPrefix(got, "SAY.\n") || !strings.Contains(got, tt.want)) {
			t.Errorf("%s tempt=%v: draft %q", tt.kind, tt.tempt, got)
		}
	}
}

func TestHelpSaysScripted(t *testing.T) {
	for _, lang := range []language.Tag{language.English, language.German, language.French, language.Spanish} {
		var b strings.Builder
		err := (&Scripted{}).Answer(t.Context(), Turn{Text: "???", Lang: lang, Agents: testAgents}, nil, &b)
		if err != nil {
			t.Fatal(err)
		}
		help := b.String()
		if !strings.Contains(help, "Example Family Clinic") || help == phrases["help"]["en"] && lang != language.English {
			t.Errorf("%s help: %q", lang, help)
		}
	}
	for key, byLang := range phrases {
		for _, l := range []string{"en", "de", "fr", "es"} {
			if byLang[l] == "" {
				t.Errorf("phrase %q has no %s", key, l)
			}
		}
	}
}

func TestPickLanguage(t *testing.T) {
	pr := present.New()
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	for _, tt := range []struct {
		flag string
		env  map[string]string
		want string
	}{
		{"", nil, "en"},
		{"", map[string]string{"LANG": "de_DE.UTF-8"}, "de"},
		{"", map[string]string{"LANG": "C.UTF-8"}, "en"},
		{"", map[string]string{"LANG": "en_US.UTF-8", "LC_ALL": "fr_FR@euro"}, "fr"},
		{"es-MX", map[string]string{"LANG": "de_DE.UTF-8"}, "es"},
		{"fr-CH, fr;q=0.9, en;q=0.8", nil, "fr"},
	} {
		if got := pickLanguage(pr, tt.flag, env(tt.env)); !strings.HasPrefix(got.String(), tt.want) {
			t.Errorf("pickLanguage(%q, %v) = %s, want %s", tt.flag, tt.env, got, tt.want)
		}
	}
}
