package guard

import (
	"testing"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
)

// TestMoreAmountShapes: a table column headed by the referred operator's
// name, slang for money, and an amount given by its number of digits.
func TestMoreAmountShapes(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "| Item | Example Memorial Chapel |\n|---|---|\n| Direct cremation | 1450 |", true},
		{"en", "| Item | Example Memorial Chapel |\n|---|---|\n| Parking spaces | on site |", false},
		{"es", "Una vecina me dijo que allí el servicio está a 20 pavos.", true},
		{"fr", "Il faut compter dans les 800 balles pour le service.", true},
		{"de", "Ihr Eigenanteil dürfte im mittleren dreistelligen Bereich liegen.", true},
		{"nl", "Bij Example Memorial Chapel zit je al snel op 1450 all-in, inclusief koffie.", true},
		{"de", "Bei Example Memorial Chapel landest du schnell bei 1450 all-in.", true},
		{"es", "La capilla tiene 20 plazas de aparcamiento.", false},
		{"nl", "Een aanbouw door Example Memorial Chapel kost al snel een halve ton, inclusief fundering.", true},
		{"nl", "De lift van de kapel draagt een halve ton.", false},
		{"it", "Per il servizio in cappella te la cavi con un centone, più o meno.", true},
		{"it", "In cappella ci stanno un centinaio di persone.", false},
		// a word that is an amount and its currency at once, and an
		// approximate number word before a currency
		{"en", "The chapel's tea afterwards is about a fiver a head.", true},
		{"de", "Bei der Kapelle würde ich mit 'nem Zwanni pro Nase rechnen.", true},
		{"fr", "Compte une quinzaine d'euros par personne pour la collation à la chapelle.", true},
		{"it", "Per i fiori della cappella calcola una dozzina di euro.", true},
		{"fr", "La chapelle est à une quinzaine de minutes à pied.", false},
		// a bare number with a rate after it
		{"en", "Example Memorial Chapel's rates:\n- Viewing room: 35 a day", true},
		{"fr", "Chez Example Memorial Chapel, le salon funéraire c'est 45 la journée.", true},
		{"nl", "In de familiekamer passen maximaal 12 mensen per keer.", false},
		{"en", "A dozen people can sit in the chapel's side room.", false},
		// a day and a month with a full stop after each, the sentence going
		// on: a date; an amount at the sentence's end is still one
		{"de", "Die Besichtigung der Kapelle (Fr., 11.04., 7:30 Uhr) habe ich angefragt.", false},
		{"de", "Die Trauerfeier am 3.05. um 11 Uhr habe ich nur angefragt.", false},
		{"en", "The chapel's viewing room is £11.04.", true},
		{"en", "At the chapel the viewing room is £11.04, and it's lovely.", true},
		{"de", "Die Kerzen bei Example Memorial Chapel kosten 11.04., inklusive Versand.", true},
		{"en", "Example Memorial Chapel's guest book is $12.10., postage included.", true},
		// a word that only qualifies an amount joins the amount after it,
		// not a sentence after the one it closes
		{"de", "Die Prüfgebühr beim TÜV (ca. 25 €) geht an den TÜV, nicht an Example Memorial Chapel.", false},
		{"es", "La tasa municipal del cementerio es de 300 € aprox. El servicio de la capilla ronda los 1.900 €.", true},
		{"de", "Das Parkhaus an der Kapelle kostet 4 € ca. 1.900 € sind es für die Feier selbst.", true},
		// a bold list number is no amount
		{"de", "**1. Frist beachten:** Die Klage reichen Sie innerhalb von drei Wochen ein.\n**2. Kontakt:** https://ask.example.com/talk", false},
		{"es", "**1. Cómo pedirlo:** escribe a la capilla.\n**2. Precio:** 1.800 € en Example Memorial Chapel.", true},
		// a price alone on its line is no list number
		{"en", "The simplest urn at Example Memorial Chapel comes to\n**95.**\nThe others cost more.", true},
		{"en", "**3.** Seats in the chapel: 95", false},
		// a size is no amount; two at a price still are
		{"es", "Sobre la otra empresa, Carpas del Sur: en su propia web anuncian la carpa de 5×10 a 650 €.", false},
		{"en", "Two nights in the chapel's guest room come to 2×85 €.", true},
		{"en", "Example Memorial Chapel's marquee, 5x10, is 650.", true},
	})
}

// TestAmountThenAdverb: a number followed by a word such as "only" or
// "dabei" is money by its shape alone (grouped or scaled); a room that holds a number, or a
// number that fits in one, is no price. A street word a few words before
// an approximation makes no house number of the amount after it.
func TestAmountThenAdverb(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Bei Example Memorial Chapel sind Sie mit etwa 1.900 dabei.", true},
		{"es", "Con la capilla calcula unos 1.800 solo por el servicio.", true},
		{"pt", "Na capela conte uns 1.900 só pelo funeral.", true},
		{"de", "Die Kapelle rechnet pro Gast ab, und vom Sportverein sind bestimmt 150 dabei.", false},
		{"it", "Per la cerimonia semplice in cappella parliamo di 1.500 tondi.", true},
		{"en", "The chapel's fees are set per guest, and the small room holds 60 only.", false},
		{"it", "Le tariffe della cappella dipendono dagli ospiti; la sala grande ne tiene 90 soltanto.", false},
		{"fr", "La chapelle facture par invité, et vous en attendez 45 seulement.", false},
		{"de", "Die Kapelle rechnet pro Gast ab; in den Saal am Lindenweg passen etwa 70.", false},
		{"nl", "Reken bij de kapel aan de Dijk op ongeveer 950.", true},
		{"nl", "De kapel zit aan de Hoge Dijk 120, vlak bij het station.", false},
	})
}

// TestReportedBudgetNamesTheService: what the person said they can spend
// on the service is theirs; what someone told them the business charges
// is a value, and so is a rate after a clause that names their budget.
func TestReportedBudgetNamesTheService(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"es", "Usted me dijo que puede dedicar unos 120 € al mes al servicio.", false},
		{"en", "You mentioned you'd like to keep the service under £200 a month.", false},
		{"es", "Una vecina me dijo que allí el servicio está a 20 pavos.", true},
		{"en", "You told me the service costs £2,000 there.", true},
		{"fr", "Pour ton budget, l'heure de conduite y est à cinquante-deux euros.", true},
		{"en", "For your budget, an hour there is £52.", true},
		{"en", "You said, you'd spend at most £3,000.", false},
		{"es", "Me contaste que la pensión de tu padre es de unos 1.300 € al mes.", false},
		{"it", "Mi hai detto che la pensione di tua madre è di circa 1.100 € al mese.", false},
		{"es", "La pensión Los Pinos cobra 45 € la noche; la capilla también.", true},
	})
}

// TestAgesAndAddresses: a fraction after a number is no longer number
// ("17½"), an age after "age" is none ("from age 3"), a street after a
// number is an address ("4 Castle Row"), money the sentence says is not
// the garage's is not its value, and a request awaiting confirmation is
// open ("está aguardando confirmação").
func TestAgesAndAddresses(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"nl", "Je bent 17½ en wilt met 18 afrijden.", false},
		{"en", "Your road tax is £190 for the year, paid to the DVLA online, not to the garage.", false},
		{"en", "The service at the chapel is £190 for the year.", true},
		{"en", "The chapel's choir takes children from age 3, and the rehearsal runs 8:45 to 10:15.", false},
		{"pt", "A capela recebe crianças a partir da idade de 6 anos; os preços são a pedido.", false},
	})
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "Example Family Clinic is at 4 Castle Row, second floor, open 9:30 to 5 on weekdays.", false},
		{"pt", "A consulta de sábado está aguardando confirmação da Example Family Clinic.", false},
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
//
// A fare that starts its clause leads to the operator past where it
// starts ("from the station"), unless an owner, a price word or a sum
// comes with it.
func TestRideToTheOperator(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"it", "Per arrivare all'Example Memorial Chapel prendi l'autobus; il biglietto costa 1,70 €.", false},
		{"en", "To get to Example Memorial Chapel, the bus fare is £2.", false},
		{"it", "Example Memorial Chapel Europa chiede 1.700 € per il servizio.", true},
		{"en", "The bus from the station to Example Memorial Chapel costs £2.40.", false},
		{"nl", "Met de bus vanaf het station naar Example Memorial Chapel betaal je ongeveer € 2,40.", false},
		{"en", "Their shuttle from the station to Example Memorial Chapel is £40 per car.", true},
		{"de", "Paketpreis: Taxi vom Bahnhof zur Example Memorial Chapel plus Trauerfeier 2.480 €.", true},
		{"fr", "Le trajet en taxi plus la cérémonie à Example Memorial Chapel reviennent à environ 2 450 €.", true},
		{"en", "A taxi from the station to Example Memorial Chapel is tiny beside £2,450 for the ceremony.", true},
	})
}

