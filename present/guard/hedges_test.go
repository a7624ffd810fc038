package guard

import (
	"testing"

	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
)

// TestConditionalMood: a slot in the conditional mood, or after a clause
// that sets a condition, states no fact, in every language; the same
// slot stated as fact is replaced.
func TestConditionalMood(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "Were they to accept, the visit would be on Friday at 10.", false},
		{"en", "If the office says yes, the visit goes ahead on Friday at 10.", false},
		{"en", "The visit is on Friday at 10.", true},
		{"de", "Falls die Praxis zusagt, wäre der Termin am Freitag um 10 Uhr.", false},
		{"de", "Der Termin ist am Freitag um 10 Uhr.", true},
		{"fr", "Au cas où le cabinet accepterait, le rendez-vous aurait lieu vendredi à 10 h.", false},
		{"fr", "Le rendez-vous a lieu vendredi à 10 h.", true},
		{"es", "En caso de que la consulta acepte, la cita sería el viernes a las 10.", false},
		{"es", "La cita es el viernes a las 10.", true},
		{"it", "Nel caso in cui lo studio accettasse, l'appuntamento cadrebbe venerdì alle 10.", false},
		{"it", "L'appuntamento è venerdì alle 10.", true},
		{"nl", "Mocht de praktijk akkoord gaan, dan zou de afspraak vrijdag om 10 uur zijn.", false},
		{"nl", "De afspraak is vrijdag om 10 uur.", true},
		{"pt", "Na hipótese de a clínica aceitar, a consulta seria na sexta às 10h.", false},
		{"pt", "A consulta é na sexta às 10h.", true},
		{"ja", "もし先方が了承すれば、金曜10時になります。", false},
	})
}

// TestWhether: a slot in an embedded question leaves the action open.
func TestWhether(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "They will tell you whether Friday at 10 works.", false},
		{"de", "Sie erfahren dann, ob der Freitag um 10 Uhr klappt.", false},
		{"nl", "Je hoort nog of de afspraak op vrijdag om 10 uur doorgaat.", false},
		{"ja", "金曜10時で可能かどうか、後ほど連絡があります。", false},
	})
}

// TestStayDates: a stay from one day of the month to another is the
// slot, not a schedule: stated as had, it is a done claim.
func TestStayDates(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "Bella has a place at the kennels from the 3rd to the 10th.", true},
		{"en", "The kennels are open Monday to Friday.", false},
	})
}

// TestRequestIsWithThem: a request that is with the operator, or a
// weekly schedule, claims nothing done.
func TestRequestIsWithThem(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "Your request for Friday at 10 is now with the clinic.", false},
		{"en", "They see patients on Fridays until 18:00.", false},
		{"nl", "De praktijk heeft je verzoek voor vrijdag 10 uur.", false},
		{"de", "Die Praxis hat donnerstags bis 18 Uhr geöffnet.", false},
	})
}

// TestStaffWillReceiveYou: staff receiving the person at the slot, in
// the future, states the slot as fact; staff confirming it does not. A
// check mark on a status line says done.
func TestStaffWillReceiveYou(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"es", "El veterinario te recibirá el viernes a las 10.", true},
		{"pt", "A clínica vai atendê-lo na sexta às 10h.", true},
		{"fr", "Le cabinet vous recevra vendredi à 10 h.", true},
		{"es", "La recepción te confirmará el viernes a las 10.", false},
		{"en", "✔ Friday 10:00, front desk", true},
	})
}

// TestYearsAndLabels: a recent year is no amount even beside a price
// word; after an open status label, the slot it labels is open.
func TestYearsAndLabels(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "Bring your 2025 tax return and the receipts of your expenses.", false},
		{"en", "The package costs 2025.", true},
	})
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "**Requested:** Friday, 10:00", false},
		{"en", "**Confirmed:** Friday, 10:00", true},
	})
}

// TestAskedForSlotAsFact: a sentence that says again the day and time the
// person asked for (the operator's words about the pending request name
// them) states the slot as fact unless it says the request is open or
// hedges it, whatever its verb; the same slot in a sentence that says
// the request is open, or that only might hold, passes.
func TestAskedForSlotAsFact(t *testing.T) {
	asked := map[string]string{
		"en": "Your request for Tuesday at 2 pm has been passed on; the salon will confirm by text.",
		"de": "Ihre Anfrage für Dienstag um 14 Uhr wurde weitergeleitet; der Salon bestätigt per SMS.",
		"fr": "Votre demande pour mardi 14 h a bien été transmise. Le salon vous confirmera par SMS.",
		"es": "Su solicitud para el martes a las 14 h se ha enviado; el salón confirmará por SMS.",
		"it": "La richiesta per martedì alle 14 è stata inoltrata; il salone confermerà via SMS.",
		"nl": "Je aanvraag voor dinsdag om 14 uur is doorgestuurd; de salon bevestigt per sms.",
		"pt": "O pedido para terça às 14h foi encaminhado; o salão confirma por SMS.",
		"ja": "火曜14時のリクエストをサロンに送りました。確認後にご連絡します。",
	}
	cases := []ruleCase{
		{"en", "The groomer expects Minou on Tuesday at 2 pm.", true},
		{"en", "Status: requested — the salon, Tuesday at 2 pm.", false},
		{"en", "Tuesday at 2 pm might already be taken, so have a second time in mind.", false},
		{"de", "Die Hundefriseurin erwartet Minou am Dienstag um 14 Uhr.", true},
		{"de", "Vielleicht ist Dienstag um 14 Uhr schon vergeben.", false},
		{"fr", "Minou est attendue mardi à 14 h, sans tonte.", true},
		{"fr", "Il se peut que mardi 14 h soit déjà pris.", false},
		{"es", "La peluquera espera a Minou el martes a las 14 h.", true},
		{"es", "Quizás el martes a las 14 h ya esté ocupado.", false},
		{"it", "La toelettatrice vi aspetta martedì alle 14 davanti al negozio.", true},
		{"it", "Per ora martedì alle 14 è solo richiesto.", false},
		{"nl", "De trimster komt dinsdag om 14 uur langs, dus zet de auto niet op de oprit.", true},
		{"nl", "Misschien is dinsdag om 14 uur al bezet.", false},
		{"pt", "A tosadora recebe a Mimi na terça às 14h.", true},
		{"pt", "Talvez terça às 14h já esteja ocupada.", false},
		{"ja", "それでは、火曜日14時のトリミング、楽しんできてください！", true},
		{"ja", "火曜日14時はすでに埋まっているかもしれません。", false},
	}
	checkRulesIn(t, ReasonDoneClaim, func(lang string) *present.Ledger {
		return ledgerOf(interpret.Outcome{Kind: interpret.KindActionPending, Operator: "Example Grooming",
			SkillID: "grooming", SkillName: "Grooming appointment", Text: asked[lang]})
	}, cases)
}

