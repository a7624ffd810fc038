package present

import (
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/interpret"
)

var (
	onRequest = interpret.Outcome{Kind: interpret.KindOnRequest, SkillID: "service-pricing", SkillName: "Service costs", Operator: chapel, PersonEntry: entry}
	referred  = interpret.Outcome{Kind: interpret.KindActionReferred, SkillID: "arrangement-booking", SkillName: "Book an arrangement meeting", Operator: chapel, PersonEntry: entry}
	pending   = interpret.Outcome{Kind: interpret.KindActionPending, SkillID: "appointment-request", SkillName: "Request an appointment", Operator: "Example Family Clinic", PersonEntry: "https://clinic.example.org/ask"}
	optIn     = interpret.Outcome{Kind: interpret.KindGivenOnOptIn, SkillID: "consultation-fee", SkillName: "Consultation fee", Operator: "Example Family Clinic", PersonEntry: "https://clinic.example.org/ask",
		Artifacts: []*a2a.Artifact{{ID: "a-1", Parts: a2a.ContentParts{a2a.NewTextPart("A first consultation is EUR 85, or two thousand dollars for the full programme.")}}}}
	answered = interpret.Outcome{Kind: interpret.KindAnswered, SkillID: "opening-hours", Operator: chapel, Text: "Open 9:00 to 17:00. Parking is 5 EUR."}
)

func ledgerOf(os ...interpret.Outcome) *Ledger {
	l := NewLedger()
	for _, o := range os {
		l.Record(o)
	}
	return l
}

// TestGuardValues: every common way of writing money is blocked while a
// referral stands (OR-6.3); what is not money passes.
func TestGuardValues(t *testing.T) {
	g := NewGuard(nil)
	l := ledgerOf(onRequest)
	l.MarkOffered(chapel, "service-pricing")
	block := []string{
		"A direct cremation costs $2,450.",
		"It is 2,450 USD.",
		"It is USD 2,450.",
		"Figure on 2.450 € there.",
		"Figure on € 2.450,00 there.",
		"Es sind 1.234,50 €.",
		"C'est 1 234,50 € environ.",
		"C'est 1\u202f234,50 € environ.",
		"In Zurich it is CHF 1'234.50.",
		"It is £1,234.50 in London.",
		"Around ¥300,000 in Tokyo.",
		"Services start from $900.",
		"Expect $2,000–$4,000.",
		"Expect $2,000-4,000 for that.",
		"Usually 2,000 to 3,000 euros.",
		"Around 3k for a cremation.",
		"About 3.5k dollars.",
		"Expect two thousand dollars.",
		"Expect four thousand five hundred dollars.",
		"A few hundred pounds more.",
		"Their fee is 2000.",
		"It costs about 2,000.",
		"Their price is roughly 1500 all in.",
		"They charge 250 an hour.",
		"The total is usually 3,950.00 including the hearse.",
		"It is 𝟑𝟓𝟎𝟎 USD.",
		"It is ３５００ USD.",
		"It is ＄３５００.",
		"It is ٣٥٠٠ USD.",
		"It is २५०० USD.",
		"Es kostet zweitausendfünfhundert Euro.",
		"Cuesta dos mil quinientos euros.",
		"Ca. 3,5 Tsd. € für die Erdbestattung.",
		"料金は30万円です。",
		"骨壺だけなら九千五百円です。",
		"費用は２５万円ほどです。",
		"It costs 2\u200b450 dollars.",
		"It costs 2\u00ad450 dollars.",
		"What does it cost? About 2,000.",
		"What's the fee? Roughly 80.",
		"In India it is ₹2,00,000.",
		"It's under a grand.",
		"The price is in the low thousands.",
		"The basic package is 1,995.",
		"The basic package is about 1995.",
		"Das Basispaket ist 1.995.",
		"Il pacchetto base è 1.995.",
		"They ask for 300 up front as a deposit.",
		"They want 2,000 as a down payment.",
		"Ils demandent 300 d'avance.",
		"Chiedono 300 come caparra.",
		"Ze vragen 300 vooraf als aanbetaling.",
		"Pedem 300 adiantados como sinal.",
		"They want 300 up front at the first meeting.",
		// "onwards" after a year-shaped number is no sign of a year: in
		// Indian English "from 1999 onwards" is a price floor, so "Prices
		// from 2026 onwards" is blocked too.
		"Prices from 1999 onwards.",
		"Dopo le 18 la tariffa è 40.",
		"Il servizio viene sui 1.500, fiori esclusi.",
		"Daar ben je al snel 2 mille aan kwijt.",
		"São 2 contos e pouco.",
		"It is thirty-two thousand dollars.",
		"It's 300 upfront.",
		"They were 300 up front.",
	}
	keep := []string{
		"The chapel is open 9:00 to 17:00.",
		"Open Monday to Friday, 9 am to 5 pm.",
		"Die Kapelle ist Mo–Fr 9–17 Uhr geöffnet.",
		"The service is on 1 November 2026.",
		"The service is on 2026-11-01.",
		"Der Termin ist am 01.11.2026.",
		"Call +1 555 0100 for prices.",
		"Call (555) 010-0100.",
		"Ask at https://ask.example.com/talk please.",
		"The chapel is at 12 High Street.",
		"Die Kapelle liegt in der Beispielstraße 12, 10115 Berlin.",
		"There are 2 chapels with room for 40 guests.",
		"95% of families ask for a viewing.",
		"It takes about 45 minutes.",
		"The chapel has served families since 1990.",
		"Prices for 2027 are given on request.",
		"Prices are given on request. Open 9-5.",
		"The chapel has a grand hall for 80 guests.",
		"Room 101 is on the 4th floor.",
		"Section 3.5 of version 2.0 explains how quotes are made.",
		"You can pay in euros, by card or in cash.",
		"The fee depends on the arrangement.",
		"The package includes 30 chairs.",
		"The basic package is for 40 guests.",
		"Package 2 is the most popular.",
		"The package was updated in 2019.",
		"The package covers 1,200 guests.",
		"The package is 3 hours long.",
		"Arrive 15 minutes in advance.",
		"Bring 2 copies up front.",
		"The deposit is due 14 days before the service.",
		"We were 300 up front at the ceremony.",
		"There were 300 up front at the chapel.",
		"Il tecnico viene verso le 3.",
		"Vengono circa 300 invitati.",
		"Je bent 3 sleutels kwijt.",
		"Bring twenty-five guests at most.",
		"式場は9時から17時まで開いています。",
		"質問を3つメモしましょうか。",
	}
	for _, d := range block {
		r := g.Check(l, language.English, d)
		if len(r.Blocked) == 0 || r.Blocked[0].Reason != ReasonOtherSourceValue {
			t.Errorf("not blocked: %q → %q", d, r.Text)
		}
	}
	for _, d := range keep {
		r := g.Check(l, language.English, d)
		if len(r.Blocked) > 0 || r.Text != d {
			t.Errorf("blocked: %q → %q %v", d, r.Text, r.Blocked)
		}
	}
}

