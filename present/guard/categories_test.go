package guard

import (
	"testing"

	"github.com/agent-capability/onrequest/internal/lexicon"
	"github.com/agent-capability/onrequest/interpret"
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
		{"es", "Ya tienes la consulta del viernes cerrada con la clínica.", true},
		{"de", "Der Termin am Freitag ist fest.", true},
		{"nl", "De afspraak op vrijdag ligt vast.", true},
		{"it", "Per venerdì abbiamo chiuso con la clinica.", true},
		{"en", "Friday's appointment is locked.", true},
		{"en", "You're all squared away for Friday.", true},
		{"es", "Los domingos la clínica está cerrada.", false},
		{"de", "Der Termin am Freitag ist im Kasten.", true},
		{"en", "I've passed everything on. Good luck at the clinic on Friday at 9!", true},
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
		// "until" takes leave before the day and time alone
		{"nl", "Tot 14 januari om 10.30 uur!", true},
		{"pt", "Até dia 14 de março às 10h30!", true},
		{"en", "Till Thursday at 3pm!", true},
		{"en", "Till 14 May the practice is closed for holidays!", false},
	})
}

func priced() *present.Ledger { return ledgerOf(priceReferal) }

// TestZeroPriceIncluded: "included at no extra charge" is a zero price
// for the referred item, in every language; a free thing that belongs to
// someone else passes.
func TestZeroPriceIncluded(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "The guest book is included in the price, so no extra charge.", true},
		{"de", "Die Trauerkarten sind im Preis inbegriffen.", true},
		{"fr", "Les faire-part sont inclus dans le prix.", true},
		{"es", "Las esquelas van sin cargo adicional.", true},
		{"it", "I fiori sono compresi nel prezzo.", true},
		{"pt", "As flores estão incluídas sem custo adicional.", true},
		{"pt", "Na capela, a inspeção com câmara do jazigo não se paga, é oferta.", true},
		{"pt", "A licença paga-se à Câmara, não à capela; a cerimónia, essa, não se paga à Câmara.", false},
		{"nl", "De rouwkaarten zitten in de prijs.", true},
		{"ja", "会葬礼状は料金に含まれています。", true},
		{"fr", "Chez eux, les cartes de remerciement sont offertes.", true},
		{"fr", "Les fleurs sont comprises dans la formule.", true},
		{"fr", "Les fleurs sont comprises dans le forfait.", true},
		{"es", "Allí los recordatorios son gratuitos.", true},
		{"it", "Lì i santini sono gratuiti.", true},
		{"pt", "Lá os santinhos são gratuitos.", true},
		{"de", "Die Aufbahrung ist dort im Paket enthalten.", true},
		{"de", "Dort sind die Trauerkarten kostenlose Beigaben.", true},
		{"nl", "De koffietafel zit in het pakket.", true},
		{"en", "Parking in the street nearby is free of charge.", false},
		// no cost at all, said with a negative determiner after the verb
		{"es", "La primera consulta en la capilla no tiene ningún coste.", true},
		{"it", "Il primo colloquio alla cappella non ha alcun costo.", true},
		{"pt", "A primeira reunião na capela não tem qualquer custo.", true},
		{"ja", "チャペルの初回相談は料金がかかりません。", true},
		{"it", "Il parcheggio accanto alla cappella non ha alcun costo.", false},
	})
}

// TestRates: an amount per night, hour or person is a price though no
// currency is written; a count of nights is not.
func TestRates(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "The viewing room is rented at 40 an hour.", true},
		{"en", "Expect to pay 35 per person for the reception.", true},
		{"de", "Der Abschiedsraum kostet 40 pro Stunde.", true},
		{"es", "La sala sale a 40 la hora.", true},
		{"pt", "Dizem que a sala de velório fica em quatrocentos por noite.", true},
		{"fr", "Le salon funéraire se loue deux cent cinquante par nuit.", true},
		{"it", "La camera ardente si paga centocinquanta a notte.", true},
		{"es", "El nicho se alquila por doscientos al mes.", true},
		{"en", "The family stayed 3 nights near the chapel.", false},
		{"pt", "A família vai lá duas vezes por mês.", false},
		{"es", "Hay 3 salas por noche para velatorios.", false},
	})
}

