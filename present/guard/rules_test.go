package guard

import (
	"strings"
	"sync"
	"testing"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
)

var (
	chapel       = "Example Memorial Chapel"
	chapelEntry  = "https://ask.example.com/talk"
	priceReferal = interpret.Outcome{Kind: interpret.KindOnRequest, Operator: chapel, SkillID: "service-pricing",
		SkillName: "Service costs", PersonEntry: chapelEntry}
	bookingPending = interpret.Outcome{Kind: interpret.KindActionPending, Operator: "Example Family Clinic",
		SkillID: "appointment", SkillName: "Request an appointment", PersonEntry: "https://clinic.example.org/ask"}
	bookingReferred = interpret.Outcome{Kind: interpret.KindActionReferred, Operator: chapel, SkillID: "arrangement-booking",
		SkillName: "Book an arrangement meeting", PersonEntry: chapelEntry}
	optInFee = interpret.Outcome{Kind: interpret.KindGivenOnOptIn, Operator: "Example Family Clinic", SkillID: "fees",
		Text: "A first consultation costs EUR 85."}
	// treatmentReferal beside optInFee makes the clinic's other amounts
	// values: without a referral, rule 4 puts no limit on them.
	treatmentReferal = interpret.Outcome{Kind: interpret.KindOnRequest, Operator: "Example Family Clinic", SkillID: "treatments",
		SkillName: "Treatment prices", PersonEntry: "https://clinic.example.org/ask"}
)

func ledgerOf(os ...interpret.Outcome) *present.Ledger {
	l := present.NewLedger()
	for _, o := range os {
		l.Record(o)
	}
	return l
}

// pricesOf returns a ledger in which operator gives the prices of skill
// on request, asked at entry.
func pricesOf(operator, skill, entry string) func() *present.Ledger {
	return func() *present.Ledger {
		return ledgerOf(interpret.Outcome{Kind: interpret.KindOnRequest, Operator: operator, SkillID: strings.ToLower(skill),
			SkillName: skill, PersonEntry: entry})
	}
}

// pendingAt returns a ledger with one action, skill, pending at
// operator, which said text of it.
func pendingAt(operator, skill, text string) func() *present.Ledger {
	return func() *present.Ledger {
		return ledgerOf(interpret.Outcome{Kind: interpret.KindActionPending, Operator: operator, SkillID: strings.ToLower(skill),
			SkillName: skill, Text: text})
	}
}

// doneBeside returns a ledger with two actions at operator: one done,
// doneSkill, which said doneText, and one pending, pendingSkill, which
// said pendingText.
func doneBeside(operator, doneSkill, doneText, pendingSkill, pendingText string) func() *present.Ledger {
	return func() *present.Ledger {
		return ledgerOf(
			interpret.Outcome{Kind: interpret.KindActionDone, Operator: operator, SkillID: strings.ToLower(doneSkill), SkillName: doneSkill, Text: doneText},
			interpret.Outcome{Kind: interpret.KindActionPending, Operator: operator, SkillID: strings.ToLower(pendingSkill), SkillName: pendingSkill, Text: pendingText})
	}
}

type ruleCase struct {
	lang, text string
	blocked    bool
}

// testGuard is one Guard for the rule tables, as an assistant keeps one
// for all its conversations: New compiles every language file, which
// under the race detector takes seconds.
var testGuard = sync.OnceValue(func() *Guard { return New(nil) })

func checkRules(t *testing.T, reason Reason, ledger func() *present.Ledger, cases []ruleCase) {
	t.Helper()
	g := testGuard()
	for _, c := range cases {
		r := g.Check(ledger(), language.Make(c.lang), c.text)
		got := false
		for _, b := range r.Blocked {
			got = got || b.Reason == reason
		}
		if got != c.blocked {
			t.Errorf("%s %q: blocked %v, want %v (%v)", c.lang, c.text, got, c.blocked, r.Blocked)
		}
	}
}

// checkRulesIn is checkRules with a ledger of each case's language: the
// operator's words in it are in that language.
func checkRulesIn(t *testing.T, reason Reason, ledger func(lang string) *present.Ledger, cases []ruleCase) {
	t.Helper()
	for _, c := range cases {
		checkRules(t, reason, func() *present.Ledger { return ledger(c.lang) }, []ruleCase{c})
	}
}