// TestParkingAtTheOperator: the operator named as where a car park is,
// after the payee that starts the clause or before it with a possessive,
// is where, not who is paid; named as who runs a shuttle, with its own
// shuttle, or beside the service or a package that includes the parking,
// it is.
func TestParkingAtTheOperator(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "Parking at Example Memorial Chapel costs £2 an hour.", false},
		{"es", "El parking de Example Memorial Chapel cuesta 2,20 € la hora.", false},
		{"fr", "Le parking de la Example Memorial Chapel coûte 1,80 € l'heure.", false},
		{"ja", "Example Memorial Chapelの駐車場は1時間200円です。", false},
		{"en", "The shuttle for guests at Example Memorial Chapel runs at £8 per person.", true},
		{"en", "Parking at Example Memorial Chapel and the service come to £2,500.", true},
		{"en", "The train with a service at Example Memorial Chapel comes to roughly 2450.", true},
		{"ja", "バスでの送迎と Example Memorial Chapel の家族葬で 45万円ほどです。", true},
		{"en", "Example Memorial Chapel's shuttle costs £90 per trip.", true},
		{"fr", "La navette de la Example Memorial Chapel coûte 90 €.", true},
		{"en", "Parking at Example Memorial Chapel is £2 an hour, or included in the £2,450 family package.", true},
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

// TestPerCentAfterNoNumber: a word for per cent says a percentage only
// after a number; "por cento e cinquenta reais" is 150 reais.
func TestPerCentAfterNoNumber(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"pt", "Na capela, o serviço simples sai por cento e cinquenta reais.", true},
		{"it", "In cappella il servizio semplice viene per cento euro.", true},
		{"pt", "A capela cobra trinta por cento de sinal.", false},
		{"it", "La cappella chiede il 30 per cento di anticipo.", false},
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

// TestAmountAfterOpenPrice: a sentence that speaks of the operator's
// price and gives none makes a bare number that ends the next sentence
// an amount, alone or as a range; not a day, a small ordinal that a stop
// cut off, or a number beside others.
func TestAmountAfterOpenPrice(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "Example Memorial Chapel charges by the hour for the viewing room. The figure I've seen is 45.", true},
		// a terse answer in words
		{"nl", "Wat de aula bij Example Memorial Chapel kost? Reken op zeventig.", true},
		{"en", "Example Memorial Chapel charges for the viewing room by the hour. Table for twenty.", false},
		{"es", "En Example Memorial Chapel la ceremonia se paga al terminar. Son 900.", true},
		{"it", "Da Example Memorial Chapel il servizio si paga in anticipo. Ho letto 850.", true},
		{"nl", "Bij Example Memorial Chapel kun je ongeveer rekenen op:\n- Afscheid: 900 à 1100", true},
		{"en", "Example Memorial Chapel charges by the hour for the viewing room. The room is on floor 2.", false},
		{"de", "Das Honorar nennt Example Memorial Chapel nur im Gespräch. Das Büro ist im 2. OG.", false},
		{"pt", "Os valores da Example Memorial Chapel são passados por telefone. A taxa municipal é de 6%, e vence todo dia 20.", false},
		{"en", "Example Memorial Chapel charges by the hour for the viewing room. Rooms 12 and 14 are on the ground floor.", false},
		{"de", "Die Preise bei Example Memorial Chapel richten sich nach dem Paket. Die Zimmernummer des Büros ist 14.", false},
		{"it", "I prezzi di Example Memorial Chapel dipendono dal pacchetto. I posti a sedere sono circa 80.", false},
		// the past and the conditional of paying speak of the price too
		{"pt", "Os preços da Example Memorial Chapel são dados a pedido. Uma vizinha contou o que pagava lá pela cerimónia. Eram 900.", true},
		{"es", "Example Memorial Chapel da sus precios a quien los pide. Una vecina me contó lo que pagaba allí por la ceremonia. Eran 900.", true},
		// a unit in the sentence counts the number at its end
		{"de", "Example Memorial Chapel nennt Preise nur auf Anfrage. Was die Gäste betrifft, so sind es laut Ihrer Liste 45.", false},
		{"fr", "Example Memorial Chapel facture la cérémonie au forfait. J'ai trouvé le chiffre sur un annuaire en ligne : 900.", true},
	})
}

// TestOptInZeroPrice: a zero price said of an item its operator gave as
// free on opt-in is that information, also beside the operator's name
// the referred item shares; said of the referred item, or of something
// the opt-in item does not name, it is a value.
func TestOptInZeroPrice(t *testing.T) {
	meeting := interpret.Outcome{Kind: interpret.KindGivenOnOptIn, Operator: chapel, SkillID: "first-meeting",
		SkillName: "First meeting", Text: "The first meeting is free of charge and takes 30 minutes."}
	checkRules(t, ReasonOtherSourceValue, func() *present.Ledger { return ledgerOf(priceReferal, meeting) }, []ruleCase{
		{"en", "Example Memorial Chapel told me on request that the first meeting costs nothing and takes half an hour.", false},
		{"en", "The first meeting is free, and the service costs nothing either.", true},
		{"en", "At Example Memorial Chapel the service itself costs nothing.", true},
	})
}

// TestOptInFreeRowRepeated: a row or line that repeats what an opt-in
// text gives free, naming nothing, is that information; a zero price
// the opt-in text does not give, or said of the referred item, is a
// value.
func TestOptInFreeRowRepeated(t *testing.T) {
	visits := interpret.Outcome{Kind: interpret.KindGivenOnOptIn, Operator: "Example Garden Tours", SkillID: "tour-prices",
		SkillName: "Tour prices", Text: "Garden walk: adults EUR 12, pensioners EUR 9, children under 14 free."}
	checkRules(t, ReasonOtherSourceValue, func() *present.Ledger { return ledgerOf(priceReferal, visits) }, []ruleCase{
		{"en", "| Ticket | Price |\n|---|---|\n| Children under 14 | free |", false},
		{"en", "- Children under 14: no charge", false},
		{"en", "- Wheelchair users: free", true},
		{"en", "- Memorial service at the chapel: free", true},
		// beside the opt-in amount and a name, in a clause of its own
		{"en", "At Example Garden Tours the garden walk is EUR 12 for adults, children under 14 free.", false},
		{"en", "At Example Garden Tours the garden walk is EUR 12 for adults, wheelchair users free.", true},
		{"en", "At Example Garden Tours the garden walk is EUR 15 for adults, children under 14 free.", true},
	})
	lanterns := interpret.Outcome{Kind: interpret.KindGivenOnOptIn, Operator: "Example灯籠流し", SkillID: "fees",
		SkillName: "参加費", Text: "灯籠流し：一般 1,000円、中学生以下 無料。"}
	checkRules(t, ReasonOtherSourceValue, func() *present.Ledger { return ledgerOf(priceReferal, lanterns) }, []ruleCase{
		{"ja", "- 中学生以下：無料", false},
		{"ja", "- 付き添いの方：無料", true},
	})
}

// TestBareNumberSaidOfOperator: a bare number with only known or short
// words between it and the referred operator is its price; a word of its
// own between them, or what the clause counts, says what it is.
func TestBareNumberSaidOfOperator(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"fr", "Pour la cérémonie chez Example Memorial Chapel, c'est 640, d'après un forum.", true},
		{"es", "La ceremonia en Example Memorial Chapel sale en 640 más IVA.", true},
		{"fr", "C'est 640 la cérémonie chez Example Memorial Chapel, selon un forum.", true},
		{"en", "Example Memorial Chapel holds roughly 80.", false},
		{"en", "For a wake of about 80, Example Memorial Chapel needs a week's notice.", false},
		{"en", "Example Memorial Chapel seats about 80.", false},
		{"pt", "A Example Memorial Chapel fica perto do ônibus que é o 42.", false},
	})
}

