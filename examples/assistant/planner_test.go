package main

import (
	"context"
	"strings"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/examples/assistant/demo"
	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
)

// testAgents are the demo agents as their cards describe them, at
// addresses nobody listens on: Plan makes no call.
var testAgents = func() []Agent {
	var out []Agent
	for _, key := range []string{"chapel", "clinic", "law"} {
		url := "http://" + key + ".test"
		card, err := demo.Card(key, url+demo.RPCPath)
		if err != nil {
			panic(err)
		}
		d := interpret.Declare(card)
		out = append(out, Agent{URL: url, Operator: d.Operator, Skills: card.Skills, Declaration: d})
	}
	return out
}()

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
	for _, lang := range []string{"en", "de", "fr", "es", "it", "nl", "pt", "ja"} {
		s := &Scripted{}
		var awaiting *present.ToolCall
		for i, sc := range scenarios {
			turn := Turn{Text: sc.questions[lang], Agents: testAgents, Awaiting: awaiting}
			p := s.Plan(turn)
			if p.Kind != PlanAsk && p.Kind != PlanAnswer || p.Call.Agent != agentOf[sc.operator] || p.Call.Skill != wantSkill[i] {
				t.Errorf("%s %q: planned %s %+v, want %s at %s", lang, turn.Text, p.Kind, p.Call, wantSkill[i], agentOf[sc.operator])
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
	clinicAsks := &present.ToolCall{Agent: "http://clinic.test", Skill: "appointment-request"}
	tests := []struct {
		name     string
		text     string
		last     string
		awaiting *present.ToolCall
		kind     PlanKind
		agent    string
		skill    string
		question string // substring of the question sent; "" for any
	}{
		{"nothing to read", "  ", "", nil, PlanHelp, "", "", ""},
		{"nobody covers it", "hello there", "", nil, PlanNone, "", "", ""},
		{"operator by name", "example memorial chapel, when are you open?", "", nil, PlanAsk, "http://chapel.test", "opening-hours", ""},
		{"accents and case folded", "ÖFFNUNGSZEITEN der Kapelle?", "", nil, PlanAsk, "http://chapel.test", "opening-hours", ""},
		{"follow-up goes to the last agent", "and how much does it cost?", "http://law.test", nil, PlanAsk, "http://law.test", "fee-quote", ""},
		{"a price with nobody named or asked before", "how much does it cost?", "", nil, PlanWhich, "", "", ""},
		{"appointment with a day", "Rendez-vous à la clinique jeudi", "", nil, PlanAsk, "http://clinic.test", "appointment-request", "on Thursday"},
		{"the agent is asked in its card's words", "Quanto costa una cremazione alla cappella?", "", nil, PlanAsk, "http://chapel.test", "service-pricing", "Service costs"},
		{"a day answers the agent's question", "mañana", "", clinicAsks, PlanAnswer, "http://clinic.test", "appointment-request", "Tomorrow."},
		{"a free answer to the agent's question", "whenever suits", "", clinicAsks, PlanAnswer, "http://clinic.test", "appointment-request", "whenever suits"},
		{"yes answers the agent's question", "Yes, please.", "", clinicAsks, PlanAnswer, "http://clinic.test", "appointment-request", "Yes."},
		{"moving on while awaited", "When is the chapel open?", "", clinicAsks, PlanAsk, "http://chapel.test", "opening-hours", ""},
		{"another question while awaited", "Kannst du mir ein Taxi bestellen?", "", clinicAsks, PlanNone, "", "", ""},
		{"a skill of the operator named", "Does the law firm have a newsletter?", "", nil, PlanAsk, "http://law.test", "newsletter-subscribe", ""},
		{"a skill only one business has", "Je voudrais un vaccin contre la grippe", "", nil, PlanAsk, "http://clinic.test", "vaccination-availability", ""},
		{"the opposite of a skill", "Bitte melden Sie mich vom Newsletter der Kanzlei ab", "", nil, PlanElsewhere, "", "", ""},
		{"did you", "¿Lo has reservado?", "http://chapel.test", nil, PlanRecap, "", "", ""},
		{"a day and a time answer the agent's question", "Am Mittwoch um 10 Uhr", "", clinicAsks, PlanAnswer, "http://clinic.test", "appointment-request", "On Wednesday (Am Mittwoch um 10 Uhr)."},
		{"cancel while awaited: whom to ask, not an answer", "Actually, cancel that.", "", clinicAsks, PlanElsewhere, "", "", ""},
		{"several businesses match and none was asked", "Is it open on Sunday?", "", nil, PlanWhich, "", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := &Scripted{last: tt.last}
			p := s.Plan(Turn{Text: tt.text, Agents: testAgents, Awaiting: tt.awaiting})
			if p.Kind != tt.kind || p.Call.Agent != tt.agent || p.Call.Skill != tt.skill || !strings.Contains(p.Call.Question, tt.question) {
				t.Errorf("Plan(%q) = %s %+v; want %s %s %s %q", tt.text, p.Kind, p.Call, tt.kind, tt.agent, tt.skill, tt.question)
			}
		})
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

// TestPlannerSpeaksEveryLanguage: the planner's own sentences (help, none,
// whom to ask, …) exist in every language and are not English outside it.
func TestPlannerSpeaksEveryLanguage(t *testing.T) {
	en := lexicons()["en"]
	for _, tag := range []string{"de", "fr", "es", "it", "nl", "pt", "ja"} {
		lx, ok := lexicons()[tag]
		if !ok {
			t.Errorf("no lang/%s.txt", tag)
			continue
		}
		for key, want := range en.say {
			got := lx.say[key]
			if got == "" || got == want && key != "chat-agent" {
				t.Errorf("%s: [say] %s is missing or English: %q", tag, key, got)
			}
		}
		for key := range en.demo {
			if lx.demo[key] == "" {
				t.Errorf("%s: [demo] %s is missing", tag, key)
			}
		}
		for _, section := range []struct {
			name string
			n    int
		}{{"business", len(lx.business)}, {"topic", len(lx.topic)}, {"action", len(lx.action)}, {"filler", len(lx.filler)}, {"price", len(lx.price)}, {"negative", len(lx.negative)},
			{"recap", len(lx.recap)}, {"yes", len(lx.yes)}, {"no", len(lx.no)}, {"slot", len(lx.slot)}} {
			if section.n == 0 {
				t.Errorf("%s: [%s] is empty", tag, section.name)
			}
		}
	}
	for _, lang := range []language.Tag{language.English, language.German, language.Japanese} {
		var b strings.Builder
		if err := (&Scripted{}).Answer(t.Context(), Turn{Text: "???", Lang: lang, Agents: testAgents}, nil, &b); err != nil {
			t.Fatal(err)
		}
		if help := b.String(); !strings.Contains(help, "Example Family Clinic") || !strings.HasPrefix(help, phrase(lang, "none")) {
			t.Errorf("%s: %q", lang, help)
		}
	}
}

func TestParseLexiconErrors(t *testing.T) {
	for _, data := range []string{"stray line", "[topic]\n = cost", "[nonsense]\nword"} {
		if _, err := parseLexicon("xx", data); err == nil {
			t.Errorf("parseLexicon(%q) succeeded", data)
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

// TestElsewhereGivesTheNearestAddress: an unsubscribe is sent to where the
// newsletter is handled, not to the firm's telephone for quotes.
func TestElsewhereGivesTheNearestAddress(t *testing.T) {
	var b strings.Builder
	err := (&Scripted{}).Answer(t.Context(), Turn{Text: "Unsubscribe me from the law firm's newsletter", Lang: language.English, Agents: testAgents}, nil, &b)
	if err != nil {
		t.Fatal(err)
	}
	if got := b.String(); !strings.Contains(got, "https://www.example.net/newsletter") || !strings.Contains(got, "Example Law Partners") {
		t.Errorf("%q", got)
	}
}

// TestPlanUnknownAgentUsesCardWords: a card the lexicons know nothing of
// is matched on the message's own words.
func TestPlanUnknownAgentUsesCardWords(t *testing.T) {
	ag := Agent{URL: "https://agent.example.net", Operator: "Example Bakery", Skills: []a2a.AgentSkill{
		{ID: "opening", Name: "Opening hours", Tags: []string{"hours"}},
		{ID: "cakes", Name: "Celebration cakes", Tags: []string{"cakes", "orders"}, Examples: []string{"Can I order a birthday cake?"}},
	}}
	p := (&Scripted{}).Plan(Turn{Text: "I'd like to order a birthday cake", Agents: []Agent{ag}})
	if p.Kind != PlanAsk || p.Call.Skill != "cakes" || p.Call.Question != "Celebration cakes." {
		t.Errorf("plan %s %+v", p.Kind, p.Call)
	}
}

// The lists the planner shows (help, which, none, uncovered) name every
// skill in the person's language: never a card's English name in another
// language.
func TestListsNameSkillsInTheLanguage(t *testing.T) {
	for _, tag := range exampleLanguages[1:] {
		lang := language.MustParse(tag)
		for _, ag := range testAgents {
			for _, sk := range ag.Skills {
				if name, ok := lexiconFor(lang).skill[fold(sk.Name)]; !ok || name == sk.Name {
					t.Errorf("%s: lang/%s.txt [skill] does not name %q", tag, tag, sk.Name)
				}
			}
		}
		for _, text := range []string{"", "Book me a table for two tonight.", "How much does it cost?", "Does the chapel do weddings?"} {
			var b strings.Builder
			if err := (&Scripted{}).Answer(t.Context(), Turn{Text: text, Lang: lang, Agents: testAgents}, nil, &b); err != nil {
				t.Fatal(err)
			}
			for _, ag := range testAgents {
				for _, sk := range ag.Skills {
					if strings.Contains(b.String(), sk.Name) {
						t.Errorf("%s %q: %q names the skill %q in English", tag, text, b.String(), sk.Name)
					}
				}
			}
		}
	}
}
