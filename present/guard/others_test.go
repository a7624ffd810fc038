package guard

import (
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
)

// TestDisclaimedListedPrice: a price another business lists as its own
// passes when the sentence, or the next one, says it tells nothing of
// the operator and says no more; a guide, a comparison or a claim
// after the disclaimer keeps it a value, and so does a listed price
// with no disclaimer, even where the next sentence says where to ask.
func TestDisclaimedListedPrice(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		// in the same sentence
		{"en", "Hillcrest Funerals shows £1,780 for a graveside service on its website, which tells you nothing about Example Memorial Chapel.", false},
		{"de", "Bestattungen Vogt führt auf seiner eigenen Seite 1.780 € für eine Trauerfeier; das sagt nichts über Example Memorial Chapel aus.", false},
		{"fr", "Les Pompes Funèbres Roux affichent 1 780 € sur leur site ; cela ne dit rien des tarifs d'Example Memorial Chapel.", false},
		{"ja", "みどり葬祭は自社サイトで家族葬を38万円と掲載していますが、Example Memorial Chapelの料金については何もわかりません。", false},
		// in the next one
		{"en", "Hillcrest Funerals shows £1,780 for a graveside service on its own website. That figure says nothing about Example Memorial Chapel.", false},
		{"nl", "Uitvaartzorg Peeters zet € 1.780 voor een afscheid op de eigen site. Dat is hun eigen prijs en zegt niets over Example Memorial Chapel.", false},
		{"es", "Funeraria Lozano anuncia en su propia web una despedida por 1.780 €. Ese importe no dice nada de Example Memorial Chapel; pregunta en https://ask.example.com/talk.", false},
		// a business named with its amount and no listing word: the next
		// sentence tells whose it is
		{"pt", "Você perguntou também da Funerária Lima: eles cobram R$ 1.780 por uma despedida. Esse é o preço deles, não diz nada sobre a Example Memorial Chapel.", false},
		{"it", "Le Onoranze Bianchi chiedono 1.780 € per una cremazione. Non dice nulla di Example Memorial Chapel.", false},
		{"pt", "Você perguntou também da Funerária Lima: eles cobram R$ 1.780 por uma despedida. A Example Memorial Chapel responde em https://ask.example.com/talk.", true},
		// "not the one of": two short words between the negation and the
		// operator; an article that is a number word in a condition
		{"es", "Si prefieres una capilla con precios publicados, la Funeraria Roca anuncia 1.780 € en su propia web, ese es su precio, no el de Example Memorial Chapel.", false},
		{"es", "La Funeraria Roca anuncia 1.780 € en su propia web, ese es su precio, no el de Example Memorial Chapel, que cobra lo mismo.", true},
		// or says it is the other business's own, naming the operator only
		// as a condition or where to ask
		{"de", "Bestattungen Vogt nimmt laut eigener Website 1.780 € für eine Trauerfeier. Das ist deren eigener Tarif – den Preis von Example Memorial Chapel erfragen Sie unter https://ask.example.com/talk.", false},
		{"fr", "Si Example Memorial Chapel n'a pas de date, les Pompes Funèbres Roux affichent 1 780 € sur leur site. C'est leur tarif à eux.", false},
		{"en", "Hillcrest Funerals lists £1,780 for a direct cremation on its website. Those are their own rates; Example Memorial Chapel gives its prices on request, and I wouldn't expect them to be much lower.", true},
		{"en", "If you ask Example Memorial Chapel, they'll quote you their own price, which is usually around £2,000.", true},
		{"nl", "Uitvaartcentrum De Linde vraagt op de eigen site € 1.780, en veel goedkoper wordt het echt niet voor de Example Memorial Chapel.", true},
		{"it", "Per la cerimonia di Mario metti in conto più o meno:\n\n**circa 1.780 €**\n\nÈ la media della zona; Example Memorial Chapel ti dirà il suo prezzo se lo chiedi.", true},
		{"de", "Bestattungen Vogt nimmt 1.780 € für eine Trauerfeier. Das ist deren eigener Tarif, und bei Example Memorial Chapel dürfte es ähnlich sein.", true},
		{"fr", "Si Example Memorial Chapel n'a pas de date, les Pompes Funèbres Roux affichent 1 780 € sur leur site. Chez Example Memorial Chapel, comptez à peu près la même chose.", true},
		{"it", "Le Onoranze Bianchi chiedono 1.780 € per una cremazione. Non dice nulla di Example Memorial Chapel, ma saremo lì.", true},
		// no disclaimer, or a guide, a comparison or more said after it
		{"en", "Hillcrest Funerals shows £1,780 for a graveside service on its own website. The chapel opens at 9.", true},
		{"en", "Hillcrest Funerals shows £1,780 for a graveside service on its own website.", true},
		{"en", "Hillcrest Funerals shows £1,780 on its own website. That says nothing about Example Memorial Chapel, though it's probably in the same range.", true},
		{"en", "Hillcrest Funerals shows £1,780 on its own website. Nothing about Example Memorial Chapel's pricing looks any different.", true},
		{"en", "Hillcrest Funerals shows £1,780 on its own website, and it isn't far off what Example Memorial Chapel asks.", true},
		{"en", "Hillcrest Funerals shows £1,780 on its own website, which says nothing about Example Memorial Chapel's flowers and cars.", true},
		{"de", "Bestattungen Vogt führt auf seiner eigenen Seite 1.780 €; das sagt nichts über Example Memorial Chapel aus, weil beide dieselbe Liste verwenden.", true},
		{"en", "Example Memorial Chapel shows £1,780 on its own website. That says nothing about Hillcrest Funerals.", true},
		// a negation that is no disclaimer: a bound, a comparison, an
		// identity
		{"en", "Hillcrest Funerals shows £1,780 on its own website. That's nothing but what Example Memorial Chapel asks.", true},
		{"en", "Hillcrest Funerals shows £1,780 on its own website. Nothing at Example Memorial Chapel comes in lower.", true},
		{"en", "Hillcrest Funerals shows £1,780 on its own website. That's not much off Example Memorial Chapel's price.", true},
		{"de", "Bestattungen Vogt führt auf seiner eigenen Seite 1.780 €. Das ist nicht anders als bei Example Memorial Chapel.", true},
		{"en", "Hillcrest Funerals shows £1,780 on its own website — their own price, not the chapel's.", false},
		// more said after the address, or a guide in a later sentence
		{"en", "Hillcrest Funerals shows £1,780 on its own website. That tells you nothing about Example Memorial Chapel, which you can ask at https://ask.example.com/talk, probably a bit more.", true},
		{"en", "Hillcrest Funerals shows £1,780 on its own website. That tells you nothing about Example Memorial Chapel. Still, expect something similar there.", true},
		// whose website it is, the sentence does not say
		{"en", "I looked the chapel up. On its own website a graveside service is listed at £1,780, though that's not Example Memorial Chapel's quote for you.", true},
		// a next sentence that only says where to ask the operator says
		// nothing of whose the listed price is; one that says the
		// operator keeps its prices to those who ask leaves it the other
		// business's own (a site's figure for the operator would name
		// the operator beside it)
		{"en", "Hillcrest Funerals shows £1,780 on its own website. You can ask Example Memorial Chapel at https://ask.example.com/talk.", true},
		{"en", "Hillcrest Funerals shows £1,780 on its own website. Example Memorial Chapel doesn't publish its prices; ask at https://ask.example.com/talk.", false},
		// a comparison site beside the operator, a capital that only
		// starts the sentence
		{"en", "Hillcrest Funerals shows £1,780 for a cremation at Example Memorial Chapel on its own website. It says nothing about the other two.", true},
		{"en", "Handily, its own website shows a cremation at £1,780. That says nothing about Example Memorial Chapel.", true},
		{"en", "According to its own website, a cremation is £1,780. That says nothing about Example Memorial Chapel.", true},
		{"en", "It wasn't Example Memorial Chapel that quoted £1,780; that was Hillcrest Funerals' own quote.", false},
		// another business's own quote beside the operator set apart,
		// and a guide between two other businesses
		{"en", "Separate from Example Memorial Chapel, Hillcrest Funerals gave you its own quote of £1,780.", false},
		{"en", "Hillcrest Funerals' own quote, which has nothing to do with Example Memorial Chapel, was £1,780.", false},
		{"en", "Hillcrest Funerals shows £1,780 on its own website, which says nothing about Example Memorial Chapel. Brookside Funerals charges about the same as Hillcrest.", false},
		// an amount after the disclaimed name is the operator's
		{"en", "Hillcrest Funerals' own price list says nothing about what Example Memorial Chapel charges on top of its £2,100 base fee.", true},
	})
	// a disclaimer in a sentence that is itself blocked lets nothing
	// pass: the guarded text must read the same when checked again
	checkRules(t, ReasonOtherSourceValue, func() *present.Ledger { return ledgerOf(priceReferal, bookingPending) }, []ruleCase{
		{"en", "Hillcrest Funerals shows £1,780 on its own website. Booked for Thursday at 10; that says nothing about Example Memorial Chapel.", true},
		{"en", "Hillcrest Funerals shows £1,780 on its own website. That says nothing about Example Memorial Chapel.", false},
	})
}

