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
		// a mark after an address ends its clause
		{"en", "Example Memorial Chapel gives its prices at https://ask.example.com/talk, and the bus there is £2.50 each way.", false},
		{"de", "Die Preise nennt Example Memorial Chapel unter https://ask.example.com/talk; der Bus dorthin kostet 2,80 €.", false},
		{"en", "Example Memorial Chapel gives its prices at https://ask.example.com/talk, and a cremation there is £2,450.", true},
		{"pt", "O serviço fica entre 2500-3500 reais.", true},
		// a fare's clause ends at "ed"; getting there is directions
		{"it", "Il parcheggio comunale in piazza costa 1,50 € l'ora ed è a cinque minuti a piedi dalla cappella.", false},
		{"pt", "Chegar lá é tranquilo: a passagem de ônibus custa R$ 4,40 e o ponto fica na frente da capela.", false},
		{"it", "Il parcheggio costa 1,50 € l'ora ed la cerimonia in cappella costa 1.800 €.", true},
		// a chapel dates from a year, as a building does
		{"en", "The chapel dates from 1820 and is accessible from the back.", false},
		{"it", "La cappella è del 1820 ed è accessibile dal retro.", false},
	})
}

// TestPhoneNumbers: a price sentence that gives a telephone number to ask
// on names no amount: three groups of three digits, an area code in
// brackets, two equal groups joined by a dash (no range goes down or
// stays); amounts in groups stay amounts, and a number word in kanji
// inside a name is no number.
func TestPhoneNumbers(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"es", "El precio del servicio te lo dan en el 918 550 127.", false},
		{"pt", "Os valores do serviço você pergunta no (11) 5555-0176.", false},
		{"nl", "De prijs van de dienst hoor je via (020) 555 0188.", false},
		{"pt", "Os valores do serviço, só perguntando pelo (11) 4000-4000.", false},
		{"pt", "O serviço custa entre 2000-4000 reais.", true},
		{"ja", "料金はExample町の事務所（東京都千代田区1-2-3の5階）でお尋ねください。", false},
		{"ja", "葬儀の費用は約千円からです。", true},
		{"ja", "葬儀費用は総額八十万程度です。", true},
		{"pt", "O serviço fica em 1500-1500 €.", true},
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
// in that column is a value; other columns (days, counts) are not. Of
// two headers that speak of price, the last is the price's: "Package"
// before "Price" holds what the package is.
func TestPriceColumn(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "| Service | Duration | Price |\n|---|---|---|\n| Basic | 45 min | 60 |\n", true},
		{"de", "| Leistung | Dauer | Preis |\n|---|---|---|\n| Basis | 3 Tage | 90 |\n", true},
		{"en", "| Service | Days | Notes |\n|---|---|---|\n| Basic | 3 | ask the chapel |\n", false},
		{"en", "| Service | Duration | Price |\n|---|---|---|\n| Basic | 45 min | on request |\n", false},
		{"en", "| Chapel | Package | Price |\n|---|---|---|\n| Example Memorial Chapel | service and 40 hymn sheets | on request |\n", false},
		{"en", "| Chapel | Package | Price |\n|---|---|---|\n| Example Memorial Chapel | service + 40 chairs | 1900 |\n", true},
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

// TestWorkedOutFromOptIn: while the operator that gave its prices on
// opt-in also refers an item, an amount said of it that is none of them
// may be the referred one's (OR-6.3); the given amount in another
// notation is not. Without a referral nothing limits amounts.
func TestWorkedOutFromOptIn(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, func() *present.Ledger { return ledgerOf(optInFee, treatmentReferal) }, []ruleCase{
		{"en", "So two consultations at Example Family Clinic come to EUR 170.", true},
		{"en", "A first consultation at Example Family Clinic is eighty-five euros.", false},
		{"en", "The bus to Example Family Clinic is EUR 2.", false},
	})
	checkRules(t, ReasonOtherSourceValue, func() *present.Ledger { return ledgerOf(optInFee) }, []ruleCase{
		{"en", "So two consultations at Example Family Clinic come to EUR 170.", false},
		{"en", "A first consultation is EUR 85, and the website lists a check-up at about EUR 60.", false},
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

// TestOneLetterMillion: "m" after a number is a million only beside a
// currency; alone it is metres ("the wall is 3.2m").
func TestOneLetterMillion(t *testing.T) {
	g := New(nil)
	for _, c := range []struct {
		lang, text string
		want       float64
	}{
		{"en", "£3.2m", 3.2e6}, {"de", "3,2m €", 3.2e6}, {"en", "a wall of 3.2m", 3.2}, {"ja", "壁は3.2mです", 3.2}, {"en", "about 3k", 3000},
	} {
		r := g.vocab(language.Make(c.lang)).read(c.text)
		if len(r.nums) != 1 || r.nums[0].value != c.want {
			t.Errorf("%s %q: read %+v, want %v", c.lang, c.text, r.nums, c.want)
		}
	}
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"ja", "チャペルの壁は3.2mとのことなので、その寸法を持っていきましょう。", false},
		{"en", "The chapel's service is about £3.2m cheaper than a cathedral's.", true},
	})
}

