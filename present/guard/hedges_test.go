package guard

import (
	"testing"

	"golang.org/x/text/language"

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

// TestMeasuresAndLists: distances, sides of a room, counts of a noun and
// numbers listed after a word that made the first no amount are no
// money, even in a sentence that speaks of a price elsewhere; amounts in
// the same shapes are.
func TestMeasuresAndLists(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "The hall is 250 m from the station.", false},
		{"de", "Der Raum misst 4,20 × 3,10 m.", false},
		{"es", "El salón mide 12x8 metros.", false},
		{"nl", "Ze verzorgen ongeveer 300 uitvaarten per jaar; de prijzen vraag je bij hen op.", false},
		{"fr", "Ils desservent les codes postaux 75011 et 75012.", false},
		{"en", "The hall is 250 from the station's side of town, all in.", true},
		{"en", "Expect £80/hr for the ceremony.", true},
		{"it", "Si parla di 3.000/3.500 euro per il servizio.", true},
		{"en", "Families mention £1.5 m for the whole estate.", true},
	})
}

// TestApproximateAmounts: approximate numerals and orders of magnitude
// are amounts in a price sentence.
func TestApproximateAmounts(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "Going by reviews, the service runs to five figures.", true},
		{"fr", "Comptez une cinquantaine d'euros pour le service.", true},
		{"it", "Il servizio costa una trentina di euro.", true},
		{"es", "El servicio cuesta un centenar de euros.", true},
		{"nl", "Reken op enkele duizenden euro's voor de dienst.", true},
		{"ja", "相場は数十万円です。", true},
		{"fr", "Une cinquantaine de personnes peuvent assister au service.", false},
	})
}

// TestPersonsOwnMoney: what the person already paid elsewhere, or said
// they have, is theirs; the same amount said as the operator's price is
// a value.
func TestPersonsOwnMoney(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "You've already paid the £400 deposit to the florist.", false},
		{"fr", "Vous avez déjà versé l'acompte de 300 € au fleuriste.", false},
		{"es", "Ya pagaste la señal de 400 € a la floristería.", false},
		{"it", "Hai già versato la caparra di 400 € al fiorista.", false},
		{"pt", "Você já pagou o sinal de R$ 400 à floricultura.", false},
		{"nl", "Je gaf aan dat je € 5.000 eigen geld hebt.", false},
		{"en", "The chapel's deposit is £400.", true},
	})
}

// TestFaresAndAsides: a ride or a ferry to get there is another payee,
// also with an aside in brackets between; a telephone number in groups
// of four is no range.
func TestFaresAndAsides(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "An Uber from the station (gate 3) is about £14.", false},
		{"it", "Il traghetto per l'isola costa 9 €.", false},
		{"pt", "Ligue para (21) 2345-6789 para saber o horário.", false},
		{"pt", "O serviço fica entre 2500-3500 reais.", true},
	})
}

// TestPhoneNumbers: a price sentence that gives a telephone number to ask
// on names no amount: three groups of three digits, an area code in
// brackets; amounts in groups stay amounts.
func TestPhoneNumbers(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"es", "El precio del servicio te lo dan en el 918 550 127.", false},
		{"pt", "Os valores do serviço você pergunta no (11) 5555-0176.", false},
		{"nl", "De prijs van de dienst hoor je via (020) 555 0188.", false},
		{"fr", "Le service coûte 1 490 000 €.", true},
		{"fr", "Le service coûte 1 490 €.", true},
		{"es", "El servicio cuesta 918 550 €.", true},
	})
}

// TestNegationAfter: in Japanese the negation follows what it negates:
// a fee said to be apart from the operator's is another payee's.
func TestNegationAfter(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"ja", "死亡診断書の発行料（5,000円）は病院に支払うもので、葬儀社の料金とは別です。", false},
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

// TestPriceColumn: under a table header that says price, a bare number
// in that column is a value; other columns (days, counts) are not.
func TestPriceColumn(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "| Service | Duration | Price |\n|---|---|---|\n| Basic | 45 min | 60 |\n", true},
		{"de", "| Leistung | Dauer | Preis |\n|---|---|---|\n| Basis | 3 Tage | 90 |\n", true},
		{"en", "| Service | Days | Notes |\n|---|---|---|\n| Basic | 3 | ask the chapel |\n", false},
		{"en", "| Service | Duration | Price |\n|---|---|---|\n| Basic | 45 min | on request |\n", false},
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

// TestFareToTheOperator: a fare to the operator's place is the ride's,
// not the operator's price.
func TestFareToTheOperator(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "A cab to the chapel is roughly £16.", false},
		{"de", "Eine Taxifahrt zur Kapelle kostet rund 16 €.", false},
		{"fr", "Le bus jusqu'à la chapelle coûte 2 €.", false},
		{"en", "At the chapel itself, expect about £1,600.", true},
	})
}