// TestWaitingForAnswer: a clause about waiting to hear from the operator
// leaves the action open, and a place ("on the 2nd floor") is no slot; an
// action said to be on is done.
func TestWaitingForAnswer(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "While you wait to hear back about Friday at 10, find your insurance card.", false},
		{"fr", "En attendant leur réponse pour vendredi 10 h, préparez votre carte vitale.", false},
		{"es", "Mientras esperas la respuesta sobre el viernes a las 10, busca tu tarjeta sanitaria.", false},
		{"it", "Mentre aspetti la risposta per venerdì alle 10, prepara la tessera sanitaria.", false},
		{"nl", "In afwachting van hun antwoord over vrijdag om 10 uur kun je je pasje klaarleggen.", false},
		{"en", "The clinic is on the 2nd floor, room 204.", false},
		{"en", "It's on the 2nd floor, next to the lifts.", false},
		{"en", "Great news: it's on for Friday at 10!", true},
		{"en", "Good news, it's on!", true},
	})
}

// TestGoingOnAboutDone: a clause that names nothing, after one about the
// action the operator reported done, speaks of that action too; one that
// says "too" speaks of another.
func TestGoingOnAboutDone(t *testing.T) {
	ledger := func() *present.Ledger {
		return ledgerOf(interpret.Outcome{Kind: interpret.KindActionDone, Operator: "Example Rentals", SkillID: "car-seat",
			SkillName: "Car seat", Text: "The car seat is reserved for Sunday."}, bookingPending)
	}
	checkRules(t, ReasonDoneClaim, ledger, []ruleCase{
		{"en", "The car seat is reserved for Sunday, that one is sorted.", false},
		{"it", "Il car seat è riservato per domenica, quello è sistemato.", false},
		{"en", "The car seat is reserved for Sunday, and the appointment is sorted too.", true},
		{"nl", "De car seat is gereserveerd voor zondag en de afspraak is ook geregeld.", true},
	})
}

// TestStaffWillCallDoesNotReopen: staff who will call the person claim
// nothing and leave a claim before them standing; enrolment, a booking
// reference and a wish of good luck for the slot claim it done; hoping
// hedges its own clause only.
func TestStaffWillCallDoesNotReopen(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "Your consultation has been scheduled, and a solicitor will call you beforehand.", true},
		{"es", "Le han dado hora y el abogado le llamará antes para preparar la consulta.", true},
		{"nl", "Het gesprek is rond; de mediator belt je nog even vooraf.", true},
		{"en", "I've passed your request on, and the clinic will call you to confirm.", false},
		{"fr", "Léo est inscrit pour la rentrée de septembre !", true},
		{"fr", "Léo est inscrit sur la liste d'attente pour septembre.", false},
		{"it", "Il codice di prenotazione è AB-1234, per venerdì alle 10.", true},
		{"en", "Good luck at your appointment on Friday at 10!", true},
		{"nl", "Succes vrijdag om 10 uur, hopelijk valt het mee.", true},
		{"en", "I hope they can fit you in on Friday at 10.", false},
	})
}

// TestCallAboutTheSlot: staff who will call about the slot leave it open.
func TestCallAboutTheSlot(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "The groomer will call you about Friday at 10.", false},
		{"nl", "De trimster belt je nog over vrijdag om 10 uur.", false},
		{"de", "Die Praxis meldet sich wegen Freitag um 10 Uhr.", false},
		{"fr", "Le cabinet vous rappellera au sujet de vendredi 10 h.", false},
	})
}

// TestNamesAndClockMinutes: a negation word in title case inside a
// sentence is part of a name ("Les Petits Pas"); "10 h 15" is one clock
// time, not a span of hours, while "8 tot 12 jaar" is a span.
func TestNamesAndClockMinutes(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"fr", "Bonne nouvelle, Léo est inscrit à la crèche Les Petits Pas pour la rentrée !", true},
		{"fr", "Léo n'est pas encore inscrit à la crèche.", false},
		{"en", "I have NOT booked it yet, the clinic will confirm.", false},
		{"fr", "Parfait, bon courage pour votre rendez-vous de vendredi à 10 h 15 !", true},
		{"nl", "De cursus is voor kinderen van 8 tot 12 jaar.", false},
	})
}

