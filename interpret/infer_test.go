package interpret

import (
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2a"
)

const cardAppointment = "valid-appointment-deferred.json"

// TestInfer: questions in plain words find the skill they are about, in
// the card's language; a question about nothing the card offers, or in
// words no skill uses, finds none with confidence.
func TestInfer(t *testing.T) {
	for _, tt := range []struct {
		card, question, want string
	}{
		{cardAppointment, "I would like an appointment.", "appointment-request"},
		{cardAppointment, "Please book me an appointment for Tuesday at 10.", "appointment-request"},
		{cardAppointment, "Can I see someone at reception next week? I need a booking.", "appointment-request"},
		{cardAppointment, "How much does a consultation cost?", "consultation-fees"},
		{cardAppointment, "Do you have flu vaccines in stock?", "vaccination-availability"},
		{cardAppointment, "Tuesday at 10, please.", "appointment-request"}, // the card's example names a day
		{cardAppointment, "Thanks!", ""},
		{cardAppointment, "Wie spät ist es?", ""},
		{cardAnnex, "When is Example Memorial Chapel open?", "opening-hours"},
		{cardAnnex, "What does a cremation cost?", "service-pricing"},
		{cardAnnex, "I would like to book an arrangement meeting with a director.", "arrangement-booking"},
		{cardAnnex, "Could a funeral director call me back?", "speak-to-staff"},
		{cardAnnex, "Has my father been brought into your care?", "transfer-status"},
		{cardNone, "What does a cremation cost?", ""},
	} {
		t.Run(tt.question, func(t *testing.T) {
			got := declarationFor(t, tt.card).Infer(tt.question)
			if got.Confidence < 0 || got.Confidence > 1 {
				t.Fatalf("confidence %v is outside [0, 1]", got.Confidence)
			}
			if tt.want == "" {
				if got.Confident() {
					t.Errorf("Infer = %+v, want no confident match", got)
				}
				return
			}
			if got.SkillID != tt.want || !got.Confident() {
				t.Errorf("Infer = %+v, want %s above %v", got, tt.want, InferenceThreshold)
			}
		})
	}
}

// TestInferCardLanguage: a card with examples in another language matches
// questions in that language, stemmed by that language's rules.
func TestInferCardLanguage(t *testing.T) {
	d := Declare(&a2a.AgentCard{Name: "Praxis", Skills: []a2a.AgentSkill{
		{ID: "termin", Name: "Termin anfragen", Description: "Gibt eine Terminanfrage an die Anmeldung weiter.", Examples: []string{"Ich möchte einen Termin am Dienstag."}},
		{ID: "impfung", Name: "Impfungen", Description: "Ob die Praxis diese Woche Impfstoff hat.", Examples: []string{"Haben Sie Grippeimpfungen?"}},
	}})
	if got := d.Infer("Ich hätte gerne Termine für nächste Woche am Dienstag"); got.SkillID != "termin" || !got.Confident() {
		t.Errorf("Infer = %+v, want termin", got)
	}
	ja := Declare(&a2a.AgentCard{Name: "クリニック", Skills: []a2a.AgentSkill{
		{ID: "appointment", Name: "診察の予約", Examples: []string{"火曜日に予約をしたいです。"}},
		{ID: "vaccines", Name: "ワクチンの在庫", Examples: []string{"インフルエンザのワクチンはありますか？"}},
	}})
	if got := ja.Infer("水曜日に診察の予約をお願いします"); got.SkillID != "appointment" || !got.Confident() {
		t.Errorf("Infer in Japanese = %+v, want appointment", got)
	}
}