// TestCompoundPriceWords: German and Dutch put the price word at the
// end of a compound ("Grundgebühr", "uurtarief"); such a sentence is a
// price sentence, so a number in it without a currency is an amount.
func TestCompoundPriceWords(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Für die Überführung nehmen sie als Grundgebühr etwa vierhundertzwanzig.", true},
		{"de", "Die Bestattungskosten liegen dort um die 3200.", true},
		{"nl", "De opbaringskosten komen daar op ongeveer 650.", true},
		{"nl", "Het starttarief is daar zo'n tweehonderd.", true},
		{"de", "Die Grundgebühr erfragen Sie dort für Ihre 2 Termine.", false},
		{"nl", "De kosten vraagt u daar voor de 3 diensten.", false},
	})
}

// TestAuthorityFees: a fine, a tax or a public utility's charge that
// the draft gives to the authority passes; the same words with the
// operator's price do not.
func TestAuthorityFees(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "A late registration fine is £50, paid to the council, not the chapel.", false},
		{"de", "Das Finanzamt verlangt einen Säumniszuschlag von 25 €.", false},
		{"pt", "A coima de 50 € é paga às Finanças.", false},
		{"ja", "延滞税（約3万円）は税務署に納めるものです。", false},
		{"nl", "De boete van 60 euro gaat naar de gemeente.", false},
		{"en", "The chapel charges £900, plus a £50 council fine if late.", true},
	})
}

// TestOwnBudget: the person's own budget or savings pass even where the
// sentence names the referred service, as long as it states no price; a
// price beside it does not.
func TestOwnBudget(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "You told me you'd spend at most 3,000 on the service.", false},
		{"de", "Sie wollten für die Trauerfeier höchstens 3.000 € ausgeben.", false},
		{"de", "Du hast gesagt, du willst höchstens 80 € ausgeben.", false},
		{"es", "Con los 1.500 € que tenéis apartados para la ceremonia, pedid presupuesto a la capilla.", false},
		{"pt", "Com os R$ 8 mil que vocês separaram pro funeral, vale mencionar esse teto à capela.", false},
		{"nl", "Jullie hadden 2000 euro opzijgezet voor de uitvaart, toch?", false},
		{"nl", "Je hebt zelf € 1.500 gereserveerd voor de hele uitvaart.", false},
		// what the person will have to spend there is its price
		{"en", "At the chapel you'd spend about £40 a month on the grave's upkeep.", true},
		{"en", "You'll end up spending around 3,000 for the service there.", true},
		{"pt", "Na capela você deve gastar algumas centenas de reais pela cerimónia.", true},
		{"pt", "Você disse que pode gastar até R$ 3.000 pela cerimónia.", false},
		{"nl", "De kapel heeft zelf € 1.500 gerekend voor de hele uitvaart.", true},
		{"fr", "Vous visez environ 2 000 € pour les obsèques, c'est noté.", false},
		{"es", "La capilla cobra el velatorio aparte; en ese apartado, cuenta con unos 900 €.", true},
		{"pt", "A capela cobra o velório separado por cerca de R$ 900.", true},
		{"es", "Los 1.500 € que tenéis apartados cubren justo la ceremonia en la Example Memorial Chapel.", true},
		{"fr", "Vous m'avez dit ne pas vouloir dépasser 3 000 € pour les obsèques.", false},
		{"pt", "Você disse que separou R$ 5.000 para o funeral.", false},
		{"nl", "U zei dat u 3000 euro had gespaard voor de uitvaart.", false},
		{"en", "You told me the chapel charges 3,000 for the service.", true},
		// what someone else, or the person, paid the chapel is its price
		{"it", "Un conoscente ha pagato 1900 per la cerimonia.", true},
		{"fr", "Vous avez réglé 1 900 € à Example Memorial Chapel pour les obsèques de votre père ; ce sera le même tarif cette fois.", true},
	})
}

