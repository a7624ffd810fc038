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