// TestDoneAndPendingAtOneOperator: "all set" at an operator that holds a
// done and a pending action, in a sentence that also gives the pending
// one's slot, claims both; a sentence that gives only the done slot
// speaks of the done one.
func TestDoneAndPendingAtOneOperator(t *testing.T) {
	ledger := func() *present.Ledger {
		return ledgerOf(
			interpret.Outcome{Kind: interpret.KindActionDone, Operator: "Northgate Physio", SkillID: "assessment",
				SkillName: "Assessment", Text: "Your assessment is booked for Friday at 11:00."},
			interpret.Outcome{Kind: interpret.KindActionPending, Operator: "Northgate Physio", SkillID: "class",
				SkillName: "Pilates class", Text: "Your request for the Tuesday 18:30 class has been passed to the team."})
	}
	checkRules(t, ReasonDoneClaim, ledger, []ruleCase{
		{"en", "You're all set at Northgate Physio: assessment on Friday at 11:00, and Pilates every Tuesday at 18:30 from next week.", true},
		{"en", "You're all set at Northgate Physio for the assessment on Friday at 11:00.", false},
		{"en", "Your assessment on Friday at 11:00 is booked; the Tuesday class is still a request.", false},
	})
}

// TestDayCommaAndTitles: a comma between a day and its time ends no
// clause, and a title's full stop ends no sentence, so an open request
// stays open across them; the same slot said booked is a claim.
func TestDayCommaAndTitles(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"de", "Deine Anfrage für **Donnerstag, 15:00 Uhr** ist bei der Praxis Dr. Berger.", false},
		{"en", "Your request for Friday, 10:00 is with Dr. Smith's clinic.", false},
		{"de", "Dein Termin ist für Donnerstag, 15:00 Uhr gebucht.", true},
	})
}

// TestAfterAnOpenClause: the person and a day after a clause that says
// the request is open go on about the open request; a farewell after it
// still claims.
func TestAfterAnOpenClause(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "The clinic will call you back, but they haven't set a time yet, so keep your phone nearby tomorrow.", false},
		{"en", "Your appointment is for Friday at 10, so keep your phone nearby.", true},
		{"en", "I've passed it on; see you Friday at 10!", true},
	})
}

// TestAdviceToBookSoon: telling the person to book soon leaves the action
// open.
func TestAdviceToBookSoon(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"es", "Para los 12 días de agosto que me dijiste, reserva pronto.", false},
		{"en", "For the week of 12 August you mentioned, book soon.", false},
		{"it", "Per la settimana del 12 agosto che mi hai detto, prenota presto.", false},
	})
}

// TestStaffVisitsAndChecks: staff who will come at the slot state it as
// fact; staff who are checking it, a clause in the conditional mood
// before a comma, a condition after the claim in the future, and a
// request that lies with the desk leave it open.
func TestStaffVisitsAndChecks(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"de", "Hoffmann kommt am Mittwoch zwischen 7 und 9 Uhr vorbei.", true},
		{"es", "Núñez vendrá el jueves a las 9 a ver la cocina.", true},
		{"it", "Il tecnico passerà venerdì alle 10.", true},
		{"de", "Sollte er frei sein, wird der Termin am Freitag um 10 Uhr für euch reserviert.", false},
		{"it", "Lo staff sta verificando venerdì alle 10.", false},
		{"pt", "A consulta terá ficado agendada para sexta às 10h logo que a clínica a confirmar.", false},
		{"nl", "Je afspraakaanvraag voor vrijdag 10:00 ligt bij de balie.", false},
		{"de", "Super, das wäre geschafft: der Termin ist gebucht – Freitag, 10 Uhr.", true},
	})
}

// TestGermanStillAndTown: "noch" alone says nothing open ("du musst nur
// noch jemanden zuhause haben"), a confirmation still to come at the end
// of a clause does; "in der Stadt" is a place, "bei der Stadt" a payee.
func TestGermanStillAndTown(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"de", "Der Einsatz ist eingeplant, du musst nur noch jemanden zuhause haben.", true},
		{"de", "Den Termin am Freitag muss die Praxis noch per E-Mail bestätigen.", false},
		{"de", "Für den Termin steht die Zusage der Praxis noch aus.", false},
	})
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Andere Anbieter in der Stadt nehmen um die 55 Euro, bei der Kapelle wird es nicht viel anders aussehen.", true},
		{"de", "Die Halteverbotszone beantragt ihr bei der Stadt, die kostet dort 95 € Gebühr.", false},
	})
}

// TestElisionsAndNegationAfter: a condition with an elision ("dès
// qu'il"), a negation of place ("nergens"), and a Japanese that-clause
// negated after it hedge the claim; a number before a unit is no time.
func TestElisionsAndNegationAfter(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"fr", "Dès qu'il l'aura confirmée, la consultation sera réservée — pas avant.", false},
		{"nl", "Daan staat daar nog nergens ingeschreven.", false},
		{"ja", "木曜15時に予約が入っている、という前提では動かないでください。", false},
		{"ja", "木曜15時に予約が入っています。", true},
		{"fr", "La chaudière de 24 kW a été installée en 2017.", false},
	})
}

// TestVisitWithinTheDay: staff who will come within the day or the hour
// state a slot; an estimate that hovers around a figure is a value.
func TestVisitWithinTheDay(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"fr", "J'ai bien transmis, le plombier passera dans la journée.", true},
		{"it", "L'idraulico arriva entro un'ora.", true},
		{"fr", "Le plombier passera dans la journée s'il confirme.", false},
	})
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"es", "La ceremonia debe de rondar los ciento y pico al mes.", true},
	})
}

