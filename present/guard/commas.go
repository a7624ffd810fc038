package guard

import "strings"

// Which Japanese commas end a clause: not one after a topic, whose
// predicate comes after it.

// clauseComma returns where the first Japanese comma in [cs, ce) that
// ends a clause is, or -1: not one after a topic (topicBefore).
func (r *reading) clauseComma(cs, ce int) int {
	for i := cs; ; {
		k := strings.Index(r.s[i:ce], "、")
		if k < 0 {
			return -1
		}
		if !r.topicBefore(cs, i+k) {
			return i + k
		}
		i += k + len("、")
	}
}

// topicBefore reports the topic particle は right before at, with no
// condition in [cs, at): its clause has its predicate after the comma
// ("日曜9時のダイビングは、連絡が来たら決まりです"); "お急ぎの場合は、" sets a
// condition of its own.
func (r *reading) topicBefore(cs, at int) bool {
	return strings.HasSuffix(r.s[:at], "は") && !r.hasIn(cs, at, cCondition)
}
