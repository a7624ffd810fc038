package guard

import (
	"testing"

	"golang.org/x/text/language"
)

// TestHalves: a semicolon or a spaced dash joins two statements as a
// full stop would, so the second half may say that the first's listed
// price is another business's own, or that the operator gives its
// prices only to the person who asks. A half that compares, includes or
// gives a number of its own keeps the whole a value, as does a dash
// that only sets an aside in the middle.
func TestHalves(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "Sample Hall lists its cremations at $3,000 on its own site; for Example Memorial Chapel you'd have to ask them.", false},
		{"en", "Sample Hall lists its cremations at $3,000 on its own site. For Example Memorial Chapel you'd have to ask them.", false},
		{"de", "Bestattungen Vogt nennt auf seiner Website 1.780 € für eine Trauerfeier – das ist deren eigener Preis.", false},
		{"nl", "Uitvaartcentrum De Linde vraagt op de eigen site € 1.780; wat Example Memorial Chapel rekent, moet je daar navragen.", false},
		{"it", "Le Onoranze Bianchi mettono online 1.780 € per una cremazione; è il loro listino, quello di Example Memorial Chapel va chiesto a loro.", false},
		// "you have to ask" in each language's own words
		{"fr", "Les Pompes funèbres Roux affichent 1 650 € pour une crémation ; chez Example Memorial Chapel, tu dois demander.", false},
		{"it", "Onoranze Bianchi pubblica 1.650 € per la cremazione; per Example Memorial Chapel bisogna chiedere.", false},
		{"es", "La Funeraria Norte publica en su web 1.495 € por una incineración; en Example Memorial Chapel tienes que preguntar.", false},
		{"pt", "A Funerária Paz anuncia 1.650 € por uma cremação; na Example Memorial Chapel é preciso perguntar.", false},
		{"de", "Bestattungen Vogt nennt auf seiner Website 1.780 €; bei Example Memorial Chapel musst du selbst fragen.", false},
		{"nl", "Uitvaartcentrum De Linde vraagt op de eigen site € 1.780; bij Example Memorial Chapel moet je zelf vragen.", false},
		{"en", "Sample Hall lists its cremations at $3,000 on its own site; Example Memorial Chapel charges the same.", true},
		{"en", "Sample Hall lists its cremations at $3,000 on its own site; they're the chapel's sister business and charge identically.", true},
		{"es", "La Funeraria Norte publica en su web 1.495 €; nada hace pensar que Example Memorial Chapel cobre distinto.", true},
		{"es", "La Funeraria Roca cobra 40 € por el certificado; la ceremonia en Example Memorial Chapel, unos 1.800.", true},
		{"de", "Eine Trauerfeier bei Example Memorial Chapel kostet – soweit ich das sehe – etwa 2.000 €.", true},
		{"en", "At the chapel the viewing is included — parking nearby is €3 an hour.", true},
		{"en", "The simple service comes to £2,450 with coffee for the family — not bad for a funeral home.", true},
		{"de", "Bestattungshaus Lindner verlangt für den Service 2.400 € – das ist deren Preis. Rechnen Sie für sich mit ungefähr demselben Betrag.", true},
		// an article that is a number word is no number of the half
		{"fr", "La déchetterie facture 15 € le m³ aux particuliers — c'est un tarif de la commune, pas d'Example Memorial Chapel.", false},
		// the second half goes on after saying no, or says the operator
		// charges it too
		{"de", "Bestattungen Vogt nennt auf seiner Website 1.780 € – das ist deren Preis und sagt über Example Memorial Chapel nichts aus.", false},
		{"en", "Sample Hall lists its cremations at $3,000 on its own site; Example Memorial Chapel doesn't advertise it, but that's their price too.", true},
		{"en", "Sample Hall lists its cremations at $3,000 on its own site; Example Memorial Chapel charges that as well, but you'd have to ask them to confirm.", true},
		{"en", "Sample Hall lists its cremations at $3,000 on its own site. Example Memorial Chapel charges that as well, but you'd have to ask them to confirm.", true},
	})
}

// TestAskThemIsNoAttribution: a phrase that sends the person to ask the
// operator says nothing of where opt-in information came from (OR-6.4),
// so the attribution is still added; "on request" says it.
func TestAskThemIsNoAttribution(t *testing.T) {
	for _, c := range []struct {
		text  string
		added bool
	}{
		{"A first consultation at Example Family Clinic costs EUR 85; ask them directly if you have questions.", true},
		{"A first consultation at Example Family Clinic costs EUR 85, as Example Family Clinic told us on request.", false},
	} {
		r := testGuard().Check(ledgerOf(optInFee), language.English, c.text)
		if r.Attributed != c.added {
			t.Errorf("%q: attribution added %v, want %v (%q)", c.text, r.Attributed, c.added, r.Text)
		}
	}
}