// TestDoneAndAskedUnderOneSkill: an operator did one action and was
// asked for another under the same skill. A claim about the done one,
// named by the operator's words about it, passes; one that puts the
// pending one at that slot, or says it is done, is replaced.
func TestDoneAndAskedUnderOneSkill(t *testing.T) {
	const vets = "Example Willow Vets"
	done := map[string]string{
		"en": "Rex's vaccination is booked for Thursday 11 March at 17:15.",
		"fr": "Vaccin de Rex réservé jeudi 11 mars à 17 h 15.",
		"de": "Die Impfung von Rex ist für Donnerstag, 11. März, 17:15 Uhr gebucht.",
		"it": "Vaccinazione di Rex prenotata per giovedì 11 marzo alle 17:15.",
	}
	asked := map[string]string{
		"en": "The request for dental scaling is with the vet; the clinic will propose a date.",
		"fr": "La demande de détartrage est transmise au vétérinaire ; la clinique proposera une date.",
		"de": "Die Anfrage zur Zahnsteinentfernung liegt beim Tierarzt; die Praxis schlägt einen Termin vor.",
		"it": "La richiesta di ablazione del tartaro è passata al veterinario; la clinica proporrà una data.",
	}
	checkRulesIn(t, ReasonDoneClaim, func(lang string) *present.Ledger {
		return ledgerOf(
			interpret.Outcome{Kind: interpret.KindActionDone, Operator: vets, SkillID: "appointment-request", Text: done[lang]},
			interpret.Outcome{Kind: interpret.KindActionPending, Operator: vets, SkillID: "appointment-request", Text: asked[lang]})
	}, []ruleCase{
		{"en", "Rex's vaccination is booked for Thursday at 17:15.", false},
		{"en", "Thursday at 17:15, Rex gets his vaccination, then the scaling.", true},
		{"en", "The scaling is booked too.", true},
		{"fr", "Pour Rex, le vaccin est bien réservé jeudi 11 mars à 17 h 15.", false},
		{"fr", "Jeudi 11 mars à 17 h 15, Rex aura son vaccin et son détartrage dans la foulée.", true},
		{"de", "Die Impfung ist für Donnerstag um 17:15 Uhr gebucht.", false},
		{"de", "Donnerstag um 17:15 Uhr: Impfung und gleich danach die Zahnsteinentfernung.", true},
		{"it", "La vaccinazione di Rex è prenotata per giovedì alle 17:15.", false},
		{"it", "Giovedì alle 17:15, vaccinazione e subito dopo l'ablazione del tartaro.", true},
	})
}

// TestPersonsWordsAndMonths: what the person said, and a month with no
// day, state no slot; a question tag leaves a statement a statement; a
// tick marks done; "everything" covers the pending action too.
func TestPersonsWordsAndMonths(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"fr", "Vous m'avez dit que vous sortez du travail à 17 h 45 le mardi.", false},
		{"en", "You told me you finish work at 5:45 on Tuesdays.", false},
		{"es", "Me dijiste que los martes tienes teletrabajo.", false},
		{"ja", "火曜は17時まで仕事とのことでした。", false},
		{"fr", "Votre fils aura 10 mois en septembre.", false},
		{"nl", "Uw dochter is 14 maanden en u zoekt opvang vanaf september.", false},
		{"en", "Your appointment is on 11 March.", true},
		{"de", "Ihr Termin ist am 5. Mai.", true},
		{"de", "Am Samstag um 9:30 sind Sie dann dran, oder?", true},
		{"en", "Friday at 10 works for the clinic, right?", true},
		{"en", "Does Friday at 10 work for the clinic?", false},
		{"it", "- 10–17: Example Family Clinic ✓", true},
		{"de", "Dann haben Sie alles an einem Vormittag erledigt.", true},
		{"it", "Riassumo quello che mi hai detto: una visita giovedì verso le 9, alla Example Family Clinic.", false},
		{"nl", "Even samengevat wat u zei: het liefst donderdag rond 9 uur een afspraak.", false},
		{"en", "To sum up what you told me: ideally Thursday around 9, at the clinic.", false},
		{"en", "To sum up: your appointment is Thursday at 9.", true},
	})
}

// TestCountIsNoTime: a small number before a price word is a count, not
// an hour: "el bono de 5 cuesta 180 €" names no slot.
func TestCountIsNoTime(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"es", "En Example Family Clinic el bono de 5 cuesta 180 €.", false},
		{"fr", "Example Family Clinic propose un forfait de 5 séances.", false},
		{"es", "Example Family Clinic le atiende a las 5.", true},
		{"es", "Con las 5 sesiones que recomendó Example Family Clinic, el bono sale mejor.", false},
		{"ja", "Example Family Clinicから後日日程の案内が来ます。", false},
		{"ja", "Example Family Clinicでは当日に診てもらえます。", true},
		{"ja", "Example Family Clinicでやってもらえることになりました。", true},
		{"en", "Great, so the check-up at Example Family Clinic is down for next week.", true},
		{"en", "Don't forget your car's in for its check-up at Example Family Clinic on Friday.", true},
	})
}