// TestGuardProvenance: an amount the operator gave on opt-in passes in
// any notation; any other amount is still blocked, including one of a
// different business.
func TestGuardProvenance(t *testing.T) {
	g := NewGuard(nil)
	l := ledgerOf(onRequest, optIn)
	for _, d := range []string{
		"The clinic told me, on request, that a first consultation is EUR 85.",
		"Example Family Clinic gives it on request: €85.",
		"Example Family Clinic gives it on request: 85,00 €.",
		"Example Family Clinic gives it on request: 85 euros.",
		"Example Family Clinic gives it on request: eighty-five euros.",
		"Example Family Clinic gives it on request: $2,000 for the programme.",
	} {
		if r := g.Check(l, language.English, d); len(r.Blocked) > 0 {
			t.Errorf("opt-in amount blocked: %q → %v", d, r.Blocked)
		}
	}
	for _, d := range []string{
		"A first consultation is EUR 58.",
		"A first consultation is ninety-five euros.",
		"A first consultation is eighty-five euros, or ninety-five euros on Saturdays.",
		"A first consultation is EUR 85 and the chapel about EUR 2,100.",
		"Example Riverside Funeral Home lists a cremation at $1,895.",
	} {
		if r := g.Check(l, language.English, d); len(r.Blocked) == 0 {
			t.Errorf("amount without provenance passed: %q", d)
		}
	}
	// A public answer vouches for no amount while a referral stands, not
	// even one it states as an amount: provenance is what was given on
	// opt-in.
	hours := answered
	hours.Text = "Open 9 to 17 at 12 Example Street. Parking is 5 EUR."
	l2 := ledgerOf(onRequest, hours)
	for _, d := range []string{"A viewing costs 17 €.", "Parking costs €5."} {
		if r := g.Check(l2, language.English, d); len(r.Blocked) == 0 {
			t.Errorf("a public answer vouched for an amount: %q", d)
		}
	}
	for _, value := range []string{"17 €", "5 EUR"} {
		if v := g.Fact(l2, Fact{Skill: "opening-hours", Value: value, Source: SourceOperator}); v.Allowed {
			t.Errorf("Fact %q vouched by a public answer while a referral stands: %+v", value, v)
		}
	}
	// A public answer is the operator's own words too, but without a
	// referral nothing is blocked at all.
	if r := g.Check(ledgerOf(answered), language.English, "Parking costs 7 EUR a day."); len(r.Blocked) > 0 {
		t.Errorf("amount blocked without a referral: %v", r.Blocked)
	}
}

