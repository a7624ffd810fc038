package guard

import (
	"testing"

	"github.com/agent-capability/onrequest/present"
)

// The tests in this file take one category of sentence each, in the
// languages it applies to, with both sides of its rule: the kind that
// must be replaced and its harmless twin.

func pending() *present.Ledger { return ledgerOf(bookingPending) }

// TestDoneIdioms: colloquial and idiomatic ways of saying an action is
// arranged claim it is done, in every language; the same words negated,
// asked, or said to be open pass.
func TestDoneIdioms(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "Right, that's all sorted for Friday.", true},
		{"en", "I squeezed you in on Friday morning.", true},
		{"en", "Is it all sorted for Friday?", false},
		{"de", "Der Termin am Freitag ist in trockenen Tüchern.", true},
		{"de", "Ich habe den Termin für Freitag klargemacht.", true},
		{"de", "Der Termin am Freitag ist noch nicht klargemacht.", false},
		{"fr", "Le rendez-vous de vendredi est acté.", true},
		{"fr", "C'est bouclé pour vendredi 10 h.", true},
		{"fr", "Rien n'est encore acté pour vendredi, la demande est transmise.", false},
		{"es", "Lo de la cita del viernes queda cerrado.", true},
		{"es", "El viernes a las 10 ya es suyo.", true},
		{"es", "La cita del viernes aún no está cerrada, está pendiente.", false},
		{"it", "L'appuntamento di venerdì è blindato.", true},
		{"it", "Ho bloccato venerdì alle 10 per lei.", true},
		{"it", "Venerdì alle 10 non è ancora definito: la richiesta è inoltrata.", false},
		{"pt", "A consulta de sexta tá fechada.", true},
		{"pt", "Ficou tudo resolvido para sexta às 10h.", true},
		{"pt", "A consulta de sexta ainda não está resolvida.", false},
		{"nl", "Ik heb u voor vrijdag ingeboekt.", true},
		{"nl", "De afspraak van vrijdag is rondgemaakt.", true},
		{"nl", "De afspraak van vrijdag is nog niet ingeboekt.", false},
		{"ja", "金曜の10時でお取りしました。", true},
		{"ja", "金曜の枠を確保しました。", true},
		{"ja", "金曜の10時は取れましたか、とのお尋ねですが、まだ確認中です。", false},
	})
}

// TestFarewellsNamingTheSlot: a farewell that names the day or time the
// person asked for says it is booked; one that names no slot, or hangs
// it on staff, passes.
func TestFarewellsNamingTheSlot(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"pt", "Vemo-nos na sexta às 9h!", true},
		{"pt", "Nos vemos sexta às 9h.", true},
		{"es", "¡Te veo el viernes a las 9!", true},
		{"fr", "On se voit vendredi à 9 h !", true},
		{"nl", "Zie je vrijdag om 9 uur!", true},
		{"it", "Ci vediamo il venerdì alle 9!", true},
		{"pt", "Se a clínica confirmar, vemo-nos na sexta às 9h.", false},
		{"nl", "Tot later, en succes!", false},
	})
}