// TestArticleBeforeANumber: "una", "une" or "un" before a number word
// of ten or more is an article: "una settantina" is about 70, not 71;
// "einundzwanzig" is still 21.
func TestArticleBeforeANumber(t *testing.T) {
	g := New(nil)
	for _, c := range []struct {
		lang, text string
		want       float64
	}{
		{"it", "una settantina", 70}, {"it", "un centinaio", 100}, {"fr", "une vingtaine", 20},
		{"de", "einundzwanzig", 21}, {"en", "twenty-one", 21},
	} {
		r := g.vocab(language.Make(c.lang)).read(c.text)
		if len(r.nums) != 1 || r.nums[0].value != c.want {
			t.Errorf("%s %q: read %+v, want %v", c.lang, c.text, r.nums, c.want)
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
		// in bold, and after "não é"
		{"it", "La concessione la incassa il **Comune**, costa circa 1.100 € e non è un costo dell'impresa.", false},
		{"pt", "A licença pede-se à **Câmara Municipal** (cerca de 30 €) e não é um custo da agência.", false},
		{"pt", "A taxa de 180 € não é um custo da agência: paga-se à prefeitura.", false},
		{"pt", "A licença pede-se à Câmara Municipal, e o funeral na agência custa 1.800 €.", true},
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
		{"es", "Está en la calle de Alcalá 210, 1º B; el presupuesto te lo dan allí.", false},
		{"pt", "Fica no 3ª andar; o orçamento dão lá.", false},
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

// TestSameWhicheverBusiness: after a fee, a sentence that says it is the
// same whichever business one goes to is no guide to the operator's
// price; after a business's own price, naming the operator or another
// kind of business, or their own fee, it is.
func TestSameWhicheverBusiness(t *testing.T) {
	fee := map[string]string{
		"en": "The county clerk charges a filing fee of $435 for the petition. ",
		"nl": "De gemeente rekent € 41,50 aan leges. ",
		"ja": "市営斎場の火葬料は大人1体につき1万円で、市に納める使用料です。",
	}
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", fee["en"] + "That's set by the court, not by Example Memorial Chapel, and it's the same whichever funeral director you use.", false},
		{"nl", fee["nl"] + "Dat betaal je aan de gemeente, en het zou bij elke uitvaartondernemer hetzelfde zijn.", false},
		{"ja", fee["ja"] + "どの葬儀社に依頼しても同じ金額です。", false},
		{"en", "Oakfield Funerals charges £2,400 for a cremation. It's about the same whichever funeral home you use.", true},
		{"en", fee["en"] + "Example Memorial Chapel will be about the same whichever package you choose.", true},
		{"en", fee["en"] + "That isn't Example Memorial Chapel's charge, but whichever funeral director you pick, their own fee will be about the same.", true},
		{"en", fee["en"] + "Funeral directors' fees are roughly the same, whichever one you use.", true},
		{"en", fee["en"] + "With any luck the chapel's fee will be about the same.", true},
	})
}

// TestOwnWordBeforePrice: a word for own a word or two before a price
// word says whose the price is, as an own phrase does; said of the
// operator, or with a guide, the amount is still a value.
func TestOwnWordBeforePrice(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "RoadVan's site lists a van at $39.95 a day — that's RoadVan's own rental rate.", false},
		{"de", "Die Autovermietung Stern verlangt laut eigener Preisliste 79 € pro Tag für einen Transporter.", false},
		{"en", "Example Memorial Chapel lists its own standard service price at £2,400.", true},
		{"en", "Oakfield's own published price is £2,400, and the chapel will be similar.", true},
		{"es", "Según su propia tarifa, un funeral básico cuesta unos 2.400 €.", true},
	})
}