// TestCallbackAtAClockTime: while a call back is pending, the call said
// to come at a clock time is its slot stated as fact; a call that will
// come, with no time, or on a condition, is open. A bare "Done:" claims.
func TestCallbackAtAClockTime(t *testing.T) {
	asked := map[string]string{
		"en": "Your callback request has been passed on. A physiotherapist will call you back; the time is not fixed yet.",
		"fr": "Votre demande de rappel a été transmise. Un kinésithérapeute vous rappellera ; l'heure n'est pas encore fixée.",
		"es": "Su solicitud de llamada se ha pasado al equipo. Un fisioterapeuta le llamará; la hora aún no está fijada.",
		"pt": "O pedido de retorno foi repassado. A Dra. Lívia vai ligar; o horário ainda não está definido.",
		"ja": "折り返しのご依頼を担当者に伝えました。2営業日以内にご連絡します。",
	}
	checkRulesIn(t, ReasonDoneClaim, func(lang string) *present.Ledger {
		return ledgerOf(interpret.Outcome{Kind: interpret.KindActionPending, Operator: "Example Riverside Physio",
			SkillID: "callback-request", SkillName: "Request a callback", Text: asked[lang]})
	}, []ruleCase{
		{"en", "The physio will call you back tomorrow at 4pm to go over your knee.", true},
		{"en", "The physio will call you back in the next few days.", false},
		{"en", "If the physio is free, they will call you back tomorrow at 4pm.", false},
		{"fr", "Le kiné vous rappelle demain à 11 h.", true},
		{"fr", "Le kiné vous rappellera dans la semaine.", false},
		{"es", "El fisio le llama mañana a las 12:00.", true},
		{"pt", "A Dra. Lívia te liga amanhã às 9h para alinhar.", true},
		{"ja", "担当者から明日14時にお電話が来ます。", true},
		{"es", "Hecho: el fisio le llama cuando pueda.", true},
		{"en", "Their phone lines are open 9:00–17:30 on weekdays.", false},
		{"ja", "受付時間は8時半〜17時です。", false},
		{"nl", "Ze zijn telefonisch bereikbaar van 8 tot 17 uur.", false},
		{"fr", "Le cabinet est joignable de 9 h à 18 h.", false},
		{"fr", "Le kiné vous rappelle demain à 11 h, c'est noté de leur côté.", true},
	})
}

// TestDoneCallAndPendingAction: where the call back is done and another
// action waits to be confirmed during it, the call at its time is the
// done one; the pending action's day is still a claim.
func TestDoneCallAndPendingAction(t *testing.T) {
	words := map[string][3]string{
		"en": {"Request a callback", "Callback booked for today at 3 pm.", "The surgery request for Friday morning went to the vet, who confirms it when she calls you back."},
		"pt": {"Retorno de ligação", "Retorno agendado para hoje às 15h.", "O pedido de cirurgia para sexta de manhã foi passado à veterinária, que confirma na ligação."},
		"es": {"Solicitud de llamada", "Llamada agendada para hoy a las 15.", "La solicitud de cirugía para el viernes por la mañana pasó a la veterinaria, que la confirma en la llamada."},
	}
	checkRulesIn(t, ReasonDoneClaim, func(lang string) *present.Ledger {
		return ledgerOf(
			interpret.Outcome{Kind: interpret.KindActionDone, Operator: "Example Riverside Vets", SkillID: "callback-request",
				SkillName: words[lang][0], Text: words[lang][1]},
			interpret.Outcome{Kind: interpret.KindActionPending, Operator: "Example Riverside Vets", SkillID: "surgery-request",
				SkillName: "Surgery request", Text: words[lang][2]})
	}, []ruleCase{
		{"en", "The 3 pm call back is confirmed.", false},
		{"pt", "A ligação das 15h está confirmada.", false},
		{"es", "La llamada ya está agendada para hoy a las 15.", false},
		{"en", "The surgery is confirmed for Friday morning.", true},
	})
}

// TestRequestWithItsSlot: the day and time asked for, listed after a
// clause that says the request went on, are the request's; advice on
// which times to choose, and waiting for the answer, claim nothing.
func TestRequestWithItsSlot(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"pt", "Marquei para terça, 3/06, às 10h na Example Family Clinic.", true},
		{"it", "Ti conviene scegliere gli orari dopo le 17:00, sono meno pieni.", false},
		{"ja", "予約は平日の10時以降にしたほうがいいです。", false},
		{"it", "Per la visita di giovedì alle 9, aspettiamo la risposta della clinica.", false},
		{"de", "Die Praxis prüft noch, ob Donnerstag um 9 Uhr geht.", false},
		{"it", "La visita è giovedì alle 9.", true},
		{"de", "Gebucht ist noch nichts, die Praxis meldet sich bis Freitag.", false},
		{"nl", "Tot dan kan iemand anders de afspraak nog boeken.", false},
		{"de", "Bis Freitag um 9 Uhr, die Praxis erwartet Sie!", true},
	})
}

// TestMoreDoneShapes: plural participles, a date "kept" for the person,
// and a provisional booking said to be complete claim done.
func TestMoreDoneShapes(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"es", "¡Enhorabuena! Example Family Clinic ya les tiene apuntados para el sábado 12 de junio.", true},
		{"pt", "A Example Family Clinic já vos tem a data de 12 de junho guardada.", true},
		{"ja", "Example Family Clinicで、6月12日（土）の仮予約が完了しました！", true},
		{"ja", "Example Family Clinicの6月12日（土）は仮予約の依頼中です。", false},
	})
}

// TestDeadlineIsNoSlot: a date given as a limit is no slot; the same
// date as the day of the visit is.
func TestDeadlineIsNoSlot(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"fr", "Votre Clio doit passer chez Example Family Clinic avant le 30 avril.", false},
		{"en", "You need to see Example Family Clinic before 30 April.", false},
		{"it", "La visita da Example Family Clinic va fatta entro il 30 aprile.", false},
		{"fr", "Votre passage chez Example Family Clinic est le 30 avril.", true},
	})
}

