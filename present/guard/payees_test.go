package guard

import (
	"testing"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
)

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

// TestApartFromTheOperator: a fee the sentence sets apart from the
// operator's charges, however many words stand between ("separate from
// anything the chapel charges"), is someone else's; set apart in another
// clause, the operator's own price beside it is still a value.
func TestApartFromTheOperator(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "Copies come from the register office at £11 each, which is separate from anything the Memorial Chapel charges.", false},
		{"es", "La tasa la cobra el Ayuntamiento, unos 180 € y no forma parte de la factura de Example Memorial Chapel.", false},
		{"it", "Il diritto di 53 € lo paga al Comune e non c'entra niente con Example Memorial Chapel.", false},
		{"fr", "L'acte coûte 50 € à la mairie, montant distinct des honoraires de Example Memorial Chapel.", false},
		{"en", "Separate from the council fee, the Memorial Chapel charges £900.", true},
	})
}

// TestTheirOwnQuote: an amount the sentence says is another business's
// own quote is no value of the referred item; "I don't have their quote"
// says no such thing, and a guide to the referred one still is a value.
func TestTheirOwnQuote(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Zum Vergleich: Der Partyservice Lange hat Ihnen 38 € pro Person angeboten – das ist deren eigenes Angebot.", false},
		{"nl", "Ter vergelijking: Kasteel Hoogveld heeft jullie € 11.500 geoffreerd; dat is hun eigen offerte.", false},
		{"it", "Non ho il loro preventivo, ma parliamo di qualche centinaio di euro.", true},
		{"en", "Rosewood quoted £5,900, their own quote, and the chapel will be about the same.", true},
		{"pt", "A Funerária Sol publica o preço dela: 2.100 €, a própria tabela.", false},
		{"nl", "Bij hen betaal je zo'n € 250 per maand aan eigen kosten.", true},
		{"de", "Bei denen sind es als eigene Kosten etwa 300 €.", true},
	})
}

// TestOwnFigures: the person's own figures (their salary, the price of
// what they buy, a valuation, their budget after their "you") are theirs;
// an amount further on in the sentence, or said as a price, is a value.
func TestOwnFigures(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "You're buying a flat for £245,000 and would like to complete in April.", false},
		{"en", "Your salary is £2,400 a month, so the timing matters.", false},
		{"en", "On a purchase price of £245,000 the service usually comes to about £1,200.", true},
		{"de", "Bei Ihrem Kaufpreis von 320.000 € kämen etwa 1.500 € für den Service zusammen.", true},
		{"de", "Sie haben letztes Jahr rund 52.000 € brutto verdient.", false},
		{"es", "Cobras unos 31.000 € brutos al año.", false},
		{"es", "Vuestro presupuesto de 25.000 € es razonable.", false},
		{"es", "El piso está valorado en 180.000 €.", false},
		{"fr", "Vous attendez 45 adultes, avec un budget de 2 000 € pour le repas.", false},
		{"it", "Fatturi circa 38.000 € l'anno in regime forfettario.", false},
		{"pt", "Você trabalhou 4 anos, com salário de R$ 3.800.", false},
		{"pt", "O seu teto era de R$ 5.000.", false},
		{"ja", "会社員の給与が年520万円とのことでした。", false},
		{"en", "Your budget is fine, and the service itself is £1,900.", true},
		{"pt", "A conta de luz veio 240 kWh, com um chuveiro de 7.500 W.", false},
	})
}

// TestOtherBusinessesNames: a word of the operator's name inside
// another business's name ("Example" in "Example Rosewood Barn",
// "Chapel" in "Hillside Chapel") does not name the operator; the
// operator's own name, however its words are spread, does.
func TestOtherBusinessesNames(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "Example Rosewood Barn quoted you £5,900 last week; that's their own quote, not an indication of the chapel.", false},
		{"en", "Separately, Hillside Chapel quoted you £2,100; that's their own quote.", false},
		{"nl", "Kasteel Example Hoogveld heeft jullie € 11.500 geoffreerd; dat is hun eigen offerte.", false},
		{"en", "Example Memorial Chapel's direct cremation is £1,495.", true},
		{"en", "At the Memorial Chapel a cremation is about £1,495.", true},
	})
}

