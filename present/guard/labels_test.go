package guard

import (
	"testing"

	"golang.org/x/text/language"
)

// TestLabelledOwnPrices: rows and list items labelled with another
// business's name, each saying the price is that business's own, let
// one another pass; a guide after them, or a line that names the
// operator, does not.
func TestLabelledOwnPrices(t *testing.T) {
	table := "| Firm | Price | Source |\n|---|---|---|\n" +
		"| Oakfield Funerals | £2,400 | their website |\n" +
		"| Greenway & Sons | £2,900 | their published rate |\n"
	list := "- **Oakfield Funerals** – £2,400, on its own website.\n" +
		"- **Greenway & Sons** – £2,900, their published rate.\n"
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", table + "| Example Memorial Chapel | on request | https://ask.example.com/talk |", false},
		{"en", list + "- **Example Memorial Chapel** – prices on request: https://ask.example.com/talk", false},
		{"ja", "| 業者 | 料金 |\n|---|---|\n| さくら便 | 52,000円（同社の見積もり） |\n| 青空運輸 | 61,000円（同社の見積もり） |\n| チャペル | 要問い合わせ |", false},
		// a label that is a kind of business and a street names one too
		{"pt", "| Funerária | Preço |\n|---|---|\n| Funerária Avenida | 1.690 € (site deles) |\n| Funerária Central | 1.820 € (site deles) |\n| Example Memorial Chapel | a pedido |", false},
		// a guide after the rows offers them as the chapel's
		{"en", table + "| Example Memorial Chapel | probably about the same | |", true},
		{"en", table + "| Example Memorial Chapel | on request | |\n\nEither of the first two figures is a sensible budget for your chapel service.", true},
		{"en", table + "| Example Memorial Chapel | on request | |\n\nExpect something in between at Example Memorial Chapel.", true},
		{"fr", "| Entreprise | Prix | Source |\n|---|---|---|\n| Pompes Funèbres Martin | 2 400 € | sur leur site |\n| Roc Eclerc | 2 900 € | sur leur site |\n| Example Memorial Chapel | sur demande | |\n\nLa chapelle devrait se situer entre les deux.", true},
		// one row alone still waits for a disclaimer
		{"en", "| Oakfield Funerals | £2,400 | their website |\n| Example Memorial Chapel | about the same | |", true},
		// rows under a sentence that gives them as the operator's are its
		{"en", "Here is what Example Memorial Chapel charges per package:\n| Package | Price | Source |\n|---|---|---|\n| Direct Cremation | £1,450 | their published rate |\n| Traditional Service | £3,900 | their published rate |\n| Bespoke Arrangements | on request | |", true},
		// or under one that offers them as a guide to it
		{"en", "For a sense of what Example Memorial Chapel might charge, here are local firms' published rates.\n| Firm | Price | Source |\n|---|---|---|\n| Oakfield Funerals | £2,400 | their website |\n| Greenway & Sons | £2,900 | their published rate |", true},
		{"de", "Damit du einschätzen kannst, was Example Memorial Chapel verlangen wird, hier zwei Bestatter in der Nähe.\n- **Bestattungen Lindner** – 1.900 € laut eigener Website\n- **Pietät Sonnenberg** – 2.100 € laut eigener Website", true},
		// a row that names the operator is no other business's
		{"en", "| Example Memorial Chapel | £2,400 | their website |\n| Greenway & Sons | £2,900 | their published rate |", true},
	})
}

// TestPayeeLabels: a line labelled with a fare or a parking fee gives
// that payee's amount, with the operator named only as where the ride
// goes; not where the line says the operator charges or runs it.
func TestPayeeLabels(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "## Getting there\n\n- **Taxi** – from the station to Example Memorial Chapel is about £18.\n", false},
		{"es", "## Cómo llegar\n\n- Taxi desde la estación hasta la capilla: unos 20 €, unos 25 minutos.\n", false},
		{"pt", "## Como chegar\n\n- Táxi da estação à capela: uns 15 €.\n", false},
		{"en", "## Getting there\n\n- Bus for mourners from Example Memorial Chapel: £8 a head\n", true},
		{"en", "## Getting there\n\n- **Parking** – the chapel charges £10 a day.\n", true},
		{"en", "## Getting there\n\n- **Taxi** – about £18; the service itself is about £2,400.\n", true},
	})
}

