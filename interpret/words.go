package interpret

import "strings"

// GivesAddress reports whether text gives the person-facing address entry
// in words, as a referral must (OR-5.3, OR-6.2): an https address with or
// without its scheme and final slash, or a tel: number's digits in order.
// It is the test a [Call] applies to a referral's text, for callers that
// compare replies of their own, such as a probe of an agent.
func GivesAddress(text, entry string) bool {
	switch {
	case hasPrefixFold(entry, "tel:"), hasPrefixFold(entry, "https://"):
		return mentions(text, entry)
	case entry == "":
		return false
	}
	return strings.Contains(text, entry)
}

// MoneyAmount returns the first money amount in text, with a few bytes
// around it for context (as findings quote it), or "": a number with a
// currency sign, code or word, or a price word, right next to it. It is
// the heuristic a [Call] applies to a referral's text (OR-5.3) and
// [Declare] to skill text (OR-3.9).
func MoneyAmount(text string) string { return moneyAmount(text) }