// TestNegatedCharge: a verb of charging, negated next to it with no
// amount in its clause, gives a zero price; one that says what they
// charge, or asks, does not.
func TestNegatedCharge(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"it", "La cappella non ve lo fa pagare, è compreso.", true},
		{"ja", "チャペルでは、ご安置のお部屋の利用料はかからないそうです。", true},
		{"de", "Die Kapelle verlangt nichts für die Aufbahrung.", true},
		{"es", "La capilla no cobra el traslado.", true},
		{"en", "I can't tell you what the chapel will charge.", false},
		{"en", "Does the chapel charge for the viewing?", false},
		{"nl", "Ik weet niet wat de kapel rekent; vraag het hun.", false},
	})
}

// TestCurrencyCodesAsWords: a currency code that is a word of the
// language ("ils" is "they" in French) makes no price sentence; next to
// a number it is a currency ("TRY 2" and "try 2" read alike).
func TestCurrencyCodesAsWords(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"fr", "Ils proposent des séances de 1 h 30, 2 fois par semaine.", false},
		{"en", "The chapel's service is about ILS 4,000.", true},
	})
}

// TestPriceAcrossLines: a sentence broken over lines mid-phrase is one
// sentence: the amount on one line and its currency on the next.
func TestPriceAcrossLines(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"nl", "Een uitvaart is daar\nvijfentwintighonderd\neuro, heb ik gelezen.", true},
		{"en", "The chapel is at\n12 Mill Lane.", false},
	})
}

// TestWhatThePersonSaid: an amount in a clause that reports what the
// person said is theirs, unless it names the operator; their budget is
// no other business's price offered as a guide.
func TestWhatThePersonSaid(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"pt", "Você me disse que consegue pagar até R$ 400 por mês.", false},
		{"fr", "Préparez le prix de vente (280 000 €, m'avez-vous dit) et la date du compromis.", false},
		{"nl", "Uw moeder had een polis die € 6.500 uitkeert, vertelde u.", false},
		{"en", "You mentioned you'd set aside £50 a week for the service, so it's worth asking what they offer in that range.", false},
		{"en", "You told me Example Memorial Chapel charges £600.", true},
	})
}

// TestMoreAmountShapes: a table column headed by the referred operator's
// name, slang for money, and an amount given by its number of digits.
func TestMoreAmountShapes(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "| Item | Example Memorial Chapel |\n|---|---|\n| Direct cremation | 1450 |", true},
		{"en", "| Item | Example Memorial Chapel |\n|---|---|\n| Parking spaces | on site |", false},
		{"es", "Una vecina me dijo que allí el servicio está a 20 pavos.", true},
		{"fr", "Il faut compter dans les 800 balles pour le service.", true},
		{"de", "Ihr Eigenanteil dürfte im mittleren dreistelligen Bereich liegen.", true},
		{"es", "La capilla tiene 20 plazas de aparcamiento.", false},
	})
}

// TestReportedBudgetNamesTheService: what the person said they can spend
// on the service is theirs; what someone told them the business charges
// is a value.
func TestReportedBudgetNamesTheService(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"es", "Usted me dijo que puede dedicar unos 120 € al mes al servicio.", false},
		{"en", "You mentioned you'd like to keep the service under £200 a month.", false},
		{"es", "Una vecina me dijo que allí el servicio está a 20 pavos.", true},
		{"en", "You told me the service costs £2,000 there.", true},
	})
}

// TestAgesAndAddresses: a fraction after a number is no longer number
// ("17½"), a street after a number is an address ("4 Castle Row"), and
// money the sentence says is not the garage's is not its value.
func TestAgesAndAddresses(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"nl", "Je bent 17½ en wilt met 18 afrijden.", false},
		{"en", "Your road tax is £190 for the year, paid to the DVLA online, not to the garage.", false},
		{"en", "The service at the chapel is £190 for the year.", true},
	})
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "Example Family Clinic is at 4 Castle Row, second floor, open 9:30 to 5 on weekdays.", false},
	})
}

// TestCapacityIsNoMoney: a number after a word of capacity is a count.
func TestCapacityIsNoMoney(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"es", "La capilla encaja bien: tiene capacidad para 200.", false},
		{"en", "The chapel has a capacity of 120.", false},
		{"de", "Die Kapelle nimmt bis zu 3.000 für den Service.", true},
	})
}

// TestRideToTheOperator: the operator named as where a ride goes is not
// who is paid; a word that starts like a currency ("Europa") is none.
func TestRideToTheOperator(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"it", "Per arrivare all'Example Memorial Chapel prendi l'autobus; il biglietto costa 1,70 €.", false},
		{"en", "To get to Example Memorial Chapel, the bus fare is £2.", false},
		{"it", "Example Memorial Chapel Europa chiede 1.700 € per il servizio.", true},
	})
}

