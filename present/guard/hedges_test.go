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
		{"nl", "De afspraak staat op donderdag om 15.00 uur, reken op een bevestiging per sms.", true},
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

// TestDoneInStaffsCall: an action that staff's call will settle, said
// in the future or hung on the call, is not done; a call that staff will
// make about an appointment said with its slot presupposes it.
func TestDoneInStaffsCall(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"es", "La cita quedará confirmada en esa llamada, no antes.", false},
		{"it", "L'appuntamento verrà confermato durante quella telefonata.", false},
		{"es", "La secretaria te llamará el miércoles para recordarte la cita del jueves a las 10.", true},
		{"fr", "Le coordinateur vous appellera la veille de votre rendez-vous du jeudi à 10 h.", true},
	})
}

// TestWordsInsideAnOperatorsName: a word that says open, done or a
// condition inside the operator's name says nothing of the action ("Still
// Water Yoga"); inside the skill's name it keeps its sense ("Pedido de
// apoio noturno" is the request).
func TestWordsInsideAnOperatorsName(t *testing.T) {
	yoga := pendingAt("Still Water Yoga", "Private session booking", "I've passed your request to our teachers.")
	checkRules(t, ReasonDoneClaim, yoga, []ruleCase{
		{"en", "Great news — I've booked your private session at Still Water Yoga for Wednesday at 18:30.", true},
		{"en", "Your private session at Still Water Yoga is still only a request for Wednesday at 18:30.", false},
	})
	care := pendingAt("Serviços Ao Seu Lado", "Pedido de apoio noturno", "O pedido foi reencaminhado para a coordenação.")
	checkRules(t, ReasonDoneClaim, care, []ruleCase{
		{"pt", "A coordenação está a analisar o pedido de apoio noturno de 8 a 15 de fevereiro.", false},
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
		// the operator's name, shared by both, names neither action
		{"en", "Your assessment on Friday at 11:00 is booked, and Northgate Physio has confirmed it.", false},
		{"en", "Your assessment on Friday at 11:00 is booked, and Northgate Physio has confirmed the Pilates class too.", true},
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

// TestAsYouWanted: what the person wanted, said after a claim ("…, as
// you wanted"), leaves the claim standing; the slot the person wanted,
// with staff still to confirm it, claims nothing.
func TestAsYouWanted(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "Your appointment is booked for Thursday at 3, as you wanted.", true},
		{"en", "Your room has been reserved for 12–14 July — a double, just as you wanted.", true},
		{"en", "The Thursday 3pm slot you wanted is with reception, who will confirm it.", false},
	})
}

// TestMayAndCompounds: "May" beside a day's number is the month, not a
// modal that hedges; "check-up" is a noun, not staff checking; staff who
// will check go on to confirm in the clause after "and".
func TestMayAndCompounds(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "Great news: your check-up has been booked for Tuesday 14 May at 10:30.", true},
		{"en", "Your check-up is booked for May 14th at 10:30.", true},
		{"en", "Your check-up will be on Tuesday 14 May at 10:30.", true},
		{"en", "Reception may confirm on 14 May whether 10:30 works.", false},
		{"en", "Reception will call you and confirm the time on Thursday at 3pm.", false},
		{"en", "Reception will call you and they've confirmed Thursday at 3pm.", true},
		{"fr", "Le secrétariat va vous appeler et confirmer le créneau de jeudi à 15 h.", false},
		{"pt", "A receção vai ligar-lhe e confirmar a consulta de quinta às 15h.", false},
	})
}

// TestLaterByDuration: "two weeks later" counts a day from another; it
// leaves open nothing that was said booked. "Not yet" is no word for
// later.
func TestLaterByDuration(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "Your first visit is booked for 6 May, and the follow-up two weeks later.", true},
		{"fr", "Le premier rendez-vous est fixé au 6 mai, le suivant deux semaines plus tard.", true},
		{"nl", "Het eerste consult is geboekt op 6 mei, de controle twee weken later.", true},
		{"es", "He pedido el 6 de mayo; la clínica te llamará unos días más tarde para confirmarlo.", false},
		{"de", "Den Folgetermin legt die Praxis erst zwei Wochen später fest.", false},
		{"nl", "Er staat nog niets vast: de assistente belt je om donderdag 15:00 uur nog te bevestigen.", false},
		// "not yet" after a noun that counts stays open
		{"es", "La habitación todavía no está reservada; la clínica te escribe cuando la confirme.", false},
		{"de", "Zwei Zimmer sind noch nicht bestätigt.", false},
		{"en", "Your appointment is on Thursday at 3 pm; the follow-up in two weeks isn't booked yet.", true},
	})
}

// TestRequestSaidDone: the person's request named as a thing, said done
// with its day or time, is a claim; said received or passed on, or done
// with no day or time ("registered"), it is not.
func TestRequestSaidDone(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "Your request is confirmed for Thursday at 3pm.", true},
		{"es", "La clínica ya tiene tu solicitud agendada para el jueves a las 15:00.", true},
		{"de", "Deine Anfrage ist für Donnerstag um 15 Uhr bestätigt.", true},
		{"pt", "O seu pedido está confirmado para quinta às 15h.", true},
		{"de", "Ihre Terminanfrage für Montag um 9 Uhr ist bestätigt.", true},
		{"nl", "Uw aanvraag is bevestigd voor dinsdag om 11.00 uur.", true},
		{"nl", "Uw aanvraag voor dinsdag om 11.00 uur is doorgestuurd naar de balie.", false},
		{"en", "Your request for Thursday at 3pm has been sent to the clinic.", false},
		{"es", "Tu solicitud de cita ya está con recepción y te llamarán para confirmar el jueves a las 15:00.", false},
		{"fr", "Votre demande a bien été enregistrée ; le cabinet vous rappellera pour fixer l'heure.", false},
	})
}

