package guard

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Where, not who is paid: a business named as the place a ride goes or
// the parking is ("a taxi to Example Funeral Home", "davanti al Centro
// Venere") ties no amount to it.

// rideTo reports a mention that a fare leads to, two short words at most
// after the fare: "the taxi to the chapel", "ein Taxi zur Kapelle": the
// operator is where the ride goes, not who is paid. A name of several
// words counts as one where a word that says where a ride goes comes
// right before it, an article at most between, and an amount follows it
// within three words with no other clause, sum or inclusion in its
// clause: "a taxi to Example Funeral Home is about $20" (not tied by
// "home"); not "the shuttle bus (Example Memorial Chapel runs it)", "the
// taxi with Example Memorial Chapel's driver", "a taxi to Example
// Memorial Chapel and the service come to £2,500", "… is included in
// the £1,900 package", "the taxi to Example Memorial Chapel's viewing
// room".
func (r *reading) rideTo(m mention) bool {
	if r.has&cOtherPayee == 0 {
		return false // most sentences name no fare
	}
	if r.fareBefore(m.start, false) {
		return true
	}
	m = r.wholeName(m)
	return (r.fareBefore(m.start, true) || r.rideFrom(m.start)) && r.fareAmountAfter(m) || r.payeesPlace(m)
}

// rideWithin reports a mention that a word of where a ride goes puts as
// the end of a ride, in a clause with the ride (lexicon.Language.Rides)
// and its one amount, two words at most from the ride or the name,
// whatever their order: "Mit der S-Bahn kommst du für 3,80 € bis zur
// Therme Example", "Dalla stazione di Firenze a Villa Example un taxi
// costa sui 45 €". Not where the clause sums, includes, compares or
// names an owner ("their shuttle to …"), where the sentence prices
// something or gives another amount ("… and a simple funeral there is
// about £2,450"), nor a name with a possessive ("the taxi to Example
// Memorial Chapel's viewing room").
func (r *reading) rideWithin(m mention) bool {
	if r.has&cOtherPayee == 0 {
		return false // most sentences name no ride
	}
	m = r.widest(m)
	cs, ce := r.clause(m.start, m.end)
	// nor where another clause charges or points at the operator: "…,
	// das Taxi bestellt und berechnet die Kapelle selbst", "y eso mismo
	// cobran allí"
	if possessive(r.s[m.end:]) || !r.rideWordBefore(cs, m.start) || r.hasIn(cs, ce, cSum|cIncluded|cBoth|cOwn|cAtThem|cCompares|cLikeness) ||
		r.hasIn(cs, m.start, cTrade) || r.hasIn(m.end, ce, cTrade) || r.hasIn(0, cs, cCharge|cAtThem) || r.hasIn(ce, len(r.s), cCharge|cAtThem) {
		return false
	}
	k := slices.IndexFunc(r.nums, r.money)
	if k < 0 || !r.amounts1() || r.nums[k].start < cs || r.nums[k].end > ce {
		return false
	}
	amount := r.nums[k]
	near := func(lo, hi int) bool { return lo <= hi && letterWords(r.s[lo:hi]) <= 2 }
	ride, close := false, near(m.end, amount.start) || near(amount.end, m.start)
	for _, h := range r.hits {
		switch {
		case h.start >= m.start && h.end <= m.end:
		case h.classes&(cPrice|cOtherPayee|cCharge) == cPrice:
			return false // a price word: of what, the sentence may say ("Paketpreis: Taxi vom Bahnhof zur …")
		case h.ride && h.start >= cs && h.end <= ce:
			ride, close = true, close || near(h.end, amount.start) || near(amount.end, h.start)
		}
	}
	return ride && close
}

// rideWordBefore reports a word that says where a ride goes right before
// at, or before an article right before it ("bis zur", "a la", "to
// the"), that does not start its clause at cs: the "A" of "A Example
// Memorial Chapel cobra …" is an article.
func (r *reading) rideWordBefore(cs, at int) bool {
	ws, we := wordSpanBefore(r.s, at)
	if ws == we || strings.TrimSpace(r.s[we:at]) != "" {
		return false
	}
	if !r.voc.rideTo[r.s[ws:we]] {
		if h, ok := hitAt(r.hits, ws, cConnector); !ok || h.end != we {
			return false
		}
		if ws, we = wordSpanBefore(r.s, ws); ws == we || !r.voc.rideTo[r.s[ws:we]] {
			return false
		}
	}
	return strings.TrimSpace(r.s[cs:ws]) != ""
}