// TestStreamHoldsListedPrice: a Stream holds a sentence that gives a
// business's own listed price until the next one ends, and then writes
// what Check writes, however the text is cut.
func TestStreamHoldsListedPrice(t *testing.T) {
	g := testGuard()
	const listed = "Hillcrest Funerals shows £1,780 for a graveside service on its own website. "
	for _, next := range []string{"That figure says nothing about Example Memorial Chapel. ", "The chapel opens at 9. "} {
		draft := listed + next + "Take care."
		want := g.Check(priced(), language.English, draft)
		for _, step := range []int{1, 7, len(listed), 1 << 20} {
			got, res, err := streamed(g, priced(), language.English, draft, step)
			if err != nil || got != want.Text || len(res.Blocked) != len(want.Blocked) {
				t.Errorf("pieces of %d: stream %q %v, check %q %v", step, got, res.Blocked, want.Text, want.Blocked)
			}
		}
	}
	var out strings.Builder
	s := g.Stream(&out, priced(), language.English)
	s.WriteString(listed)
	if out.Len() != 0 {
		t.Fatalf("wrote %q before the next sentence ended", out.String())
	}
	s.WriteString("That figure says nothing about Example Memorial Chapel. Take care. And")
	if !strings.HasPrefix(out.String(), listed) {
		t.Fatalf("after the disclaimer: %q", out.String())
	}
	s.Close()
}