// TestGuardProvenanceOptInOnly: only what the operator gave on opt-in
// vouches for an amount. An agent that leaks the price of an on-request
// item inside a public answer breaks OR-5.3; the model repeating that
// price while the item is referred is still a value from another source
// as far as the person can tell (OR-6.3), so it is blocked.
func TestGuardProvenanceOptInOnly(t *testing.T) {
	g := NewGuard(nil)
	leaky := interpret.Outcome{Kind: interpret.KindAnswered, SkillID: "opening-hours", Operator: chapel,
		Text: "We are open 9:00 to 17:00. A direct cremation is $2,000."}
	for name, l := range map[string]*Ledger{
		"referral first": ledgerOf(onRequest, leaky),
		"leak first":     ledgerOf(leaky, onRequest),
	} {
		l.MarkOffered(chapel, "service-pricing")
		for _, d := range []string{
			"A direct cremation there is $2,000.",
			"It comes to 2,000 dollars.",
			"Expect two thousand dollars.",
		} {
			r := g.Check(l, language.English, d)
			if len(r.Blocked) == 0 || r.Blocked[0].Reason != ReasonOtherSourceValue {
				t.Errorf("%s: leaked public amount passed: %q → %+v", name, d, r)
			}
		}
		for _, f := range []Fact{
			{Skill: "service-pricing", Value: "$2,000", Source: SourceOperator},
			{Skill: "opening-hours", Value: "$2,000", Source: SourceOperator},
			{Skill: "service-pricing", Value: "$2,000", Source: SourceOther},
		} {
			if v := g.Fact(l, f); v.Allowed {
				t.Errorf("%s: Fact %+v allowed: %+v", name, f, v)
			}
		}
		// The public answer's own words that are not amounts still pass.
		if r := g.Check(l, language.English, "They are open 9:00 to 17:00."); len(r.Blocked) > 0 {
			t.Errorf("%s: hours blocked: %v", name, r.Blocked)
		}
	}
	// The same amount given on opt-in, as an artifact or as the reply's
	// text, passes.
	for _, given := range []interpret.Outcome{
		{Kind: interpret.KindGivenOnOptIn, SkillID: "service-pricing", Operator: chapel, PersonEntry: entry,
			Artifacts: []*a2a.Artifact{{ID: "a-2", Parts: a2a.ContentParts{a2a.NewTextPart("A direct cremation is $2,000.")}}}},
		{Kind: interpret.KindGivenOnOptIn, SkillID: "service-pricing", Operator: chapel, PersonEntry: entry,
			Text: "A direct cremation is $2,000."},
	} {
		l := ledgerOf(onRequest, leaky, referred, given)
		l.MarkOffered(chapel, "arrangement-booking")
		if r := g.Check(l, language.English, "A direct cremation there is $2,000."); len(r.Blocked) > 0 {
			t.Errorf("amount given on opt-in blocked: %v", r.Blocked)
		}
		if v := g.Fact(l, Fact{Skill: "service-pricing", Value: "$2,000", Source: SourceOperator}); !v.Allowed || !v.Attribute {
			t.Errorf("Fact of an amount given on opt-in: %+v", v)
		}
	}
}

// TestGuardDoneClaims: no sentence says a pending or referred action is
// done, in any supported language (OR-5.8); negations, conditionals and
// questions pass.
func TestGuardDoneClaims(t *testing.T) {
	g := NewGuard(nil)
	claims := map[string][]string{
		"en": {"Your meeting is booked.", "All set!", "It's confirmed for Tuesday.", "I've scheduled it.", "You're on the calendar for Monday.",
			"Your appointment: confirmed.", "Consider it done.", "You have an appointment on Friday at 9.",
			"The booking is done.", "The booking has been done by the clinic."},
		"de": {"Ihr Termin ist gebucht.", "Alles erledigt!", "Der Termin ist bestätigt.", "Termin bestätigt ✅"},
		"fr": {"Votre rendez-vous est réservé.", "C'est fait.", "Le rendez-vous est confirmé."},
		"es": {"Su cita está reservada.", "¡Listo!", "La cita está confirmada.", "Una vez confirmada la cita, está reservada."},
		"it": {"L'appuntamento è prenotato.", "Ho confermato l'appuntamento.", "Le ho riservato un posto per giovedì.",
			"Il posto è stato riservato.", "Gliel'ho già riservato.", "Vi abbiamo riservato la sala.",
			"Questa volta è confermato."},
		"nl": {"Uw afspraak is geboekt.", "De afspraak is bevestigd.", "Uw afspraak staat: donderdag om 10 uur.",
			"Het is gelukt, de afspraak is gemaakt.", "De reservering staat."},
		"pt": {"A consulta está marcada.", "Está confirmado."},
		"ja": {"予約しました。", "予約が確定しました。", "手配済みです。"},
	}
	fine := map[string][]string{
		"en": {"It is not booked yet.", "A member of staff will confirm it.", "Is it booked?", "Once it is confirmed, you will hear from them.", "You can book it here: https://ask.example.com/talk",
			"Booking is done by the clinic's staff."},
		"de": {"Der Termin ist noch nicht gebucht.", "Sobald er bestätigt ist, melde ich mich.", "Ein Mitarbeiter bestätigt die Uhrzeit."},
		"fr": {"Le rendez-vous n'est pas encore confirmé.", "Il sera confirmé par le personnel.", "Le suivi est fait par l'équipe de la clinique.",
			"Une fois confirmé, vous recevrez un message."},
		"es": {"La cita todavía no está confirmada.", "Cuando la confirmen, le aviso.", "Una vez confirmada, le avisarán."},
		"it": {"Non è ancora prenotato.", "Sarà confermato dal personale.", "Una volta confermato, riceverà un messaggio.",
			"Può seguire la richiesta dall'area riservata.", "I dati sono trattati in forma riservata.",
			"Il parcheggio è riservato ai pazienti.", "Non le ho ancora riservato un posto.", "La sala è riservata alla famiglia."},
		"nl": {"De afspraak is nog niet bevestigd.", "Het wordt later bevestigd.", "Het is gelukt om te bellen.",
			"Het is gelukt, ik heb uw verzoek doorgegeven.", "Uw afspraak staat nog niet vast.",
			"De datum van uw afspraak staat in de e-mail van de kliniek."},
		"pt": {"Ainda não está confirmado.", "Será confirmado pela equipa.", "Uma vez confirmada, recebe uma mensagem."},
		"ja": {"まだ予約は完了していません。", "スタッフが後ほど確定します。"},
	}
	for _, ledger := range []*Ledger{ledgerOf(pending), ledgerOf(referred)} {
		for lang, ds := range claims {
			for _, d := range ds {
				r := g.Check(ledger, language.Make(lang), d)
				if len(r.Blocked) == 0 || r.Blocked[0].Reason != ReasonDoneClaim {
					t.Errorf("%s: done claim passed: %q", lang, d)
				}
			}
		}
		for lang, ds := range fine {
			for _, d := range ds {
				if r := g.Check(ledger, language.Make(lang), d); len(r.Blocked) > 0 {
					t.Errorf("%s: blocked %q: %v", lang, d, r.Blocked)
				}
			}
		}
	}
	// Done claims are fine where no action is open.
	if r := g.Check(ledgerOf(onRequest), language.English, "Your meeting is booked."); len(r.Blocked) > 0 {
		t.Errorf("blocked without an open action: %v", r.Blocked)
	}
	// And about an item the operator reported done.
	done := referred
	done.Kind = interpret.KindActionDone
	if r := g.Check(ledgerOf(done, pending), language.English, "Your meeting at Example Memorial Chapel is booked."); len(r.Blocked) > 0 {
		t.Errorf("claim about the done item blocked: %v", r.Blocked)
	}
	if r := g.Check(ledgerOf(done, pending), language.English, "Your appointment at Example Family Clinic is booked."); len(r.Blocked) == 0 {
		t.Errorf("claim about the pending item passed")
	}
}

