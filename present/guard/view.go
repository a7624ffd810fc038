package guard

import (
	"math"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
)

// A view is what the guard knows of a conversation, built from a
// Ledger's items at one version. It never changes: a new version of the
// ledger gets a new view.
type view struct {
	version  uint64
	items    []present.Item
	names    [][]string // per item: its operator's and skill's names and distinctive words, folded
	addrs    []string   // per item: its address as present writes it, folded
	referred []int      // on-request and action-referred
	acts     []int      // pending and action-referred: what a done claim may be about
	optIn    []int      // given-on-opt-in: OR-6.4
	done     []int      // action-done
	// optInAmounts are the amounts the operators gave on opt-in, in
	// hundredths: the same amount in a draft passes (exact provenance).
	optInAmounts map[int64]bool
	// optInRuns are the runs of four words of opt-in text, folded: a
	// draft that repeats one uses the operator's information.
	optInRuns map[string]bool
}

func newView(items []present.Item, version uint64, voc *vocab) *view {
	v := &view{version: version, items: items, optInAmounts: map[int64]bool{}, optInRuns: map[string]bool{}}
	shared := sharedWords(items)
	for i, it := range items {
		v.names = append(v.names, itemNames(it, voc, shared))
		_, addr := present.Address(it.PersonEntry)
		v.addrs = append(v.addrs, fold(addr, nil))
		switch {
		case it.Referred():
			v.referred = append(v.referred, i)
		case it.Pending():
			v.acts = append(v.acts, i)
		case it.Kind == interpret.KindGivenOnOptIn:
			v.optIn = append(v.optIn, i)
		case it.Kind == interpret.KindActionDone:
			v.done = append(v.done, i)
		}
		if it.Kind == interpret.KindActionReferred {
			v.acts = append(v.acts, i)
		}
		for _, text := range it.OptIn {
			v.addOptIn(text, voc)
		}
	}
	return v
}

// addOptIn records the amounts and word runs of the operator's words. In
// them any number counts: the operator may write "2,450 (all in)".
func (v *view) addOptIn(text string, voc *vocab) {
	s := fold(text, nil)
	for _, n := range scanNumbers(s, voc.find(s, nil), nil) {
		v.optInAmounts[cents(n.value)] = true
	}
	for _, run := range wordRuns(s) {
		v.optInRuns[run] = true
	}
}

func cents(f float64) int64 { return int64(math.Round(f * 100)) }

// wordRuns returns the runs of four words of folded text.
func wordRuns(s string) []string {
	words := strings.FieldsFunc(s, func(r rune) bool { return !isWordRune(r) })
	var out []string
	for i := 0; i+4 <= len(words); i++ {
		out = append(out, strings.Join(words[i:i+4], " "))
	}
	return out
}

// itemNames returns the names by which a draft speaks of an item: its
// operator's name and skill name whole, and their words that are
// distinctive (four letters or more, and no word of the language's
// vocabulary: "costs" names no one item).
func itemNames(it present.Item, voc *vocab, shared map[string]bool) []string {
	var out []string
	for _, name := range []string{it.Operator, it.SkillName} {
		if f := strings.TrimSpace(fold(name, nil)); utf8.RuneCountInString(f) >= 4 {
			out = append(out, f)
		}
	}
	for _, name := range []string{it.Operator, it.SkillName, it.SkillID} {
		for _, w := range strings.FieldsFunc(fold(name, nil), func(r rune) bool { return !isWordRune(r) }) {
			if utf8.RuneCountInString(w) >= 4 && !shared[w] && len(voc.find(w, nil)) == 0 && !isNumeric(w) {
				out = append(out, w)
			}
		}
	}
	return out
}

// sharedWords returns the words in the names of more than one operator
// ("Example" in "Example Memorial Chapel" and "Example Family Clinic"):
// they tell no item apart.
func sharedWords(items []present.Item) map[string]bool {
	by := map[string]string{}
	shared := map[string]bool{}
	for _, it := range items {
		for _, name := range []string{it.Operator, it.SkillName, it.SkillID} {
			for _, w := range strings.FieldsFunc(fold(name, nil), func(r rune) bool { return !isWordRune(r) }) {
				if op, ok := by[w]; ok && op != it.Operator {
					shared[w] = true
				}
				by[w] = it.Operator
			}
		}
	}
	return shared
}

func isNumeric(w string) bool {
	return strings.IndexFunc(w, func(r rune) bool { return !unicode.IsDigit(r) }) < 0
}

// mentions reports whether folded text s names the item, at word
// boundaries.
func (v *view) mentions(s string, item int) bool {
	for _, name := range v.names[item] {
		for from := 0; ; {
			i := strings.Index(s[from:], name)
			if i < 0 {
				break
			}
			i += from
			if !wordAt(s, i, -1) && !wordAt(s, i+len(name), +1) {
				return true
			}
			from = i + len(name)
		}
	}
	return false
}

// named returns the items of among that s names.
func (v *view) named(s string, among []int) []int {
	var out []int
	for _, i := range among {
		if v.mentions(s, i) {
			out = append(out, i)
		}
	}
	return out
}

// latest returns the item of among recorded last.
func (v *view) latest(among []int) int {
	best := among[0]
	for _, i := range among[1:] {
		if v.items[i].Recorded > v.items[best].Recorded {
			best = i
		}
	}
	return best
}