// TestDecadesAndCounts: two digits are a decade only written as one
// ("the 90s", "'90"); a count names what it counts.
func TestDecadesAndCounts(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"fr", "Chez eux, la séance tourne autour de 50-60.", true},
		{"en", "The chapel was built in the 90s.", false},
		{"en", "Ask the chapel with your guest count of 80.", false},
	})
}

// TestAuthoritiesAndCounts: fees that a public body charges are its own;
// "un peso" is a weight where nothing speaks of a price; "2 rendez-vous"
// is a count.
func TestAuthoritiesAndCounts(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"es", "Ojo: la tasa de inhumación la cobra el Ayuntamiento (unos 180 €) y no forma parte de la factura.", false},
		{"fr", "L'autorisation se demande à la mairie de Lyon, et la redevance d'environ 40 € est municipale.", false},
		{"es", "Con sus 4,2 kg está en un peso perfecto para la anestesia.", false},
		{"fr", "Comptez 2 rendez-vous pour la pose d'une couronne.", false},
		{"es", "El servicio de la capilla cuesta un euro por minuto.", true},
		{"pt", "Disseram-me que o vosso orçamento total é de 20 000 €.", false},
	})
}

// TestWordsOfTwoMeanings: a ceiling or a roof, board, invoices, labour
// and what a business sells for are prices, not the person's money; a
// sentence that says the person need not pay now states no zero price;
// the assistant's own hearsay is not the person's words.
func TestWordsOfTwoMeanings(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "Replacing the ceiling at the chapel costs about 400.", true},
		{"it", "Rifare il tetto della cappella costa 8.000 €.", true},
		{"es", "La pensión completa en la capilla cuesta 80 € al día.", true},
		{"es", "Las facturas de la capilla suelen ser de 400 €.", true},
		{"de", "Der Lohn für die Trauerfeier beträgt 200 €.", true},
		{"en", "Their urns are sold for £90.", true},
		{"de", "Die Urne wird dort für 90 € verkauft.", true},
		{"ja", "チャペルの費用は5万円でしたね。", true},
		{"ja", "チャペルの費用は5万円と聞いています。", true},
		{"en", "You don't need to pay anything now.", false},
		{"de", "Sie müssen jetzt nichts bezahlen.", false},
		{"ja", "手続きに時間はかかりません。", false},
		{"en", "I can't say what the chapel costs.", false},
	})
}

// TestWordsThatDisownNothing: "eigener Tasche", "próprio dia" and "its
// own rates" say nothing of another business; a payee that a phrase
// sets apart, or names before a comma, leaves the operator's price its
// own; "consacrer" alone is no budget and "CHF 12.10." no date.
func TestWordsThatDisownNothing(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Eine Sitzung kostet 90 €, die Sie aus eigener Tasche zahlen.", true},
		{"pt", "A sessão custa 50 €, a pagar no próprio dia.", true},
		{"en", "The chapel sets its own rates: £60 per session.", true},
		{"es", "La recepcionista me contó que son unos 40 € por sesión.", true},
		{"de", "Unabhängig von der Krankenkasse verlangt Example Memorial Chapel 90 € pro Sitzung.", true},
		{"nl", "Los van je eigen risico rekent Example Memorial Chapel 45 euro per behandeling.", true},
		{"it", "Rispetto al ticket, la seduta privata costa 60 euro.", true},
		{"es", "Aparte del copago, Example Memorial Chapel cobra 40 € por sesión.", true},
		{"fr", "Avec le crédit d'impôt, la séance vous revient à 25 €.", true},
		{"fr", "Il faudra consacrer environ 50 € par séance.", true},
		{"de", "Die Sitzung kostet CHF 12.10.", true},
		{"en", "Your daughter turns 12 in a month, so ask about the timing.", false},
		{"de", "Wie viel die Kapelle berechnet, weiß ich leider nicht.", false},
	})
}

// TestServiceNamedBesideAPayee: a clause that names the referred service
// and someone else who is paid for it ("the practical test … costs £62
// with the DVSA") gives that payee's money; naming the operator, or a
// payee in another clause, leaves the price the operator's.
func TestServiceNamedBesideAPayee(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "The service certificate is issued by the council and costs £11.", false},
		{"fr", "Pour le service, l'Assurance maladie rembourse 60 € — pas le tarif de la chapelle.", false},
		{"de", "Die Eintragung ins Register kostet 20 €, die an die Bundesnotarkammer gehen.", false},
		{"en", "The service at the Memorial Chapel costs £900, and the council fee is extra.", true},
		{"en", "For the service, expect £2,000, plus the council's £80.", true},
	})
}