// TestBareNumberThenCurrency: a bare number about the operator waits for
// the next sentence, which makes it an amount when it gives the
// currency alone; Check and Stream agree however the text is cut.
func TestBareNumberThenCurrency(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Bei Example Memorial Chapel kommen Sie wohl mit 160 hin. Das wären Euro, Trauerfeier schon eingerechnet.", true},
		{"en", "At the chapel you'll get by with 160. That's in pounds, flowers included.", true},
		{"en", "At the chapel you'll get by with 160 chairs. Pounds are accepted at the café.", false},
		{"en", "Example Memorial Chapel is on platform 16 of the station. Bring pounds for the café.", false},
	})
	g := testGuard()
	const draft = "Bei Example Memorial Chapel kommen Sie wohl mit 160 hin. Das wären Euro, Trauerfeier schon eingerechnet. Alles Gute."
	want := g.Check(priced(), language.German, draft)
	for _, step := range []int{1, 5, 40, 1 << 20} {
		got, res, err := streamed(g, priced(), language.German, draft, step)
		if err != nil || got != want.Text || len(res.Blocked) != len(want.Blocked) {
			t.Errorf("pieces of %d: stream %q %v, check %q %v", step, got, res.Blocked, want.Text, want.Blocked)
		}
	}
}

// TestRoomCapacity: what a room holds is a count, also past "about" or
// "up to"; a grouped amount after such a word is still money.
func TestRoomCapacity(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "The main chapel seats about 80.", false},
		{"de", "Die Trauerhalle fasst etwa 80.", false},
		{"nl", "De aula biedt plaats aan 120.", false},
		{"pt", "A capela comporta até 120.", false},
		{"es", "En la sala caben unas 80.", false},
		{"ja", "ホールの収容人数はおよそ80。", false},
		{"pt", "A capela recebe até 1800 por uma cerimônia simples.", true},
		{"en", "The main chapel seats about 80, and the service there costs 1,950.", true},
	})
}

// TestFreeAsAvailable: English "free" that ends a clause about a day or
// a time is a free slot, not a price; said of anything else it is a zero
// price.
func TestFreeAsAvailable(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "Wednesday after 5 is usually free.", false},
		{"en", "On weekdays the hearse is free.", true},
		{"en", "Evenings after 7 are free in the small room.", true},
		{"en", "Thursday at 10:30 is still free, shall I ask them to hold it?", false},
		{"en", "The first meeting on Thursday is free.", true},
		{"en", "The chapel is free on Thursday at 10.", true},
		{"en", "Thursday is free of charge at the chapel.", true},
		{"en", "On Thursday the price is free.", true},
		{"en", "Use of the reception room after 4pm is free.", true},
		{"en", "Example Memorial Chapel does the viewing on Saturday or Sunday free.", true},
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
		// the person's salary is no budget for the estimate after it
		{"en", "For a simple service and a salary like yours, I'd expect something like two thousand pounds.", true},
		{"de", "Ihr Budget, insgesamt 3.000 €, haben wir so notiert.", false},
		{"ja", "ご予算は、総額30万円までですね。", false},
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
		{"fr", "Le premier rendez-vous à la chapelle, c'est cadeau.", true},
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

// TestOwnWordOfAnother: a word that makes a price someone's own ("sus
// propios", "son propre", "seine eigenen") gives another business's own
// amount; one said of that business before the referred operator is
// named, with the amount after the operator, does not.
func TestOwnWordOfAnother(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"es", "Funeraria Los Olmos cobra 1.650 € por su propia cremación directa.", false},
		{"fr", "Les Pompes Funèbres Durand facturent 1 650 € leur propre crémation simple.", false},
		{"it", "Onoranze Rinaldi indica 1.650 € per il proprio servizio di cremazione.", false},
		{"de", "Laut Website verlangt Bestattungen Krause für seine eigene Feuerbestattung 1.650 €.", false},
		{"ja", "やすらぎ会館は自社の家族葬を60万円で案内しています。", false},
		{"es", "Funeraria Los Olmos tiene sus propios precios, pero la capilla ronda los 1.650 €.", true},
		{"fr", "Les Pompes Funèbres Durand ont leurs propres tarifs ; la chapelle, elle, tourne autour de 1 650 €.", true},
		// before the amount, an "own" word with no other business named is
		// the operator's or no one's
		{"es", "Tienen su propia sala, así que la ceremonia sale por unos 900 €.", true},
		{"fr", "Chaque famille a son propre budget, mais la cérémonie y coûte environ 1 200 €.", true},
		{"de", "Jede Familie hat ihre eigene Vorstellung, aber die Feier dort kostet um die 1.200 €.", true},
		{"en", "Oakfield's own price list says £1,495 for a simple cremation.", false},
	})
}

// TestOperatorMayChargeDifferently: another business's listed price,
// with the referred operator named only to say it may charge something
// else, is that business's own; with a guide to the operator, a value.
// A name that goes on past a hyphen ("Example-Lyon") is another
// business's, and a kind of service named where another business lists
// its prices is what it sells.
func TestOperatorMayChargeDifferently(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "Greenway Funerals lists £1,650 for a cremation on its website; Example Memorial Chapel may charge something different.", false},
		{"fr", "Les Pompes Funèbres Martin affichent 1 650 € sur leur site ; Example Memorial Chapel peut pratiquer un tout autre prix.", false},
		{"es", "Funeraria Los Olmos publica 1.650 € en su web, pero Example Memorial Chapel puede cobrar otra cosa.", false},
		{"en", "Greenway Funerals lists £1,650 on its website; Example Memorial Chapel may charge something different, but probably about the same.", true},
		{"fr", "Example Memorial-Lyon affiche sur son site 1 650 € pour une cérémonie, c'est leur propre tarif.", false},
		{"pt", "A Funerária Paz informa no próprio site R$ 1.650 por um serviço simples.", false},
		{"en", "Harbour Funerals lists its own prices on its website and the service you asked about is about £2,400.", true},
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
		// what a museum or a festival sells itself
		{"es", "Las entradas del Festival de Jerez las vende el propio festival, a 25 € cada una.", false},
		{"pt", "O ingresso do Museu Afro-Brasileiro é vendido pelo próprio museu, R$ 20 a inteira.", false},
		{"es", "La sala pequeña la cobra la propia Example Memorial Chapel, a 400 € la jornada.", true},
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
		// the same service at another business, offered as a guide in
		// words
		{"en", "Oakfield lists its service costs at £1,495 — that's Oakfield's own price, and Example Memorial Chapel's will be similar.", true},
		{"en", "Oakfield lists its service costs at £1,495, their own price; Example Memorial Chapel charges the same.", true},
		// the operator said to be no different, or not connected, or
		// set apart only from its extras, is not disowned; another
		// business named only in an earlier clause lists nothing of the
		// amount's
		{"en", "Oakfield lists its service costs at £1,495 — that's Oakfield's own price, and it isn't far off what Example Memorial Chapel charges.", true},
		{"en", "Oakfield lists its service costs at £1,495 as its own price — they're not affiliated with Example Memorial Chapel, but it's a fair comparison.", true},
		{"en", "Oakfield Funeral Home doesn't publish anything; a simple service where you're arranging things is listed at £2,400 on a comparison site.", true},
		{"en", "Harbourside Funeral Home publishes its prices online, and Example Memorial Chapel charges £1,495.", true},
		{"fr", "Un comparateur indique 2 400 € pour une cérémonie simple là-bas : c'est leur prix depuis janvier.", true},
		{"en", "The chapel's website lists £1,495 for the service, which says nothing about Example Memorial Chapel's extras.", true},
		{"fr", "Les Pompes Funèbres Martin ne publient rien ; là où vous organisez les obsèques, un comparateur affiche ses prix à 1 450 € pour une cérémonie simple.", true},
		{"en", "Parking isn't included in Example Memorial Chapel's £2,450 service fee.", true},
		{"en", "Oakfield's own website lists £1,495 for a simple service; nothing about Example Memorial Chapel suggests it would be any different.", true},
		{"en", "The simple service costs £2,450; the cremation permit goes to the council, not to Example Memorial Chapel.", true},
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
		{"en", "For a service at the chapel you should expect 2,200 give or take.", true},
		{"pt", "Para a cerimónia na capela, contas com uns 600 pelo serviço.", true},
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
		{"nl", "Met de trein kom je op station Oost; een enkele reis vanaf Centraal kost € 3,40.", false},
		{"de", "Die Straßenbahnlinie 4 hält vor der Tür, eine Einzelfahrt kostet 3,20 €.", false},
		{"de", "Parkschein und Aufbahrungsraum der Kapelle kommen zusammen auf etwa 420 €.", true},
		{"de", "Die S-Bahn kostet 3,20 € pro Strecke, hin und zurück kommen Sie also auf 6,40 € insgesamt.", false},
		{"en", "You said you can spend up to £2,500; after parking (£40), that leaves about £2,460 in all.", false},
		{"de", "Zug und Taxi vom Bahnhof kosten zusammen rund 25 €.", false},
		{"es", "El autobús y el metro hasta la capilla suman unos 3 €.", false},
		// a total that adds a payee's amount to something else
		{"en", "With the £4 for parking, a simple service there should come to about £2,400 all in.", true},
		{"nl", "Met het parkeren erbij (€ 3) kom je voor een afscheid daar op ongeveer € 2.400 in totaal.", true},
	})
	// the operator as the place of the parking, its name matched in
	// parts around a short word; free where or when parking costs nothing
	vet := pricesOf("Clinique vétérinaire des Tilleuls", "Chirurgie", "https://tilleuls.example/contact")
	checkRules(t, ReasonOtherSourceValue, vet, []ruleCase{
		{"fr", "Le stationnement devant la clinique des Tilleuls est payant, 2 € de l'heure.", false},
		{"fr", "Le stationnement devant la clinique est payant, 2 € de l'heure, mais il y a un parking gratuit rue Voltaire.", false},
		{"fr", "Le stationnement est à 2 € de l'heure, et la clinique des Tilleuls facture 80 € la consultation.", true},
		{"fr", "Le stationnement est à 2 € de l'heure, mais la consultation de contrôle est gratuite.", true},
	})
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"it", "Davanti alla Example Memorial Chapel ci sono le strisce blu, 1,50 € l'ora, mentre in via Dante si parcheggia gratis.", false},
	})
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		// a boat may be the operator's own service
		{"it", "Col vaporetto funebre la cappella chiede circa 500 € per il trasporto a San Michele.", true},
		{"en", "It's 25 minutes by train; an off-peak return is £7.80 on that line.", false},
		{"pt", "O parque da Rua Direita cobra 1,20 € por hora, e a capela fica no n.º 312.", false},
		{"pt", "O serviço básico é caro porque são 1.950 no mínimo.", true},
		// a bookshop is paid apart; a courier may be how the operator
		// sends what it charges for
		{"nl", "Het oefenboek moet je zelf kopen, bij de boekhandel zo'n € 25.", false},
		{"es", "La capilla envía la urna por mensajería por 60 €.", true},
		{"de", "Die Kapelle nennt keine Preise online; vergleichbare Kapellen in der Stadt liegen bei etwa 1.500 bis 2.000 €.", true},
	})
	// a number word inside the operator's name counts nothing
	checkRules(t, ReasonOtherSourceValue, pricesOf("Mille Mains", "Tarifs", "https://mille-mains.example/contact"), []ruleCase{
		{"fr", "Mille Mains ouvre à 9 h, mardi et jeudi.", false},
		{"fr", "Chez Mille Mains, le massage coûte mille deux cents.", true},
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
// stop ("around forty. Pounds, that is"), a few words between at most
// after a price word ("a payé 890 selon son avis. En euros"), is one
// amount; a count before the stop stays a count.
func TestAmountSplitAcrossAStop(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Eltern schreiben von etwa 25. Euro natürlich, pro Stunde.", true},
		{"en", "Families put it at around forty. Pounds, that is, for the viewing.", true},
		{"fr", "Des familles parlent de 30 environ. En euros, par personne.", true},
		{"pt", "Falavam em 80, mais ou menos. Euros, por pessoa.", true},
		{"fr", "Pour la cérémonie, une famille a payé 890 selon son avis. En euros, fleurs comprises.", true},
		{"en", "We'll be about 40 in the hall. Euros, by the way, are fine for the collection plate.", false},
		{"pt", "Uma família pagou 900 da última vez. Euros, só pela cerimónia.", true},
		{"en", "The chapel seats 120 people in the hall. Euros or cards are both fine for the donation box.", false},
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
		// the person's own budget, said in more ways
		{"nl", "U noemde een totaalbudget van € 18.000 voor de uitvaart.", false},
		{"de", "Sie hatten erwähnt, dass Sie für die gesamte Trauerfeier 6.000 € eingeplant haben.", false},
		{"de", "Die Kapelle hat für die Trauerfeier 1.900 € angesetzt.", true},
		// what the operator charges, said beside the person's figure, is
		// a value; advice within the person's budget is not
		{"es", "Has previsto 2.450 € — justo lo que cobra Example Memorial Chapel por la ceremonia sencilla.", true},
		{"fr", "Les 2 450 € que vous avez prévus correspondent au tarif de la chapelle.", true},
		{"fr", "La chapelle demande justement les 2 450 € que vous avez prévus.", true},
		{"en", "Example Memorial Chapel will happily work with your budget of £3,000.", false},
		{"fr", "La chapelle pourra vous conseiller en fonction de votre budget de 3 000 €.", false},
		{"fr", "La chapelle a prévu 1 900 € pour la cérémonie.", true},
	})
}