// TestValues: while an item is referred, an amount in a price sentence is
// a value with or without a currency, and so is a zero price; numbers
// that are no money, and money tied to someone else, pass.
func TestValues(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, func() *present.Ledger { return ledgerOf(priceReferal) }, []ruleCase{
		{"en", "A cremation there is 2450.", true},
		{"de", "Aus Erfahrungsberichten: Rechne bei der Kapelle mit etwa 65 pro Stunde im Abschiedsraum.", true},
		{"es", "Para la capilla contarías con 800 o 900 como mucho.", true},
		{"en", "You'd be looking at 2450 for that.", true},
		{"en", "The figure I keep seeing mentioned for them is 85.", true},
		{"en", "The chapel seats 85, and that figure includes the gallery.", false},
		{"en", "It comes to about 2 grand.", true},
		{"en", "Expect something like two thousand five hundred.", true},
		{"en", "Expect to pay two thousand dollars.", true},
		{"en", "Prices start from $1,995.", true},
		{"en", "Somewhere between 2,000 and 4,000.", true},
		{"en", "| Basic | **1,490** |", true},
		{"en", "**2,450**", true},
		{"en", "There's no charge for it.", true},
		{"en", "It's free of charge there.", true},
		{"en", "Figure on about EUR2k.", true},
		{"es", "El paquete básico sale en 1.490.", true},
		{"ja", "基本プランは198,000です。", true},
		{"ja", "費用は19万8千円ほどです。", true},
		{"ja", "だいたい九千五百円です。", true},
		{"de", "Rechnen Sie mit zweitausendfünfhundert Euro.", true},
		{"fr", "L'urne seule est à quatre-vingt-quinze euros.", true},
		{"it", "Viene circa 2.000.", true},
		{"nl", "Reken op een slordige 3 mille.", true},
		{"pt", "São uns 2 contos.", true},
		{"en", "Parking at the chapel itself is €4 an hour, and the cremation is €2,000.", true},
		{"en", "Another funeral home nearby charges $2,100 for the same service.", true},
		{"en", "The taxi there is about €20, and the cremation itself around €2,000.", true},
		{"en", "The chapel is open 9:00 to 17:00, Monday to Friday.", false},
		{"en", "Call +44 20 7946 0000 or ask at https://ask.example.com/talk.", false},
		{"en", "The service on 1 November 2026 starts at 10 am.", false},
		{"en", "Room 101 is on the 2nd floor of 12 Main Street.", false},
		{"en", "The chapel seats 120 people and the service lasts 45 minutes.", false},
		{"en", "About 30% of families choose a cremation.", false},
		{"en", "A taxi from the station costs about €15.", false},
		{"en", "Parking nearby is €4 an hour.", false},
		{"en", "The council charges a €150 permit fee, which is separate from the chapel's prices.", false},
		{"en", "If your budget is around €3,000, tell them when you ask.", false},
		{"de", "Die Kanzlei sitzt in der Beispielallee 221, 4. OG.", false},
		{"de", "Das Taxi vom Bahnhof kostet etwa 15 Euro.", false},
		{"fr", "Le bus 42 s'arrête devant la chapelle ; le ticket coûte 2 €.", false},
		{"es", "El aparcamiento cuesta 3 euros la hora.", false},
		{"it", "Il biglietto del bus costa 1,50 euro.", false},
		{"nl", "Het kantoor is open van 9.00 tot 17.00 uur.", false},
		{"pt", "A capela fica na Rua Exemplo 12, 1100-148 Lisboa.", false},
		{"ja", "電話番号は03-1234-5678です。", false},
		{"ja", "駐車場は1時間300円です。", false},
	})
}

// TestProvenance: an amount the operator gave on opt-in passes, in any
// notation; another amount does not.
func TestProvenance(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, func() *present.Ledger { return ledgerOf(optInFee, priceReferal) }, []ruleCase{
		{"en", "The clinic told me a first consultation is €85.", false},
		{"en", "A first consultation is 85,00 EUR.", false},
		{"pt", "A própria clínica indica oitenta e cinco euros pela primeira consulta.", false},
		{"en", "A follow-up is €65.", true},
	})
}