// widest widens a mention to the longest mention of any item that holds
// it: the operator's name is the same for each of its items.
func (r *reading) widest(m mention) mention {
	for _, n := range r.names {
		if !n.addr && n.start <= m.start && n.end >= m.end && n.end-n.start > m.end-m.start {
			m = n
		}
	}
	return m
}

// rideFrom reports a fare that starts its clause, two short words at
// most before it, and leads to at by a word that says where a ride goes,
// right before at or before an article: "The bus from the station to
// Example Clinic", "Met de bus vanaf het station naar Example Kliniek".
// Between the two stands no number, no other clause, no name, and no
// word that prices, sums up, names a business or the person ("Le trajet
// en taxi plus la cérémonie à …", "Le contrat obsèques de votre mère
// versé à …"); before it no price word ("Paketpreis: Taxi vom Bahnhof
// zur …") and no owner ("Their shuttle from the station to …").
func (r *reading) rideFrom(at int) bool {
	priceOrParty := cPrice | cCharge | cSum | cBoth | cIncluded | cTrade | cYou | cOwn | cAtThem
	for _, h := range r.hits {
		if h.classes&cOtherPayee == 0 || h.end > at || r.numberIn(h.end, at) || !r.sameClause(h.end, at) ||
			r.hasIn(0, at, priceOrParty) || slices.ContainsFunc(r.names, func(m mention) bool { return m.start >= h.end && m.end <= at }) {
			continue
		}
		cs, _ := r.clause(h.start, h.end)
		gap := strings.Fields(r.s[h.end:at])
		if lead := strings.Fields(r.s[cs:h.start]); len(lead) > 2 || slices.ContainsFunc(lead, func(w string) bool { return utf8.RuneCountInString(w) > 4 }) ||
			len(gap) < 2 || len(gap) > 5 {
			continue
		}
		if n := len(gap); r.voc.rideTo[gap[n-1]] || r.voc.rideTo[gap[n-2]] && utf8.RuneCountInString(gap[n-1]) <= 3 {
			return true
		}
	}
	return false
}

// payeesPlace reports a name of several words that says where a place to
// park is, not who is paid: after it, a few short words between ("Parking
// at Example Memorial Chapel costs £2 an hour", "das Parkhaus an der
// Example Klinik", "el parking del Hospital Example"), with its amount
// right after the name; or before it, joined by a possessive
// ("Example記念病院の駐車場は1時間200円"). Not a shuttle or a bus: "La navette
// de la Example Memorial Chapel coûte 90 €" is the operator's service.
func (r *reading) payeesPlace(m mention) bool {
	for _, h := range r.hits {
		if !h.parking || h.end > m.start || r.included(h) {
			continue
		}
		// the payee starts its clause, an article at most before it
		cs, _ := r.clause(h.start, h.end)
		if letterWords(r.s[cs:h.start]) > 1 {
			continue
		}
		if gap := strings.Fields(r.s[h.end:m.start]); len(gap) <= 3 && !slices.ContainsFunc(gap, longOrUnspaced) && r.fareAmountAfter(m) &&
			!r.hasIn(m.end, len(r.s), cSum|cIncluded|cBoth) {
			return true
		}
	}
	rest := r.s[m.end:]
	for _, of := range []string{"の", "'s ", "’s "} {
		if strings.HasPrefix(rest, of) {
			h, ok := hitAt(r.hits, m.end+len(of), cOtherPayee)
			return ok && h.parking
		}
	}
	return false
}

// fareBefore reports a fare ending a few letters before at, two words at
// most between and no price word or number (the fare's own amount:
// "バスで片道230円、施術料は…"); with ride, the first of them says where a
// ride goes.
func (r *reading) fareBefore(at int, ride bool) bool {
	for _, h := range r.hits {
		if h.classes&cOtherPayee == 0 || h.end > at || at-h.end > 14 || r.priceIn(h.end, at) || r.numberIn(h.end, at) {
			continue
		}
		gap := strings.Fields(r.s[h.end:at])
		if len(gap) <= 2 && (!ride || len(gap) > 0 && r.voc.rideTo[gap[0]]) {
			return true
		}
	}
	return false
}