// TestBookedThenStaffConfirm: an appointment said booked with its day or
// time stays said when staff will confirm it after; a slot the person
// booked online, or another patient's, does not.
func TestBookedThenStaffConfirm(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "Your appointment on Thursday at 3pm is booked, and the clinic will confirm it by text.", true},
		{"fr", "Votre rendez-vous de jeudi à 15 h est réservé, le cabinet vous le confirmera par SMS.", true},
		{"es", "Tu cita del jueves a las 15:00 está reservada; la clínica te la confirmará por SMS.", true},
		{"it", "L'appuntamento di giovedì alle 15 è prenotato, la clinica te lo confermerà via SMS.", true},
		{"en", "I've passed on Thursday at 3pm, and the clinic will confirm it by text.", false},
		{"en", "You booked online for Thursday at 3pm, but the clinic still has to confirm it.", false},
		{"es", "El jueves a las 15:00 ya está reservado por otro paciente, así que recepción le confirmará otra hora.", false},
	})
}

// TestStillWithTheOperator: a request said to be with staff ("nog in
// behandeling", "伝えてあります"), or left to the person to make ("devi
// farla tu"), is open; free slots are no booking.
func TestStillWithTheOperator(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"nl", "De praktijk heeft je verzoek voor donderdag om 15 uur nog in behandeling.", false},
		{"ja", "クリニックには、木曜15時を希望と伝えてあります。", false},
		{"ja", "木曜15時の予約、クリニックにお願いしておいたよ。まだ確定じゃないよ。", false},
		{"ja", "ご希望の木曜15時で、クリニックにお願いしてあります。", false},
		{"ja", "木曜15時で予約が確定し、受付にもお願いしておきました。", true},
		{"ja", "木曜午後の枠があります。", false},
		{"it", "La prenotazione per giovedì alle 15 devi farla tu sul sito.", false},
		{"ja", "ご予約は木曜の15時に確保でき、受付にも伝えておきました。", true},
		// about something else, it leaves a claim before it standing
		{"nl", "De afspraak op donderdag om 15.00 uur is bevestigd en je verwijzing is nog in behandeling.", true},
	})
}

// TestStaffWillConfirm: staff who still confirm, in the present tense
// ("das Büro bestätigt noch", "la clinique confirme par SMS"), hang the
// request on them; what they confirm said booked ("Ihren gebuchten
// Termin", "your booked appointment") is a claim.
func TestStaffWillConfirm(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"de", "Die Praxis bestätigt noch, ob Donnerstag um 15 Uhr klappt.", false},
		{"fr", "La clinique confirme par SMS le créneau de jeudi 15 h.", false},
		{"nl", "De praktijk bevestigt nog de afspraak van donderdag om 15 uur.", false},
		{"de", "Die Praxis bestätigt noch heute Ihren gebuchten Termin am Donnerstag um 15 Uhr.", true},
		{"en", "The clinic will confirm your booked appointment on Thursday at 3 pm.", true},
		{"nl", "De balie bevestigt nog even de al geboekte afspraak op donderdag om 15 uur.", true},
	})
}

// TestPassedOnInJapanese: the forms of 伝える and 問い合わせる say a
// request was passed on or asked about, however they are conjugated;
// a booking claimed beside them is still a claim.
func TestPassedOnInJapanese(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"ja", "火曜13時の検診は、Example Family Clinicにお伝えしました。", false},
		{"ja", "火曜13時の検診は、Example Family Clinicに伝えておきました。", false},
		{"ja", "Example Family Clinicに、火曜13時で検診をお願いしたいとお伝えしました。", false},
		{"ja", "火曜13時の検診は、Example Family Clinicに問い合わせ中です。", false},
		{"ja", "木曜15時で予約を取り、受付にも伝えておいたので安心してください。", true},
	})
}

// TestDeadlineInTheClause: a date a few words after a word for a
// deadline is a limit, not the slot asked for, and so is the rest of
// the date it starts.
func TestDeadlineInTheClause(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"ja", "検診の申し込み締め切りは11月30日です。", false},
		{"en", "The clinic's deadline is Thursday the 30th of April.", false},
		{"de", "Die Frist der Praxis endet am Donnerstag, dem 30. April.", false},
		{"en", "Your check-up at Example Family Clinic is on Thursday the 30th of April.", true},
	})
}

// TestWhatCanBeDone: what can be done at a visit is a possibility, not a
// claim that it is done.
func TestWhatCanBeDone(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "The flea treatment can be done at the same visit.", false},
		{"fr", "Le détartrage peut se faire pendant la même visite.", false},
		{"es", "La limpieza se puede hacer en la misma visita.", false},
		{"en", "The flea treatment is done and the visit is booked.", true},
		// a possibility beside a claim leaves the claim: "now down for"
		{"en", "Yes, that can be done, and Mia is now down for Thursday at 3 pm.", true},
	})
}