// TestJapaneseSkillParts: a part of a Japanese skill name ("診察" of
// "診察予約") names the action; staff said to come at a time, and a slot
// "held" or "secured", claim done.
func TestJapaneseSkillParts(t *testing.T) {
	checkRules(t, ReasonDoneClaim, func() *present.Ledger {
		return ledgerOf(
			interpret.Outcome{Kind: interpret.KindActionDone, Operator: "ひだまり動物病院", SkillID: "vaccine", SkillName: "ワクチンのお知らせ", Text: "ワクチンは日曜10時で予約済みです。"},
			interpret.Outcome{Kind: interpret.KindActionPending, Operator: "ひだまり動物病院", SkillID: "visit", SkillName: "診察予約", Text: "診察のご希望を受付に伝えました。"})
	}, []ruleCase{
		{"ja", "ひだまり動物病院の診察、土曜11時で押さえてあります。", true},
		{"ja", "診察は来週火曜の17時からです。", true},
		{"ja", "ワクチンは日曜10時で予約済みです。", false},
		{"ja", "診察の日時は病院から連絡が来ます。", false},
	})
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{{"ja", "今日の夕方に来てくれます。", true}})
}

// TestWishesAndNotices: the person's wish, a notice that is recorded,
// and a day given as a limit ("by Wednesday") claim nothing.
func TestWishesAndNotices(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"de", "Bei Example Family Clinic siehst du die freien Zeiten; Samstag 10 Uhr war ja dein Wunsch.", false},
		{"es", "El aviso está registrado en Example Family Clinic y un técnico te llamará para quedar.", false},
		{"en", "The patch test has to be done at Example Family Clinic, so pop in by Wednesday.", false},
		{"es", "Tu cita en Example Family Clinic está registrada para el martes.", true},
		{"de", "Bitte geh noch nicht davon aus, dass der Termin bei Example Family Clinic steht.", false},
		{"en", "Your request for Friday 11:15 has been sent; once they text you to confirm, you'll be all set.", false},
		{"en", "Your request for Friday has been sent, and you're all set.", true},
	})
}

// TestJapaneseSplitAction: under one skill, a done and an asked action
// written in Japanese are told apart by the parts of the operator's
// words.
func TestJapaneseSplitAction(t *testing.T) {
	checkRules(t, ReasonDoneClaim, func() *present.Ledger {
		return ledgerOf(
			interpret.Outcome{Kind: interpret.KindActionDone, Operator: "ひだまり動物病院", SkillID: "visit", SkillName: "診察予約", Text: "ワクチンは土曜11時で予約済みです。"},
			interpret.Outcome{Kind: interpret.KindActionPending, Operator: "ひだまり動物病院", SkillID: "visit", SkillName: "診察予約", Text: "歯石取りのご希望を伝えました。"})
	}, []ruleCase{
		{"ja", "ワクチンは土曜11時で予約済みです。", false},
		{"ja", "土曜11時にワクチンと歯石取りを一緒にやってもらえます。", true},
	})
}

// TestWordsThatHedgeNothing: a business that told the assistant
// something is not the person's words; advice beside a word that says
// done, a recap with such a word, "overprüft" or "aguardamos você", and
// the operator seeing the person after a clause that says open, all
// still claim.
func TestWordsThatHedgeNothing(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"pt", "A clínica disse-me que a consulta está marcada para terça às 10h.", true},
		{"es", "La clínica me ha dicho que tu cita está confirmada para el martes a las 10.", true},
		{"it", "Meglio così, la visita è confermata per martedì alle 10.", true},
		{"de", "Am besten kommen Sie zu Ihrem gebuchten Termin am Dienstag um 10 Uhr zehn Minuten früher.", true},
		{"fr", "Mieux vaut tard que jamais, votre rendez-vous est confirmé pour mardi à 10 h.", true},
		{"en", "It's worth noting you're booked for Tuesday at 10.", true},
		{"it", "Riassumo quello che mi hai detto: la visita è confermata per martedì alle 10.", true},
		{"es", "Ya tienes tu cita del martes a las 10 confirmada, te pasé los detalles por correo.", true},
		{"de", "Ich habe es überprüft: Ihr Termin am Dienstag um 10 Uhr ist gebucht.", true},
		{"pt", "A clínica respondeu: aguardamos você na terça às 10h.", true},
		{"en", "I've passed your request on, and Example Family Clinic sees you on Tuesday at 10.", true},
		{"it", "Ti conviene scegliere gli orari dopo le 17:00.", false},
		{"de", "Wir warten noch auf die Antwort der Praxis zu Dienstag um 10 Uhr.", false},
		{"it", "La visita di martedì alle 10 è richiesta; la clinica deve confermarla.", false},
		{"ja", "火曜10時の予約は、クリニックから確認メールが届けば確定です。", false},
		{"ja", "火曜10時の予約は確定です。", true},
	})
}

// TestAdviceAndRecapsAboutTheBooking: advice that speaks of the booking,
// a request word that is only "required", a recap that starts anew with
// the operator, a farewell or done word before an emoji, all still
// claim; an emoji after a request word splits nothing.
func TestAdviceAndRecapsAboutTheBooking(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "It's best to arrive 10 minutes early for your appointment on Friday at 10:00.", true},
		{"fr", "Votre rendez-vous est confirmé pour vendredi à 10 h ; votre présence est demandée dix minutes avant.", true},
		{"it", "Riassumo quello che mi hai detto: preferisci il mattino, e Example Family Clinic ti aspetta venerdì alle 10.", true},
		{"fr", "Le rendez-vous de vendredi 9 h est calé 👍 Pensez à apporter la carte vitale.", true},
		{"en", "Request sent ✅ Friday at 10 at Example Family Clinic, and reception will confirm by phone.", false},
		{"nl", "Je afspraak staat op vrijdag om 10 uur, we wachten nog op je verwijsbrief.", true},
		{"fr", "Votre rendez-vous de vendredi 10 h est réservé, une pièce d'identité est demandée.", true},
		{"ja", "金曜10時で予約が確定しました、保険証の確認依頼は受け付け済みです。", true},
	})
}

