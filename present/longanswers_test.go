package present

import (
	"testing"

	"golang.org/x/text/language"
)

// TestGuardLongAnswers: whole answers as models write them, with lists,
// Markdown, hours, addresses, phone numbers and the referral, pass
// untouched while a referral and a pending action stand.
func TestGuardLongAnswers(t *testing.T) {
	g := NewGuard(nil)
	l := ledgerOf(onRequest, pending)
	l.MarkOffered(chapel, "service-pricing") // the person has the address already
	drafts := map[string]string{
		"en1": "I asked Example Memorial Chapel about the cost of a direct cremation. They give prices to the person who asks, so I can't quote one.\n\nHere's what you can do:\n1. Visit https://ask.example.com/talk to ask them directly.\n2. Or call them Monday to Friday, 9:00–17:00.\n\nThey're at 12 Example Street, about 10 minutes from the station. Your request for an appointment at the clinic has been passed on; a member of staff will confirm the time.",
		"en2": "**Costs:** Example Memorial Chapel shares these on request — ask at https://ask.example.com/talk.\n**Opening hours:** Mon–Fri 9am–5pm.\n**Parking:** free for up to 2 hours.\n**Appointment:** requested, not yet confirmed.",
		"en3": "Prices vary with the options you pick (for example the type of coffin, flowers and the number of cars). The chapel will go through them with you. Would you like me to draft 3 questions to ask?",
		"de1": "Ich habe bei Example Memorial Chapel nach den Kosten gefragt. Die Kapelle nennt Preise nur auf Anfrage: https://ask.example.com/talk\n\n- Öffnungszeiten: Mo–Fr 9–17 Uhr\n- Adresse: Beispielstraße 12, 10115 Berlin\n- Telefon: +49 30 1234567\n\nIhre Terminanfrage bei der Klinik ist weitergeleitet; ein Mitarbeiter meldet sich.",
		"fr1": "Example Memorial Chapel communique ses tarifs sur demande. Vous pouvez les demander ici : https://ask.example.com/talk. La chapelle est ouverte du lundi au vendredi, de 9 h à 17 h, au 12 rue de l'Exemple. Votre demande de rendez-vous a été transmise à la clinique.",
		"es1": "La capilla da sus precios a petición: https://ask.example.com/talk. Abre de lunes a viernes de 9:00 a 17:00 y está en la Calle Ejemplo 12. Su solicitud de cita se ha enviado a la clínica; el personal le confirmará la hora.",
		"ja1": "Example Memorial Chapelは料金をお問い合わせいただいた方にお伝えしています。こちらからお問い合わせください：https://ask.example.com/talk 営業時間は月曜から金曜の9時から17時です。クリニックへの予約のお申し込みは受付に伝えました。スタッフが時間を確定します。",
		"en4": "Sure! Quick summary:\n- The chapel gives its prices on request.\n- Viewing rooms hold up to 40 people.\n- Services usually last 45 minutes to an hour.\n- The chapel was refurbished in 2019.\nLet me know if you want directions (it's on bus route 24).",
		"en5": "I can't see their price list. Funeral costs in general depend on many things, so I won't guess a number. The chapel's team answers on +1 555 0100 or at https://ask.example.com/talk.",
	}
	for k, d := range drafts {
		if r := g.Check(l, language.Make(k[:2]), d); len(r.Blocked) > 0 || r.Text != d {
			t.Errorf("%s: blocked %v", k, r.Blocked)
		}
	}
}