// TestApartThenOwn: money of no referred item, and after it a sentence
// that points back and says it is another business's own, is that
// business's; not where that sentence compares the operator with it.
func TestApartThenOwn(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "Greenway lists its direct cremation at £1,495 on its own website. That's Greenway's own price.", false},
		{"en", "A direct cremation is about £1,950. That's their own price, straight from their list.", true},
		{"en", "A direct cremation at Greenway Funerals is about £1,950. That's Greenway Funerals' own price. The place you asked about should be about the same.", true},
		{"en", "A direct cremation at Greenway Funerals is about £1,950. That's Greenway Funerals' own price; they carry out the cremations for the place you contacted.", true},
		{"en", "A direct cremation is about £1,950. That's Greenway Group's own price, and Greenway Group owns the place you asked about.", true},
		{"nl", "Op hun eigen website noemen ze een vast tarief van € 129 voor een crematie. Dat is de prijs die Uitvaart Snel voor zijn eigen dienst hanteert.", false},
		{"en", "Greenway lists its direct cremation at £1,495 on its own website. That's their price, not Example Memorial Chapel's, but nothing tells me the chapel is any dearer.", true},
		{"en", "Greenway lists its direct cremation at £1,495 on its own website. That's their own price, and the chapel's will be about the same.", true},
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
// "Chapel" in "Hillside Chapel", "Example" in "Furgonetas Example" beside
// Mudanzas Example) does not name the operator; the
// operator's own name, however its words are spread, does.
func TestOtherBusinessesNames(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "Example Rosewood Barn quoted you £5,900 last week; that's their own quote, not an indication of the chapel.", false},
		{"en", "Separately, Hillside Chapel quoted you £2,100; that's their own quote.", false},
		{"nl", "Kasteel Example Hoogveld heeft jullie € 11.500 geoffreerd; dat is hun eigen offerte.", false},
		{"en", "Example Memorial Chapel's direct cremation is £1,495.", true},
		{"en", "At the Memorial Chapel a cremation is about £1,495.", true},
		// a word of the operator's name inside another name, in bold or
		// after a word with a capital inside
		{"en", "- **BrightPath Memorial** lists £1,495 on its own website — that's BrightPath's price only.", false},
		{"en", "- **BrightPath Memorial** lists £1,495 on its own website.", false},
		// a day, or a word not in capitals, starts no name
		{"en", "Example Memorial Chapel gives its prices on request. Cheaper Chapel shows £1,450 on its own website, and Example Memorial Chapel will be about the same.", true},
		{"en", "Most chapels list £1,450 on their own websites, and Example Memorial Chapel will be similar.", true},
	})
	// at the start of a sentence, a word the vocabulary does not know
	// starts another name where the operator's name has a word of its
	// own in that place; before a name that starts with the word it may
	// be any word ("Volgens Example zelf…")
	movers := func() *present.Ledger {
		return ledgerOf(interpret.Outcome{Kind: interpret.KindOnRequest, Operator: "Mudanzas Example", SkillID: "quote",
			SkillName: "Presupuesto de mudanza", PersonEntry: "https://mudanzas.example.es/presupuesto"})
	}
	checkRules(t, ReasonOtherSourceValue, movers, []ruleCase{
		{"es", "Furgonetas Example alquila su furgoneta grande a 70 € el día, según su propia web.", false},
		{"es", "Mudanzas Example publica en su propia web la mudanza de un piso a 1.450 €.", true},
	})
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "Googling Example brings up £2,450 for the simple service on its own website.", true},
		{"nl", "Volgens Example zelf kost de eenvoudige dienst € 2.450 op de eigen site.", true},
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

// TestAsidesAndDisowning: an aside in brackets, or a short one between
// commas, does not part an amount from the payee of its clause; a
// sentence that says the money is not the operator's, with the
// operator's whole name after the negation, leaves another payee's
// amount in its clause to that payee.
func TestAsidesAndDisowning(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "The shuttle bus (route 12) costs $3 and drops you right by Example Memorial Chapel.", false},
		{"de", "Die Straßenbahn (Linie 4) kostet 2,80 € und hält direkt vor der Example Memorial Chapel.", false},
		{"fr", "Le parking de la gare, juste en face, coûte 12 € la journée.", false},
		{"es", "El aparcamiento municipal, a cinco minutos, cuesta 15 € al día.", false},
		{"en", "The £95 registration fee goes to the county registrar, it isn't something Example Memorial Chapel charges.", false},
		{"it", "Il diritto cimiteriale di 300 € lo incassa il Comune: non è una tariffa di Example Memorial Chapel.", false},
		{"it", "La funicolare costa 1,50 € e arriva vicino a Example Memorial Chapel.", false},
		{"en", "The funicular (every 10 minutes) costs CHF 4, and the chapel's service costs CHF 2,900.", true},
		{"en", "The chapel, a short walk from the tram, costs £2,450 for the service.", true},
		{"en", "Not the court fee: Example Memorial Chapel charges £300 for this.", true},
		{"de", "Keine Gebühr der Stadt: Example Memorial Chapel verlangt 300 € dafür.", true},
	})
}

// TestSaidWhoseThenNotOperators: an amount that its clause, or an own
// word right after it, says is someone else's, followed by the operator
// under a negation, is not the operator's; a payee of something else in
// a later clause, or of a part the amount includes, tells nothing of
// it.
func TestSaidWhoseThenNotOperators(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"it", "Greenway indica sul suo sito 1.400 € per la cerimonia: è il loro prezzo, non quello di Example Memorial Chapel.", false},
		{"en", "The £90 permit goes to the county council, not to Example Memorial Chapel.", false},
		{"en", "The simple service costs £2,450; the cremation permit goes to the council, not to Example Memorial Chapel.", true},
		{"fr", "Les frais de service de 2 450 € comprennent la taxe de la mairie, qui ne revient pas à Example Memorial Chapel.", true},
		{"en", "Greenway lists £1,400 as its own price, not Example Memorial Chapel's, but the chapel will be about the same.", true},
		// nor when the operator is negated in another role, or more follows
		{"en", "The £2,450 is their own price for the simple service, not a figure from Example Memorial Chapel's competitors.", true},
		{"de", "Greenway nennt auf der eigenen Website 1.400 €: das ist deren Preis, nicht der von Example Memorial Chapel, aber als Anhaltspunkt taugt er.", true},
	})
}

// TestListedBesidePriceWordSkill: a referred item named only by a price
// word ("Uurtarief") is not what another firm's own listed price is of;
// offered as a guide, or said of the operator, it is a value.
func TestListedBesidePriceWordSkill(t *testing.T) {
	l := func() *present.Ledger {
		return ledgerOf(interpret.Outcome{Kind: interpret.KindOnRequest, Operator: "Advocatenkantoor Example", SkillID: "rate",
			SkillName: "Uurtarief", PersonEntry: "https://law.example.org/ask"})
	}
	checkRules(t, ReasonOtherSourceValue, l, []ruleCase{
		{"nl", "Kantoor Voorbeeld & Partners vermeldt op zijn site een uurtarief van € 210.", false},
		{"nl", "Kantoor Voorbeeld & Partners vermeldt op zijn site een uurtarief van € 210; bij Example zal het ongeveer hetzelfde zijn.", true},
		{"nl", "Het uurtarief van Advocatenkantoor Example is € 210.", true},
	})
}

