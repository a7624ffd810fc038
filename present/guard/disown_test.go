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

// TestDisownedThenCharged: in a sentence that disowns the operator, a
// clause after it that names a kind of business it does not disown, or
// a relative clause that charges, keeps its money the operator's.
func TestDisownedThenCharged(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Die Sterbeurkunde stellt das Standesamt aus, nicht das Bestattungshaus; dort kostet jede Ausfertigung 12 €.", false},
		{"ja", "死亡診断書の発行料（5,000円）は病院に支払うもので、葬儀社の料金とは別です。", false},
		{"de", "Die 90 € zahlen Sie an die Stadt, nicht an Example Memorial Chapel; bei der Kapelle selbst sind es etwa 2.400 €.", true},
		{"en", "You pay the £90 to the council, not to Example Memorial Chapel, which charges about £2,400 for the service.", true},
	})
}