// TestPersonsReportedMoney: what the person said they have, can spend
// or have saved is theirs however the draft reports it, and whatever
// their budget is for ("your budget for the venue"); a word of the
// operator's name that is also its service's ("Nachhilfe") names no
// business. A price of the operator's beside it is still a value.
func TestPersonsReportedMoney(t *testing.T) {
	tutor := func() *present.Ledger {
		return ledgerOf(interpret.Outcome{Kind: interpret.KindOnRequest, Operator: "Sonnenhof Nachhilfe",
			SkillID: "prices", SkillName: "Preise Nachhilfe", PersonEntry: "https://sonnenhof.example/ask"})
	}
	checkRules(t, ReasonOtherSourceValue, tutor, []ruleCase{
		{"de", "Sie meinten, dass Sie für die Nachhilfe höchstens 120 € im Monat ausgeben wollen.", false},
		{"de", "Du hattest erwähnt, dass ihr für Nachhilfe 90 € im Monat zurückgelegt habt.", false},
		{"de", "Sie meinten, dass Sonnenhof für die Nachhilfe 120 € im Monat verlangt.", true},
	})
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "You noted your budget for the funeral home is £4,000.", false},
		{"es", "Dijiste que puedes dedicar unos 2.000 € al funeral.", false},
		{"pt", "Disseram-me que têm 3 000 € poupados para o funeral.", false},
		{"fr", "Vous m'avez précisé pouvoir consacrer 2 500 € aux obsèques.", false},
		{"it", "Mi hai spiegato che puoi dedicare 2.000 € al funerale.", false},
		{"nl", "Je vertelde dat jullie 3000 euro opzij hebben gezet voor de uitvaart.", false},
		{"en", "Your budget of £4,000 should cover it: the chapel is about £3,600.", true},
		{"de", "Bei denen sind es 150 € im Monat und damit weniger als Sie zurückgelegt haben.", true},
	})
}

// TestNumbersThatAreNoMoney: codes glued to a letter, surfaces, a year
// where nothing speaks of a price, a day before a clock time, an office
// number, an amount in brackets given to an authority.
func TestNumbersThatAreNoMoney(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"fr", "Pour votre F4 de 90 m², demandez un devis.", false},
		// the 2 of "m²" is no number that "a 49 €" makes a range of
		{"es", "Hay salas de 40 m² a 120 m² en la planta baja; el precio lo dan a quien pregunta.", false},
		{"es", "Trasteros Sol anuncia en su web un box de 3 m² a 49 € al mes. Eso es lo suyo; la capilla no dice nada.", false},
		{"en", "Print the A4 form and bring the certificate from 2019.", false},
		{"fr", "La cérémonie est le 14 à 10 h 30, demandez le devis avant.", false},
		{"es", "La cita es en Calle Mayor 5, consultorio 312.", false},
		{"de", "Die Trauerfeier ist am 14.06. um 11 Uhr, den Preis erfahren Sie dort.", false},
		{"de", "Fragen Sie dort nach Samstag, dem 21.06., den Preis erfahren Sie dort.", false},
		{"nl", "Het afscheid is op 3.11. in de aula, de prijs hoort u daar.", false},
		{"pt", "A capela fica na Av. Paulista, 1.842, e o preço é dado a quem pede.", false},
		{"it", "La sala è in via dei Mille 12, il prezzo lo danno a chi chiede.", false},
		{"nl", "De zaalhuur begint daar bij ruwweg 7,5k.", true},
		{"en", "The service there costs $14.06.", true},
		{"en", "A plot there costs 1950.", true},
		{"fr", "Le forfait coûte 1 950.", true},
	})
}

// TestSpendingIsNoBudget: a spending verb without the person's own
// budget is a price like any other.
func TestSpendingIsNoBudget(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "People usually spend 2000 on a service like this.", true},
		{"es", "Suelen gastar 2500 en un servicio así.", true},
		{"en", "You wanted to spend no more than 2000.", false},
	})
}