// TestWorkedOutFromOptIn: an amount said of an operator that gave its
// prices on opt-in, and that is none of them, is not the operator's; the
// given amount in another notation is.
func TestWorkedOutFromOptIn(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, func() *present.Ledger { return ledgerOf(optInFee) }, []ruleCase{
		{"en", "So two consultations at Example Family Clinic come to EUR 170.", true},
		{"en", "A first consultation at Example Family Clinic is eighty-five euros.", false},
		{"en", "The bus to Example Family Clinic is EUR 2.", false},
	})
}

// TestKanjiNumbers: a small scale multiplies the digit before it, a
// large one the group: 百五十万 is 1,500,000.
func TestKanjiNumbers(t *testing.T) {
	voc := New(nil).vocab(language.Japanese)
	for text, want := range map[string]float64{"百五十万": 1500000, "三千五百万": 35000000, "十万": 100000, "二十": 20} {
		r := voc.read(text)
		if len(r.nums) != 1 || r.nums[0].value != want {
			t.Errorf("%s: read %+v, want %v", text, r.nums, want)
		}
	}
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
	for _, c := range cases {
		ledger := func() *present.Ledger {
			return ledgerOf(interpret.Outcome{Kind: interpret.KindActionPending, Operator: "Example Grooming",
				SkillID: "grooming", SkillName: "Grooming appointment", Text: asked[c.lang]})
		}
		checkRules(t, ReasonDoneClaim, ledger, []ruleCase{c})
	}
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

// TestNotTheTrade: a fee the sentence gives to an authority and denies to
// a kind of business ("not to the agency") is another payee's; the
// operator's own kind of business named without a negation ties it.
func TestNotTheTrade(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"it", "La concessione la paga al Comune, non all'impresa: 1.100 € per 30 anni.", false},
		{"pt", "A taxa é cobrada pela junta de freguesia, não pela agência: 180 €.", false},
		{"en", "The permit is paid to the council, not to the funeral home: £120.", false},
		{"es", "Una cremación en la funeraria suele costar unos mil euros.", true},
		{"en", "The funeral home's fee for a cremation is about £1,800.", true},
	})
}

// TestPerPersonAndLookAlikes: a number priced per person is an amount,
// "p.p." ends no sentence; a verb that looks like an authority ("è
// stato", "staat") names no payee, and neither do others' words
// ("genannt") make an amount the person's own.
func TestPerPersonAndLookAlikes(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"pt", "Quanto ao menu, outros clientes falam em cerca de 75 por pessoa.", true},
		{"nl", "Voor het diner moet je volgens anderen op ruim 85 p.p. rekenen.", true},
		{"it", "A detta di chi ci è stato, una cremazione costa sui mille euro.", true},
		{"nl", "Op een site staat dat een crematie daar rond de € 5.400 uitkomt.", true},
		{"de", "Andere Familien haben mir für eine Kremation dort rund CHF 4'800.– genannt.", true},
		{"it", "La marca da bollo la incassa lo Stato: 16 €.", false},
		{"de", "Sie haben mir ein Budget von 3.000 € genannt.", false},
		{"pt", "O menu tem 3 pratos por pessoa.", false},
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

// TestListNumbers: the numbers of a numbered list are no amounts, and
// their full stops end no sentence; amounts in the items still are.
func TestListNumbers(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"es", "Le resumo:\n1. Dentista: solicitud enviada.\n2. Ortega Abogados: presupuesto tras la primera consulta.", false},
		{"de", "1. Zahnarzt: Anfrage weitergeleitet.\n2. Kanzlei: Kosten nach dem Erstgespräch.", false},
		{"en", "Prices I found:\n1. A cremation there: 2,450\n2. A burial: 3,100", true},
	})
}

// TestOthersOwnPrice: an amount another operator gave in its own words,
// said of that operator, is its price, not a value of the referred item;
// offered as a guide to the referred one, in the same sentence or the
// next, it is a value; an amount the other did not give, or said of the
// referred operator, is a value too.
func TestOthersOwnPrice(t *testing.T) {
	ledger := func() *present.Ledger {
		return ledgerOf(
			interpret.Outcome{Kind: interpret.KindOnRequest, Operator: "Hollybrook Funeral Directors", SkillID: "prices",
				PersonEntry: "https://hollybrook.example.com/ask", Text: "Hollybrook discusses costs with the family directly."},
			interpret.Outcome{Kind: interpret.KindAnswered, Operator: "Greenway Cremation Services", SkillID: "prices",
				Text: "Greenway's direct cremation is £1,495, including collection."})
	}
	checkRules(t, ReasonOtherSourceValue, ledger, []ruleCase{
		{"en", "Greenway publish their direct cremation at £1,495. Hollybrook don't publish theirs, and I wouldn't assume it's the same.", false},
		{"en", "| Venue | Price |\n|---|---|\n| Greenway | £1,495 |\n| Hollybrook | on request |", false},
		{"en", "Greenway's direct cremation is £1,495, and Hollybrook will be about the same.", true},
		{"en", "Greenway charges £1,495. Hollybrook should land in the same ballpark.", true},
		{"en", "Greenway charges £1,395 for a direct cremation.", true},
		{"en", "Hollybrook charges £1,495 for a direct cremation.", true},
	})
}

