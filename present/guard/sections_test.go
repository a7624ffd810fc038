package guard

import "testing"

// TestSections: a heading that names another payee or the person's
// budget says whose the money in its block is; not in a clause that
// names the operator or a kind of business, guesses, or (the person's)
// prices, nor past the blank line that ends the block.
func TestSections(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"fr", "**Votre budget**\nVous avez fixé une enveloppe globale de 25 000 €, dont 8 000 € apportés par vos parents.\n\n**La chapelle**\nElle donne ses tarifs sur demande.", false},
		{"it", "**Contributo unificato (Stato)**\nPer la tua causa di valore fino a 5.200 €, il contributo unificato è di 98 €.\n", false},
		{"ja", "**運転免許センターでの手数料（公的な手数料）**\n受験手数料1,800円と免許証交付手数料2,050円を納めます。\n", false},
		{"nl", "**CBR (officiële examens)**\n- Theorie-examen auto: € 48\n- Praktijkexamen auto: € 134\n", false},
		{"en", "**Your budget**\nYou have £5,000 put aside; a basic package would take about £3,000 of it.\n", true},
		{"en", "**Council fees**\nThe plot is £900. The funeral director's own fee is usually about £1,500.\n", true},
		{"en", "**Council fees**\nThe plot is £900.\n\nFor the service itself, expect about £1,500.", true},
		{"en", "**Public fees**\nRegistration is £11; Example Memorial Chapel's fee is about £1,900.\n", true},
		{"de", "**Ihr Budget**\nSie haben 5.000 € gespart. Bei Example Memorial Chapel sind es etwa 3.000 €.\n", true},
		{"es", "**Tasas del Ayuntamiento**\nLa tasa es de 120 €. Calcula unos 1.500 € más para el resto.\n", true},
	})
}