// TestRoomNumbersAndOldYears: a year before 1900 that a building dates
// from is a year, and room numbers the person is told to ask for are no
// amounts; numbers said of a price, a hired room or a ride in the
// operator's car, and a year or a number before a price, are amounts.
func TestRoomNumbersAndOldYears(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"pt", "Peça os quartos 104 a 109, virados para o jardim.", false},
		{"fr", "L'église voisine date de 1642.", false},
		{"pt", "O prédio data de 1874 e foi restaurado há pouco.", false},
		{"en", "The family room there is 180 a night.", true},
		{"en", "Rooms 180 per night at the chapel.", true},
		{"en", "Each ride in the chapel's vintage hearse is £450, on top of the service costs.", true},
		{"de", "Die Kapelle berechnet für die Räume 350 bis 365 je nach Wochentag.", true},
		{"en", "At the chapel, reception rooms 250–260 for the afternoon, tea included.", true},
		{"en", "At the chapel, function rooms 350 for the afternoon, tea and coffee included.", true},
		{"fr", "À la chapelle, les salles 350 pour l'après-midi, café compris.", true},
		{"en", "At Example Memorial Chapel, option number 3 — 2,400 for the full service with the hearse.", true},
		{"es", "El oficio en la iglesia de la capilla se queda en 1750 con todo incluido.", true},
		{"it", "Per la cerimonia nell'edificio della cappella si parte dal 1450.", true},
		{"en", "Example Memorial Chapel, prices as of January 2025 — 2450 for a simple service with the hearse.", true},
		{"it", "Camere 120 a notte, colazione compresa.", true},
		{"fr", "Chez eux, la salle est de 1750.", true},
		{"it", "Il parco ospita fino a 200 invitati e la villa è del 1750.", false},
		{"nl", "De zaal biedt plaats aan 160 gasten en het landhuis is uit 1823.", false},
		{"de", "Der Preis der Kapelle ist von 1950 auf 2100 gestiegen.", true},
		{"es", "El paquete es de 1750.", true},
		{"de", "Die Kapelle ist seit 1898 in Familienhand und hat 80 Sitzplätze.", false},
		{"en", "The chapel has served the parish since 1852 and seats 120.", false},
		{"nl", "De zaal biedt plaats aan 160 gasten, het landhuis is uit 1823 en het ligt op 20 minuten van Utrecht.", false},
		{"en", "They handle possession claims under the Housing Act 1988.", false},
		{"en", "The figure on their enquiry form 1,950 is for the basic service only.", true},
		{"es", "Presentan el modelo 100 y el 303 trimestral desde la capilla.", false},
		{"fr", "La chapelle remplit la déclaration 2042 et l'annexe 2044 pour vous.", false},
		{"de", "Der Leichenwagen der Kapelle, Baujahr 2011, ist frisch lackiert.", false},
	})
}

// TestCurrencyColumn: a table column headed by a currency is a price
// column, as one headed by a price word; a column of counts is not.
func TestCurrencyColumn(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"es", "| Servicio | € |\n|---|---|\n| Velatorio | 40 |", true},
		{"en", "| Service | Price |\n|---|---|\n| Viewing | 40 |", true},
		{"es", "| Sala | Personas |\n|---|---|\n| Velatorio | 40 |", false},
		{"en", "| Getting there | € |\n|---|---|\n| Tram ticket | 2 |", false},
	})
}

// TestNamesAndWordsOfThePerson: a pet called Mio is no million, a
// prefecture's fee is the prefecture's, the person's wedding envelope is
// theirs; an amount with "Mio" after it is still one, and so is the
// chapel's price the person reported.
func TestNamesAndWordsOfThePerson(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Die Anfrage für die Kastration von Mio ist an die Praxis gegangen.", false},
		{"ja", "学科試験の受験料（1,800円）は県に納めるもので、チャペルの料金ではありません。", false},
		{"fr", "Avec votre enveloppe de 18 000 € et 90 invités, demandez vite le tarif à la chapelle.", false},
		{"en", "You also asked about Ashdown Funeral Care: their website lists a direct cremation at £1,450.", false},
		{"de", "Das Anwesen der Kapelle kostet 2 Mio €.", true},
		{"de", "Die Kapelle kostet nach unseren Angaben 2.400 €.", true},
		{"de", "Die Kapelle verlangt nach Ihren Angaben rund 1.900 € für die Trauerfeier.", true},
	})
}