// TestRequestPassedOnOrReceived: a request passed on to the business, or
// received by it, with the day the person asked for, claims nothing, but
// leaves a claim before it standing; a condition in the Japanese -ba form
// hedges what follows it.
func TestRequestPassedOnOrReceived(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"es", "Le pasé a la clínica tu pedido para el jueves a las 10.", false},
		{"es", "La clínica ha recibido vuestra petición para el día 3 a las 12.", false},
		{"fr", "Ta demande pour jeudi à 10 h est partie chez la clinique.", false},
		{"fr", "La clinique a bien reçu ta demande pour jeudi à 10 h.", false},
		{"ja", "先生の都合がつけば、木曜日の10時に診てもらえる見込みです。", false},
		{"es", "La clínica te ha dado cita para el jueves a las 10.", true},
		{"fr", "Ta demande est partie, et c'est réservé pour jeudi à 10 h.", true},
		{"ja", "木曜日の10時に予約が取れました。", true},
		{"es", "Tu pedido está confirmado para el martes a las 14:00.", true},
		{"es", "Te han dado cita el martes a las 14:00; la oficina ya ha recibido tu pedido.", true},
		{"fr", "C'est confirmé pour mardi 14 h, ta demande est bien passée.", true},
		{"ja", "火曜14時に予約が取れました、あとは当日を待てばOKです。", true},
		{"ja", "クリニックが依頼を受け付けて火曜14時にお伺いします。", true},
		{"es", "Tu pedido queda para el martes a las 14:00.", true},
	})
}

// TestJapaneseClockMinutes: the minutes of "10時20分" are no second
// hour of a range, so the day and time are a slot stated as fact.
func TestJapaneseClockMinutes(t *testing.T) {
	naika := func() *present.Ledger {
		return ledgerOf(interpret.Outcome{Kind: interpret.KindActionPending, Operator: "さくら内科", SkillID: "visit",
			SkillName: "診察の予約", PersonEntry: "https://sakura.example.jp/yoyaku"})
	}
	checkRules(t, ReasonDoneClaim, naika, []ruleCase{
		{"ja", "診察は来週月曜の10時20分、さくら内科です。", true},
		{"ja", "診察は月曜の10時から11時の間になるかもしれません。", false},
	})
}

// TestWishOpeningAnExclamation: a wish that opens a sentence that
// exclaims, with the slot of a pending action, takes leave as a farewell
// does and states the slot as settled; a wish that does not exclaim, or
// a greeting in a sentence of its own, claims nothing.
func TestWishOpeningAnExclamation(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"it", "Buon controllo giovedì alle 15!", true},
		{"es", "¡Que disfrutes del masaje el jueves a las 15!", true},
		{"pt", "Aproveite a massagem na quinta às 15h! 😊", true},
		{"fr", "Belle séance couleur jeudi à 15 h !", true},
		{"de", "Viel Spaß beim Schnitt am Donnerstag um 15 Uhr!", true},
		{"nl", "Fijne knipbeurt donderdag om 15 uur!", true},
		{"en", "Enjoy the massage on Thursday at 3pm!", true},
		{"fr", "Bonne nouvelle : votre demande pour jeudi à 15 h est transmise à la clinique.", false},
		{"es", "Buena pregunta: la clínica todavía no ha confirmado el jueves a las 15.", false},
		{"it", "Buon pomeriggio! La richiesta per giovedì alle 15 è stata inoltrata.", false},
		{"en", "Hope that helps! The clinic will confirm Thursday at 3pm.", false},
		{"en", "Hope they can fit you in on Thursday at 3pm!", false},
		{"fr", "Bonne question : c'est à la clinique de dire si jeudi à 15 h est possible !", false},
		{"nl", "Fijne avond! Donderdag 15:00 is nog niet bevestigd; de praktijk mailt je.", false},
		{"nl", "Succes met de controle donderdag om 15:00, en vergeet het pasje niet!", true},
	})
}

// TestPersonAskedFor: the slot the person asked for, said as what they
// asked ("Pediste el jueves a las 15:00"), claims nothing; with a word
// that says done, in the same clause or the next, it still claims.
func TestPersonAskedFor(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"es", "Pediste el jueves a las 15:00.", false},
		{"fr", "Vous avez demandé jeudi à 15 h.", false},
		{"it", "Ha chiesto giovedì alle 15:00.", false},
		{"nl", "Je vroeg om donderdag 15:00.", false},
		{"pt", "Você pediu quinta às 15h.", false},
		{"es", "Pediste el jueves a las 15:00 y ya está confirmado.", true},
		{"fr", "Vous avez demandé jeudi à 15 h : c'est réservé.", true},
		{"it", "La visita è confermata per giovedì alle 15, come ha chiesto.", true},
		{"es", "La clínica le atiende el jueves a las 15 tal como pidió.", true},
		{"pt", "A clínica pediu que chegue às 14h45 na quinta para a consulta das 15h.", true},
	})
}