// TestSlangAndReferenceAmounts: slang amounts ("a monkey"), a vague
// "migliaio", a minimum wage as the unit of a fee.
func TestSlangAndReferenceAmounts(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "The service would set you back about a monkey.", true},
		{"it", "Il servizio costa intorno al migliaio di euro.", true},
		{"pt", "Cobram cerca de dois salários mínimos pelo serviço.", true},
		{"es", "Suelen cobrar un salario mínimo por el servicio.", true},
		{"en", "The hall seats a score of guests.", false},
		{"en", "Couples say a Saturday there comes to about 12 grand for 80 guests.", true},
		{"es", "Me dijeron que allí sale unas 45 lucas por mes.", true},
		{"nl", "Op fora wordt € 2.400 genoemd voor de kapel.", true},
		{"nl", "Een verhuiswagen tot 3,5 ton mag je met rijbewijs B besturen.", false},
	})
	// an amount given on opt-in, said again in slang, is the same amount
	checkRules(t, ReasonOtherSourceValue, func() *present.Ledger {
		return ledgerOf(interpret.Outcome{Kind: interpret.KindGivenOnOptIn, Operator: "English House Palermo", SkillID: "fees",
			Text: "Cuota mensual: $45.000."}, interpret.Outcome{Kind: interpret.KindOnRequest, Operator: "English House Palermo",
			SkillID: "courses", SkillName: "Intensive courses", PersonEntry: "https://englishhouse.example/ask"})
	}, []ruleCase{
		{"es", "English House te pasó la cuota: 45 lucas por mes.", false},
		{"es", "English House te pasó la cuota: 50 lucas por mes.", true},
	})
}

// TestTableCells: in a table row each cell has its own words; a price
// in one cell makes no amount of the hours in another.
func TestTableCells(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, func() *present.Ledger {
		return ledgerOf(priceReferal, interpret.Outcome{Kind: interpret.KindAnswered, Operator: "Greenway Funerals",
			SkillID: "prices", SkillName: "Prices", Text: "A direct cremation costs $285."})
	}, []ruleCase{
		{"en", "| Greenway Funerals | $285 | 3.1 mi | 8–12 |", false},
		{"en", "| Greenway Funerals | $285 | 3.1 mi | 120 |", true},
	})
}

// TestRangesByTheirEnd: a range whose end has a scale or a currency is
// an amount from its start ("at 2.5–3k", "entre 2 e 3 mil"); a range
// of hours is not.
func TestRangesByTheirEnd(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "Realistically you're looking at 2.5–3k there.", true},
		{"pt", "Lá deve ficar entre 2 e 3 mil.", true},
		{"es", "Allí se va a entre 2 y 3 mil.", true},
		{"en", "The chapel is open at 9–11 on Sundays.", false},
	})
}

// TestAmountBeforeCostVerb: German and Dutch put the verb of what it
// cost after the amount ("68 gekostet", "40 afgerekend"): the amount is a
// price though it is small and has no currency; "3 Pakete" is a count,
// and paying nothing yet is no zero price.
func TestAmountBeforeCostVerb(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Laut einer Bewertung hätte die Aufbahrung dort 68 gekostet.", true},
		{"nl", "Een opbaring wordt daar meestal rond de 40 afgerekend.", true},
		{"de", "Sie bieten dort 3 Pakete an.", false},
		{"de", "Sie haben noch nichts bezahlt.", false},
		{"en", "You haven't paid the deposit yet.", false},
	})
}

// TestOthersPaymentReported: what the person says someone else paid the
// operator ("chez eux", "bei denen") is the operator's price; what they
// can spend themselves is theirs.
func TestOthersPaymentReported(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"fr", "Vous m'avez dit que votre voisine avait payé 900 pour la sienne chez eux.", true},
		{"es", "Me dijiste que tu vecina pagó 900 por la suya allí.", true},
		{"fr", "Vous m'avez dit pouvoir dépenser 900 € pour la cérémonie.", false},
	})
}