// TestDoneClaims: while an action is pending or referred, a sentence that
// speaks of it and does not say it is open is replaced; open, conditional,
// negated and asking sentences, and sentences about something else, pass.
func TestDoneClaims(t *testing.T) {
	for name, o := range map[string]interpret.Outcome{"pending": bookingPending, "referred": bookingReferred} {
		t.Run(name, func(t *testing.T) {
			checkRules(t, ReasonDoneClaim, func() *present.Ledger { return ledgerOf(o) }, []ruleCase{
				{"en", "Looking forward to seeing you Thursday at 3!", true},
				{"en", "Done!", true},
				{"en", "All set!", true},
				{"en", "I made you an appointment for Thursday.", true},
				{"en", "I've put you down for Thursday.", true},
				{"en", "I have registered you.", true},
				{"en", "The clinic has your appointment on Thursday.", true},
				{"en", "Your appointment is on Thursday at 15:00.", true},
				{"en", "No worries, you're booked for Monday.", true},
				{"de", "Bis Donnerstag um 15 Uhr!", true},
				{"de", "Ihr Termin ist am Donnerstag um 15 Uhr.", true},
				{"nl", "Je hebt donderdag om 15 uur een afspraak.", true},
				{"fr", "J'ai réservé votre créneau.", true},
				{"ja", "火曜日に予約を入れました。", true},
				{"ja", "木曜日の15時にお待ちしております。", true},
				{"es", "Su cita es el jueves a las 15:00.", true},
				{"it", "Il Suo appuntamento è giovedì alle 15.", true},
				{"pt", "A sua consulta está marcada para quinta-feira às 15h.", true},
				{"pt", "A sua marcação é na quinta-feira às 15h.", true},
				{"pt", "Faça a sua marcação em https://example.pt/marcar; há vagas na quinta às 15h.", false},
				{"en", "I've passed your request on; staff will confirm the time.", false},
				{"en", "It will be booked once staff confirm.", false},
				{"en", "Please don't assume that the appointment is booked.", false},
				{"en", "Is Thursday at 3 good for you?", false},
				{"en", "The chapel is open on Thursday from 9 to 5.", false},
				{"en", "Meetings usually take about 2 hours.", false},
				{"en", "Bring your ID and any paperwork.", false},
				{"de", "Sobald das Personal sie bestätigt, bekommen Sie eine Nachricht.", false},
				{"pt", "Sua consulta ficará marcada quando a recepção confirmar.", false},
				{"es", "La cita quedará confirmada cuando la recepción la confirme.", false},
				{"fr", "Le rendez-vous sera confirmé dès que l'accueil l'aura validé.", false},
				{"it", "L'appuntamento sarà confermato appena la segreteria lo verifica.", false},
				{"nl", "De afspraak wordt pas ingepland als de arts ernaar heeft gekeken.", false},
				{"ja", "まだ予約は確定していません。", false},
			})
		})
	}
}

// TestDoneItem: a claim about an action the operator reported done passes
// while another is pending.
func TestDoneItem(t *testing.T) {
	done := interpret.Outcome{Kind: interpret.KindActionDone, Operator: chapel, SkillID: "arrangement-booking", SkillName: "Book an arrangement meeting"}
	checkRules(t, ReasonDoneClaim, func() *present.Ledger { return ledgerOf(bookingPending, done) }, []ruleCase{
		{"en", "Your meeting at Example Memorial Chapel is booked for 3 March.", false},
		{"en", "Your appointment at Example Family Clinic is booked for 3 March.", true},
	})
}

// TestBuildingYearAtTheEnd: a year before 1900 after a one-word lead
// right after a building, ending a sentence that says no price, is a
// year; with a price word anywhere in the sentence, or words after it,
// it may be a rent.
func TestBuildingYearAtTheEnd(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"nl", "De aula zit in een kerk uit 1870.", false},
		{"es", "La capilla ofrece también un cortijo de 1500 la noche.", true},
		{"fr", "La location se paie à part, et le plus simple, c'est le moulin de 1200.", true},
		{"nl", "De zaalhuur verschilt per locatie; het voordeligst is de boerderij van 1250.", true},
	})
}
