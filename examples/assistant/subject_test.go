package main

import "testing"

// TestPlanNeedsSubject: a request routes to a business only where one of
// its skills covers what the request is about. A verb or a price question
// that many skills share ("book", "reserve", "how much", "where") does not
// make a request about a table, a taxi or a haircut any business's.
func TestPlanNeedsSubject(t *testing.T) {
	tests := []struct {
		text  string
		kind  PlanKind
		agent string // for PlanAsk
		skill string
	}{
		// Nobody's card covers these; each shares an action with some skill.
		{"Book me a table for two tonight.", PlanNone, "", ""},
		{"Could you reserve a hotel room for Friday?", PlanNone, "", ""},
		{"How much is a haircut?", PlanNone, "", ""},
		{"Where is the nearest pharmacy?", PlanNone, "", ""},
		{"Ich möchte einen Tisch für heute Abend reservieren.", PlanNone, "", ""},
		{"Was kostet ein Flug nach Rom?", PlanNone, "", ""},
		{"Je voudrais réserver une chambre d'hôtel.", PlanNone, "", ""},
		{"¿Puede reservarme un coche de alquiler?", PlanNone, "", ""},
		{"Quanto costa un biglietto del treno?", PlanNone, "", ""},
		{"Ik wil een tafel reserveren in een restaurant.", PlanNone, "", ""},
		{"Quero marcar um corte de cabelo.", PlanNone, "", ""},
		{"ホテルの部屋を予約したいです。", PlanNone, "", ""},
		// Covered: the subject is a skill's, whatever else the request says.
		{"I would like an appointment with the doctor on Tuesday.", PlanAsk, "http://clinic.test", "appointment-request"},
		{"Could you book an arrangement meeting with the funeral director?", PlanAsk, "http://chapel.test", "arrangement-booking"},
		{"Wie teuer ist eine Feuerbestattung?", PlanAsk, "http://chapel.test", "service-pricing"},
		{"Gibt es diese Woche Grippeimpfungen?", PlanAsk, "http://clinic.test", "vaccination-availability"},
		{"Je voudrais m'abonner à la newsletter.", PlanAsk, "http://law.test", "newsletter-subscribe"},
		{"¿Cuánto cobran por un divorcio?", PlanAsk, "http://law.test", "fee-quote"},
		{"Quanto costa una cremazione?", PlanAsk, "http://chapel.test", "service-pricing"},
		{"Wat zijn de openingstijden van de kapel?", PlanAsk, "http://chapel.test", "opening-hours"},
		{"相続の手続きの費用はいくらですか？", PlanAsk, "http://law.test", "fee-quote"},
		// No subject at all: the action alone, several businesses do it.
		{"How much does it cost?", PlanWhich, "", ""},
	}
	for _, tt := range tests {
		p := (&Scripted{}).Plan(Turn{Text: tt.text, Agents: testAgents})
		if p.Kind != tt.kind || p.Call.Agent != tt.agent || p.Call.Skill != tt.skill {
			t.Errorf("%q: planned %s %s %q, want %s %s %q (read as %+v)", tt.text, p.Kind, p.Call.Agent, p.Call.Skill, tt.kind, tt.agent, tt.skill, read(tt.text))
		}
	}
}