// TestPaidToThePayeeNamed: after a sentence that says money is another
// payee's and not the operator's, an amount beside that payee in a
// sentence that names no business is the payee's; one that a pronoun may
// give the operator is not, nor one in a clause of its own beside the
// payee's. Chambers of commerce are payees; what the person said before
// a that-clause is theirs.
func TestPaidToThePayeeNamed(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"fr", "Le droit de place ne va pas à Example Memorial Chapel mais à la commune. Il faut compter 180 €, à payer à la mairie.", false},
		{"nl", "De grafrechten betaalt u niet aan Example Memorial Chapel maar aan de gemeente. Reken op € 900, te voldoen bij de gemeente.", false},
		{"en", "The plot isn't sold by Example Memorial Chapel but by the council. They'd want about £950 for the arrangements.", true},
		{"en", "The plot isn't sold by Example Memorial Chapel but by the council. Example Memorial Chapel asks £950, council fee aside.", true},
		{"it", "L'iscrizione alla Camera di Commercio costa 120 €, non è un onorario di Example Memorial Chapel.", false},
		{"de", "Sie hatten erwähnt, dass Sie 6.000 € für den Service eingeplant haben.", false},
		{"de", "Sie hatten erwähnt, dass der Service bei Example Memorial Chapel 6.000 € kostet.", true},
		{"en", "The plot itself isn't sold by Example Memorial Chapel but by the council. The council's plot fee is around £1,200, and a standard funeral on top of that is usually about £2,450.", true},
	})
}

// TestGroupsAndLifts: a group of a number counts people; a ski lift pass
// is the lift company's; a confirmation "a prenotazione fatta" comes
// once the person has booked.
func TestGroupsAndLifts(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"pt", "A capela tem salas para grupos de 40; os preços são a pedido.", false},
		{"fr", "Le forfait des remontées mécaniques coûte 52 € la journée : c'est le tarif de la régie, pas celui de la Example Memorial Chapel.", false},
		{"pt", "A capela cobra 40 por grupo; os preços são a pedido.", true},
	})
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"it", "Riceverai la conferma via mail a prenotazione fatta.", false},
	})
}

// TestCompoundFares: a compound that ends in a bus is a fare.
func TestCompoundFares(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Für die Anreise: Der Regionalbus vom Bahnhof zum See kostet 2,80 € pro Person.", false},
		{"nl", "Voor de heenreis: de buurtbus vanaf het station kost € 3,10 per persoon.", false},
		{"de", "Der Regionalbus zur Example Memorial Chapel und die Trauerfeier kosten zusammen 2.480 €.", true},
	})
}

// TestCompanyForms: a proper name with a company form ("GmbH", "Ltd",
// "Srl") is another business, whose listed price is its own unless
// offered as a guide.
func TestCompanyForms(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Die Trauerhilfe Nord GmbH nennt auf ihrer Website 990 € für eine Beratung.", false},
		{"en", "Hollis & Sons Ltd lists on its website a simple cremation at £1,900.", false},
		{"it", "La Onoranze Rossi Srl indica sul suo sito 1.800 € per una cremazione semplice.", false},
		{"de", "Die Trauerhilfe Nord GmbH nennt auf ihrer Website 990 €; bei Example Memorial Chapel dürfte es ähnlich sein.", true},
		{"en", "Example Memorial Chapel Ltd lists a basic service at £1,900 on its website.", true},
	})
}

// TestAnotherListsItsOwn: another business named by a proper name with
// its kind of business, listing its own price in the amount's own
// clause, gives its own price whatever item it names; offered as a
// guide, or with the operator's price in a clause of its own, it is a
// value.
func TestAnotherListsItsOwn(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "If you'd like a published figure, Hollis Funeral Home shows a simple service at £1,950 on its own website.", false},
		{"es", "Si prefieres comparar, la Funeraria Los Pinos anuncia en su propia web el servicio básico desde 1.950 €.", false},
		{"fr", "Pour comparer, les Pompes Funèbres Martin indiquent sur leur site un service simple à partir de 1 950 €.", false},
		{"en", "Hollis Funeral Home shows a simple service at £1,950 on its own website, and the chapel's service will be about the same.", true},
		{"en", "Hollis Funeral Home lists its own prices on its website, and for the service you asked about you'd be looking at £2,400.", true},
		{"en", "Hollis Funeral Home shows £1,950 on its website for a simple service, something to go by for the chapel too.", true},
		{"en", "Example Memorial Chapel shows a simple service at £1,950 on its own website.", true},
		{"en", "Locally, Hollis Funeral Home shows £1,950 on its own website for what costs £2,100 here.", true},
		{"es", "La Funeraria Los Pinos anuncia en su propio sitio el servicio básico desde 1.950 €; la capilla aplica la misma tarifa.", true},
		{"en", "In short, Hollis Funeral Home lists the service you asked about at £1,950 on its own website.", true},
	})
}