// TestPurchasePriceAndOwnBudget: the price of the house the person buys is
// the seller's, and the budget the person named is theirs, in the
// informal and plural forms too.
func TestPurchasePriceAndOwnBudget(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Du sagtest, der Kaufpreis liegt bei 280.000 €.", false},
		{"it", "Mi dicevi che il prezzo d'acquisto è 210.000 €.", false},
		{"de", "Euer Budget liegt bei 2.000 €.", false},
		{"nl", "Jullie budget van € 20.000 kun je direct noemen.", false},
		{"de", "Du sagtest, die Kapelle verlangt 2.800 €.", true},
	})
}

// TestRangesAndOrdinals: what follows a range of numbers applies to both
// ends ("3–4 weeks", "weekdays 9–5"); a Romance ordinal ("2.º",
// "11.º ano") and a Japanese test score are no amounts; a range of
// amounts still is.
func TestRangesAndOrdinals(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Die Vorlaufzeit für den Preis liegt bei 3–4 Wochen.", false},
		{"en", "For a quote, call them (weekdays 9–5).", false},
		{"es", "Para tu hijo en 2.º de Bachillerato, informan de tarifas a las familias.", false},
		{"pt", "Para o teu filho no 11.º ano, dão os valores às famílias.", false},
		{"ja", "数学の偏差値を55から60に上げたいというご相談でしたね。", false},
		{"de", "Eine Feuerbestattung kostet dort 3.000–4.000 €.", true},
		{"nl", "Een fotograaf vraagt 1850 voor een hele dag; dat geeft een idee van de prijs.", true},
	})
}

// TestIncludedAndAtThem: a payee's fee that a word includes in the total
// is no one else's, and an amount in a clause that names the operator by
// a pronoun is the operator's; a payee's fee apart, and "bei Ihnen" (the
// person), stay another's.
func TestIncludedAndAtThem(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "Including the death certificate copies, a simple cremation would come to roughly $2,100 all in.", true},
		{"fr", "Une crémation simple reviendrait, concession mairie comprise, à un peu plus de 3 000 €.", true},
		{"fr", "Avec la CAF, le reste à charge chez eux serait d'environ 300 € par mois.", true},
		{"de", "Mit Halteverbotszone würde ich bei denen mit so zweitausend rechnen.", true},
		{"en", "The death certificate copies cost $25 each at the registry.", false},
		{"de", "Die Gebühren stellt das Amtsgericht in Rechnung, nicht das Notariat – bei Ihnen rund 600 €.", false},
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

// TestGradesCodesAndHyphenUnits: a number with one decimal and nothing
// that speaks of a price is a grade or a measure; a part of a code in
// dashes and a number before a hyphenated unit are no amounts; cents
// still are.
func TestGradesCodesAndHyphenUnits(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Ihr Sohn hatte eine 4 in Mathe und 2,3 im Schnitt.", false},
		{"nl", "Zijn laatste cijfer voor wiskunde was een 4,8.", false},
		{"en", "The course runs 6 weeks, one 45-minute session a week.", false},
		{"it", "Il numero di matricola dello scaldabagno è AR-80-33915.", false},
		{"en", "They said it's 49.50 for the first session.", true},
		{"nl", "Het intakegesprek komt op 24,95.", true},
	})
}

// TestMorePayees: insurers and care funds, rail fares, the person's
// savings and sale price, public bodies' fees, in their own words.
func TestMorePayees(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Bei Pflegegrad 3 zahlt die Pflegekasse bis zu 1.497 € im Monat.", false},
		{"nl", "Je vader had een uitvaartverzekering met een uitkering van € 7.000.", false},
		{"fr", "Le TGV depuis Paris est à 49 € l'aller.", false},
		{"it", "Il Frecciarossa costa 39,90 € a tratta.", false},
		{"pt", "Preço de venda pretendido: 245 000 €", false},
		{"ja", "葬儀に充てられる預金：お父様の口座に約150万円とのこと", false},
		{"ja", "バスなら片道220円です。", false},
		{"de", "Die Feuerbestattung kostet bei denen 2.100 €, die Pflegekasse zahlt nichts dazu.", true},
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