// TestDoneBeforeStaff: a clause that says done before it names staff or
// the future stays a claim ("I've booked … — reception will meet you");
// staff who will confirm, or a future, before the word that says done
// hang it on them.
func TestDoneBeforeStaff(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "I've booked your check-up for Thursday at 3pm — reception will meet you at the door.", true},
		{"de", "Ich habe Ihren Termin am Donnerstag um 15 Uhr gebucht – das Team wird Sie empfangen.", true},
		{"en", "Reception will confirm that your check-up is booked for Thursday at 3pm.", false},
		{"it", "L'appuntamento potrà essere fissato solo dopo la telefonata della reception.", false},
		{"pt", "A consulta vai ser marcada pela equipa dentro de 2 dias úteis.", false},
		{"en", "You're booked for Thursday at 3pm; reception will send the forms only then.", true},
		{"es", "La cita es el jueves a las 15; solo después de la consulta la clínica te enviará el informe.", true},
		{"fr", "J'ai fixé votre rendez-vous au jeudi 15 h ; la lettre vous sera envoyée ensuite.", true},
		{"fr", "C'est noté : j'ai transmis votre demande pour jeudi 15 h.", false},
		{"en", "Booked slots are handled by reception, who will call you about Thursday at 3pm.", false},
		{"en", "Your check-up, Thursday at 3pm — the clinic will lock it in once the doctor has signed off the rota.", false},
	})
}

// TestFreeSlots: the earliest free slot at the address is availability,
// not a booking; said to be the person's, it still claims; "手配しておきました"
// says done.
func TestFreeSlots(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"ja", "ご自身で予約できます。最も早い枠は朝8時です。", false},
		{"en", "The earliest available slot at the clinic is Thursday at 3pm.", false},
		{"en", "You have the earliest available slot: Thursday at 3pm.", true},
		{"de", "Der nächste freie Termin am Donnerstag um 15 Uhr gehört jetzt Ihnen.", true},
		{"en", "It's in their diary for Thursday at 3pm.", true},
		{"ja", "木曜の午前で手配しておきました。", true},
	})
}

// TestSlotAfterTheName: the pending operator named, then a bare day and
// time, is the slot stated as fact ("Zahnarztpraxis Limmatquai, Donnerstag,
// 14. März, 8:45 Uhr"); a day with its date is one day; opening hours or
// a request passed on are not.
func TestSlotAfterTheName(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"de", "Example Family Clinic, Donnerstag, 14. März, 8:45 Uhr", true},
		{"es", "Example Family Clinic, **lunes 10 de junio a las 9:30**.", true},
		{"pt", "Example Family Clinic — **segunda, 10 de junho, 9h30**", true},
		{"en", "Example Family Clinic, open Monday to Friday, 8:00–18:00.", false},
		{"en", "I passed your request to Example Family Clinic, Thursday at 3pm.", false},
	})
}

// TestWithinAndStillToCheck: a time limit ("binnen 1–2 werkdagen",
// "within two days") is no slot, and staff who must still check leave the
// action open; "バッチリです" says done.
func TestWithinAndStillToCheck(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"nl", "Meestal hoort u binnen 1–2 werkdagen iets.", false},
		{"en", "You'll usually hear back within 2 working days.", false},
		{"nl", "U bent donderdag om 15:00 bij de kliniek ingepland.", true},
		{"de", "Die Erklärung ist bis zum 30. April fällig.", false},
		{"nl", "Bakker heeft je melding voor donderdagochtend ontvangen.", false},
		{"ja", "木曜午前の訪問依頼が届いています。", false},
		{"de", "Bis Donnerstag um 15 Uhr!", true},
		{"nl", "Je afspraak staat vast op donderdag om 15:00; de receptie moet alleen nog controleren welke arts je krijgt.", true},
		{"ja", "持ち物の準備はバッチリですね。木曜15時はクリニックからの確定連絡待ちです。", false},
	})
}

// TestDoneItemInPlural: a done item named in the plural ("documents" for
// "Document upload") is still the done item, and a word that says done of
// it claims nothing of the pending one at the same operator.
func TestDoneItemInPlural(t *testing.T) {
	checkRules(t, ReasonDoneClaim, func() *present.Ledger {
		return ledgerOf(
			interpret.Outcome{Kind: interpret.KindActionDone, Operator: "Example Solicitors", SkillID: "upload", SkillName: "Document upload"},
			interpret.Outcome{Kind: interpret.KindActionPending, Operator: "Example Solicitors", SkillID: "consult", SkillName: "Consultation"})
	}, []ruleCase{
		{"en", "Example Solicitors confirmed they've received your documents, so that part is done.", false},
		{"en", "Your consultation with Example Solicitors is booked for Thursday at 3pm.", true},
	})
}

// TestRemindersAndTheNightBefore: a reminder's negation ("vergeet uw pas
// niet") negates no claim; a time the night before is an instruction,
// not the slot; "auf deren Website steht" quotes a page.
func TestRemindersAndTheNightBefore(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"nl", "Tot dinsdag om 8:45 bij de kliniek — vergeet uw verzekeringspas niet!", true},
		{"de", "Vergessen Sie Ihre Karte nicht: der Termin am Donnerstag um 15 Uhr ist noch nicht bestätigt.", false},
		{"en", "She'll need to fast from 8 pm the night before, and the procedure takes about 90 minutes.", false},
		{"it", "Ricordi il digiuno dalle 20 della sera prima.", false},
		{"en", "The procedure is booked for Thursday at 8 pm.", true},
		{"de", "Auf deren Website steht: Krankengymnastik für Selbstzahler 32 €.", false},
		{"de", "Ihr Termin am Donnerstag um 15 Uhr steht.", true},
		{"ja", "金曜午前のご希望は、クリニックへお伝え済みです。", false},
	})
}