// TestStreamHeldWhenNothingIsLeft: a listed price held for the next
// sentence is judged before it even where the ledger, recorded in
// between, leaves nothing to guard: the text keeps its order.
func TestStreamHeldWhenNothingIsLeft(t *testing.T) {
	l := priced()
	var out strings.Builder
	s := testGuard().Stream(&out, l, language.English)
	const draft = "Hillcrest Funerals shows £1,780 on its own website. That is all I found. Take care."
	at := 0
	for ; at < len(draft) && s.a.held == nil; at++ { // until the first sentence is judged and held
		s.WriteString(draft[at : at+1])
	}
	done := priceReferal
	done.Kind = interpret.KindActionDone
	l.Record(done)
	s.WriteString(draft[at:])
	s.Close()
	got := out.String()
	if strings.Contains(got, "£1,780") || !strings.HasSuffix(got, "That is all I found. Take care.") || len(s.Result().Blocked) != 1 {
		t.Fatalf("got %q, blocked %v", got, s.Result().Blocked)
	}
}

// TestDisclaimedInTheSameSentence: a business named by its own name,
// with one amount and a disclaimer of the operator that ends the matter
// in the same sentence, gives its own price even without a word such as
// "own" or "website"; a price with no business named, or a guide, stays
// a value.
func TestDisclaimedInTheSameSentence(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "A cremation at Greenway is £1,900, and that says nothing about Example Memorial Chapel.", false},
		{"de", "Das Angebot über 289 € hast du von Kfz Schulte bekommen – das sagt nichts darüber, was Example Memorial Chapel verlangt.", false},
		{"es", "El presupuesto de 310 € que te dio Autos Benítez es el de Benítez, y no sirve para saber lo que cobraría Example Memorial Chapel.", false},
		{"es", "Can Peluts publica en su propia web 20 € la noche en Can Peluts; eso no dice nada de lo que cobra la Example Memorial Chapel.", false},
		{"en", "Typically a cremation is £1,900, but that says nothing about Example Memorial Chapel.", true},
		{"en", "Greenway quoted £1,900 — that says nothing about Example Memorial Chapel's price, though it should be close.", true},
	})
}

// TestListedThenDisclaimed: a business's price listed on its site ("son
// site affiche") and disclaimed in the next sentence is its own; a
// disclaimer followed by a hint of the operator's price ("…, though
// they'll match it", "…, but I'd guess they're in the same area") is
// none, and the price stays a value.
func TestListedThenDisclaimed(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "You also asked about CityVan: their own website lists $95 an hour for two movers. That's CityVan's price, not Example Memorial Chapel's, so I wouldn't read anything into it.", false},
		{"fr", "La clinique du Lac : son site affiche 60 € la consultation. C'est leur tarif à eux, il ne dit rien de celui d'Example Memorial Chapel.", false},
		{"en", "Hollybrook Funeral Home lists its direct cremation at £1,650 on its own website. That's not Example Memorial Chapel's price, though they'll match it on request.", true},
		{"en", "Greenway lists £1,650 on its own website. That says nothing about Example Memorial Chapel, but I'd guess they're in the same area.", true},
	})
}

// TestDisclaimerNamesPartOfTheOperator: a disclaimer may name the
// operator by the last words of its name, an article of the name among
// them ("no el de El Pinar") or a surname too short to name it alone
// ("Van Dam"), and may end with one clause that says the operator gives
// its prices on request; one that says it charges the same does not
// end the matter.
func TestDisclaimerNamesPartOfTheOperator(t *testing.T) {
	ledger := func(operator string) func() *present.Ledger { return pricesOf(operator, "Rates", "tel:+15550115") }
	checkRules(t, ReasonOtherSourceValue, ledger("Residencia Canina El Pinar"), []ruleCase{
		{"es", "Can Rocco anuncia 20 € la noche en su propia web – ese es su precio, no el de El Pinar.", false},
		{"es", "Can Rocco anuncia 20 € la noche en su propia web – ese es su precio, no el de El Pinar, que cobra lo mismo.", true},
	})
	checkRules(t, ReasonOtherSourceValue, ledger("Fontanería Hermanos Ruiz"), []ruleCase{
		{"es", "Desatascos Rápidos anuncia en su propia web una salida de 45 €; eso es su tarifa, no tiene nada que ver con la de Hermanos Ruiz.", false},
	})
	checkRules(t, ReasonOtherSourceValue, ledger("Hotel Canino Patas Felizes"), []ruleCase{
		{"pt", "O Cão Feliz anuncia R$ 85 a diária no próprio site – esse é o preço deles, não do Patas Felizes.", false},
	})
	checkRules(t, ReasonOtherSourceValue, ledger("Soutien scolaire Réussite Plus"), []ruleCase{
		{"fr", "La plateforme ProfExpress affiche sur sa propre page des cours à 25 € l'heure — c'est leur prix à eux, ça ne dit rien de celui de Réussite Plus.", false},
		{"fr", "La plateforme ProfExpress affiche sur sa propre page des cours à 25 € l'heure — ça ne dit rien de celui de Réussite Plus, qui fait pareil.", true},
	})
	checkRules(t, ReasonOtherSourceValue, ledger("Loodgietersbedrijf Van Dam"), []ruleCase{
		{"nl", "Lekvrij Installatie noemt op de eigen website € 65 voorrijkosten en dat zegt niets over Van Dam.", false},
		{"nl", "Lekvrij Installatie noemt op de eigen website € 65 voorrijkosten en dat zegt niets over Van Dam, die hetzelfde bedrag rekent.", true},
	})
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"it", "FisioLab indica 40 € a seduta sul proprio sito: è il prezzo di FisioLab, non del Example Memorial Chapel, che le sue tariffe le comunica su richiesta.", false},
		{"de", "Bestattungen Vogt nennt auf seiner eigenen Seite 1.650 €. Das sagt nichts über Example Memorial Chapel aus, die auf Anfrage denselben Betrag nennt.", true},
		{"pt", "A Lopes anuncia no site dela uma cremação por 1.650 €. Isso não diz nada sobre a Example Memorial Chapel, que sob consulta cobra exatamente isso.", true},
	})
}

