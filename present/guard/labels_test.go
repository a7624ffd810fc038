package guard

import "testing"

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
		// a guide after the rows offers them as the chapel's
		{"en", table + "| Example Memorial Chapel | probably about the same | |", true},
		// one row alone still waits for a disclaimer
		{"en", "| Oakfield Funerals | £2,400 | their website |\n| Example Memorial Chapel | about the same | |", true},
		// a row that names the operator is no other business's
		{"en", "| Example Memorial Chapel | £2,400 | their website |\n| Greenway & Sons | £2,900 | their published rate |", true},
	})
}