// TestRecapOfThePersonsFigures: what follows "what you told me:" is the
// person's own figures; a business's price in such a list is not.
func TestRecapOfThePersonsFigures(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"it", "Riassumendo quello che mi hai detto: reddito di circa 28.000 € lordi l'anno e due figli.", false},
		{"nl", "Even op een rij wat je me vertelde: 9 jaar in dienst, € 4.100 bruto per maand.", false},
		{"it", "Riassumendo quello che mi hai detto: la cappella ti ha chiesto 3.000 €.", true},
	})
}

// TestPayeeAfterTheAmount: a payee after the amount ("plus the council's
// fee") or set apart in another clause leaves the operator's price a
// value; a budget word across a condition, "says nothing" after another
// clause, a range of hundreds of people and a bare "12.10." after "is"
// are read for what they are.
func TestPayeeAfterTheAmount(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "The service itself is around £3,900 plus the council's cremation fee.", true},
		{"en", "To recap what you told me: budget up to £5,000, and the service itself comes to around £3,900.", true},
		{"nl", "Het pakket dat je noemde komt daar op zo'n 6.500 euro.", true},
		{"es", "Aparte de eso, Example Memorial Chapel cobra 2.400 € y el aparcamiento es gratis.", true},
		{"es", "El servicio sale por 450 € si puedes dedicar dos tardes a la semana.", true},
		{"en", "The service fee there is 12.10.", true},
		{"en", "I don't know what the chapel charges and their website says nothing.", false},
		{"en", "The chapel seats between 2 and 3 hundred mourners.", false},
	})
}

// TestOperatorAfterThePayee: the operator named between a payee and the
// amount keeps the amount its own, however near the payee.
func TestOperatorAfterThePayee(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, func() *present.Ledger {
		return ledgerOf(interpret.Outcome{Kind: interpret.KindOnRequest, Operator: "Plomberie Martin", SkillID: "tarifs",
			SkillName: "Tarifs dépannage", PersonEntry: "https://martin.example/demande"})
	}, []ruleCase{
		{"fr", "Le dépannage passe par l'assurance et Plomberie Martin prend 130 €.", true},
		{"fr", "Le dépannage passe par la franchise de l'assurance et Plomberie Martin facture 130 €.", true},
		{"fr", "Le dépannage est pris en charge par l'assurance, qui rembourse 130 €.", false},
	})
}

// TestZeroOfAnotherPayee: a word for free in a clause that names a day or
// a time and nothing of the operator is said of the other payee's amount
// in the sentence; said of the service, or of something else with no day,
// or with no other amount, it is a zero price.
func TestZeroOfAnotherPayee(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "The car park behind the chapel charges £2 an hour, though Sundays are free.", false},
		{"de", "Das Parkhaus nebenan kostet 2 € pro Stunde, am Wochenende ist es kostenlos.", false},
		{"fr", "Le parking du centre coûte 2 € de l'heure, mais il est gratuit le dimanche.", false},
		{"es", "El parking municipal cuesta 1,80 € la hora, y los domingos es gratis.", false},
		{"it", "Il parcheggio comunale costa 2 € l'ora, la domenica invece è gratuito.", false},
		{"en", "The car park charges £2 an hour, and the service itself is free.", true},
		{"en", "Sundays are free at the chapel.", true},
		{"fr", "Le parking coûte 2 €, et chez eux c'est gratuit.", true},
		{"en", "The car park next door is £1.50 an hour, and the post-op check-up is free.", true},
		{"fr", "Le ticket de bus est à 1,80 €, mais le déplacement du plombier est offert.", true},
	})
}

// TestPaidElsewhereStaysInItsSentence: a sentence that says a fee goes
// to another payee, not to the operator, says nothing of the amounts of
// the sentences after it: the operator's own price there is a value.
func TestPaidElsewhereStaysInItsSentence(t *testing.T) {
	const disown = "Certificate copies are issued by the registry office, not by the chapel. "
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "Certificate copies are issued by the registry office, not by the chapel, at £11 each.", false},
		{"en", disown + "The service itself usually comes to around £2,400.", true},
		{"en", disown + "They'd want about £950 for the arrangements.", true},
		{"de", "Die Urkunden stellt das Standesamt aus, nicht die Kapelle. Die Trauerfeier selbst liegt bei rund 2.400 €.", true},
		{"fr", "Les actes sont délivrés par la mairie, pas par la chapelle. L'accompagnement, lui, est à 900 €.", true},
	})
}