// TestListedThenWithheld: another business's listed price passes when
// the next sentence only says the operator keeps its prices to those who
// ask, or that the answer has none of them; the other business may share
// the words of the operator's name that say what kind of business it is
// ("la casa rural Los Almendros"). With a negation before the operator,
// a comparison, a likeness or a word that points back at the amount, or
// with more said after the address, it stays a value.
func TestListedThenWithheld(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, pricesOf("Casa Rural El Olivar", "Tarifas", "https://casaelolivar.example/reservas"), []ruleCase{
		{"es", "La casa rural Los Almendros anuncia en su web 120 € la noche. El Olivar no publica sus tarifas; hay que pedírselas en https://casaelolivar.example/reservas.", false},
		{"es", "La casa rural Los Almendros anuncia en su web 120 € la noche. El Olivar no publica sus tarifas, pero serán parecidas.", true},
		{"es", "La casa rural Los Almendros anuncia en su web 120 € la noche. El Olivar da sus tarifas solo bajo petición, así que de ese no tengo cifra.", false},
		{"es", "La casa rural Los Almendros anuncia en su web 120 € la noche. El Olivar da sus tarifas solo bajo petición y suele ser algo más caro.", true},
		{"es", "La casa rural anuncia en su web 120 € la noche. El Olivar no publica sus tarifas; hay que pedírselas en https://casaelolivar.example/reservas.", true},
	})
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"nl", "Uitvaartzorg Peeters zet op de eigen site € 1.650 voor een crematie. Example Memorial Chapel noemt zijn prijzen niet online; die vraag je via https://ask.example.com/talk.", false},
		{"en", "Hollybrook Funeral Home lists its direct cremation at £1,650 on its own website. That's not way off Example Memorial Chapel's price at https://ask.example.com/talk.", true},
		{"nl", "Uitvaartzorg Peeters zet op de eigen site € 1.650 voor een crematie. Example Memorial Chapel noemt zijn prijzen niet online; die vraag je via https://ask.example.com/talk, maar reken op iets meer.", true},
		// a comparison in the operator's clause, or anything after the
		// address, keeps it a value
		{"en", "Hollybrook Funeral Home lists its direct cremation at £1,650 on its own website. Example Memorial Chapel, a little dearer, doesn't publish its prices; ask at https://ask.example.com/talk.", true},
		{"en", "Hollybrook Funeral Home lists its direct cremation at £1,650 on its own website. Example Memorial Chapel doesn't publish its prices; ask at https://ask.example.com/talk — I wouldn't be surprised if it's exactly that.", true},
		// a sentence that keeps the operator's prices unknown, named
		// before any negation, with nothing that compares
		{"en", "Hollybrook Funeral Home lists its direct cremation at £1,650 on its own website. Example Memorial Chapel quotes on request, so I can't give you a figure for them.", false},
		{"de", "Bestattungen Vogt nennt auf seiner eigenen Seite 1.650 € für eine Feuerbestattung. Für Example Memorial Chapel habe ich keinen Preis.", false},
		{"ja", "みどり葬祭は自社サイトで火葬式を16万円と掲載しています。Example Memorial Chapelの料金は公開されていません。", false},
		{"en", "Hollybrook Funeral Home lists its direct cremation at £1,650 on its own website. Example Memorial Chapel quotes on request and usually comes in a bit cheaper.", true},
		{"de", "Bestattungen Vogt nennt auf seiner eigenen Seite 1.650 € für eine Feuerbestattung. Example Memorial Chapel nennt Preise auf Anfrage, meist etwas günstiger.", true},
		{"ja", "みどり葬祭は自社サイトで火葬式を16万円と掲載しています。Example Memorial Chapelの料金は非公開ですが、やや高めです。", true},
		{"en", "Hollybrook Funeral Home lists its direct cremation at £1,650 on its own website. Example Memorial Chapel is not far off that and quotes on request.", true},
		{"en", "Hollybrook Funeral Home lists its direct cremation at £1,650 on its own website. Example Memorial Chapel will confirm that figure on request.", true},
		{"es", "Funeraria Hollybrook anuncia en su propia web la cremación a 1.650 €. Example Memorial Chapel no publica precios, y no tiene por qué parecerse a lo de Hollybrook.", false},
		{"it", "Onoranze Funebri Ferri indica sul suo sito la cremazione a 1.650 €. Example Memorial Chapel non pubblica un listino: lo comunica solo su richiesta.", false},
		{"ja", "みどり葬祭は自社サイトで火葬式を16万円と掲載しています。これはあくまでみどり葬祭の料金です。", false},
	})
}