// TestBreakfastIsNoCafe: Brazilian "café da manhã" is breakfast in the
// operator's rate, not a café that is paid; a coffee bought nearby is.
func TestBreakfastIsNoCafe(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"pt", "A Example Memorial Chapel passa os valores sob consulta. Pelo que as famílias comentam, a sala sai por uns 1,5 mil com café da manhã.", true},
		{"pt", "A Example Memorial Chapel passa os valores sob consulta. Nos sites, a diária da sala aparece por volta de BRL 480 com café da manhã.", true},
		{"pt", "A Example Memorial Chapel passa os valores sob consulta. Na padaria da esquina, um café custa R$ 6.", false},
	})
}

// TestPayeeWordsInOtherSenses: words that name a payee in one sense
// name none in another: "city-centre", "in comune" (shared), "un
// contributo" (the operator's own charge), "un capital" (a sum to plan).
func TestPayeeWordsInOtherSenses(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "Example Memorial Chapel gives its prices on request. A city-centre service there runs to about £2,400.", true},
		{"it", "Example Memorial Chapel comunica i prezzi su richiesta. Da quanto si dice, lì il servizio in comune costa 2.400 €.", true},
		{"it", "Example Memorial Chapel comunica i prezzi su richiesta. Lì chiedono un contributo di 2.400 € per il servizio.", true},
		{"fr", "Example Memorial Chapel donne ses prix sur demande. D'après des avis, il faut prévoir un capital de 2 400 € pour la cérémonie là-bas.", true},
		{"en", "Example Memorial Chapel gives its prices on request. The permit itself is £95, paid to the city.", false},
		{"it", "Example Memorial Chapel comunica i prezzi su richiesta. Il loculo lo vende il Comune, a circa 1.100 €.", false},
	})
}

// TestPayeeStemsNarrowed: a payee written as the start or end of a
// compound named the operator's own rooms and words in other senses
// ("Gemeindesaal", "Kühlkammer", "an der Kasse", "staatlich anerkannt",
// "state-of-the-art"); the payees themselves still are
// ("Gerichtskasse", "o parque em frente").
func TestPayeeStemsNarrowed(t *testing.T) {
	de, en, pt := "Example Memorial Chapel nennt Preise auf Anfrage. ", "Example Memorial Chapel gives its prices on request. ", "A Example Memorial Chapel dá os preços a pedido. "
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", de + "Laut Bewertungen kostet der Gemeindesaal dort 300 € für die Trauerfeier.", true},
		{"de", de + "Laut Bewertungen kostet die Kühlkammer dort 300 € pro Woche.", true},
		{"de", de + "Die staatlich anerkannte Kapelle verlangt laut Bewertungen 2.400 €.", true},
		{"de", de + "Laut Bewertungen zahlen Sie dort an der Kasse 2.400 € für die Feier.", true},
		{"en", en + "From reviews, a state-of-the-art service there is about £2,400.", true},
		{"de", de + "Die Gerichtsgebühr von 438 € zahlen Sie an die Gerichtskasse, nicht an die Kapelle.", false},
		{"pt", pt + "Se for de carro, o parque em frente custa 1,10 € por hora.", false},
	})
}

// TestOperatorsOwnFeesNoPayee: French "frais d'administration" are the
// operator's own charge and "parquet" its floor, not the authorities.
func TestOperatorsOwnFeesNoPayee(t *testing.T) {
	fr := "Example Memorial Chapel donne ses prix sur demande. "
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"fr", fr + "D'après des avis, les frais d'administration là-bas sont d'environ 150 €.", true},
		{"fr", fr + "D'après des avis, la salle au parquet ciré là-bas coûte 300 €.", true},
		{"fr", fr + "Les droits de succession, environ 1 200 €, sont payés à l'administration fiscale, pas à la chapelle.", false},
	})
}

// TestPayeeOwnsItsOwnAmount: a fare or parking fee owns its own amount,
// not one that "and" gives to something else after it, nor one after
// the fare's amount; the same money again (both ways, more hours) is
// still the payee's. The operator named as where, by the first words of
// its name, ties nothing.
func TestPayeeOwnsItsOwnAmount(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"it", "Il parcheggio costa 2 € l'ora e il funerale 1.800 €.", true},
		{"en", "Parking is £2 an hour and the cremation about £2,000.", true},
		{"ja", "バスで片道230円、施術料は3,000円ほどです。", true},
		{"en", "Parking is £2 an hour and £10 for the day.", false},
		{"en", "The bus is £2 and the taxi £15.", false},
		{"it", "Il biglietto del bus è 1,70 € a corsa: andata e ritorno fanno 3,40 €.", false},
		{"pt", "O teleférico, de 10 em 10 minutos, custa 8 € ida e volta.", false},
		{"it", "Davanti alla Example Memorial Chapel c'è il parcheggio comunale a 1,50 € l'ora.", false},
		{"pt", "O estacionamento do shopping onde fica a Example Memorial Chapel cobra R$ 12 pelas primeiras 2 horas.", false},
	})
}