// TestCurrencyOfOthersPricesNothing: a currency written only beside the
// person's own money or another payee's makes no other number of the
// sentence an amount: ages, care levels and days stay numbers; a price
// word still makes them amounts.
func TestCurrencyOfOthersPricesNothing(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "So: your mother is 84, at care level 3, and your budget is £2,000 a month.", false},
		{"de", "Ihr Vater ist 91, hat Pflegegrad 4 und Ihr Budget liegt bei 2.500 € im Monat.", false},
		{"es", "Tu madre tiene 86 años, vive en un 5.º piso y tu presupuesto es de 1.800 €.", false},
		{"pt", "Mudança no dia 12, 3.º andar, e o seu orçamento é de R$ 3.000.", false},
		{"en", "Your budget is £2,000, and the chapel's fee is 80 on top.", true},
		{"en", "Your budget is £2,000; the service costs 950.", true},
	})
}

// TestRecapOfWhatThePersonTold: after a word that opens a summary of
// what the person told, their own figures are theirs; a price of the
// operator's in the same summary is still a value.
func TestRecapOfWhatThePersonTold(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "To recap: your dad is 90, gets a pension of £1,400 a month and has about £30,000 saved.", false},
		{"de", "Wenn ich Sie richtig verstanden habe, ist Ihre Mutter 86 und bekommt 1.300 € Rente.", false},
		{"es", "Si lo he entendido bien, tu abuela tiene 90 años y su jubilación es de 950 € al mes.", false},
		{"fr", "Si j'ai bien compris, votre père a 88 ans et perçoit 1 250 € de retraite.", false},
		{"it", "Ricapitolando: tuo padre ha 87 anni e la sua pensione è di 1.100 €.", false},
		{"nl", "Als ik het goed begrijp, is je vader 85 en krijgt hij € 1.600 pensioen.", false},
		{"pt", "Resumindo: a sua mãe tem 84 anos e recebe um salário de 1.400 €.", false},
		{"ja", "整理すると、お父様は88歳で、ご予算は30万円ですね。", false},
		{"en", "To recap: your cremation at the chapel comes to about £1,800.", true},
		{"en", "In a nutshell, you'd pay around £1,800 for the service.", true},
		{"fr", "En bref, chez eux vous en aurez pour 1 800 € environ.", true},
		{"en", "To sum up: a simple service is about 1,800.", true},
		{"en", "To recap: for your cat the op comes out at £180.", true},
		{"en", "Summing up: you've got £300 set aside, and the op itself would be around £180.", true},
		{"nl", "Kortom: voor jouw driekamerwoning zou het zo'n 1.400 euro zijn.", true},
		{"ja", "確認すると、お客様の猫ちゃんの場合は2万円でした。", true},
		{"de", "Der Seeblick ist eine kleine Pension mit Doppelzimmern zu 85 € pro Nacht.", true},
		{"es", "En el Miramar la semana de pensión completa son 640 € por persona.", true},
	})
}

// TestAnotherBusinessAsAGuide: another business's price, or the
// operator's own other branch, room or job, stays a value where a guide
// or the operator's own offer may be read in it.
func TestAnotherBusinessAsAGuide(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "The other chapel in town lists £1,900 for a cremation, so expect about the same here.", true},
		{"en", "The other funeral home nearby charges £1,600. Expect roughly the same here.", true},
		{"es", "Otra funeraria de la zona cobra 1.500 €. Con Memorial Chapel no andará muy lejos.", true},
		{"fr", "Un autre funérarium du quartier prend 1 400 €. Chez eux, ça ne devrait pas être loin.", true},
		{"en", "The other Memorial Chapel branch, on Mill Road, does it for £1,800.", true},
		{"fr", "L'autre jour, la chapelle demandait 1 800 € pour la cérémonie.", true},
		{"en", "The Memorial Chapel has two rooms. The other chapel room, the Garden Room, goes for £900 a day.", true},
		{"en", "Another £200 goes on flowers at the chapel.", true},
	})
}