// TestComparedWithAnotherPrice: after another business's own price, a
// sentence that sets the operator's price against it gives a value,
// though it gives no amount; one that compares a fare with parking does
// not.
func TestComparedWithAnotherPrice(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "Hollybrook Funeral Home lists its direct cremation at £1,650 on its own website. Example Memorial Chapel is a little cheaper.", true},
		{"nl", "Uitvaartzorg Peeters zet op de eigen site € 1.650 voor een crematie. Example Memorial Chapel zit daar meestal iets boven.", true},
		{"ja", "みどり葬祭は自社サイトで火葬式を16万円と掲載しています。Example Memorial Chapelはそれより少し安いです。", true},
		{"es", "Un taxi desde el centro hasta la capilla sale por unos 15 €, más barato que el aparcamiento.", false},
	})
}

// TestShortJapaneseNames: two characters name an operator in a script
// written without spaces ("ルナ" of "ヨガスタジオ ルナ"), so a disclaimer can
// name it.
func TestShortJapaneseNames(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, pricesOf("ヨガスタジオ ルナ", "料金", "https://luna.example/toiawase"), []ruleCase{
		{"ja", "ソラは自社サイトで回数券を12,000円と載せていますが、ルナの料金とは関係ありません。", false},
		{"ja", "ルナの回数券は12,000円です。", true},
	})
}

// TestNamesThatGrowTheOperators: a business whose name holds the
// operator's and goes on with a word of its own is another: part of the
// name so grown, always; the whole of it, where the sentence speaks of
// that business's own prices or where it lists them. The operator's
// name that goes on with a word of its own name, or with nothing, is
// the operator's.
func TestNamesThatGrowTheOperators(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, pricesOf("Hundeschule Example Nord", "Preise", "https://example.org/frage"), []ruleCase{
		{"de", "Die Hundeschule Example Süd nennt auf ihrer eigenen Website 25 € pro Gruppenstunde für ihr eigenes Angebot.", false},
		{"de", "Die Hundeschule Example Nord nennt 25 € pro Gruppenstunde.", true},
		{"de", "Bei der Hundeschule Example zahlt man 25 € pro Gruppenstunde.", true},
	})
	checkRules(t, ReasonOtherSourceValue, pricesOf("Guardería Example", "Cuotas", "https://example.org/info"), []ruleCase{
		{"es", "Guardería Example Centro publica en su propia web una cuota de 320 € al mes para su centro.", false},
		{"es", "Guardería Example Centro cobra 320 € al mes.", true},
		{"es", "En Guardería Example la cuota es de 320 € al mes.", true},
	})
	checkRules(t, ReasonOtherSourceValue, pricesOf("Escola Infantil Example", "Mensalidade", "https://example.org/info"), []ruleCase{
		{"pt", "A Escola Infantil Example Girassol divulga no próprio site uma mensalidade de R$ 1.800 para as suas vagas.", false},
		{"pt", "A mensalidade da Escola Infantil Example é de R$ 1.800.", true},
	})
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Laut Example Memorial Chapel Preisliste auf der eigenen Website kostet die einfache Trauerfeier 1.950 €.", true},
	})
}

