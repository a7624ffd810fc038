package guard

import "testing"

// TestOwedPassive: a done word right after a phrase of need ("has to be
// booked", "tem de ser marcada"), or before the passive's infinitive
// where it comes last ("gebucht werden", "geboekt worden"), says what
// is still to do, in each language; a done word beside it that is not
// so owed, or after the past of a modal, still claims.
func TestOwedPassive(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "The appointment still has to be booked by you.", false},
		{"en", "Your appointment needs to be confirmed by the clinic first.", false},
		{"pt", "A consulta precisa ser marcada por você no site da clínica.", false},
		{"es", "La cita tiene que ser reservada por usted en la web.", false},
		{"fr", "Le rendez-vous doit encore être confirmé par la clinique.", false},
		{"de", "Der Termin muss von Ihnen selbst gebucht werden.", false},
		{"it", "L'appuntamento deve essere prenotato da lei sul sito.", false},
		{"nl", "De afspraak moet nog door u geboekt worden.", false},
		{"en", "Your appointment is booked, and the form must be signed by you.", true},
		{"de", "Ihr Termin ist gebucht, der Rest muss noch geklärt werden.", true},
		{"pt", "A consulta está marcada e o pagamento tem de ser feito por si.", true},
		// the past of a modal before the passive says it was done; a
		// need that reaches no done word right after it owes nothing
		{"de", "Ihr Termin konnte erfolgreich gebucht werden.", true},
		{"en", "Mia needs to be at the booked appointment on Thursday at 3 pm.", true},
	})
}