// TestBudgetThatSuffices: the person's own money said to be enough, or
// not, for the operator's referred service bounds its price; asked as a
// question, or of something else, it does not.
func TestBudgetThatSuffices(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "You told me you'd spend up to £2,000, and a service at the Memorial Chapel fits comfortably within that.", true},
		{"es", "Con los 2.000 € que me dijiste que tenías ahorrados te llega de sobra para el servicio de Memorial Chapel.", true},
		{"pt", "Com os R$ 5.000 que você separou, dá tranquilo para o serviço da Memorial Chapel.", true},
		{"de", "Mit den 2.000 €, die Sie zurückgelegt haben, reicht es für die Trauerfeier bei Memorial Chapel nicht.", true},
		{"de", "Danach sehen wir, ob der Rest Ihres Budgets von 2.000 € für Memorial Chapel reicht.", false},
		{"en", "You told me you'd spend up to £2,000; that is enough for the flowers and the notices.", false},
		{"en", "You told me you'd spend up to £2,000 in all.", false},
	})
}

// TestCourtesyIsFree: a first session "on the house" is a zero price.
func TestCourtesyIsFree(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"pt", "A primeira reunião na Memorial Chapel é cortesia.", true},
		{"en", "The first meeting at the Memorial Chapel is complimentary.", true},
		{"es", "La primera visita a Memorial Chapel es de cortesía.", true},
	})
}

// TestIncludedQualifiesAnAmount: a word of what is included beside an
// amount says what the amount covers, and prices nothing at zero; said of
// an item in a clause of its own, it is a zero price.
func TestIncludedQualifiesAnAmount(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, func() *present.Ledger { return ledgerOf(priceReferal, optInFee) }, []ruleCase{
		{"de", "Die Praxis nannte mir die Erstberatung: 85 € inklusive MwSt.", false},
		{"en", "The clinic told me a first consultation is EUR 85, VAT included.", false},
		{"fr", "La clinique m'a indiqué 85 € TTC, consultation comprise.", false},
		{"de", "Das Parken kostet 3 € am Tag, und die Aufbahrung ist inklusive.", true},
		{"en", "The viewing is included in the package.", true},
		{"de", "Die Trauerfeier ist inklusive.", true},
		{"de", "Die Erstberatung der Praxis kostet 85 €, die Aufbahrung in der Kapelle ist inklusive.", true},
		{"de", "Bei der Kapelle ist die Trauerfeier inbegriffen; nur der Parkschein kostet 2,50 €.", true},
	})
}

// TestAnotherBusinessOwnPrice: another business named by its proper name,
// whose amount the sentence says is its own ("that's their own offer",
// "their website lists"), gives no value of the referred operator; the
// same amount offered as a guide, or listed on a website that may be the
// operator's, is one.
func TestAnotherBusinessOwnPrice(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "You also asked about Oakfield Funeral Home: their website lists a direct cremation at £1,495.", false},
		{"es", "Preguntabas también por la Funeraria San Roque: en su web anuncia la cremación por 1.495 €.", false},
		{"fr", "Vous aviez aussi demandé pour les Pompes Funèbres Martin : sur leur site, elles affichent une crémation à 1 495 €.", false},
		{"nl", "Uitvaartcentrum De Linde heeft jou € 1.650 aangeboden: dat is hun eigen pakketprijs.", false},
		{"es", "La Funeraria San Roque te ofreció 1.400 €: esa es su propia oferta.", false},
		{"pt", "A Funerária São Bento ofereceu-lhe 1.400 €: essa é a proposta deles.", false},
		{"en", "I couldn't reach them, but their website lists a direct cremation at £1,495.", true},
		{"en", "Oakfield Funeral Home's website lists a cremation at £1,495, and Example Memorial Chapel will be similar.", true},
		{"nl", "Ter vergelijking: Uitvaartcentrum De Linde vraagt € 1.650 voor een crematie, dus Example zal daar ongeveer op zitten.", true},
		{"en", "Oakfield Funeral Home lists a cremation at £1,495 on their website, so expect about the same at the chapel.", true},
		{"es", "Preguntabas por la capilla: en su web anuncia la cremación por 1.495 €.", true},
		{"en", "Funeral homes in Dublin list a cremation at €3,000 on their website.", true},
		{"de", "Zum anderen Bestatter, nach dem Sie gefragt hatten: Er nennt auf seiner Website 1.890 € für die Feuerbestattung.", false},
		{"nl", "De andere uitvaartonderneming waar je naar vroeg, noemt op de eigen website € 1.890 voor een crematie.", false},
		{"fr", "Quant au centre funéraire Voltaire que vous évoquiez, il affiche une crémation à 1 890 € sur son site.", false},
		{"en", "Another funeral home nearby charges around £1,900, so expect something similar.", true},
		{"en", "The other funeral home you mentioned is a good place to start; the chapel's own website lists £1,900.", true},
		{"de", "Das Bestattungshaus Lindner nennt auf seiner Website 1.495 € für eine Feuerbestattung. Die Kapelle dürfte ähnlich liegen.", true},
		{"en", "They're right next door to Oakfield Funeral Home, and their website lists a direct cremation from £1,650.", true},
		{"en", "I checked the chapel online. Unlike Oakfield Funeral Home, their website lists a direct cremation at £1,650.", true},
		{"es", "Para hacerte una idea, la Funeraria San Roque anuncia en su web la cremación por 1.495 €.", true},
		{"de", "Das Bestattungshaus Lindner nennt auf seiner Website 1.495 €. Ob die Kapelle ähnlich liegt, kann ich nicht sagen.", false},
		{"de", "Die Praxis Zahnwerk am Ring nennt auf ihrer eigenen Website 89 € für die Zahnreinigung – das ist ausschließlich deren Preis.", false},
		{"fr", "Les Pompes Funèbres Martin affichent 1 650 € sur leur site ; une chapelle de ce genre se situe à peu près au même niveau.", true},
	})
}