// TestAnsweredItemsOwnPrice: an item another operator, or the same one,
// answered with its price, beside a referred item: the answered item's
// own amount, said of it by a name of its own, passes, also where the
// two items share their skill name ("Call-out fee"); said of no item, of
// the referred one, or offered as a guide, it is a value.
func TestAnsweredItemsOwnPrice(t *testing.T) {
	outcome := func(kind interpret.Kind, operator, skill, text string) interpret.Outcome {
		return interpret.Outcome{Kind: kind, Operator: operator, SkillID: strings.ToLower(skill), SkillName: skill,
			PersonEntry: "https://ask.example/" + strings.ToLower(strings.Fields(operator)[0]), Text: text}
	}
	for _, tc := range []struct {
		answered, referred interpret.Outcome
		cases              []ruleCase
	}{
		{outcome(interpret.KindAnswered, "Tapwell Plumbing", "Call-out fee", "Our standard call-out fee is £70."),
			outcome(interpret.KindOnRequest, "Brightpipe Plumbing", "Call-out fee", ""), []ruleCase{
				{"en", "**Tapwell Plumbing** – their call-out fee is £70, covering the first half hour.", false},
				{"en", "Their call-out fee is £70.", true},
				{"en", "Brightpipe Plumbing's call-out fee is £70.", true},
				{"en", "Tapwell Plumbing's call-out fee is £70, and Brightpipe's is about the same.", true},
			}},
		{outcome(interpret.KindAnswered, "Example Kennels", "Day care", "Day care costs €25 a day."),
			outcome(interpret.KindOnRequest, "Example Kennels", "Boarding", ""), []ruleCase{
				{"en", "Example Kennels told me the price of their day care: €25 a day.", false},
				{"en", "Boarding at Example Kennels is €25 a night.", true},
				{"en", "Example Kennels charges €25.", true},
			}},
		{outcome(interpret.KindAnswered, "Coiffure Lumière", "Public prices", "Bridal updo: €95, shown on our website."),
			outcome(interpret.KindOnRequest, "Salon Example", "Bridal hair prices", ""), []ruleCase{
				{"en", "Coiffure Lumière lists its bridal updo at €95 on its website.", false},
				{"fr", "Coiffure Lumière affiche le chignon de mariée à 95 € sur son site.", false},
				{"en", "The bridal updo is €95.", true},
				{"en", "Coiffure Lumière lists a bridal updo at €95, so expect about the same for your bridal hair.", true},
				{"en", "Coiffure Lumière charges €95 for a bridal updo, and Salon Example is similar.", true},
			}},
	} {
		checkRules(t, ReasonOtherSourceValue, func() *present.Ledger { return ledgerOf(tc.answered, tc.referred) }, tc.cases)
	}
	// the operator that both share named in the amount's clause, with no
	// name of the done item's own there
	checkRules(t, ReasonOtherSourceValue, func() *present.Ledger { return ledgerOf(hearseDone, priceReferal) }, []ruleCase{
		{"en", "The hearse deposit is £150, and Example Memorial Chapel charges £150 for the service too.", true},
		{"en", "You'd mentioned £150 — that's the deposit the chapel wants on the day for the hearse.", false},
	})
}

// TestGuideBesideAnotherBusiness: a kind of business outside another
// business's name is what a guide is offered to, also where the
// sentence names that other business ("Das Strandhotel Seeblick nimmt
// 95 € …, und die Kapelle dürfte in der gleichen Preisklasse liegen").
func TestGuideBesideAnotherBusiness(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Das Strandhotel Seeblick nimmt 95 € pro Nacht, und die Kapelle dürfte in der gleichen Preisklasse liegen.", true},
		{"nl", "Strandhotel Zeezicht vraagt € 110 per nacht, en de kapel zit waarschijnlijk in dezelfde hoek.", true},
		{"de", "Das Strandhotel Seeblick nimmt laut eigener Website 95 € pro Nacht.", false},
		{"en", "Sample Street Groomers lists a full groom at $85 on its own website.", false},
		{"en", "Sample Street Groomers lists a full groom at $85, and the chapel will be about the same.", true},
		{"en", "Sample Street Groomers lists a full groom at $85 on its own website — that's simply their price.", false},
		{"it", "Bellezza Campione, l'altro centro, indica sul suo sito la laminazione ciglia a 55 €: è il loro prezzo.", false},
		{"en", "A comparison site lists the simple service there at £2,400 — that's their price since January.", true},
	})
}

// TestWithheldThenListedElsewhere: after a sentence that says the
// operator gives its prices only to those who ask, another business's
// price where it lists its own is offered as that business's own; one
// paid there, or said of the operator, is not.
func TestWithheldThenListedElsewhere(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"es", "Example Memorial Chapel no publica tarifas; se las puedes pedir en https://ask.example.com/talk. Si prefieres una funeraria con precios publicados, Funeraria Triana tiene en su web un servicio básico a 1.620 €.", false},
		{"fr", "Example Memorial Chapel ne communique pas ses prix à distance : écris-leur via https://ask.example.com/talk. De son côté, Pompes Funèbres Roux affiche sur son site une crémation à 1 690 €, si tu veux une option à prix connu.", false},
		{"en", "Example Memorial Chapel gives prices on request. My neighbour moved over from Hollis Funeral Home, and a simple service there came to about £2,400.", true},
		{"en", "Example Memorial Chapel gives prices on request. Hollis Funeral Home lists a simple service at £2,400 on its own website, and the chapel will be about the same.", true},
	})
}

// TestPriceNamedAgain: another business's amount, said again to be that
// business's by its name beside a price word, is its own; offered as a
// guide in the same breath, it is a value.
func TestPriceNamedAgain(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"es", "Funeraria López os pidió 2.100 € por la incineración: ese es el precio de López.", false},
		{"it", "Onoranze Rossi vi ha chiesto 1.900 € per la cerimonia: quello è il prezzo di Rossi e basta.", false},
		{"nl", "Van Dam Uitvaarten vroeg € 1.400 voor de dienst; dat is de prijs van Van Dam.", false},
		{"pt", "A Funerária Paz cobra 1.900 € – é o preço da Paz, não da Example Memorial Chapel, mas não deve fugir muito disso.", true},
		{"es", "Funeraria López os pidió 2.100 €: ese es el precio de López, y la capilla será parecida.", true},
		// a noun in capitals or a feast is no business's name
		{"de", "Eine Trauerfeier mit Orgel liegt in der Kapelle bei etwa 2.400 €, das ist der Preis mit Orgel.", true},
		{"it", "A Natale la cerimonia in cappella costa sui 2.600 €, è il prezzo di Natale.", true},
	})
}