// fareAmountAfter reports the fare's amount right after the name m, three
// words at most between, in a clause that goes on with no other clause,
// sum or inclusion, no possessive on the name, and no aside or
// comparison before the amount ("… is tiny beside £2,450").
func (r *reading) fareAmountAfter(m mention) bool {
	_, ce := r.punctClause(m.start, m.end)
	next := slices.IndexFunc(r.nums, func(n number) bool { return n.start >= m.end })
	return !r.hasIn(m.end, ce, cClause|cSum|cIncluded) && next >= 0 && r.nums[next].start <= ce &&
		letterWords(r.s[m.end:r.nums[next].start]) <= 3 && !possessive(r.s[m.end:]) &&
		!strings.Contains(r.s[m.end:r.nums[next].start], "(") && !r.hasIn(m.end, r.nums[next].start, cCompares|cLikeness|cPlace)
}

// placed reports a mention that a place word puts as where, itself or
// the longer name of the same item it lies in ("chapel" in "per arrivare
// all'Example Memorial Chapel"), or the words of the name before it
// ("Venere" in "davanti al Centro Venere").
func (r *reading) placed(m mention) bool {
	if r.has&cPlace == 0 {
		return false // most sentences have no word for where
	}
	if slices.ContainsFunc(r.names, func(o mention) bool {
		return o.item == m.item && !o.addr && o.start <= m.start && o.end >= m.end && r.placeAt(o)
	}) {
		return true
	}
	start := r.nameStart(m)
	return start < m.start && r.placeAt(mention{start: start, end: m.end})
}

// placedWhole reports a mention whose operator's name, grown over the
// words before it that the name has, comes after a place word: "vor der
// Praxis Am Lindenhof", "devant la clinique des Tilleuls", where
// "Lindenhof" and "Tilleuls" are matched apart.
func (r *reading) placedWhole(v *view, m mention) bool {
	if r.has&cPlace == 0 {
		return false
	}
	whole := v.withOperatorWords(r.s, m)
	return whole.start < m.start && r.placeAt(mention{start: whole.start, end: m.end})
}

// longOrUnspaced reports a word of more than five letters, or one with
// something else than letters of a spaced script: no preposition or
// article.
func longOrUnspaced(w string) bool {
	return utf8.RuneCountInString(w) > 5 || strings.IndexFunc(w, func(c rune) bool { return !unicode.IsLetter(c) || noSpaces(c) }) >= 0
}

// nameStart returns where the name that m ends starts: the mentions of
// the same item right before it, only spaces or one short word between,
// are its first words ("centro" and "venere" are matched apart, and
// "clinique" and "tilleuls" of "la clinique des Tilleuls").
func (r *reading) nameStart(m mention) int {
	start := m.start
	for k := len(r.names) - 1; k >= 0; k-- {
		if o := r.names[k]; o.item == m.item && !o.addr && o.end <= start && shortGap(r.s[o.end:start]) {
			start = o.start
		}
	}
	// and the kind of business right before it: "davanti allo studio
	// Sorriso", where the operator's name does not hold "studio"
	if h, ok := r.hitBefore(start, cTrade); ok && shortGap(r.s[h.end:start]) {
		start = h.start
	}
	return start
}

// inStreetName reports a mention that is part of a street's name: a
// street word written with a capital right before it ("la Plaza Mayor",
// "Via Roma"; not "from Market Street to Example Chapel") or right after
// it ("Oakfield Road"). The operator's name in an address ties no amount
// to the operator ("el parking de la Plaza Mayor cuesta 2,10 €").
func (r *reading) inStreetName(m mention) bool {
	if r.has&cStreet == 0 || len(r.text) != len(r.s) {
		return false
	}
	start, end := r.nameStart(m), r.wholeName(m).end
	return slices.ContainsFunc(r.hits, func(h hit) bool {
		if h.classes&cStreet == 0 || !capitalised(r.text, h.start) {
			return false
		}
		return h.end <= start && strings.TrimSpace(r.s[h.end:start]) == "" || h.start >= end && strings.TrimSpace(r.s[end:h.start]) == ""
	})
}

// shortGap reports white space, or one word of three letters at most,
// between two words of a name.
func shortGap(gap string) bool {
	f := strings.Fields(gap)
	return len(f) == 0 || len(f) == 1 && utf8.RuneCountInString(f[0]) <= 3 && strings.IndexFunc(f[0], unicode.IsLetter) == 0
}

// placeAt reports a place word just before the mention m, or just after
// it in a language that puts such words after ("next to the manor",
// "per arrivare all'Autoscuola", "進学塾ひかりまで"): it says where, not who
// is paid.
func (r *reading) placeAt(m mention) bool {
	for _, h := range r.hits {
		if h.classes&cPlace != 0 && (h.end <= m.start && m.start-h.end <= 8 || r.voc.negAfter && h.start >= m.end && h.start-m.end <= 3) {
			return true
		}
	}
	return false
}