// TestEstimateVerbs: a bare amount or range after a verb of reckoning on
// a price ("mit 40 bis 50 rechnen", "cuenta con algo entre 45 y 50",
// "expecting somewhere between 85 and 95") is a value; the same verbs
// before a count, or with no number, are not.
func TestEstimateVerbs(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Für eine Einheit Trauerbegleitung kannst du dort mit 40 bis 50 rechnen.", true},
		{"en", "If you go in expecting somewhere between 85 and 95 for the viewing, you won't be far off.", true},
		{"es", "Para el velatorio, cuenta con algo entre 45 y 50 allí.", true},
		{"pt", "Para a cerimónia, conte lá com qualquer coisa entre 40 e 50.", true},
		{"es", "La capilla cuenta con 2 salas de velatorio.", false},
		{"de", "Rechnen Sie mit 40 bis 50 Gästen.", false},
		{"en", "Expecting around 40 guests, the chapel suggests the larger room.", false},
		{"de", "Mit einer Antwort vor Montag würde ich nicht rechnen.", false},
		{"es", "La capilla cuenta con más de 300 reseñas positivas.", false},
		{"en", "The chapel is expecting 200 wreaths for big services.", false},
		{"it", "Stando alle recensioni, mettete in conto sui 70 solo per l'uscita.", true},
		{"pt", "Pelas avaliações, conte com uns 40 só para virem cá.", true},
		{"en", "For a service at the chapel you should expect 2,200 give or take.", true},
		{"it", "Per il servizio in cappella metta in conto 2.200 abbondanti.", true},
	})
}

// TestParkingAndTransit: parking zones, meters and transit tickets are
// other payees, also where the operator is named after the amount's own
// clause ("… coûte 1,90 € et l'arrêt Example est juste en face"); named
// before it, or in the amount's clause, the operator may share the
// amount.
func TestParkingAndTransit(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"fr", "Pour y aller, le ticket de tram coûte 1,90 € et l'arrêt Example est juste en face.", false},
		{"es", "Si vas en coche, la zona azul de esa calle cuesta 1,20 € la hora.", false},
		{"it", "Se viene in macchina, le strisce blu lì davanti costano 1,50 € l'ora.", false},
		{"es", "Desde el aeropuerto, un remís sale unos $ 25.000.", false},
		{"de", "Der Parkscheinautomat vor der Tür nimmt 2 € pro Stunde.", false},
		{"de", "Das Gemeindeparkhaus am Dorfplatz verlangt 12 € pro Tag.", false},
		{"de", "Hinzu kommt die Gebühr des Standesamts für die Urkunde, derzeit 50 €.", false},
		{"en", "The chapel and the florist charge €2,000 together.", true},
		{"fr", "La crémation chez Example coûte 1 900 € et le ticket de tram 1,90 €.", true},
		{"en", "Parking is free, and Example Memorial Chapel charges €2,000 for the service.", true},
		{"en", "Meter parking is €2 an hour and that's also what the chapel adds per hour for the viewing room.", true},
		{"it", "L'autosilo comunale costa CHF 2 all'ora.", false},
		{"de", "Parkschein und Aufbahrungsraum der Kapelle kommen zusammen auf etwa 420 €.", true},
		{"de", "Zug und Taxi vom Bahnhof kosten zusammen rund 25 €.", false},
		{"es", "El autobús y el metro hasta la capilla suman unos 3 €.", false},
	})
}

