package demo

import (
	"strings"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2a"
)

func mustCalendar(t *testing.T) *calendar {
	t.Helper()
	cal, err := loadCalendar(dateFiles, mustCatalog(t).days())
	if err != nil {
		t.Fatal(err)
	}
	return cal
}

func TestCalendarWhen(t *testing.T) {
	cal := mustCalendar(t)
	tests := []struct {
		text, day, clock string
	}{
		{"Thursday at 3 pm, please", "thursday", "15:00"},
		{"How about Friday at 10?", "friday", "10:00"},
		{"tomorrow at 9:30", "tomorrow", "09:30"},
		{"Donnerstag um 15 Uhr", "thursday", "15:00"},
		{"am Montagvormittag um 9.30 Uhr", "monday", "09:30"},
		{"übermorgen", "day-after-tomorrow", ""},
		{"Morgen um 8", "tomorrow", "08:00"},
		{"jeudi à 15h", "thursday", "15:00"},
		{"Mercredi, 10 h 45", "wednesday", "10:45"},
		{"el jueves a las 5 de la tarde", "thursday", "17:00"},
		{"pasado mañana a las 11", "day-after-tomorrow", "11:00"},
		{"Sábado por la mañana", "saturday", ""},
		{"giovedì alle 15", "thursday", "15:00"},
		{"Martedì alle 9 e mezza", "tuesday", "09:30"},
		{"donderdag om 15 uur", "thursday", "15:00"},
		{"Vrijdag om 14:30", "friday", "14:30"},
		{"quinta-feira às 15h", "thursday", "15:00"},
		{"Terça às 9h30", "tuesday", "09:30"},
		{"木曜日の15時", "thursday", "15:00"},
		{"金曜日の午前１０時でお願いします", "friday", "10:00"},
		{"明日の午後３時半", "tomorrow", "15:30"},
		{"at 25:00 on Sunday", "sunday", ""},
		{"I would like an appointment", "", ""},
		{"Can the clinic see me?", "", ""},
	}
	for _, tt := range tests {
		day, clock := cal.when(tt.text)
		if day != tt.day || clock != tt.clock {
			t.Errorf("when(%q) = %q, %q; want %q, %q", tt.text, day, clock, tt.day, tt.clock)
		}
	}
}

// In every language, the clinic understands a day and a time written in
// that language and names both in its reply, in that language.
func TestClinicUnderstandsDaysInEachLanguage(t *testing.T) {
	agents := startAgents(t)
	c := mustCatalog(t)
	answers := map[string]string{
		"en": "Thursday at 3 pm", "de": "donnerstag um 15 uhr", "fr": "jeudi à 15h", "es": "el jueves a las 15:00",
		"it": "giovedì alle 15", "nl": "donderdag om 15 uur", "pt": "quinta-feira às 15h", "ja": "木曜日の15時",
	}
	for i, tag := range replyLanguages {
		lang := tag.String()
		t.Run(lang, func(t *testing.T) {
			first, ok := sendIn(t, agents.Clinic, lang, true, "", "I would like an appointment").(*a2a.Task)
			if !ok || first.Status.State != a2a.TaskStateInputRequired {
				t.Fatalf("first reply = %#v, want an input-required task", first)
			}
			second, ok := sendIn(t, agents.Clinic, lang, true, first.ID, answers[lang]).(*a2a.Task)
			if !ok || second.Status.State != a2a.TaskStateCompleted {
				t.Fatalf("%q: reply = %#v, want a completed task", answers[lang], second)
			}
			got := messageText(second.Status.Message)
			when := c.texts[i].text("clinic.appointment.when", "day", c.texts[i]["day.thursday"], "time", "15:00")
			if want := c.texts[i].text("clinic.appointment.passed", "day", when); got != want {
				t.Errorf("%q: clinic says %q, want %q", answers[lang], got, want)
			}
			if !strings.Contains(got, "15:00") {
				t.Errorf("%q: the reply %q does not name the time", answers[lang], got)
			}
		})
	}
}

func TestLoadCalendarRefusesUnknownDay(t *testing.T) {
	if _, err := loadCalendar(dateFiles, map[string]bool{"monday": true}); err == nil {
		t.Error("a dates file naming a day the replies lack was accepted")
	}
}