// TestSaysDone: a sentence that says an action is finished, in each
// language with a vocabulary file, and sentences that say it is not.
func TestSaysDone(t *testing.T) {
	for _, tt := range []struct {
		text string
		want bool
	}{
		{"Done: your callback is booked for tomorrow at 9.", true},
		{"Your appointment is confirmed for Tuesday at 10:00.", true},
		{"All set, we will see you on Tuesday.", true},
		{"Ihr Rückruf ist gebucht.", true},
		{"Votre rendez-vous est confirmé pour mardi.", true},
		{"Su cita está reservada para el martes.", true},
		{"Il suo appuntamento è confermato per martedì.", true},
		{"Uw afspraak is geboekt voor dinsdag.", true},
		{"A sua consulta está marcada para terça-feira.", true},
		{"Your request for an appointment on Tuesday has been passed to reception. A member of staff will confirm a time with you; nothing is booked yet.", false},
		{"I have passed your callback request to the office; nothing is arranged until they do.", false},
		{"It is not booked yet.", false},
		{"Ihr Termin ist noch nicht bestätigt.", false},
		{"Votre rendez-vous n'est pas encore confirmé.", false},
		{"Su cita no está confirmada todavía.", false},
		{"Il suo appuntamento non è ancora confermato.", false},
		{"Uw afspraak is nog niet bevestigd.", false},
		{"A sua consulta ainda não está marcada.", false},
		{"Example Memorial Chapel is open Monday to Friday.", false},
		{"ご予約が完了しました。火曜日の10時です。", true},
		{"折り返しのお電話を手配しました。", true},
		{"ご予約はまだ確定していません。", false},
		{"ご依頼を受付に伝えました。担当者から後ほどご連絡します。", false},
	} {
		if got := saysDone(tt.text); got != tt.want {
			t.Errorf("saysDone(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

func completedTask(text string) *a2a.Task {
	return &a2a.Task{ID: "t-1", ContextID: "c-1", Status: a2a.TaskStatus{
		State:   a2a.TaskStateCompleted,
		Message: a2a.NewMessage(a2a.MessageRoleAgent, a2a.NewTextPart(text)),
	}}
}

// TestDeferredNeverDone: a completed, unmarked task from an operator with a
// deferred action reads as that action pending unless a skill was named or
// a different one matched well; an agent saying it is done is an OR-5.8
// finding.
func TestDeferredNeverDone(t *testing.T) {
	const (
		passed = "Your request for an appointment on Tuesday has been passed to reception. A member of staff will confirm a time with you; nothing is booked yet."
		booked = "Done: your appointment is booked for Tuesday at 10."
	)
	for _, tt := range []struct {
		name    string
		call    Call
		reply   a2a.SendMessageResult
		kind    Kind
		skill   string
		source  SkillSource
		notDone bool
	}{
		{"no skill, no question", Call{}, completedTask(passed), KindActionPending, "appointment-request", SkillAssumed, false},
		{"a bare answer", Call{Question: "Tuesday at 10, please."}, completedTask(passed), KindActionPending, "appointment-request", SkillInferred, false},
		{"one message", Call{Question: "Please book me an appointment for Tuesday at 10."}, completedTask(booked), KindActionPending, "appointment-request", SkillInferred, true},
		{"words no skill uses", Call{Question: "Bitte um Rückmeldung."}, completedTask(booked), KindActionPending, "appointment-request", SkillAssumed, true},
		{"named", Call{SkillID: "appointment-request"}, completedTask(booked), KindActionPending, "appointment-request", SkillNamed, true},
		{"remembered inference", Call{SkillID: "appointment-request", SkillSource: SkillInferred, Confidence: 0.9}, completedTask(passed), KindActionPending, "appointment-request", SkillInferred, false},
		{"public skill matched well", Call{Question: "Do you have flu vaccines this week?"}, completedTask("Yes, flu vaccines are in stock this week."), KindAnswered, "vaccination-availability", SkillInferred, false},
		{"a skill the card lacks", Call{SkillID: "book-appointment"}, completedTask(booked), KindActionPending, "appointment-request", SkillAssumed, true},
		{"public skill named, deferred one asked for", Call{SkillID: "vaccination-availability", Question: "Please book me an appointment for Tuesday."}, completedTask(passed), KindActionPending, "appointment-request", SkillInferred, false},
		{"public skill named", Call{SkillID: "vaccination-availability"}, completedTask("Yes, they are in stock."), KindAnswered, "vaccination-availability", SkillNamed, false},
		{"message saying done", Call{}, a2a.NewMessage(a2a.MessageRoleAgent, a2a.NewTextPart(booked)), KindActionPending, "appointment-request", SkillAssumed, true},
		{"message not saying done", Call{}, a2a.NewMessage(a2a.MessageRoleAgent, a2a.NewTextPart("We are open on weekdays.")), KindAnswered, "", "", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			tt.call.Declaration = declarationFor(t, cardAppointment)
			tt.call.Activated = true
			o := tt.call.Result(tt.reply)
			if o.Kind != tt.kind || o.SkillID != tt.skill || o.SkillSource != tt.source {
				t.Errorf("outcome = %s %q (%s), want %s %q (%s); findings %v", o.Kind, o.SkillID, o.SkillSource, tt.kind, tt.skill, tt.source, o.Findings)
			}
			if o.Kind == KindActionPending && o.PersonEntry != "https://www.example.org/contact" {
				t.Errorf("personEntry = %q, want the card's", o.PersonEntry)
			}
			notDone := false
			for _, f := range o.Findings {
				notDone = notDone || f.Rule == RuleNotDone
			}
			if notDone != tt.notDone {
				t.Errorf("OR-5.8 finding = %v, want %v; findings %v", notDone, tt.notDone, o.Findings)
			}
			if o.SkillConfidence < 0 || o.SkillConfidence > 1 {
				t.Errorf("confidence %v is outside [0, 1]", o.SkillConfidence)
			}
		})
	}
}

// TestNoDeferredNoFailSafe: without a deferred action in the card, a
// completed task whose skill nobody knows is an answer, as before.
func TestNoDeferredNoFailSafe(t *testing.T) {
	o := Call{Declaration: annexDeclaration(t), Activated: true}.Task(completedTask("Done: it is booked."))
	if o.Kind != KindAnswered {
		t.Errorf("kind = %s, want answered", o.Kind)
	}
}

// FuzzInfer: any question against any skill text never panics, gives a
// confidence in [0, 1] and only a skill of the card; saysDone never panics.
func FuzzInfer(f *testing.F) {
	f.Add("Please book me an appointment for Tuesday at 10.", "Request an appointment", "Passes an appointment request to reception.")
	f.Add("Wie spät ist es?", "Öffnungszeiten", "Wann wir geöffnet haben.")
	f.Add("Done: it's booked; nothing's pending", "", "s'il vous plaît")
	f.Fuzz(func(t *testing.T, question, name, description string) {
		d := Declare(&a2a.AgentCard{Skills: []a2a.AgentSkill{
			{ID: "a", Name: name, Description: description, Examples: []string{question}},
			{ID: "b", Name: description, Tags: []string{name}},
		}})
		got := d.Infer(question)
		if got.Confidence < 0 || got.Confidence > 1 || (got.SkillID != "" && got.SkillID != "a" && got.SkillID != "b") {
			t.Fatalf("Infer = %+v", got)
		}
		saysDone(question)
	})
}