// TestGuardReplaces: whole sentences go, the referral in the person's
// language takes the place of the first, with the address (OR-6.3
// SHOULD), and the rest of the draft is untouched.
func TestGuardReplaces(t *testing.T) {
	g := NewGuard(nil)
	l := ledgerOf(onRequest)
	draft := "The chapel is open 9:00 to 17:00. A cremation costs $2,450, or €2,300 with extras. It also costs £2,000 abroad.\nAnything else?"
	r := g.Check(l, language.German, draft)
	want := "The chapel is open 9:00 to 17:00. " +
		"Das kann ich Ihnen nicht aus einer anderen Quelle sagen: Example Memorial Chapel gibt diese Information auf Anfrage an die Person, die danach fragt. Sie können hier fragen: https://ask.example.com/talk " +
		"\nAnything else?"
	if r.Text != want {
		t.Errorf("Check =\n%q\nwant\n%q", r.Text, want)
	}
	if len(r.Blocked) != 2 || r.Blocked[0].Text != "A cremation costs $2,450, or €2,300 with extras." {
		t.Errorf("Blocked = %+v", r.Blocked)
	}
	b, _ := json.Marshal(r.Blocked[0])
	if string(b) != `{"reason":"other-source-value","text":"A cremation costs $2,450, or €2,300 with extras."}` {
		t.Errorf("JSON = %s", b)
	}
	// A list stays a list.
	r = g.Check(l, language.English, "Summary:\n- Hours: 9–5\n- Price: roughly 3k\n- Parking on site")
	if want := "Summary:\n- Hours: 9–5\n- I can't give you this from another source: Example Memorial Chapel gives it to the person who asks, on request. You can ask here: https://ask.example.com/talk\n- Parking on site"; r.Text != want {
		t.Errorf("list:\n%q\nwant\n%q", r.Text, want)
	}
	r = g.Check(l, language.English, "Options:\n1. Ask at the chapel.\n2. A cremation is $2,950.\n3. Call them.")
	if want := "Options:\n1. Ask at the chapel.\n2. I can't give you this from another source: Example Memorial Chapel gives it to the person who asks, on request. You can ask here: https://ask.example.com/talk\n3. Call them."; r.Text != want {
		t.Errorf("numbered list:\n%q\nwant\n%q", r.Text, want)
	}
	// Pending: the replacement says it is not done yet.
	r = g.Check(ledgerOf(pending), language.French, "C'est réservé ! À bientôt.")
	if !strings.HasPrefix(r.Text, "Ce n'est pas encore fait") || !strings.HasSuffix(r.Text, "À bientôt.") {
		t.Errorf("pending replacement = %q", r.Text)
	}
	// No checked address: ask directly, print nothing unchecked.
	bad := onRequest
	bad.PersonEntry = "http://ask.example.com/talk"
	r = g.Check(ledgerOf(bad), language.English, "It costs $5.")
	if strings.Contains(r.Text, "http") || !strings.Contains(r.Text, "Please ask Example Memorial Chapel directly") {
		t.Errorf("replacement with an unchecked address: %q", r.Text)
	}
}