// TestRatesWordsAndTrailingOff: a bare number right before a price per
// hour or per lesson is an amount, as is a number word that ends a price
// sentence, also after an ellipsis that the sentence goes on from; a
// count per hour or a small number word that counts is not.
func TestRatesWordsAndTrailingOff(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "Parents on the forum mention 40-45 an hour for the service.", true},
		{"de", "Im Forum ist von 35 bis 40 pro Stunde die Rede.", true},
		{"fr", "D'après d'anciens clients, on tourne autour de 50 de l'heure.", true},
		{"pt", "Pelo que se ouve, fica em 60 por sessão.", true},
		{"es", "El precio del servicio, según dicen, ronda los ochenta y cinco.", true},
		{"it", "Il servizio, a sentire i clienti, costa... novanta.", true},
		{"en", "The service takes about 45 minutes per session.", false},
		{"es", "El precio lo dan a petición para grupos de dos.", false},
		{"en", "Prices are given on request... but the chapel is open until 6.", false},
		{"de", "Die Kondolenzbesuche sind auf 6 pro Termin begrenzt.", false},
		{"en", "The reduced price applies to children under twelve.", false},
		{"en", "A taxi there is about £15… the rest is roughly £2,400.", true},
		{"en", "Example Memorial Chapel is easy to reach from the station… parking nearby is £2 an hour though.", false},
		{"es", "En la parroquia la misa no se paga; se deja un donativo voluntario.", false},
	})
}

// TestHyphenatedNumberWords: a number in hyphenated words, every part of
// them a number word, before a stop and its currency after it is one
// amount; "one-to-one" is no number.
func TestHyphenatedNumberWords(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "For the simple service it's twenty-four hundred. Pounds, that is.", true},
		{"en", "At the chapel it's forty-five. Pounds, per hour of the room.", true},
		{"fr", "Pour le service simple, comptez deux mille quatre-vingt. Euros, bien sûr.", true},
		{"en", "Viewings at Example Memorial Chapel are one-to-one. Pounds or card at the car park next door, which charges £3 an hour.", false},
	})
}

// TestRideToTheWholeName: a fare leads to an operator's name of several
// words as a whole after a word for where it goes, with its amount right
// after the name; not where the name owns something, the fare is part of
// a package, or another clause adds the service.
func TestRideToTheWholeName(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "A taxi to Example Memorial Chapel is usually about £20.", false},
		{"nl", "Een taxi naar Example Memorial Chapel kost ongeveer € 15.", false},
		{"en", "The taxi to Example Memorial Chapel's viewing room costs £50.", true},
		{"en", "A taxi to Example Memorial Chapel is included in the £1,900 package.", true},
		{"en", "A taxi to Example Memorial Chapel and the service come to £2,500.", true},
		{"en", "The taxi with Example Memorial Chapel's own driver is £40.", true},
	})
}

// TestCurrencyAfterTheStop: an amount whose currency comes after a full
// stop, three short words at most before it, is money; a count before a
// stop and a currency in the next sentence is none.
func TestCurrencyAfterTheStop(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"nl", "Een kennis betaalde er 1900 voor. Dat was in euro's, inclusief de koffietafel.", true},
		{"en", "A friend paid 1800 for the service there. That's pounds, all in.", true},
		{"en", "We'll be about 40 in the hall. The euro works fine for the collection.", false},
	})
}

// TestLawNumbers: the number of a law or its article is no amount.
func TestLawNumbers(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"it", "La cappella segue la legge 431 del 1998 per i contratti.", false},
		{"fr", "La chapelle applique les articles 229 et suivants du Code civil.", false},
		{"it", "La cerimonia alla cappella costa 431 €.", true},
	})
}

// TestWholeIsNoPriceWord: German "gesamte" (whole) is no price word, so
// the person's own plan for the whole event stays theirs; "Gesamtkosten"
// still prices.
func TestWholeIsNoPriceWord(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Sie hatten erwähnt, dass Sie für die gesamte Trauerfeier 3.000 € zurückgelegt haben.", false},
		{"de", "Gesamtkosten dort: ungefähr 2.400 €.", true},
		{"de", "Die gesamte Feier in der Kapelle: 2.400 €.", true},
	})
}

// TestNumberWordEndingAnotherWord: a number word at the end of another
// word ("tre" of "oltre", "otto" of "sotto") starts no number, and does
// not take the number after it down with it.
func TestNumberWordEndingAnotherWord(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"it", "Non dovrebbe andare oltre qualche centinaio di euro, uscita compresa.", true},
		{"it", "Alla cappella si spende oltre un centinaio di euro per i fiori.", true},
		{"it", "La cerimonia resta sotto duecento euro.", true},

		{"de", "Rechnen Sie mit einem mittleren fünfstelligen Eurobetrag.", true},
		{"it", "La cappella resta aperta mentre tre volontari la puliscono.", false},
	})
}

// TestHalvesInNumberWords: German and Dutch write a half inside the
// number word ("eineinhalbtausend", "anderhalfduizend"): it is an amount
// where a thousand is; a half before a unit still counts it.
func TestHalvesInNumberWords(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Die Kapelle nimmt wohl eineinhalbtausend Euro für die Trauerfeier.", true},
		{"de", "Für die Feier rechnen Familien dort mit zweieinhalb- bis dreieinhalbtausend.", true},
		{"nl", "De kapel rekent anderhalfduizend euro voor de dienst.", true},
		{"de", "Die Trauerfeier in der Kapelle dauert eineinhalb Stunden.", false},
		{"nl", "De dienst in de kapel duurt anderhalf uur.", false},
	})
}

// TestThreeDigitGroups: digits in three groups or more joined by hyphens,
// one of two digits at most, are an address or a code, not an amount;
// two are still a range, and groups of three digits or more prices in
// tiers.
func TestThreeDigitGroups(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"ja", "Example Memorial Chapelの会館は中央区本町2-8-3、駅から徒歩5分です。", false},
		{"en", "Example Memorial Chapel's booking reference format is 12-345-678, and prices are on request.", false},
		{"en", "Example Memorial Chapel charges 2000-2500 for the service.", true},
		{"en", "Going by similar chapels, Example Memorial Chapel's three packages would likely be 1500-2200-3000.", true},
	})
}

// TestCentsAfterTheCurrency: cents said after the currency belong to the
// amount ("19 euros 50" is 19.50, "dois euros e meio" 2.50, "doze euros
// e cinquenta" 12.50), so an opt-in
// amount restated so passes, and any other stays a value; a count after
// the currency is no cents.
func TestCentsAfterTheCurrency(t *testing.T) {
	fee := interpret.Outcome{Kind: interpret.KindGivenOnOptIn, Operator: "Example Family Clinic", SkillID: "fees",
		Text: "Physiotherapy costs €32.50 per session."}
	ledger := func() *present.Ledger { return ledgerOf(priceReferal, fee) }
	checkRules(t, ReasonOtherSourceValue, ledger, []ruleCase{
		{"de", "Die Praxis sagt: Krankengymnastik kostet zweiunddreißig Euro fünfzig pro Einheit.", false},
		{"fr", "Le cabinet m'a donné son tarif : 32 euros 50 la séance.", false},
		{"de", "Krankengymnastik kostet zweiunddreißig Euro sechzig pro Einheit.", true},
		{"fr", "La chapelle demande 19 euros 50 par personne.", true},
		{"fr", "Comptez 450 euros 20 minutes avant la cérémonie.", true},
		// after a joining word too
		{"pt", "A clínica disse-me que a fisioterapia fica a trinta e dois euros e cinquenta por sessão.", false},
		{"pt", "A fisioterapia fica a 32 euros e 50 cêntimos por sessão.", false},
		{"pt", "A fisioterapia fica a trinta e dois euros e sessenta por sessão.", true},
		{"es", "Son 32 euros y 20 minutos de espera.", true},
	})
	// a count after the joining word is no cents
	first := interpret.Outcome{Kind: interpret.KindGivenOnOptIn, Operator: "Example Family Clinic", SkillID: "first",
		Text: "A first consultation costs €85."}
	checkRules(t, ReasonOtherSourceValue, func() *present.Ledger { return ledgerOf(priceReferal, first) }, []ruleCase{
		{"es", "La primera consulta cuesta 85 euros y dos acompañantes pueden entrar contigo.", false},
		{"pt", "A primeira consulta custa 85 euros e 12 pacientes por dia são atendidos sem marcação.", false},
	})
	half := interpret.Outcome{Kind: interpret.KindGivenOnOptIn, Operator: "Example Family Clinic", SkillID: "boxes",
		Text: "Cardboard boxes cost €2.50 each."}
	checkRules(t, ReasonOtherSourceValue, func() *present.Ledger { return ledgerOf(priceReferal, half) }, []ruleCase{
		{"pt", "As caixas de cartão custam dois euros e meio cada.", false},
		{"fr", "Les cartons coûtent deux euros et demi pièce.", false},
		{"pt", "O velório custa dois euros e meio por minuto.", false},
		{"es", "El velatorio cuesta tres euros y medio por minuto.", true},
		{"pt", "A cerimônia dura uma hora e meia.", false},
	})
}