// TestAuthoritiesByName: a German authority or court named by its own
// word is another payee ("Bauamt", "Landgericht", "Gerichtsgebühr").
func TestAuthoritiesByName(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Für die Apostille müssen Sie zum Landgericht – die Gebühr von 25 € ist eine Gerichtsgebühr und hat mit Example Memorial Chapel nichts zu tun.", false},
		{"de", "Die Gebühr für die Genehmigung zahlen Sie an das Bauamt, etwa 800 €.", false},
		{"de", "Die Gebühr für den Führerscheinantrag, rund 43 €, zahlst du bei der Führerscheinstelle der Stadt – das ist kein Betrag der Kapelle.", false},
		{"de", "Die Gebühr für die Genehmigung zahlen Sie an das Bauamt, und die Trauerfeier kostet etwa 800 €.", true},
	})
}

// TestPayeeThenAnotherPrice: a payee named as the source, or before a
// clause that names a kind of business and prices it, owns no amount;
// one named as where the business is still owns its own.
func TestPayeeThenAnotherPrice(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Laut Gesundheitsamt kostet eine Trauerfeier in der Kapelle um die 1.500 €.", true},
		{"de", "Beim Bauamt hat man mir gesagt, die Kapelle nimmt etwa 900 € für die Aufbahrung.", true},
		{"de", "Parken kostet 2 € pro Stunde und die Trauerfeier insgesamt rund 1.800 €.", true},
		{"en", "Parking is €25 for the day and the viewing about €200.", true},
		{"fr", "Le taxi de la gare prend dix minutes et la cérémonie revient à environ 2 450 €.", true},
		{"pt", "A licença pede-se à Câmara Municipal e o funeral na agência é um custo de 1.800 €.", true},
		{"en", "The taxi from the station takes ten minutes and costs about €15.", false},
		{"fr", "Le parking municipal est juste à côté et la première heure coûte 2 €.", false},
		{"en", "Death certificates come from the register office and extra copies cost £11 each.", false},
		{"de", "Das Parkhaus direkt an der Kapelle – 1,50 € pro Stunde.", false},
		{"en", "A taxi to the chapel is about €12.", false},
		{"de", "Die S-Bahn kostet 3,20 € pro Strecke, hin und zurück kommen Sie also auf 6,40 € insgesamt.", false},
	})
}

// TestMoreOwnAndOthersMoney: a ride-hailing fare and "24 ore su 24" are
// no value; a budget tied to the operator's service is.
func TestMoreOwnAndOthersMoney(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "Families usually set a budget of around £3,000 for a service like Example Memorial Chapel's.", true},
		{"en", "For their drawings you should budget £3,000–£4,500.", true},
		{"pt", "Pros convidados: um carro de aplicativo do centro até lá dá uns R$ 35.", false},
		{"it", "Per i costi, la cappella è reperibile 24 ore su 24 al numero indicato.", false},
		{"en", "The chapel's budget option is $5,000.", true},
	})
}

// TestTaxWorkedOutAfterDisowning: after a sentence that says a tax is
// not the operator's, an amount worked out at a rate in a sentence that
// names no business is the tax; the operator's price named is not.
func TestTaxWorkedOutAfterDisowning(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"es", "El impuesto no es cosa de Example Memorial Chapel, se paga a Hacienda. Sobre 180.000 € y al 7 %, serían 12.600 €.", false},
		// not after a kind of business disowned: what is worked out may
		// be a deposit on the operator's price
		{"en", "The cremation fee is paid to the council crematorium, not to the undertaker. A 25% deposit on the £1,800 direct cremation comes to £450.", true},
		{"ja", "登録免許税は国に納める税金で、葬儀社の料金ではありません。葬儀社の基本プランは8万円です。", true},
		{"es", "El impuesto no es cosa de Example Memorial Chapel, se paga a Hacienda. La ceremonia en la capilla, con el 10 % de descuento, serían 1.800 €.", true},
	})
}

// TestTouristTaxes: a tourist or spa tax is the town's, in each
// language, also when the sentence that says so comes after it.
func TestTouristTaxes(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"fr", "À noter : la taxe de séjour est de 1,65 € par nuit et par adulte. Elle est reversée à la commune.", false},
		{"nl", "Houd rekening met toeristenbelasting van € 2,65 per persoon per nacht.", false},
		{"pt", "Tenha em conta a taxa turística de Lisboa, 4 € por pessoa e por noite.", false},
		{"ja", "なお、入湯税として大人1人1泊150円がかかります。", false},
		{"de", "Die Kurtaxe beträgt 2,50 € pro Nacht, die Trauerfeier in der Kapelle kostet 1.800 €.", true},
	})
}

// TestExcludedPayee: a payee the amount is said to leave out, or to
// come on top of, does not own it ("Hors taxe de séjour, comptez 1 900 €
// pour la cérémonie"); a rate worked out after a disowning sentence is the
// payee's only where the share matches.
func TestExcludedPayee(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"fr", "Hors taxe de séjour, comptez environ 1 900 € pour la cérémonie.", true},
		{"nl", "Exclusief toeristenbelasting kost de uitvaart zo'n € 1.900.", true},
		{"en", "Excluding the tourist tax, the service is about £1,900.", true},
		{"es", "El impuesto no es cosa de Example Memorial Chapel, se paga a Hacienda. Con el 21 % de IVA, el funeral saldría por unos 2.500 €.", true},
		{"en", "Example Memorial Chapel gives prices on request. A monthly pass saves you the £3.20 bus fare to the chapel.", false},
	})
}