// TestLabelledOwnFigures: a line labelled with the person's own figure
// (an asking price, a budget) gives their money; a line labelled with a
// price, or one that names the operator, does not.
func TestLabelledOwnFigures(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Für den Verkauf:\n\n- **Dein Angebotspreis:** 300.000 €, wie geplant\n", false},
		{"nl", "Voor de verkoop:\n\n- **Je vraagprijs**: € 400.000, zoals gepland.\n", false},
		{"en", "Example Memorial Chapel is running a spring offer on its standard service:\n- **Sale price:** £1,950\n", true},
		{"en", "For the service:\n\n- **Your price:** about £2,400\n", true},
		{"en", "For the service:\n\n- **Your budget:** £3,000, and Example Memorial Chapel charges about £2,400 of it\n", true},
		// what the person claims is their money too
		{"en", "Amounts to keep apart:\n- **Your claim:** the $4,200 the client owes you.\n", false},
		{"es", "Importes que conviene separar:\n- **Lo que reclamas:** los 8.500 € de facturas impagadas.\n", false},
		{"es", "Para la primera conversación: el casero no te devuelve la fianza de 1.800 € desde hace cuatro meses.", false},
		{"it", "Per recuperare i 7.200 € che ti deve l'ex inquilino, si parte da una diffida.", false},
		// whose debt it is must be said: not "le debe", "lhe deve" (also
		// "you owe them"), nor an unpaid bill
		{"es", "A la capilla usted le debe unos 2.400 € por el servicio.", true},
		{"en", "The chapel's unpaid invoice of £2,400 is due on Friday.", true},
		// said to be what the operator charges, it tells that price
		{"en", "The bank still owes you £1,500, roughly what the chapel charges for a service.", true},
		{"es", "El banco te debe 1.500 €, más o menos lo que la capilla cobra por la ceremonia.", true},
		{"en", "Keep your £3,000 budget in mind as a benchmark when Example Memorial Chapel sends you their quote.", false},
		{"en", "Amounts to keep apart:\n- **Your claim:** none; the service itself is about £2,400.\n", true},
	})
}

// TestListItem: where a list item's text starts past its marker.
func TestListItem(t *testing.T) {
	for s, want := range map[string]int{
		"- **Taxi** – £18": 2, "  * item": 4, "• punto": 4, "2. **Kosten**": 3, "3) x": 3,
		"45 € per night": -1, "-5 °C": -1, "| a | b |": -1, "": -1,
	} {
		if got := listItem(s); got != want {
			t.Errorf("listItem(%q) = %d, want %d", s, got, want)
		}
	}
}

// TestHedgedList: the lines under a heading, a bold line or a label that
// says what follows is conditional, hypothetical or a draft say what
// would be, in Check and in a Stream cut anywhere; a line under it that
// says done still claims, and so do lines under a plain heading or after
// a blank line's new paragraph.
func TestHedgedList(t *testing.T) {
	l := pendingAt("Example Family Clinic", "Request an appointment", "Your request for Thursday 12 March at 10:00 was passed on.")
	plan := "- Thursday 12 March, 10:00: check-up with Dr Lee\n- Friday: results by phone\n"
	cases := []ruleCase{
		{"en", "**If the clinic confirms, the week would look like this**\n" + plan, false},
		{"en", "Provisional plan:\n" + plan, false},
		{"fr", "**Si c'est validé, la semaine ressemblerait à ça**\n- Jeudi 12 mars, 10 h : bilan avec le Dr Lee\n", false},
		{"ja", "**予定（案）**\n- 3月12日（木）：10時に健康診断。ご案内はメールで届きます\n- 13日：電話で結果\n", false},
		{"en", "**If the clinic confirms, the week would look like this**\n- Thursday 12 March, 10:00: check-up with Dr Lee, booked\n", true},
		{"en", "**Your week**\n" + plan, true},
		{"en", "**If the clinic confirms, the week would look like this**\n\nYour check-up with Dr Lee is on Thursday 12 March at 10:00.\n", true},
	}
	checkRules(t, ReasonDoneClaim, l, cases)
	g := testGuard()
	for _, c := range cases {
		want := g.Check(l(), language.Make(c.lang), c.text)
		for _, step := range []int{1, 2, 5, 17} {
			got, res, err := streamed(g, l(), language.Make(c.lang), c.text, step)
			if err != nil || got != want.Text || len(res.Blocked) != len(want.Blocked) {
				t.Errorf("%s %q in pieces of %d: stream %q %v, check %q %v", c.lang, c.text, step, got, res.Blocked, want.Text, want.Blocked)
			}
		}
	}
}