// TestGuardOffersAddress: the first answer after a referral offers the
// address; the guard adds the referral when the draft did not (OR-6.3
// SHOULD), and only once per referral.
func TestGuardOffersAddress(t *testing.T) {
	g := NewGuard(nil)
	l := ledgerOf(onRequest)
	d := "I couldn't find their price list."
	r := g.Check(l, language.English, d)
	want := d + " Example Memorial Chapel gives this information to the person who asks, on request. You can ask here: https://ask.example.com/talk"
	if r.Text != want || !r.AddedReferral || len(r.Blocked) > 0 {
		t.Errorf("first answer: %+v", r)
	}
	if r := g.Check(l, language.English, d); r.Text != d || r.AddedReferral {
		t.Errorf("second answer: %+v", r)
	}
	if items := l.Items(); !items[0].Offered {
		t.Errorf("not recorded as offered: %+v", items[0])
	}
	l.Record(onRequest) // referred again: offered again
	if r := g.Check(l, language.German, d); !r.AddedReferral || !strings.Contains(r.Text, "Sie können hier fragen: https://ask.example.com/talk") {
		t.Errorf("after a new referral: %+v", r)
	}
	// A draft that gives the address needs nothing added.
	l = ledgerOf(onRequest)
	d = "You can ask them at https://ask.example.com/talk."
	if r := g.Check(l, language.English, d); r.Text != d || r.AddedReferral {
		t.Errorf("draft with the address: %+v", r)
	}
	// Without a checked address: ask directly.
	bad := onRequest
	bad.PersonEntry = "https://ask.example.com/talk?ref=x"
	r = g.Check(ledgerOf(bad), language.English, "I couldn't find it.")
	if !strings.HasSuffix(r.Text, "Please ask Example Memorial Chapel directly.") || strings.Contains(r.Text, "http") {
		t.Errorf("no checked address: %q", r.Text)
	}
	// An action referred: not done, and where to do it.
	r = g.Check(ledgerOf(referred), language.English, "I tried to book it.")
	if !strings.HasSuffix(r.Text, "This has not been done. You can arrange it with Example Memorial Chapel yourself here: https://ask.example.com/talk") {
		t.Errorf("action referred: %q", r.Text)
	}
}

// TestGuardAttribution: opt-in information used without saying it came
// from the operator on request gets the statement added (OR-6.4).
func TestGuardAttribution(t *testing.T) {
	g := NewGuard(nil)
	l := ledgerOf(optIn)
	r := g.Check(l, language.English, "A first consultation is EUR 85.")
	if !r.Attributed || !strings.HasSuffix(r.Text, "This information comes from Example Family Clinic, given on request.") {
		t.Errorf("not attributed: %+v", r)
	}
	r = g.Check(l, language.Japanese, "初診料は85ユーロです。")
	if !r.Attributed || !strings.HasSuffix(r.Text, "この情報は、Example Family Clinicがご依頼に応じて提供したものです。") {
		t.Errorf("not attributed in Japanese: %+v", r)
	}
	for _, d := range []string{
		"Example Family Clinic told me, on request, that a first consultation is EUR 85.",
		"Is there anything else I can help with?",
	} {
		if r := g.Check(l, language.English, d); r.Attributed || r.Text != d {
			t.Errorf("changed %q → %q", d, r.Text)
		}
	}
}

// TestGuardAttributionWords: four words in a row from opt-in text are
// use of it too, with no amount in the sentence; three are not.
func TestGuardAttributionWords(t *testing.T) {
	g := NewGuard(nil)
	l := ledgerOf(optIn)
	if r := g.Check(l, language.English, "That covers everything for the full programme, they said."); !r.Attributed {
		t.Errorf("four words of opt-in text not attributed: %+v", r)
	}
	for _, d := range []string{"That covers everything for the whole programme.", "It is the full programme."} {
		if r := g.Check(l, language.English, d); r.Attributed {
			t.Errorf("attributed without opt-in words: %q → %+v", d, r)
		}
	}
}

// TestGuardNoLedger: without anything referred, pending or given, the
// draft is untouched.
func TestGuardNoLedger(t *testing.T) {
	g := NewGuard(nil)
	d := "It costs $2,450 and it is booked."
	for _, l := range []*Ledger{nil, NewLedger(), ledgerOf(answered)} {
		if r := g.Check(l, language.English, d); r.Text != d || len(r.Blocked) > 0 {
			t.Errorf("changed: %+v", r)
		}
	}
}