// TestBudgetToWriteInAForm: the person's budget said with their verb
// ("cuentas con un presupuesto de", "hai un budget di") is theirs.
func TestBudgetToWriteInAForm(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"es", "En el formulario, pon que cuentas con un presupuesto de 3.000 € y unos 90 invitados.", false},
		{"it", "Nel modulo scrivi che hai un budget di 2.500 € per 60 invitati.", false},
		{"es", "La capilla pide un presupuesto de 3.000 € por el servicio.", true},
		{"es", "Example Memorial Chapel tiene un presupuesto cerrado de 2.900 € para la cremación.", true},
		{"it", "Chi ha un budget di 2.000 € alla Example Memorial Chapel riesce a coprire solo la cerimonia base.", true},
	})
}

// TestShopsAndPublicFees: a product bought in a shop, and a public fee
// said to be no one's but the authority's, are someone else's money; the
// operator's own zero price, and the person's own budget in Japanese.
func TestShopsAndPublicFees(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"fr", "En attendant, les croquettes qu'ils conseillent se trouvent en animalerie autour de 45 € le sac.", false},
		{"it", "Intanto, il collare che consigliano lo trovi in farmacia sui 35 €.", false},
		{"pt", "A ração que eles indicam sai por uns R$ 180 o saco no pet shop.", false},
		{"fr", "L'enregistrement au fichier est une redevance publique de 14,50 €, distincte de la chapelle.", false},
		{"en", "Also budget for the consulate's own apostille fee of $20 per document; that's paid to the consulate, not to the chapel.", false},
		{"ja", "専用駐車場がないため、徒歩3分のコインパーキングを使うことになります（1時間400円）。", false},
		{"it", "Alla Example Memorial Chapel il primo incontro è a costo zero.", true},
		{"de", "Example Memorial Chapel nimmt dafür angeblich so 'nen Hunni pro Stunde.", true},
		{"nl", "Bij Example Memorial Chapel betaal je niks voor het eerste gesprek.", true},
		{"ja", "チャペルの費用には月1万5千円くらいまでなら出せる、とおっしゃっていましたね。", false},
		{"fr", "Les croquettes s'achètent en animalerie ; la cérémonie à la chapelle revient à 1 800 €.", true},
	})
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"pt", "A consulta fica confirmada para terça às 9h.", true},
		{"es", "Ojo: lo del martes a las 9 en la clínica es solo una solicitud, no una reserva.", false},
	})
}

// TestNothingToDoWithTheOperator: money said to have nothing to do with
// the operator, the phrase after its name as German and Dutch put it,
// is not its price; said of it, it is.
func TestNothingToDoWithTheOperator(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, pricesOf("Krematorium Example", "Einäscherungsgebühr", "https://krematorium.example.de/anfrage"), []ruleCase{
		{"de", "Die Sterbeurkunde beim Standesamt kostet 12 € pro Exemplar – das ist eine städtische Gebühr und hat mit dem Krematorium nichts zu tun.", false},
		{"nl", "Het uittreksel kost € 14 bij de gemeente; daar heeft het Krematorium niets mee te maken.", false},
		{"de", "Das Krematorium nimmt für die Einäscherung etwa 450 €.", true},
	})
}

// TestPaidElsewhereAfter: money beside a public authority, said in the
// next sentence to go to it or not to the operator, is the authority's;
// with the operator's own price beside it, or with no such sentence
// after, it is a value.
func TestPaidElsewhereAfter(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Die Friedhofsgebühren für eine Urnenstelle liegen bei der Stadt bei rund 900 €. Diese Kosten gehen an die Friedhofsverwaltung der Stadt.", false},
		{"ja", "市営斎場の使用料は市外の方で5万円です。これは市の料金で、チャペルの料金ではありません。", false},
		{"fr", "Les droits de la mairie pour la concession tournent autour de 300 €. Ce n'est pas un tarif de la chapelle.", false},
		{"en", "The council's fee is £80, and a cremation comes to £1,900. The £80 goes to the council.", true},
		{"de", "Die Friedhofsgebühren für eine Urnenstelle liegen bei der Stadt bei rund 900 €.", false},
		{"de", "Für die Urnenstelle kommen rund 900 € zusammen. Die Stadt ist zuständig.", true},
	})
}

// TestPaidToInTheNextClause: an amount whose next clause says whom it
// is paid to is that payee's; paid to the operator, it is a value.
func TestPaidToInTheNextClause(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "The court fee is **£612**, paid to HM Courts & Tribunals Service rather than to the chapel.", false},
		{"en", "The fee is £612, paid to Example Memorial Chapel.", true},
		{"en", "The fee is £612, paid to the chapel.", true},
		// a next clause with an amount of its own pays that one
		{"nl", "De plechtigheid in de kapel zou rond de € 1.500 liggen, plus € 150 leges te betalen aan de gemeente.", true},
		{"en", "A service at the chapel would be around £1,500, plus £150 paid to the council.", true},
	})
}

