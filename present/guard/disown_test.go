package guard

import "testing"

// TestPaidElsewhere: a sentence that names another payee and then says
// the money is not the operator's leaves its amount to that payee, when
// the amount stands between the two; an amount in a clause about the
// operator, one after the operator disowned, one in a clause of its own,
// or one beside a referred item, is still the operator's.
func TestPaidElsewhere(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "The certificate fee of £11, which goes to the registrar, not to the chapel, is paid on the day.", false},
		{"en", "The cremation permit is set by the council (about £90 this year) and isn't something Example Memorial Chapel charges.", false},
		{"pt", "A licença é uma taxa da câmara municipal (à volta de 40 €) e não da Example Memorial Chapel.", false},
		{"en", "The permit goes to the council, not to Example Memorial Chapel, which charges £2,450 for the service.", true},
		{"en", "The permit goes to the council, not to Example Memorial Chapel — a simple service there is £2,450.", true},
		{"en", "The service is £2,450; the permit goes to the council, not to the chapel.", true},
		{"en", "The permit goes to the council, not to Example Memorial Chapel — their simple service is £2,450.", true},
		{"en", "Not the council but Example Memorial Chapel takes the £2,450 for the service.", true},
		{"en", "The permit goes to the council, not to the chapel — but the chapel's own service is about £2,450.", true},
	})
}

// TestPaidRatherThan: "rather than", "statt an", "en lugar de" set the
// operator apart as "not" does; a clause after it that names a kind of
// business or charges is still the operator's.
func TestPaidRatherThan(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "The planning fee is £258, which you pay to the council rather than to Example Memorial Chapel.", false},
		{"it", "La tassa di 90 € va al Comune anziché a Example Memorial Chapel.", false},
		{"de", "Die Sterbeurkunde stellt das Standesamt aus, nicht das Bestattungshaus; dort kostet jede Ausfertigung 12 €.", false},
		{"de", "Die 90 € zahlen Sie an die Stadt statt an Example Memorial Chapel; bei der Kapelle selbst sind es etwa 2.400 €.", true},
		{"de", "Die 90 € zahlen Sie an die Stadt, nicht an Example Memorial Chapel; bei der Kapelle selbst sind es etwa 2.400 €.", true},
		{"en", "It's better to go to Example Memorial Chapel rather than Oakfield: about £2,400 for the service.", true},
	})
}