// TestGuardLaterTurns: the ledger keeps a referral for later turns.
func TestGuardLaterTurns(t *testing.T) {
	g := NewGuard(nil)
	l := ledgerOf(onRequest)
	l.Record(answered) // a later public answer does not lift the referral
	l.Record(interpret.Outcome{Kind: interpret.KindAnswered, SkillID: "service-pricing", Operator: chapel, Text: "Hello"})
	if r := g.Check(l, language.English, "It costs $2,450."); len(r.Blocked) == 0 {
		t.Error("referral lost on a later turn")
	}
	items := l.Items()
	if len(items) != 2 || items[0].Kind != interpret.KindOnRequest || items[0].PersonEntry != entry {
		t.Errorf("Items = %+v", items)
	}
	// The operator giving the value lifts it for that amount.
	given := onRequest
	given.Kind = interpret.KindGivenOnOptIn
	given.Text = "A direct cremation is $2,450."
	l.Record(given)
	if r := g.Check(l, language.English, "It costs $2,450."); len(r.Blocked) > 0 {
		t.Errorf("given amount blocked: %v", r.Blocked)
	}
}

func TestLedgerConcurrent(t *testing.T) {
	g := NewGuard(nil)
	l := NewLedger()
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(2)
		go func(i int) {
			defer wg.Done()
			for j := 0; j < 50; j++ {
				o := onRequest
				o.SkillID = fmt.Sprintf("skill-%d-%d", i, j%5)
				l.Record(o)
			}
		}(i)
		go func() {
			defer wg.Done()
			for j := 0; j < 50; j++ {
				g.Check(l, language.English, "It costs $5. Open 9:00 to 17:00.")
				_ = l.Items()
			}
		}()
	}
	wg.Wait()
	if n := len(l.Items()); n != 40 {
		t.Errorf("%d items, want 40", n)
	}
}

func TestFact(t *testing.T) {
	g := NewGuard(nil)
	l := ledgerOf(onRequest, optIn, answered)
	for _, tc := range []struct {
		name string
		f    Fact
		want Verdict
	}{
		{"referred, other source", Fact{Skill: "service-pricing", Value: "$2,450", Source: SourceOther}, Verdict{Reason: ReasonOtherSourceValue}},
		{"referred, claimed operator without record", Fact{Skill: "service-pricing", Value: "$2,450", Source: SourceOperator}, Verdict{Reason: ReasonOtherSourceValue}},
		{"opt-in, from the operator", Fact{Skill: "consultation-fee", Value: "85 €", Source: SourceOperator}, Verdict{Allowed: true, Attribute: true}},
		{"opt-in, wrong amount", Fact{Skill: "consultation-fee", Value: "58 €", Source: SourceOperator}, Verdict{Reason: ReasonOtherSourceValue}},
		{"public answer, from the operator", Fact{Operator: chapel, Skill: "opening-hours", Value: "9:00 to 17:00", Source: SourceOperator}, Verdict{Allowed: true}},
		{"money elsewhere while a referral stands", Fact{Skill: "parking", Value: "EUR 7", Source: SourceOther}, Verdict{Reason: ReasonOtherSourceValue}},
		{"not money, elsewhere", Fact{Skill: "parking", Value: "open 24/7", Source: SourceOther}, Verdict{Allowed: true}},
	} {
		if got := g.Fact(l, tc.f); got != tc.want {
			t.Errorf("%s: Fact(%+v) = %+v, want %+v", tc.name, tc.f, got, tc.want)
		}
	}
	if got := g.Fact(NewLedger(), Fact{Skill: "x", Value: "$5", Source: SourceOther}); !got.Allowed {
		t.Errorf("empty ledger: %+v", got)
	}
}

// TestGuardPassesOwnDoneSentence: present's own sentence for an action
// the operator reported done ("X meldet, dass dies erledigt ist.") names
// the done item's operator, so it passes in every language while another
// action is pending or referred; the same report about the open action
// is still blocked.
func TestGuardPassesOwnDoneSentence(t *testing.T) {
	p := New()
	g := NewGuard(p)
	done := interpret.Outcome{Kind: interpret.KindActionDone, SkillID: "newsletter", SkillName: "Newsletter", Operator: "Example Law Partners"}
	for _, open := range []interpret.Outcome{pending, referred} {
		l := ledgerOf(open, done)
		l.MarkOffered(open.Operator, open.SkillID) // no referral added at the end
		for _, tag := range p.Languages() {
			say := p.Say(done, tag).Text
			if r := g.Check(l, tag, say); len(r.Blocked) > 0 || r.Text != say {
				t.Errorf("%v with %s open: own done sentence changed: %q -> %q %v", tag, open.Kind, say, r.Text, r.Blocked)
			}
		}
	}
	// The reported-speech clause still counts against the open action.
	l := ledgerOf(pending, done)
	for _, d := range []string{
		"Example Family Clinic meldet, dass der Termin gebucht ist.",
		"Example Law Partners meldet, dass der Termin bei Example Family Clinic gebucht ist.",
	} {
		if r := g.Check(l, language.German, d); len(r.Blocked) == 0 {
			t.Errorf("done claim about the pending action passed: %q", d)
		}
	}
}

// lawQuote is a second business's referral, with a telephone number.
var lawQuote = interpret.Outcome{Kind: interpret.KindOnRequest, SkillID: "will-quote", SkillName: "Quote for a will", Operator: "Example Law Partners", PersonEntry: "tel:+1-555-0100"}