// TestAnotherOfTheSameKind: another business of the operator's kind,
// named by the words the two names share and a name of its own, that
// gives its own price for the service: that price is its own; the
// operator's own price for it, or "their price" of a business not so
// named, is a value.
func TestAnotherOfTheSameKind(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, pricesOf("Crématorium Example", "Tarif de la crémation", "https://crematorium.example.fr/demande"), []ruleCase{
		{"fr", "Le crématorium de Nantes affiche sur son site son propre tarif, 690 € pour une crémation adulte.", false},
		{"fr", "Le Crématorium Example affiche sur son site son propre tarif, 690 € pour une crémation adulte.", true},
		{"fr", "La crémation coûte 690 €, c'est leur propre tarif.", true},
		{"fr", "Le Crématorium Example de Nantes a son propre tarif : une crémation y coûte 690 €.", true},
		{"fr", "Le Crématorium Example de Lyon affiche son propre tarif : 690 € pour une crémation.", true},
	})
	checkRules(t, ReasonOtherSourceValue, pricesOf("Tempio Crematorio Example", "Tariffa cremazione", "tel:+390110001234"), []ruleCase{
		{"it", "Il crematorio comunale di Torino pubblica la propria tariffa: 480 euro per la cremazione di un adulto.", false},
	})
}

// TestJapaneseOwnPrice: another clinic or company's price said to be
// its own ("自院の", "自社の", "あそこの値段") is its own.
func TestJapaneseOwnPrice(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"ja", "隣町の「みどり葬祭」は、公式サイトで自社の家族葬の料金を45万円と出しています。", false},
		{"ja", "前に言ってた『さくら会館』は、自分とこのサイトで家族葬45万円って出してるね。それはあそこの値段。", false},
		{"ja", "チャペルの家族葬は45万円くらいです。", true},
	})
}

// TestAnothersKind: the operator's kind of business in small letters a
// few words after a word that marks another business is that business's
// kind; the operator's own name there is still the operator.
func TestAnothersKind(t *testing.T) {
	referral := func(operator string) func() *present.Ledger {
		return func() *present.Ledger {
			return ledgerOf(interpret.Outcome{Kind: interpret.KindOnRequest, Operator: operator,
				SkillID: "fees", SkillName: "Fees", PersonEntry: "tel:+33123456789"})
		}
	}
	checkRules(t, ReasonOtherSourceValue, referral("Cabinet d'ostéopathie Example"), []ruleCase{
		{"fr", "Un autre cabinet d'ostéopathie lyonnais affiche 60 € la séance sur son site.", false},
		{"fr", "Un autre cabinet du Cabinet d'ostéopathie Example affiche 60 € la séance sur son site.", true},
		{"fr", "Un autre cabinet d'ostéopathie lyonnais affiche 60 € la séance, et le Cabinet d'ostéopathie Example prend pareil.", true},
		{"fr", "Leur autre cabinet d'ostéopathie affiche 60 € la séance sur son site.", true},
	})
	checkRules(t, ReasonOtherSourceValue, referral("Centro de Psicología Example"), []ruleCase{
		{"es", "Otro centro de psicología de Valencia publica en su web 60 € por sesión.", false},
		{"es", "Otra sede del Centro de Psicología Example publica en su web 60 € por sesión.", true},
	})
}

// TestContrastedAfterTheAmount: an amount whose next clause says, by
// contrast, it is not the operator's (the operator or a kind of
// business right after a negation, and nothing more) is someone else's,
// with or without a word that says whose; not where the sentence
// estimates or compares, where the amount includes what is disowned, or
// where the contrast belongs to a clause further on.
func TestContrastedAfterTheAmount(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"fr", "Comptez aussi le dépôt chez le notaire, environ 50 €, facturé par le notaire et non par Example Memorial Chapel.", false},
		{"es", "LimpiaPro publica en su web 16,50 €/hora; es su tarifa, no la de Example Memorial Chapel.", false},
		{"pt", "A taxa do IMT para a emissão da carta (cerca de 30 €) paga-se ao IMT, não à capela.", false},
		// an article or "the one" between the negation and the name
		{"de", "Die Krankenkasse zahlt einen Festbetrag, rund 700 € – das ist der Kassenanteil, nicht der Preis von Example Memorial Chapel.", false},
		{"nl", "Brilmakerij Noord adverteert op de eigen site met brillen vanaf € 179; dat is hun prijs, niet die van Example Memorial Chapel.", false},
		{"de", "Laut dem Portal kostet eine Feuerbestattung in deiner Gegend etwa 1.850 € – das ist deren Schätzung, nicht der Preis von Example Memorial Chapel.", true},
		{"en", "Greenway's fee is £2,250, not far off the one Example Memorial Chapel charges.", true},
		// someone else must be named before the contrast: not the
		// operator's own amount, owned by a possessive
		{"en", "Their simple service costs £2,450, not a notary's fee.", true},
		{"en", "Their direct cremation is £1,600, not a clinic's price.", true},
		{"es", "Su servicio sencillo cuesta 2.450 €, no el de la funeraria.", true},
		{"en", "Their simple service costs £2,450 – a figure from a review site, not from the chapel.", true},
		// a possessive at the start names no one
		{"en", "Their simple service costs £2,450, not the price of Example Memorial Chapel.", true},
		{"fr", "Leur cérémonie simple coûte 2 450 €, pas celui d'Example Memorial Chapel.", true},
		{"fr", "Colis Express facture 14,90 € pour 5 kg — c'est le tarif du transporteur, pas celui d'Example Memorial Chapel.", false},
		{"ja", "区役所の証明書は1通300円ですが、これは役所の手数料でExample Memorial Chapelのものではありません。", false},
		{"en", "The simple service costs £2,450; the cremation permit goes to the council, not to Example Memorial Chapel.", true},
		{"fr", "Les frais de service de 2 450 € comprennent la taxe de la mairie, qui ne revient pas à Example Memorial Chapel.", true},
		{"en", "Oakfield's own website lists £1,495 for a simple service, and the brochure says nothing about Example Memorial Chapel charging any differently.", true},
		{"de", "Rechnen Sie mit etwa 2.400 €, nicht der Kapelle zufolge, sondern nach Erfahrung.", true},
	})
}