// TestCountInBrackets: a number alone in brackets right after what is
// counted is a count ("your guest count (around 90)"); with a currency
// in the brackets, or a price word before them, it is an amount.
func TestCountInBrackets(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "The chapel shares its packages on request; tell them your guest count (around 90).", false},
		{"es", "La capilla da sus paquetes a petición; diles cuántos invitados seréis (unos 120).", false},
		{"fr", "La chapelle communique ses formules ; indiquez-leur le nombre d'invités (une centaine).", false},
		{"it", "La cappella comunica i pacchetti; indichi il numero di invitati (circa 110).", false},
		{"en", "A service for 90 guests (around €4,500) is typical there.", true},
		{"en", "For a day with your guests, the chapel charges (around 4,500).", true},
		{"en", "The package price (around 4,500) covers 90 guests.", true},
		{"en", "Hiring the viewing room for 2 days (around 400) is common there.", true},
	})
}

// TestAmountSplitAcrossAStop: an amount whose currency comes after a full
// stop ("around forty. Pounds, that is") is one amount; a count before
// the stop stays a count.
func TestAmountSplitAcrossAStop(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Eltern schreiben von etwa 25. Euro natürlich, pro Stunde.", true},
		{"en", "Families put it at around forty. Pounds, that is, for the viewing.", true},
		{"fr", "Des familles parlent de 30 environ. En euros, par personne.", true},
		{"pt", "Falavam em 80, mais ou menos. Euros, por pessoa.", true},
		{"en", "The service lasts about 40 minutes. Pounds or euros are both fine for the flowers.", false},
		{"de", "Die Feier ist am 25. Mai um 14 Uhr.", false},
		{"en", "The chapel seats 120. Euros or cards are both fine for the donation box.", false},
	})
}

// TestChargeNegatedInItsClause: a verb of charging with a negation next to
// it in its own clause gives a zero price; a negation that starts the
// next clause negates that clause's verb.
func TestChargeNegatedInItsClause(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"pt", "Não sei quanto a capela cobra e não diria que é parecido.", false},
		{"es", "No sé cuánto cobra la capilla y no diría que es igual.", false},
		{"de", "Die Kapelle verlangt dafür nichts.", true},
		{"pt", "A capela não cobra a primeira conversa.", true},
	})
}

// TestRoomsStaffAndBudgets: a room's number, a count of staff and the
// budget the person named are no amounts, also beside a price word; a
// room's price is one.
func TestRoomsStaffAndBudgets(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"nl", "Het kantoor heeft 8 medewerkers en rekent 21% btw over de tarieven.", false},
		{"en", "The viewing room costs 204 a day.", true},
		{"nl", "Het kantoor rekent 8 per kwartier.", true},
		{"en", "At the chapel, the family room is 275 for the day.", true},
		{"nl", "U noemde een bedrag van € 1.900; dat is ook wat de kapel voor een dienst rekent.", true},
	})
}

// TestCurrencyColumn: a table column headed by a currency is a price
// column, as one headed by a price word; a column of counts is not.
func TestCurrencyColumn(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"es", "| Servicio | € |\n|---|---|\n| Velatorio | 40 |", true},
		{"en", "| Service | Price |\n|---|---|\n| Viewing | 40 |", true},
		{"es", "| Sala | Personas |\n|---|---|\n| Velatorio | 40 |", false},
	})
}

// TestNamesAndWordsOfThePerson: a pet called Mio is no million,
// what the person said they pay is theirs, a prefecture's fee is the
// prefecture's, the person's wedding envelope is theirs; an amount with
// "Mio" after it is still one.
func TestNamesAndWordsOfThePerson(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Die Anfrage für die Kastration von Mio ist an die Praxis gegangen.", false},
		{"de", "Ihr Tarif kostet Sie nach Ihren Angaben 24 € im Monat.", false},
		{"ja", "学科試験の受験料（1,800円）は県に納めるもので、チャペルの料金ではありません。", false},
		{"fr", "Avec votre enveloppe de 18 000 € et 90 invités, demandez vite le tarif à la chapelle.", false},
		{"en", "You also asked about Ashdown Funeral Care: their website lists a direct cremation at £1,450.", false},
		{"de", "Das Anwesen der Kapelle kostet 2 Mio €.", true},
		{"de", "Die Kapelle kostet nach unseren Angaben 2.400 €.", true},
	})
}