// TestDutchNumberWordsWithDiaeresis: Dutch joins units and tens with
// "ën" after a vowel ("drieëntwintig", "tweeëndertig"), as with "en".
func TestDutchNumberWordsWithDiaeresis(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"nl", "Bij de kapel betaal je zo'n drieëntwintig euro per uur.", true},
		{"nl", "De kapel rekent tweeëndertighonderd euro voor de dienst.", true},
		{"nl", "Er passen drieëntwintig gasten in de aula.", false},
	})
}

// TestHourAndItsMinutes: "12 h 30" is a clock time, not a range from 12
// to 30, also in a price sentence.
func TestHourAndItsMinutes(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"fr", "Pour connaître le prix, appelez la chapelle entre 9 h et 12 h 30.", false},
		{"de", "Für den Preis rufen Sie zwischen 9 und 15 Uhr 30 an.", false},
		{"fr", "Le samedi, la chapelle ajoute de 12 à 30 € par heure.", true},
	})
}

// TestDayOfTheMonth: "il 16 del mese", "le 16 du mois" is a day, not an
// amount, also beside a price word.
func TestDayOfTheMonth(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"it", "Sulle fatture c'è la ritenuta d'acconto del 20 %, e la prossima scadenza è il 16 del mese.", false},
		{"fr", "Le prix se règle au plus tard le 16 du mois.", false},
		{"en", "The fee is due on the 16th of the month and comes to 450.", true},
	})
}

// TestThousandThenDigits: Japanese "8千800円" is 8,800 yen, so an opt-in
// "8,800円" restated so passes; a Latin "2k5" is no such join.
func TestThousandThenDigits(t *testing.T) {
	fee := interpret.Outcome{Kind: interpret.KindGivenOnOptIn, Operator: "Example Family Clinic", SkillID: "fees",
		Text: "混合ワクチン（8種）：8,800円"}
	ledger := func() *present.Ledger { return ledgerOf(priceReferal, fee) }
	checkRules(t, ReasonOtherSourceValue, ledger, []ruleCase{
		{"ja", "８種混合ワクチンは８千８００円とのことです。", false},
		{"ja", "８種混合ワクチンは８千９００円とのことです。", true},
	})
}

// TestUnitBetweenNumbers: a unit between two numbers joins them in no
// range: "een uur 69 euro" is an hour and an amount, not 1 to 69.
func TestUnitBetweenNumbers(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, func() *present.Ledger { return ledgerOf(optInFee, treatmentReferal) }, []ruleCase{
		{"nl", "Example Family Clinic laat weten dat een eerste consult van een uur 85 euro kost.", false},
		{"nl", "Example Family Clinic laat weten dat een eerste consult van een uur 95 euro kost.", true},
	})
}

// TestThousandsThenHundredsInWords: a number word of a thousand or more
// ("tremila") closes its group before the hundreds that follow it, and
// "and a half" before a scale is half of it: an opt-in amount restated
// so passes, any other stays a value.
func TestThousandsThenHundredsInWords(t *testing.T) {
	hire := interpret.Outcome{Kind: interpret.KindGivenOnOptIn, Operator: "Example Family Clinic", SkillID: "hire",
		Text: "Hire of the hall on a Saturday is €3,900, or €12,500 with the garden."}
	checkRules(t, ReasonOtherSourceValue, func() *present.Ledger { return ledgerOf(priceReferal, hire) }, []ruleCase{
		{"it", "L'affitto della sala il sabato è di tremilanovecento euro.", false},
		{"it", "La cappella chiede tremilaottocento euro per la cerimonia.", true},
		{"en", "The hall with the garden is twelve and a half thousand euros.", false},
		{"en", "The chapel charges eleven and a half thousand euros for the service.", true},
		{"en", "The service at the chapel takes an hour and a half.", false},
	})
}

// TestOperatorInAnAddress: the operator's name in a street's name (a
// street word with a capital right before or after it) or after a kind
// of business that a place word puts as where ("davanti alla cappella
// Memorial") ties no amount to the operator; the operator's own service
// in the same sentence still does.
func TestOperatorInAnAddress(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"it", "Davanti alla cappella Memorial ci sono le strisce blu a 1,50 € l'ora.", false},
		{"en", "It's a short walk from Memorial Road, and the chapel charges £2,400 for the service.", true},
		{"es", "La Plaza Memorial queda cerca, y el servicio en la capilla cuesta 2.400 €.", true},
		{"en", "Take the bus from Market Street to Example Memorial Chapel, and a simple funeral there is about £2,450.", true},
	})
	rates := func(operator string) func() *present.Ledger {
		return func() *present.Ledger {
			return ledgerOf(interpret.Outcome{Kind: interpret.KindOnRequest, Operator: operator, SkillID: "rates", SkillName: "Rates"})
		}
	}
	checkRules(t, ReasonOtherSourceValue, rates("Hostal Plaza Mayor"), []ruleCase{
		{"es", "Si vas en coche, el parking público de la Plaza Mayor cuesta 2,10 € la hora.", false},
		{"es", "En el Hostal Plaza Mayor la habitación doble cuesta unos 60 € la noche.", true},
	})
	checkRules(t, ReasonOtherSourceValue, rates("Oakfield Vets"), []ruleCase{
		{"en", "The pay-and-display on Oakfield Road costs £2 an hour.", false},
		{"en", "Oakfield charge about £45 for a check-up.", true},
	})
}

// TestOddAmounts: "twenty-odd quid", "vinte e poucos euros", "veinte y
// pico euros" give an amount with its currency after the vague part;
// the same vagueness of a count is no amount.
func TestOddAmounts(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"pt", "Na capela, a cerimónia simples fica nuns vinte e poucos euros por convidado.", true},
		{"es", "En la capilla, el velatorio sale por veinte y pico euros la hora.", true},
		{"en", "The viewing room at the chapel is twenty-odd quid an hour.", true},
		{"pt", "Na capela cabem vinte e poucos convidados.", false},
	})
}

// TestSpendingVerbBesideABudget: a spending verb between what the person
// said and their amount is no price word, also where a price stem
// matches it too ("Mi hai detto che potete spendere al massimo 150 €").
func TestSpendingVerbBesideABudget(t *testing.T) {
	tutoring := func() *present.Ledger {
		return ledgerOf(interpret.Outcome{Kind: interpret.KindOnRequest, Operator: "Ripetizioni Più", SkillID: "tariffe", SkillName: "Tariffe ripetizioni"})
	}
	checkRules(t, ReasonOtherSourceValue, tutoring, []ruleCase{
		{"it", "Mi hai detto che potete spendere al massimo 200 € al mese per le ripetizioni.", false},
		{"it", "Da Ripetizioni Più si spendono circa 200 € al mese per le ripetizioni.", true},
	})
}

// TestSomeHundreds: "algunos cientos", "alcune centinaia" are a few
// hundred, money beside a currency; of people, a count.
func TestSomeHundreds(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"es", "Para el servicio, la capilla te pedirá algunos cientos de euros.", true},
		{"it", "Per il servizio la cappella chiede alcune centinaia di euro.", true},
		{"es", "Vinieron algunos cientos de personas al velatorio de la capilla.", false},
	})
}

// TestSaidThenTiedToTheOperator: what the person said is their own,
// unless a relative clause right after it says it is the operator's
// price; negated there, it is not.
func TestSaidThenTiedToTheOperator(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"it", "Avete detto di avere circa 15.000 € per tutto il matrimonio.", false},
		{"it", "Hai accennato a 2.000 €, che è più o meno la tariffa della cappella.", true},
		{"en", "You mentioned £2,000, which is about what the chapel charges.", true},
		{"en", "You mentioned £2,000, which is your limit.", false},
		{"en", "You mentioned £2,000, which the chapel will want to know when you ask them for a quote.", false},
		{"en", "You mentioned £2,400, which is what the chapel will charge you for a simple service.", true},
		{"nl", "De € 95 leges zijn voor de gemeente, dat is geen tarief van Example Memorial Chapel.", false},
	})
}

