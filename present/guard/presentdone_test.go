package guard

import "testing"

// TestConfirmsInThePresent: German "bestätigt" is the participle and the
// present: staff's word to come with "noch", "wird" or a channel after
// its subject; done with an auxiliary, after a passive's agent, or with
// no subject that confirms.
func TestConfirmsInThePresent(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"de", "Ob der Donnerstag um 15 Uhr klappt, bestätigt Example Family Clinic noch.", false},
		{"de", "Der Termin am Donnerstag wird noch per E-Mail bestätigt.", false},
		{"de", "Der Termin am Donnerstag ist noch nicht gebucht, Example Family Clinic bestätigt per SMS.", false},
		{"de", "Deine Anfrage für Donnerstag um 15 Uhr liegt beim Team, das per SMS bestätigt.", false},
		{"de", "Termin am Donnerstag um 15 Uhr bestätigt per SMS.", true},
		{"de", "Donnerstag, 15 Uhr – von der Praxis bestätigt per Mail.", true},
		{"de", "Ihr Termin am Donnerstag um 15 Uhr wurde von der Praxis per SMS bestätigt.", true},
		{"de", "Die Praxis bestätigt dir den Termin am Donnerstag um 15 Uhr, du musst nichts weiter tun.", true},
		// as the review showed: "noch" before it, a document that confirms
		{"de", "Der Termin am Donnerstag um 15 Uhr wurde bestätigt, die Praxis schickt noch eine SMS.", true},
		{"de", "Schau in die Mail, die dein Gespräch am Donnerstag um 15 Uhr schriftlich bestätigt.", true},
	})
}