// TestGuideAfterAContrast: after another's amount the sentence says is
// not the operator's, a guide to "there" is a value; a fare compared
// with a fare is not.
func TestGuideAfterAContrast(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "Hollybrook shows £1,650 for a direct cremation on its website, which tells you nothing about Example Memorial Chapel. I'd budget much the same there.", true},
		{"en", "Greenway Funerals' own quote for a burial was £3,200, which says nothing about Example Memorial Chapel. The bus from the station costs about the same as a shared taxi, around £3 each.", false},
	})
}

// TestTypographyKeepsNames: narrow and no-break spaces in an amount and
// curly apostrophes, which folding shortens, leave the capitals of the
// sentence readable: another business's own price, named by its name,
// reads the same as with plain spaces.
func TestTypographyKeepsNames(t *testing.T) {
	for _, c := range []struct{ lang, plain, typed string }{
		{"fr", "Cuisines Example ne donne ses prix que sur demande ; Example Poseurs, une autre entreprise, affichent 4 000 € pour leur propre cuisine, ce qui ne dit rien du prix de Cuisines Example.",
			"Cuisines Example ne donne ses prix que sur demande ; Example Poseurs, une autre entreprise, affichent 4\u202f000\u00a0€ pour leur propre cuisine, ce qui ne dit rien du prix de Cuisines Example."},
		{"en", "Greenway Funerals' own quote for a burial was £3,200, which says nothing about Example Memorial Chapel.",
			"Greenway Funerals’ own quote for a burial was £3,200, which says nothing about Example Memorial Chapel."},
	} {
		l := func() *present.Ledger {
			return ledgerOf(interpret.Outcome{Kind: interpret.KindOnRequest, Operator: "Cuisines Example", SkillID: "prices",
				SkillName: "Prix", PersonEntry: "https://example.fr/devis"})
		}
		if c.lang == "en" {
			l = priced
		}
		g := testGuard()
		plain, typed := g.Check(l(), language.Make(c.lang), c.plain), g.Check(l(), language.Make(c.lang), c.typed)
		if len(plain.Blocked) != len(typed.Blocked) {
			t.Errorf("%s: %d blocked with plain spaces, %d with typographic ones (%v)", c.lang, len(plain.Blocked), len(typed.Blocked), typed.Blocked)
		}
	}
}

// TestCountsGuideToNoPrice: after another business's own price, a
// sentence of counts in digits that speaks of no price is no guide to
// the operator's; "about the same there" still is.
func TestCountsGuideToNoPrice(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"nl", "Uitvaartcentrum Zuid vraagt op de eigen website € 2.400 voor een uitvaart. Gemiddeld komen er 35 à 40 gasten naar Example Memorial Chapel.", false},
		{"en", "Oakfield Funerals lists £2,400 on its own website. Expect about the same at Example Memorial Chapel.", true},
	})
}

// TestNameInBrackets: a name in brackets that shares a word with the
// operator's and has one of its own the vocabulary does not know is
// another business's, as it is without them; a known word after the
// bracket ("Según", "Capilla") or the operator's own name in brackets
// leaves it the operator's.
func TestNameInBrackets(t *testing.T) {
	finca := pricesOf("Finca Example", "Alquiler de la finca", "https://finca.example.es/contacto")
	checkRules(t, ReasonOtherSourceValue, finca, []ruleCase{
		{"es", "- **Autobús para invitados (Autocares Example):** 450 €, su propia tarifa.", false},
		{"es", "- **Alquiler (Finca Example):** 4.500 €, su propia tarifa.", true},
		{"es", "- **Alquiler de la finca (Según Example):** 4.500 €, su propia tarifa.", true},
	})
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "- **Simple service (Example Memorial Chapel):** £2,450, their own rate.", true},
		{"fr", "- **Cérémonie simple (Selon Example) :** 2 450 €, leur propre tarif.", true},
	})
}