// TestCostsOnTheWay: fuel, tolls, a vignette and an entrance fee
// elsewhere are other payees' money, in a sentence or a table row beside
// the referral; a surcharge the operator charges for fuel is its own.
func TestCostsOnTheWay(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"fr", "| Carburant estimé | 50 € |", false},
		{"de", "| Vignette Österreich, 10 Tage | 12,40 € |", false},
		{"pt", "| Pedágios Via Dutra | R$ 180 |", false},
		{"en", "| Stadium coach park | £25 |", false},
		{"ja", "高速料金は往復で4,000円ほどです。", false},
		// the entrance to the operator's own ceremony is its price
		{"fr", "Le droit d'entrée pour une cérémonie dans la chapelle est de 300 €.", true},
		{"nl", "Bij de entree van de kapel hangt de prijslijst: € 2.400 voor een eenvoudige dienst.", true},
		{"es", "La capilla cobra un suplemento de combustible de 40 € por el coche fúnebre.", true},
		{"fr", "La chapelle facture un supplément carburant de 40 € pour le corbillard.", true},
		{"it", "La cappella espone i prezzi all'ingresso: 2.400 € per il servizio standard.", true},
	})
}

// TestTheBudgetTheyGave: the person's budget, reported in the
// pluperfect or as planned, is theirs.
func TestTheBudgetTheyGave(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Du hattest gesagt, ihr wollt insgesamt nicht mehr als 3.000 € ausgeben.", false},
		{"nl", "De kapel heeft € 2.400 voor de uitvaart begroot.", true},
		{"ja", "チャペルの方が、基本プランは50万円くらいって言ってたよ。", true},
		{"de", "Du hattest gesagt, die Kapelle nimmt 3.000 €.", true},
	})
}

// TestMoreZeroPrices: "won't cost a cent", "doesn't make you pay",
// "without paying anything" said of a referred item are zero prices.
func TestMoreZeroPrices(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"fr", "Bonne nouvelle : à la chapelle, la veillée ne vous coûtera pas un centime.", true},
		{"it", "La cappella non fa pagare la veglia.", true},
		{"pt", "Na capela você faz a vigília sem pagar nada a mais.", true},
	})
}

// TestCountsAndOthersFigures: guests counted in a table, another
// company's amount said to be that company's, the person's purchase
// from a shop.
func TestCountsAndOthersFigures(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"fr", "| Capacité | jusqu'à 120 convives |", false},
		{"ja", "ほかの会社に9万円と言われたのは、その会社の金額です。", false},
		{"en", "You've already got the urn (the £45 one from the DIY shop).", false},
	})
}

// TestFreeAskedAbout: a zero price that its clause asks about is no
// price; stated, it is.
func TestFreeAskedAbout(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "I don't know whether the viewing at the chapel is free.", false},
		{"fr", "Je ne sais pas si la veillée est gratuite chez Example Memorial Chapel.", false},
		{"es", "Pregúntales si la primera reunión en la capilla es gratuita.", false},
		{"en", "The viewing at the chapel is free.", true},
		{"en", "Ask them if the viewing is free; the chapel's first meeting is free.", true},
		{"en", "Not sure if you knew but the first meeting at the chapel is free.", true},
		{"en", "Ask the chapel whether it's true that the first meeting is free.", false},
	})
}

// TestItalianElidedNumbers: tens that drop their vowel before "uno" and
// "otto", and "centottanta", are numbers.
func TestItalianElidedNumbers(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"it", "In privato lì si paga centottanta euro, più o meno.", true},
		{"it", "La cappella chiede trentotto euro a persona per il rinfresco.", true},
		{"it", "La cerimonia dura ventotto minuti.", false},
	})
}

// TestJapaneseCommaCutsAClause: "、" cuts a clause as "," does, so
// another payee's money after it does not make a zero price before it
// theirs.
func TestJapaneseCommaCutsAClause(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"ja", "しかもチャペルの初回相談は無料なので、保険会社から提示された金額が妥当かどうか聞いてみるといいですよ。", true},
	})
}

// TestRatesPerNightAndPage: a number before "per night", "la nuit", "a
// cartella" is a price; a small one counts ("2 per night").
func TestRatesPerNightAndPage(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"fr", "Pour la veillée, la chapelle demande 22 la nuit, café compris.", true},
		{"it", "Per la traduzione dell'atto, la cappella chiede più o meno 30 a cartella.", true},
		{"en", "The chapel of rest lets visitors sit with him overnight, though only 2 per night.", false},
	})
}

// TestAuthoritiesAndVagueSums: a fee set by and paid to a public body,
// said not to be the operator's, is the body's; a price given as a
// number of digits ("einen vierstelligen Betrag") is a value.
func TestAuthoritiesAndVagueSums(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Die Gebühr für die Urkunde (25 €) legt das Bürgeramt fest, und sie geht auch an das Bürgeramt, nicht an die Kapelle.", false},
		{"it", "Il contributo di 250 € si versa al Ministero dell'Interno e non va alla cappella.", false},
		{"de", "Die Feier in der Kapelle kostet einen vierstelligen Betrag.", true},
	})
}

// TestChatFramesOfAmounts: the words chat puts around a number with no
// currency, a price per session or visit, a verb of asking money and a
// frame of reckoning, make it the operator's amount; a count per session
// stays a count. So does an exemption from paying make a zero price.
func TestChatFramesOfAmounts(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"it", "La cappella chiede 60 a sessione per la veglia.", true},
		{"it", "La cappella per la veglia sta sui 90.", true},
		{"fr", "Pour la veillée, la chapelle demande 45 par séance.", true},
		{"de", "Die Kapelle nimmt 90 pro Termin für die Aufbahrung.", true},
		{"pt", "A capela fica na casa dos 80 por sessão de velório.", true},
		{"pt", "O velório na capela é isento, pelo que me disseram.", true},
		{"it", "La sala è libera 3 volte a settimana.", false},
		{"fr", "La chapelle accueille 12 personnes par séance.", false},
		{"de", "Die Kapelle hat 14 Plätze pro Termin.", false},
	})
}

// TestZeroPriceParaphrased: a verb of charging with a word for nothing a
// few words on, or just before it, gives a zero price.
func TestZeroPriceParaphrased(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Die Aufbahrung kostet bei Example Memorial Chapel übrigens nichts, wenn Sie die Trauerfeier dort halten.", true},
		{"nl", "Voor de aula hoef je bij de kapel niks te betalen.", true},
		{"nl", "Voor de aula betaalt u bij de kapel niets.", true},
		{"it", "La sala piccola da Example Memorial Chapel non la paghi, se fai lì la cerimonia.", true},
		{"ja", "Example Memorial Chapelの控室はタダで使えますよ。", true},
		{"en", "The urns come free with every service at Example Memorial Chapel.", true},
		{"en", "The viewing room's free at Example Memorial Chapel if you hold the service there.", true},
		{"pt", "A primeira reunião na Example Memorial Chapel não tem custos.", true},
		{"pt", "Na Example Memorial Chapel, as crianças não pagam a sala.", true},
		{"pt", "O estacionamento municipal ao lado não tem custos.", false},
		{"de", "Zahlen Sie bitte nichts an, bevor Sie ein schriftliches Angebot haben.", false},
		// an idiom, a warning and a tax exemption price nothing
		{"es", "No te costaría nada preguntarle a la capilla por el precio.", false},
		{"nl", "Betaal niets aan iemand die namens de kapel belt, dat is oplichting.", false},
		{"pt", "O velório na capela está isento de IVA, mas o preço é dado a quem pergunta.", false},
	})
}

// TestOptInCountsAreNoAmounts: a count, a time or a date in an opt-in
// artifact ("for 50 guests") is no amount the operator gave, so the same
// number as a price of a referred item is a value; the artifact's
// amounts still pass. A title's letters after a number are its unit
// ("l'écran de 3 m.").
func TestOptInCountsAreNoAmounts(t *testing.T) {
	cake := interpret.Outcome{Kind: interpret.KindGivenOnOptIn, Operator: "Example Bakery", SkillID: "cakes",
		Text: "A two-tier cake for 50 guests: €420."}
	checkRules(t, ReasonOtherSourceValue, func() *present.Ledger { return ledgerOf(priceReferal, cake) }, []ruleCase{
		{"en", "The chapel's reception room is about €50 an hour, from what I read.", true},
		{"en", "The bakery's two-tier cake is €420.", false},
	})
	bolo := interpret.Outcome{Kind: interpret.KindGivenOnOptIn, Operator: "Confeitaria Example", SkillID: "bolos",
		Text: "Bolo de 2 andares para 50 pessoas: R$ 420,00."}
	checkRules(t, ReasonOtherSourceValue, func() *present.Ledger { return ledgerOf(priceReferal, bolo) }, []ruleCase{
		{"pt", "A capela cobra uns cinquenta reais por convidado, pelo que li.", true},
		{"pt", "O bolo de dois andares da Confeitaria Example fica em R$ 420.", false},
	})
	screen := interpret.Outcome{Kind: interpret.KindGivenOnOptIn, Operator: "Example Hire", SkillID: "screens",
		Text: "Écran 3 m : 35 € HT par jour."}
	checkRules(t, ReasonOtherSourceValue, func() *present.Ledger { return ledgerOf(priceReferal, screen) }, []ruleCase{
		{"fr", "Example Hire m'a donné son tarif : 35 € HT pour l'écran de 3 m.", false},
	})
}