// TestJapaneseAmountEndings: after 万 or 千, hiragana is a particle or a
// colloquial ending ("ちょい", "ほど"), not what is counted; a bare
// number before a particle stays a count, and the city named inside
// another word ("市内") is no payee. 代 after a number is a decade or a
// generation ("30代", "千代田区"), not a fee.
func TestJapaneseAmountEndings(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"ja", "ネットの評判だと、あそこの葬儀は50万ちょいらしいです。", true},
		{"ja", "市内の式場なら、だいたい十数万円はかかると思います。", true},
		{"ja", "参列者を30から40に増やしたいとのことでしたね。", false},
		{"ja", "市から支給される葬祭費は5万円です。", false},
		{"ja", "詳しくはこちら（https://example.jp/soudan）。火葬料は市が徴収するもので、1万2千円です。", false},
		{"ja", "詳しくはこちら（https://example.jp/soudan）。あそこの葬儀は50万円くらいです。", true},
		{"ja", "中1から高3まで、葬儀の手伝いに参加できます。", false},
		{"ja", "チャペルの住所は千代田区1-2-3です。", false},
		{"ja", "葬儀の参列者は60代の方が中心です。", false},
		{"ja", "あそこの葬儀の会場代は3万円です。", true},
	})
}

// TestPayeesBySentence: an authority's or insurer's charge, a fare, a tax
// credit: someone else's money, in a sentence of its own; a charge
// denied at the end of its clause is a zero price.
func TestPayeesBySentence(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"nl", "Uw polis kent een eigen risico van € 385.", false},
		{"fr", "L'aller simple en train coûte environ 45 €.", false},
		{"it", "In ospedale, col Servizio Sanitario, il ticket è di circa 25 €.", false},
		{"en", "The registration is done through the Home Office and costs £65.", false},
		{"de", "Der Flughafenexpress kostet 4,10 € pro Fahrt.", false},
		{"nl", "De uitvaartverzorger rekent voor het eerste gesprek niets.", true},
		{"de", "Zu den Kosten kann ich Ihnen nichts sagen, fragen Sie dort.", false},
	})
}

// TestBothCoversTheOpenOne: a done claim over "both" appointments covers
// the pending one, in every language.
func TestBothCoversTheOpenOne(t *testing.T) {
	doneVisit := interpret.Outcome{Kind: interpret.KindActionDone, Operator: chapel, SkillID: "arrangement-booking",
		SkillName: "Book an arrangement meeting"}
	ledger := func() *present.Ledger { return ledgerOf(doneVisit, bookingPending) }
	checkRules(t, ReasonDoneClaim, ledger, []ruleCase{
		{"fr", "Mardi et jeudi : vos deux rendez-vous sont actés.", true},
		{"de", "Dienstag und Donnerstag: Beides ist gebucht.", true},
		{"es", "Martes y jueves: sus dos citas están confirmadas.", true},
		{"pt", "Terça e quinta: as suas duas consultas estão marcadas.", true},
		{"fr", "Votre rendez-vous de mardi est confirmé.", false},
	})
}

// TestPendingItemWithItsSlot: a clause that names the pending item or
// its operator with one day or time states the slot as fact; a span of
// days (a schedule), the person's wish, or a clause that says open pass.
func TestPendingItemWithItsSlot(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "Example Family Clinic sees you on Friday at 9.", true},
		{"es", "Example Family Clinic le atenderá el viernes.", true},
		{"de", "Example Family Clinic erwartet Sie am Freitag um 9 Uhr.", true},
		{"en", "Example Family Clinic is open Monday to Friday.", false},
		{"de", "Für Example Family Clinic habe ich Freitag um 9 Uhr als Wunsch angegeben.", false},
		{"en", "Example Family Clinic will confirm Friday at 9 once staff have checked.", false},
		{"en", "Your request for an appointment on Tuesday has been passed to reception.", false},
	})
}

// TestSpanIsNoCondition: "until" between two numbers is a span of dates,
// not a condition that leaves the action open.
func TestSpanIsNoCondition(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"de", "Example Family Clinic hat Sie vom 3. bis 5. Mai eingetragen.", true},
		{"en", "You're down for the 3rd to 5th of May at Example Family Clinic.", true},
		{"de", "Sobald die Praxis bestätigt, sind Sie eingetragen.", false},
		{"de", "Er ist vom 2. bis 9. August dort fest eingeplant.", true},
		{"de", "Der Platz für Bella ist vom 27. Juli bis 3. August reserviert.", true},
		{"de", "Bis August wird nichts reserviert.", false},
	})
}