// offeredLedger is a ledger of the outcomes whose addresses the person
// was offered in an earlier answer, so that the guard adds none at the
// end.
func offeredLedger(outcomes ...interpret.Outcome) *Ledger {
	l := ledgerOf(outcomes...)
	for _, it := range l.Items() {
		l.MarkOffered(it.Operator, it.SkillID)
	}
	NewGuard(nil).Check(l, language.English, "Anything else?") // that answer
	return l
}

// checkAndStream guards draft with Check and, byte by byte, with Stream
// on a copy of the ledger, and fails when the two differ.
func checkAndStream(t *testing.T, g *Guard, outcomes []interpret.Outcome, draft string) Result {
	t.Helper()
	r := g.Check(offeredLedger(outcomes...), language.English, draft)
	var b strings.Builder
	s := g.Stream(&b, offeredLedger(outcomes...), language.English)
	for i := 0; i < len(draft); i++ {
		s.WriteString(draft[i : i+1])
	}
	s.Close()
	if b.String() != r.Text {
		t.Errorf("Stream wrote\n%q\nCheck returned\n%q", b.String(), r.Text)
	}
	return r
}

// TestGuardNamesRelevantItem: with several referrals and open actions in
// the conversation, a replacement names the item the sentence or the
// draft speaks of, else the one recorded last; never all of them.
func TestGuardNamesRelevantItem(t *testing.T) {
	p := New()
	g := NewGuard(p)
	const law = "Example Law Partners"
	// The drafts name the items without their addresses: with the
	// address in the answer, the replacement names nobody
	// (TestGuardShortWhenAddressShown).
	lawSay := "Example Law Partners quotes after hearing the matter."
	pendingSay := "Your request has been passed on to Example Family Clinic."
	tests := []struct {
		name      string
		ledger    []interpret.Outcome
		draft     string
		want      []string // in the result
		forbidden []string // not in the result
	}{
		{"value: the draft names the law firm", []interpret.Outcome{onRequest, referred, lawQuote},
			lawSay + " According to a price comparison website, it costs about $2,450.",
			[]string{law, "+1 555 0100"}, []string{chapel, entry}},
		{"value: the draft names the law firm, the chapel recorded last", []interpret.Outcome{lawQuote, onRequest},
			lawSay + " According to a price comparison website, it costs about $2,450.",
			[]string{law}, []string{chapel, entry}},
		{"value: the sentence names the chapel", []interpret.Outcome{onRequest, lawQuote},
			"Example Memorial Chapel charges $2,450.",
			[]string{chapel, entry}, []string{law, "555"}},
		{"value: nothing named, the law firm recorded last", []interpret.Outcome{onRequest, lawQuote},
			"It costs about $2,450.",
			[]string{law, "+1 555 0100"}, []string{chapel, entry}},
		{"value: nothing named, the chapel recorded last", []interpret.Outcome{lawQuote, onRequest},
			"It costs about $2,450.",
			[]string{chapel, entry}, []string{law, "555"}},
		{"value: the draft named the chapel, then the law firm", []interpret.Outcome{onRequest, lawQuote},
			"Example Memorial Chapel is open until 17:00. Example Law Partners is in town. It costs about $2,450.",
			[]string{"+1 555 0100"}, []string{entry}},
		{"done: the draft names the clinic", []interpret.Outcome{onRequest, referred, lawQuote, pending},
			pendingSay + " Your appointment is booked.",
			[]string{"Example Family Clinic"}, []string{chapel, entry, law}},
		{"done: the clinic's item recorded before the chapel's, the draft names the clinic", []interpret.Outcome{pending, referred},
			pendingSay + " Your appointment is booked.",
			[]string{"Example Family Clinic"}, []string{"arrange it with " + chapel, entry}},
		{"done: nothing named, the chapel's action recorded last", []interpret.Outcome{pending, referred},
			"It is booked.",
			[]string{"arrange it with " + chapel, entry}, []string{"Example Family Clinic"}},
		{"done: nothing named, the clinic's action recorded last", []interpret.Outcome{referred, pending},
			"It is booked.",
			[]string{"Example Family Clinic"}, []string{"arrange it with " + chapel}},
		{"done: the sentence names the chapel's skill", []interpret.Outcome{referred, pending},
			"Book an arrangement meeting: confirmed.",
			[]string{"arrange it with " + chapel, entry}, []string{"Example Family Clinic"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := checkAndStream(t, g, tt.ledger, tt.draft)
			if len(r.Blocked) != 1 {
				t.Fatalf("blocked %v, want one sentence: %q", r.Blocked, r.Text)
			}
			repl := strings.TrimPrefix(r.Text, strings.TrimSuffix(tt.draft, r.Blocked[0].Text))
			for _, w := range tt.want {
				if !strings.Contains(repl, w) {
					t.Errorf("replacement lacks %q:\n%s", w, repl)
				}
			}
			for _, f := range tt.forbidden {
				if strings.Contains(repl, f) {
					t.Errorf("replacement names %q:\n%s", f, repl)
				}
			}
		})
	}
}