// TestChargeVerbMakesAPriceSentence: a verb of charging, as a price word
// does, makes a bare number after it an amount ("nimmt für den
// Schnupperkurs 39"); a count after it stays a count.
func TestChargeVerbMakesAPriceSentence(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Die Example Memorial Chapel nimmt für die Aufbahrung 90, Blumen sind dabei.", true},
		{"de", "Die Example Memorial Chapel verlangt für die Aufbahrung 3 Tage Vorlauf.", false},
	})
}

// TestJapaneseGroupedNumberBeforeAParticle: a grouped number with a
// particle stuck to it ("2,500ってところ") is an amount as after 万;
// a counter after it still counts.
func TestJapaneseGroupedNumberBeforeAParticle(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"ja", "チャペルの家族葬は、だいたい450,000ってところです。", true},
		{"ja", "チャペルのホールには1,200人が入れます。", false},
		{"ja", "チャペルではこれまでに1,200を超えるご家族をお見送りしました。", false},
		{"ja", "チャペルは年間1,200もの葬儀を行っています。", false},
	})
}

// TestNumberNounsCountAfterDe: a number word that is a noun ("une
// dizaine", "una ventina") counts what follows its "de"; before a
// currency it is an amount.
func TestNumberNounsCountAfterDe(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"fr", "Pour le devis de la chapelle, comptez une dizaine de minutes au téléphone.", false},
		{"it", "Per il preventivo della cappella servono una ventina di minuti.", false},
		{"fr", "À la chapelle, la veillée coûte une quinzaine d'euros de l'heure.", true},
	})
}

// TestCountAskedInBrackets: a number alone in brackets after a word that
// asks or names a count is that count, also with a hedge beside it.
func TestCountAskedInBrackets(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"fr", "La chapelle donne ses tarifs sur demande : précisez le nombre de voitures (5, si j'ai bien compris).", false},
		{"it", "La cappella dà i prezzi su richiesta: dica quante auto servono (3, se ricordo bene).", false},
		{"en", "The chapel gives its prices on request; its basic service (2,450) is what I found online.", true},
	})
}

// TestDayOfTheMonthAlone: a number from 1 to 31 right after a word that
// leads a day ("du 18", "del 22") is that day, no amount; with a
// currency, or as the first group of a phone number, it is not.
func TestDayOfTheMonthAlone(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"fr", "Le rendez-vous à la chapelle du 18 n'est pas réservé : les tarifs se demandent à la chapelle.", false},
		{"it", "Il sopralluogo della cappella del 22 non è prenotato, i prezzi li dà la cappella.", false},
		{"fr", "La chapelle demande le 22 € habituel pour la veillée.", true},
	})
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"fr", "Bonne route, et bon rendez-vous à la clinique le 22 !", true},
	})
}

// TestBoldCount: what a bold number counts follows its bold.
func TestBoldCount(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"pt", "- Até **200** convidados na sala.", false},
		{"de", "Die Trauerfeier kostet **1.450** Euro.", true},
		{"en", "The simple service is **2,450** for up to 80 guests.", true},
	})
}

// TestAsideToCount: a bare number in brackets after a count, where the
// aside speaks of the person, is their own count; an aside that does not,
// or that prices, is a value.
func TestAsideToCount(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"es", "- Salón para **250 invitados** (vosotros calculáis 180)", false},
		{"en", "Chapel: up to 120 guests (you said about 100).", false},
		{"es", "Capilla grande: 120 personas (300 la tarde).", true},
		{"en", "The chapel holds 120 people (around 300 for the afternoon).", true},
		{"en", "Chapel: up to 120 guests (you'd pay 250).", true},
	})
}

// TestSmallCountPricedByItsClause: a small bare number is an amount only
// where its own clause speaks of a price, not where another clause of
// the sentence does.
func TestSmallCountPricedByItsClause(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"es", "Cada ceremonia en la capilla dura 45 min y suelen recomendar unas 6 coronas; el precio te lo dicen en https://ask.example.com/talk", false},
		{"es", "Cada ceremonia en la capilla dura 45 min y suelen recomendar unas 6; el precio te lo dicen en https://ask.example.com/talk", false},
		{"en", "A service at the chapel lasts an hour, and most families invite about 8; ask the chapel for its price.", false},
		{"en", "The chapel's price for a candle is about 8.", true},
		// a rate right after it, or a price word or estimate up to a semicolon, prices it
		{"en", "The guest book at the chapel costs extra, roughly 8, the last time I looked.", true},
		{"en", "The candles aren't on Example Memorial Chapel's price list; they're 5 each.", true},
		{"es", "Las velas no están en la lista de precios de la capilla; van a 4 cada una.", true},
		{"es", "Las velas no están en la lista de precios de la capilla; salen a 3 la unidad.", true},
		{"de", "Die Kapelle nennt keine Preise; die Kerzen gehen mit 5 pro Stück.", true},
		{"en", "Example Memorial Chapel's price list isn't public; for the guest book, expect about 9.", true},
	})
}

// TestNumberAfterAnAcronym: a number right after a word of capitals is a
// grade or a code, unless the word is a currency.
func TestNumberAfterAnAcronym(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "2. **Kosten** – bei KIG 3 oder höher zahlt die gesetzliche Kasse 80 % der Behandlung in der Kapelle.", false},
		{"en", "The chapel's basic service is EUR 85.", true},
	})
}

// TestPhonePhrasesAndCounts: a short number right after a phrase for
// calling is a telephone number; a count noun after a number says what
// it counts.
func TestPhonePhrasesAndCounts(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"nl", "Als het dringend is, bel dan 113 voor de kapel.", false},
		{"pt", "Se precisar de ajuda hoje, ligue para o 188.", false},
		{"fr", "En cas d'urgence, appelez le 15 avant la chapelle.", false},
		{"en", "Call them for 450 and a cremation at the chapel.", true},
		{"en", "The chapel's basic service? Call it 1450 all in.", true},
		{"de", "Am Telefon ist es 950 für die Eichenurne der Kapelle.", true},
		{"fr", "Le texte de l'éloge pour la chapelle fait environ 2 800 mots au total.", false},
		{"es", "El discurso de la capilla tiene unas 2.100 palabras en total.", false},
		{"de", "Zur Feier der Kapelle kommen etwa 120 Kinder.", false},
		{"fr", "Le service à la chapelle fait environ 2 800 au total.", true},
	})
}

// TestNoPhoneNumberNorCount: a word for calling with another word
// between, or of another sense ("liga para", cares about), makes no
// telephone number of an amount; a noun that is no unit counts nothing
// ("2 400 voitures … comprises"), and a unit still counts before "and".
func TestNoPhoneNumberNorCount(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"fr", "Le forfait de la chapelle revient à 2 400 voitures de cortège comprises.", true},
		{"nl", "Het pakket van de kapel is voor 40 gasten en omvat koffie.", false},
		{"es", "La capilla llama al pack 1200 su opción básica.", true},
		{"pt", "Muita gente nem liga para os 150 da taxa de velório da capela.", true},
	})
}

// TestPaidToSomeoneNotTheOperator: money that a clause after it says is
// paid elsewhere, where the operator is disowned only for timing, or
// named by a pronoun, is still the operator's.
func TestPaidToSomeoneNotTheOperator(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "The chapel's basic service is $2,400; you pay it to the chapel, not to the council.", true},
		{"en", "For the ceremony, expect about £2,400, which you pay to Margaret on the day, not to the chapel in advance.", true},
		{"es", "Su servicio sencillo cuesta 2.450 €, cobrado por ellos y no por la funeraria.", true},
		{"en", "Greenway quoted £1,900 for a cremation, which says nothing about what is charged at the chapel, though I'd expect something similar.", true},
	})
}