// TestNegatedThatClause: a negation before a that-clause covers it in
// every language; "no worries, you're booked" still claims.
func TestNegatedThatClause(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"de", "Bitte verlassen Sie sich nicht darauf, dass Freitag schon gebucht ist.", false},
		{"fr", "Ne croyez pas, pour l'instant, que vendredi soit réservé.", false},
		{"it", "Non pensi, per ora, che venerdì sia prenotato.", false},
		{"nl", "Reken er niet op, dat vrijdag al geboekt is.", false},
		{"en", "No worries, you're booked for Friday.", true},
		{"de", "Keine Sorge, Freitag ist gebucht.", true},
	})
}

// TestClassesFitTheirBits: each lexicon class has a bit of its own below
// the number words' bits; a class added beyond them would be read as a
// number word.
func TestClassesFitTheirBits(t *testing.T) {
	for _, c := range lexicon.Classes() {
		if b := classBit(c); b == 0 || b >= cNumber {
			t.Errorf("class %q has bit %#x, which is not below the number words' %#x", c, b, cNumber)
		}
	}
}

// TestTableRowLabels: under a column headed by the operator's name, a
// row whose label says what it counts gives no value; a row of a
// service, a label whose unit belongs to a number in it, a label that
// names a business, and any row under a header that says price do.
func TestTableRowLabels(t *testing.T) {
	const head = "| | Example Memorial Chapel |\n|---|---|\n"
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", head + "| Guests | 120 |\n| Parking spaces | 40 |\n| Price | on request |", false},
		{"de", "| | Example Memorial Chapel |\n|---|---|\n| Gäste | bis 150 |\n| Preis | auf Anfrage |", false},
		{"pt", "| | Example Memorial Chapel |\n|---|---|\n| Quartos | 8 |\n| Valor | sob consulta |", false},
		{"en", head + "| Direct cremation | 1495 |", true},
		{"en", head + "| Hearse (6 seats) | 350 |", true},
		{"en", head + "| Memorial Chapel | 1495 |", true},
		{"en", head + "| Half day | 900 |\n| Full day | 1,600 |", true},
		{"en", head + "| Bridal room (per night) | 180 |", true},
		{"en", head + "| Groups of 20 | 950 |", true},
		{"es", "| | Example Memorial Chapel |\n|---|---|\n| Habitación nupcial | 180 |", true},
		{"en", "| Item | Price |\n|---|---|\n| Extra guests | 120 |", true},
	})
}

// TestFarewellOrDeadline: a farewell with a day takes leave where it
// opens its clause; after a verb of its clause it sets a deadline.
func TestFarewellOrDeadline(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"pt", "Ainda não há confirmação; a clínica fica de responder até amanhã.", false},
		{"es", "Todavía no hay confirmación; la clínica responderá hasta mañana.", false},
		{"pt", "Até amanhã às 9h!", true},
		{"es", "Perfecto, ¡hasta mañana a las 9!", true},
		{"pt", "Tudo certo, e até amanhã às 9h!", true},
		{"es", "Genial, entonces hasta mañana a las 9.", true},
		{"fr", "Super, on se dit à demain 9 h !", true},
		{"it", "Perfetto, allora a domani alle 9.", true},
		{"fr", "La clinique remet sa réponse à demain 9 h.", false},
		{"pt", "Ainda não há confirmação; ficaram de responder por e-mail até amanhã.", false},
	})
	// a farewell that says nothing done sets a deadline too
	checkRules(t, ReasonDoneClaim, func() *present.Ledger { return ledgerOf(bookingReferred) }, []ruleCase{
		{"de", "Damit die Urne bis Samstag zurückgelegt wird, reservier sie selbst unter https://ask.example.com/talk.", false},
		{"de", "Super, bis Samstag in der Kapelle!", true},
		// only a verb after it makes it a deadline, not the slot and place
		{"de", "Dann heißt es für dich bis Samstag um 10 Uhr in der Kapelle.", true},
		{"de", "Das ganze Team sagt bis Samstag um 10 Uhr.", true},
	})
}