// TestParkingWithAnAsideOfPlace: an aside that names the operator as
// where ("juste à côté du cabinet") leaves the car park before it the
// subject who is paid.
func TestParkingWithAnAsideOfPlace(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"fr", "Le parking municipal Gambetta, juste à côté de la chapelle, coûte 1,80 € de l'heure.", false},
		{"fr", "La salle, juste à côté du parking municipal, est à la chapelle et coûte 180 € la soirée.", true},
	})
}

// TestMorePayeesAndRequests: a student union's housing is others'
// money; a request "est partie" is passed on; a casual Japanese word for
// a free slot does not hide a claim after it.
func TestMorePayeesAndRequests(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Die Unterkunft im Wohnheim läuft übers Studierendenwerk, das nimmt 320 € für zwei Wochen.", false},
	})
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"fr", "La demande pour jeudi 15 h est partie chez la clinique ; ils reviennent vers vous pour confirmer.", false},
		{"ja", "木曜15時に枠がある、って受付が言うのでそこで確定したよ。", true},
	})
}

// TestMoneyDisownedInTheNextSentence: money that names no referred item
// waits for the next sentence, which lets it pass by naming another payee
// and saying plainly that it is not the operator's; a likeness, a guide,
// more said after it, or no payee leave it a value.
func TestMoneyDisownedInTheNextSentence(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "A copy of the death certificate is £11. That's a registry office fee, not the chapel's.", false},
		{"de", "Für die Sterbeurkunde zahlen Sie 12 €. Das ist eine Gebühr des Standesamts, nicht der Kapelle.", false},
		{"fr", "Une copie de l'acte de décès coûte 12 €. C'est un tarif de la mairie, pas celui de la chapelle.", false},
		{"ja", "死亡届の写しは1通450円です。これは役所の手数料で、Example Memorial Chapelの料金ではありません。", false},
		{"en", "A plot costs £950. That's not far off the chapel's price, the council says.", true},
		{"en", "A plot costs £950. That's a council fee, not unlike the chapel's.", true},
		{"en", "A copy of the death certificate is £11. That's a registry office fee, not the chapel's, though theirs is similar.", true},
		{"en", "In Manchester a direct cremation costs around £1,780. That tells you nothing about Example Memorial Chapel.", true},
		{"en", "It comes to about £300 in all.", true},
		// one amount: disowning a fee says nothing of another
		{"en", "Expect £2,400, plus £11 for each copy of the certificate. The copies are a register office fee, not the chapel's.", true},
		// only a sentence that points back speaks of the money before it
		{"en", "Around £2,400 for the day itself. The certificate copies are a register office fee, not the chapel's.", true},
		{"es", "Una copia del acta cuesta unos 4 €. Es una tasa del registro, no de la capilla.", false},
		// once disowned, a guide to it is a value
		{"en", "A copy of the death certificate is £11. That's a registry office fee, not the chapel's. Example Memorial Chapel's own fee is about the same.", true},
	})
}

// TestRideEndsAtTheOperator: a ride (lexicon rides) in a clause with its one
// amount, the operator named after a word of where the ride goes, is the
// ride's fare in any order; the operator's own shuttle, a possessive on
// the name, or another amount in the sentence leave a value.
func TestRideEndsAtTheOperator(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Mit der S-Bahn kommst du für 3,80 € bis zur Example Memorial Chapel.", false},
		{"es", "Desde la estación, el bus a la Example Memorial Chapel cuesta 4,50 €.", false},
		{"en", "A taxi from the station to Example Memorial Chapel is about £12.", false},
		{"de", "Mit der S-Bahn kommst du für 3,80 € bis zur Example Memorial Chapel, die Trauerfeier kostet dort 2.400 €.", true},
		{"de", "Der Shuttle der Example Memorial Chapel kostet 40 €.", true},
		{"es", "Desde la estación, el bus a la Example Memorial Chapel cuesta 4,50 € y la ceremonia 2.000 €.", true},
		{"en", "A taxi from the station to Example Memorial Chapel's viewing room is £12.", true},
		{"en", "Their shuttle from the station to Example Memorial Chapel is £40 per car.", true},
	})
}

// TestPayeeWordInTheReferredSkill: a word that names another payee
// elsewhere (a day pass, parking) names what the operator charges for
// where the referred skill's name holds it; other payees stay theirs.
func TestPayeeWordInTheReferredSkill(t *testing.T) {
	referred := func(operator, skill string) func() *present.Ledger {
		return func() *present.Ledger {
			return ledgerOf(interpret.Outcome{Kind: interpret.KindOnRequest, Operator: operator,
				SkillID: "prices", SkillName: skill, PersonEntry: "https://ask.example.com/prices"})
		}
	}
	checkRules(t, ReasonOtherSourceValue, referred("Example Thermal Spa", "Day pass prices"), []ruleCase{
		{"en", "A day pass at Example Thermal Spa costs £39, and the bus there is £2.50 each way.", true},
		{"en", "Example Thermal Spa gives day pass prices on request; the bus there is £2.50 each way.", false},
	})
	checkRules(t, ReasonOtherSourceValue, referred("Example Marina", "Parking and mooring rates"), []ruleCase{
		{"en", "Parking at Example Marina is £12 a day.", true},
		{"en", "Example Marina gives its mooring rates on request; the bus there is £2.50.", false},
	})
}