// TestGuardShortWhenAddressShown: where the answer already offers an
// item's address (present's own sentence, or the draft's words), a
// blocked value or done claim for it is replaced by a short sentence in
// the person's language, and the address is not given twice.
func TestGuardShortWhenAddressShown(t *testing.T) {
	p := New()
	g := NewGuard(p)
	claim := map[string]string{"en": "Your appointment is booked.", "de": "Ihr Termin ist gebucht.", "fr": "Votre rendez-vous est réservé.",
		"es": "Su cita está reservada.", "it": "L'appuntamento è prenotato.", "nl": "Uw afspraak is geboekt.", "pt": "A consulta está marcada.", "ja": "予約しました。"}
	for _, tag := range p.Languages() {
		pr := p.printer(tag)
		lang := tag.String()
		cases := []struct {
			o         interpret.Outcome
			addition  string
			short     string
			address   string
			forbidden string // the long replacement's own words
		}{
			{onRequest, "It costs about $2,450.", pr.Sprintf(keyGuardValueShort), entry, pr.Sprintf(keyGuardValue, chapel, entry)},
			{referred, claim[lang], pr.Sprintf(keyGuardReferredShort), entry, ""},
			{pending, claim[lang], pr.Sprintf(keyGuardPendingShort), "https://clinic.example.org/ask", pr.Sprintf(keyGuardPending, "Example Family Clinic")},
		}
		for _, c := range cases {
			say := p.Say(c.o, tag).Text
			sep := " " // as present joins sentences
			if strings.HasSuffix(say, "。") {
				sep = ""
			}
			r := g.Check(ledgerOf(c.o), tag, say+sep+c.addition)
			if len(r.Blocked) != 1 {
				t.Errorf("%v/%s: blocked %v in %q", tag, c.o.Kind, r.Blocked, r.Text)
				continue
			}
			if want := say + sep + c.short; r.Text != want {
				t.Errorf("%v/%s:\n got %q\nwant %q", tag, c.o.Kind, r.Text, want)
			}
			if n := strings.Count(r.Text, c.address); n != 1 {
				t.Errorf("%v/%s: the address %d times: %q", tag, c.o.Kind, n, r.Text)
			}
			if c.forbidden != "" && strings.Contains(r.Text, c.forbidden) {
				t.Errorf("%v/%s: the long replacement: %q", tag, c.o.Kind, r.Text)
			}
			// The guard's own text passes its own check.
			if again := g.Check(ledgerOf(c.o), tag, r.Text); len(again.Blocked) > 0 {
				t.Errorf("%v/%s: the guard blocks its own text: %v", tag, c.o.Kind, again.Blocked)
			}
		}
	}
}

// TestGuardShortAfterMarkOffered: an assistant that shows present's
// sentence itself and calls MarkOffered gets the short replacement in
// the answer that goes on from it; the next answer gets the referral
// with the address again.
func TestGuardShortAfterMarkOffered(t *testing.T) {
	g := NewGuard(nil)
	l := ledgerOf(onRequest, lawQuote)
	l.MarkOffered(chapel, onRequest.SkillID)
	l.MarkOffered(lawQuote.Operator, lawQuote.SkillID)
	const draft = "According to a price comparison website, it costs about $2,450."
	r := g.Check(l, language.English, draft)
	if want := "I can't give you a figure for this from another source."; r.Text != want {
		t.Errorf("the answer after MarkOffered: %q, want %q", r.Text, want)
	}
	r = g.Check(l, language.English, draft)
	if !strings.Contains(r.Text, "+1 555 0100") || strings.Contains(r.Text, chapel) {
		t.Errorf("the next answer: %q, want the law firm's referral with its number", r.Text)
	}
	// Streamed: the mark holds until Close.
	l = ledgerOf(onRequest)
	l.MarkOffered(chapel, onRequest.SkillID)
	var b strings.Builder
	s := g.Stream(&b, l, language.English)
	s.WriteString("It is open at 9:00. It costs ")
	s.WriteString("$2,450. Anything else?")
	s.Close()
	if want := "It is open at 9:00. I can't give you a figure for this from another source. Anything else?"; b.String() != want {
		t.Errorf("stream: %q, want %q", b.String(), want)
	}
	if r := g.Check(l, language.English, draft); !strings.Contains(r.Text, entry) {
		t.Errorf("after the stream closed: %q, want the address", r.Text)
	}
}

// TestGuardShortOnlyForTheShownAddress: the address of another business
// in the answer does not shorten the referral for this one; a second
// blocked value for the same item adds nothing.
func TestGuardShortOnlyForTheShownAddress(t *testing.T) {
	g := NewGuard(nil)
	draft := New().Say(lawQuote, language.English).Text + " Example Memorial Chapel charges $2,450. The chapel also charges $300 for flowers."
	r := checkAndStream(t, g, []interpret.Outcome{onRequest, lawQuote}, draft)
	want := New().Say(lawQuote, language.English).Text + " I can't give you this from another source: Example Memorial Chapel gives it to the person who asks, on request. You can ask here: https://ask.example.com/talk "
	if r.Text != want || len(r.Blocked) != 2 {
		t.Errorf("got %q (%d blocked), want %q", r.Text, len(r.Blocked), want)
	}
}
