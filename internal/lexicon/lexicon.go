// Package lexicon holds the words the guard (package present/guard) and
// interpret's OR-3.9 money check read: one embedded JSON file per
// language in data/, plus shared.json for what no language owns (currency
// codes and signs). A linguist changes a file, not Go code; adding a
// language is adding a file (and its messages in package present).
//
// A file is {"lang": "en", "numbers": {...}, "scales": {...}, "classes":
// {"currency": [...], ...}}. Every class of [Classes] must be present in a
// language file. A phrase is lower case, as the guard folds text; "*" at
// its end matches any ending ("book*": booked, booking), "*" at its start
// any beginning ("*straße": Hauptstraße); "|" at its end makes it match
// only at the end of a clause ("steht|": "Der Termin steht."). Phrases of
// Japanese (and any script without spaces) match anywhere.
package lexicon

import (
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"path"
	"strings"
)

//go:embed data/*.json
var files embed.FS

// PresentDone tells when a done word that is also a present ("Die
// Werkstatt bestätigt per SMS") says what staff will do rather than what
// is done. Not in a clause with an auxiliary of the perfect or the
// passive ("ist bestätigt", "wurde … bestätigt"), nor in one that ends
// in a colon ("Die Praxis bestätigt per SMS: Donnerstag, 15 Uhr"); in
// one with a word of the future ("wird"), or a word of later after it
// ("bestätigt die Werkstatt noch"; not "Heute noch bestätigt"); and in
// one with a word of how staff will tell ("per SMS") where a kind of
// business or staff is its subject: right before or after it, not after
// a word of the passive's agent ("von der Praxis bestätigt"), or the
// antecedent of a relative pronoun that opens the clause the word ends
// ("…beim Team, das per SMS bestätigt"; not "die Mail, die … bestätigt").
type PresentDone struct {
	Words    []string `json:"words"`    // done phrases of the same file
	Perfect  []string `json:"perfect"`  // "ist", "wurde", "hat"
	Future   []string `json:"future"`   // "wird", "werden"
	Later    []string `json:"later"`    // "noch", after the word
	Channel  []string `json:"channel"`  // "per", "telefonisch"
	By       []string `json:"by"`       // "von", "vom", "durch"
	Relative []string `json:"relative"` // "das", "die", "der"
}

// A Class names a kind of word or phrase.
type Class string

// The classes. Each says what a phrase of it tells the guard.
const (
	Currency   Class = "currency"    // a currency: "euros", "$", "円"
	Price      Class = "price"       // makes a sentence a price sentence: "costs", "you'd be looking at"
	Free       Class = "free"        // a zero price: "free of charge", "no charge"
	OtherPayee Class = "other-payee" // money that is not the operator's: "taxi", "parking", "your budget"
	Unit       Class = "unit"        // after a number, a count or measure: "minutes", "people", "km"
	Connector  Class = "connector"   // may follow an amount: "for", "per", "each", "including"
	NotMoney   Class = "not-money"   // before a number that is no amount: "room", "no.", "page", "since"
	Time       Class = "time"        // next to a number, a clock time: "am", "uhr", "時"
	Date       Class = "date"        // days and months: "thursday", "march", "tomorrow"
	Phone      Class = "phone"       // before a telephone number: "call", "tel"
	Percent    Class = "percent"     // after a number: "percent"
	YearLead   Class = "year-lead"   // before a year: "in", "since"
	Booking    Class = "booking"     // what an action is about: "appointment", "booking", "slot"
	Done       Class = "done"        // says an action is done: "booked", "all set", "see you then"
	Farewell   Class = "farewell"    // looks forward to a meeting: "looking forward to", "see you"
	You        Class = "you"         // the person addressed: "you", "your"
	Open       Class = "open"        // says an action is still open: "passed on", "requested", "not yet"
	Confirmer  Class = "confirmer"   // staff or a confirmation still to come: "staff", "confirm*"
	Future     Class = "future"      // a future or subjunctive marker: "will", "wird"
	Condition  Class = "condition"   // "once", "if", "as soon as"
	Negation   Class = "negation"    // "not", "never", "don't"
	Clause     Class = "clause"      // starts a new clause: "but", "and"
	OnRequest  Class = "on-request"  // "on request", as in the OR-6.4 statement
	Topic      Class = "topic"       // plainly about something else: "opening hours", "directions"
	Street     Class = "street"      // a street: a number up to two words after it is a house number
	NumberJoin Class = "number-join" // joins number words: "and" (two hundred and fifty), "und", "e"
	Place      Class = "place"       // a place next to something: "next to", "davanti": names no payer
	Both       Class = "both"        // speaks of every item: "both", "beide", "どちらも"
	Budget     Class = "budget"      // the person's own money: "your budget", "you told me", "set aside"
	That       Class = "that-clause" // starts a reported clause: "that", "dass", "que"; a negation before covers it
	// Hypothetical marks the conditional mood or a past subjunctive:
	// "would", "würde", "sarebbe", "accettasse". A clause in it states no
	// fact.
	Hypothetical Class = "hypothetical"
	// Trade names a kind of business as a noun: "the agency", "notaire",
	// "Kanzlei". After a negation it disowns money for such a business
	// ("paid to the council, not to the agency").
	Trade Class = "trade"
	// Likeness offers one price as a guide to another: "about the same",
	// "in that range", "dans ces eaux-là", "同じくらい".
	Likeness Class = "likeness"
	// Included says a cost is part of another: "including", "compris",
	// "inklusive". A payee's fee it includes is in the operator's total.
	Included Class = "included"
	// AtThem names the operator by a pronoun: "with them", "bei denen",
	// "chez eux". An amount in its clause is the operator's, whoever
	// else the clause names.
	AtThem Class = "at-them"
	// Title is a title before a name: "Dr.", "Mme", "Sig.", "doctora".
	// Its full stop ends no sentence; a wish after it is staff's, not the
	// person's (Want).
	Title Class = "title"
	// Own says an amount is another business's own: "their own quote",
	// "son prix à lui", "eigenes Angebot". Said of no referred item, such
	// an amount is no value of one.
	Own Class = "own"
	// OwnFigure is a figure of the person's own: their salary or income,
	// the price of what they buy or sell, a valuation ("you're buying a
	// flat for", "Kaufpreis", "valorado en", "給与"). The amount next to
	// it is theirs; amounts further on are not.
	OwnFigure Class = "own-figure"
	// Month is a month's name ("March", "mars", "月"): with no day
	// number next to it, a month is no slot ("your son turns one in
	// September").
	Month Class = "month"
	// Reported reports what the person said ("you told me", "vous m'avez
	// dit", "とのことでした"): its clause, and the that-clause after it,
	// state their words, not the state of an action.
	Reported Class = "reported"
	// Tag is a question tag after a statement ("…, right?", "…, oder?",
	// "…, né?"): the statement is not a question.
	Tag Class = "tag"
	// Charge is a verb of charging or paying ("charge", "kostet",
	// "cobran", "かから"): negated next to it, with no amount in its
	// clause, it gives a zero price ("Ferri non ve lo fa pagare").
	Charge Class = "charge"
	// Callback is a call back from the operator, as a request or a verb
	// ("callback", "ruft Sie zurück", "vous rappelle", "折り返し"): while a
	// callback is pending, the call at a clock time is its slot stated as
	// fact ("the physio will call you back tomorrow at 4").
	Callback Class = "callback"
	// Deadline puts a date as a limit ("before 30 April", "spätestens am
	// 5. Mai", "entro il 30"), or says something expires then ("expires
	// on", "scade il", "verloopt op"): a date after it is no slot.
	Deadline Class = "deadline"
	// Reminder asks the person to remember ("don't forget", "n'oubliez
	// pas", "忘れずに"): the negation in it negates nothing that follows.
	Reminder Class = "reminder"
	// Apart says that money is apart from a business named after it
	// ("separate from anything Oakridge charges", "no forma parte de la
	// factura de la funeraria", "さくら典礼とは別"): in its clause, it
	// disowns that business as a negation does.
	Apart Class = "apart"
	// Advice recommends what the person should do ("it's best to", "am
	// besten", "ti conviene", "ほうがいい", "if possible"), or says what the
	// assistant asked about ("asked about", "navraag gedaan"): a clause
	// with it and no word that says done, no booking word and no item
	// named states no fact.
	Advice Class = "advice"
	// Nothing is a word for no money at all ("nothing", "niets", "rien"):
	// ending the clause of a verb of charging, it gives a zero price
	// ("rekent voor een intake niets").
	Nothing Class = "nothing"
	// Recap opens a summary of what the person told ("to sum up", "si je
	// résume", "まとめると"): amounts after it, said of the person and of
	// no business, are the person's own figures.
	Recap Class = "recap"
	// Request speaks of the person's request as a thing passed on or
	// received ("tu pedido", "ta demande", "ha recibido"): its clause
	// states nothing of the booking, but, unlike Open, says nothing of the
	// clauses before it either.
	Request Class = "request"
	// Suffices says an amount is enough for something, or falls short
	// ("fits within", "te llega de sobra", "dá tranquilo", "まかなえる"):
	// said of the person's own money and a referred item, it bounds that
	// item's price, and is a value.
	Suffices Class = "suffices"
	// Listing is where a business lists its own prices ("their website
	// lists", "en su web", "sur son site"): in a sentence that names
	// another business, by its proper name or as Another, and neither the
	// operator nor a referred item, the amount is that business's own.
	Listing Class = "listing"
	// Wish opens a wish for what the person will do ("enjoy", "que
	// disfrutes", "buon", "belle", "viel Spaß"): opening a sentence that
	// exclaims and gives a date or clock time in digits, it takes leave as
	// a farewell does, and so names a slot as settled ("Buon taglio sabato
	// alle 10!").
	Wish Class = "wish"
	// Another marks a business as not the one the person asked about
	// ("the other", "another", "die andere", "l'autre", "別の"): before a
	// kind of business, it names another business, as a proper name does.
	Another Class = "another"
	// Estimate may reckon on an amount, or just have or expect something
	// ("expecting", "cuenta con", "erwarten"): a bare number after it is a
	// price unless a noun follows that it counts ("cuenta con 300
	// reseñas"). Verbs that only reckon on money are Price.
	Estimate Class = "estimate"
	// Availability speaks of free slots at the operator ("the earliest
	// available slot", "el primer hueco libre", "最も早い枠"): a clause with
	// it and nothing of the person or the booking states no booking.
	Availability Class = "availability"
	// Sum adds amounts together ("together", "in total", "zusammen",
	// "suman"): an amount with it and a kind of business in its clause is
	// no other payee's alone ("Parkschein und Aufbahrungsraum der Kapelle
	// kommen zusammen auf etwa 420 €"); fares added together stay fares.
	// After it, a total that adds amounts given before it to something no
	// payee is named for is the operators' ("With the £4 for parking, a
	// first assessment there comes to about £60 all in").
	Sum Class = "sum"
	// Want says someone wants or prefers something ("wants to", "möchte",
	// "wil", "quer", "veut", "たいと"): in a reported clause, after "that",
	// with the day or time after "that" too and no staff, title or
	// business before it, it passes on a wish and claims nothing
	// ("aangegeven dat Daan graag op maandag om 16:30 wil beginnen"); "the
	// doctor wants to see you on Thursday" still states the slot.
	Want Class = "want"
	// Rate follows a number as a price per hour ("an hour", "pro
	// Stunde", "l'ora", "la hora", "1時間あたり"): right after a number or
	// the end of a range, it makes the number an amount ("20-25 l'ora per
	// matematica"). Per lesson or per session is left out: "6 pro Termin"
	// counts people.
	Rate Class = "rate"
	// Building is a building or a venue that dates from a year
	// ("building", "bâtiment", "villa", "建物"): in its clause, where no
	// price word is, a year of four digits before 1900 after a YearLead
	// phrase of two words or more ("date de", "è del") is a year ("le
	// bâtiment date de 1782").
	// Rooms and halls are left out: "la salle est de 1750" may be a hire
	// price.
	Building Class = "building"
	// OnlyThen puts what its clause says at a later point ("only then",
	// "solo allora", "nur dann"): with a future, and before any word that
	// says done and any day or time, the clause states nothing done now
	// ("un istruttore ti confermerà via e-mail e solo allora sarà
	// fissata").
	OnlyThen Class = "only-then"
	// Whether opens a question inside a sentence ("whether", "ob",
	// "kijken of", "かどうか"); each of its phrases is an Open phrase too.
	// A clause open by it alone speaks of the action only with a day or
	// time, a booking word or an item named ("they'll check whether
	// Thursday at 3pm works"); else it asks about something else and
	// leaves a claim before it standing ("Your appointment is booked for
	// Thursday at 10; reception is checking whether the car park will be
	// open").
	Whether Class = "whether"
	// Comparative sets the operator's price against one given before:
	// "cheaper", "a bit more", "teurer", "plus cher", "高め", or points
	// back at it ("that figure", "ce montant", "esse valor"). A sentence
	// with one says what the operator charges, so it leaves no price
	// before it another business's own.
	Comparative Class = "comparative"
)

// Classes returns every class a language file must have.
func Classes() []Class {
	return []Class{Currency, Price, Free, OtherPayee, Unit, Connector, NotMoney, Time, Date, Phone, Percent,
		YearLead, Booking, Done, Farewell, You, Open, Confirmer, Future, Condition, Negation, Clause, OnRequest, Topic,
		Street, NumberJoin, Place, Both, Budget, That, Hypothetical, Trade, Likeness, Included, AtThem, Title, Own, OwnFigure, Month, Reported, Tag, Charge, Callback, Deadline, Reminder, Apart, Advice, Nothing, Recap, Request, Suffices, Listing, Wish, Another, Estimate, Availability, Sum, Want, Rate, Building, OnlyThen, Whether, Comparative}
}

// A Language is one file, read and checked.
type Language struct {
	Lang string `json:"lang"`
	// Numbers are number words and their values: "two": 2, "zwanzig": 20,
	// "zweieinhalb": 2.5.
	Numbers map[string]float64 `json:"numbers"`
	// Scales multiply the number before them: "thousand", "k", "万".
	Scales  map[string]int64   `json:"scales"`
	Classes map[Class][]string `json:"classes"`
	// NegationAfter says a negation follows what it negates, as in
	// Japanese ("さくら葬祭の費用とは別です": not Sakura's fee).
	NegationAfter bool `json:"negationAfter,omitempty"`
	// NounCapitals says every noun is written with a capital, as in
	// German: a capitalised word inside a sentence names no business by
	// itself ("Jede Familie hat ihre eigene Vorstellung").
	NounCapitals bool `json:"nounCapitals,omitempty"`
	// ConditionVerbLast says the verb of a clause that sets a condition
	// comes last and may be spelt as the participle that says done, as in
	// German ("…, falls die Filiale das Zeitfenster bestätigt"): a word
	// that says done at the end of such a clause is staff's word to come.
	ConditionVerbLast bool `json:"conditionVerbLast,omitempty"`
	// RideTo are the words that say where a ride goes ("to", "zur",
	// "naar", "jusqu'à"), in a language that spaces its words: a referred
	// item's operator whose name of several words comes right after a
	// fare and one of them (an article at most between) is where the ride
	// goes, not who is paid ("a taxi to Example Funeral Home is about
	// $20"). Unlike a class's phrases, they are no hits.
	RideTo []string `json:"rideTo,omitempty"`
	// Or are the words that offer one thing instead of another ("or",
	// "oder", "ou", "of"), in a language that spaces its words: two days
	// or times joined by one are a choice offered, not the slot of a
	// booking. Like RideTo, they are no hits.
	Or []string `json:"or,omitempty"`
	// Adverbs may follow a number and say nothing of what it counts
	// ("only", "solo", "dabei", "tondi"): a number before one is money
	// by its shape alone (grouped or scaled), as "1,450 only" is and "40
	// only" or "150 dabei" is not. Like RideTo, they are no hits.
	Adverbs []string `json:"adverbs,omitempty"`
	// Visit are the verbs of someone coming to the person ("comes",
	// "kommt", "passe", "vem", "来ます"), whole words in a language that
	// spaces its words, anywhere in the clause in one that does not: a
	// clause with one of them, a kind of business (the plumber, "le
	// couvreur") and one day or time states a pending visit as fact ("le
	// couvreur passe mercredi à 8 h"), unless it says open, hangs it on
	// staff or a condition, or denies it. Like RideTo, they are no hits.
	Visit []string `json:"visit,omitempty"`
	// Workers are the words for the person who comes to do a job
	// ("technician", "Monteur", "technicien", "técnico", "担当者"), found
	// as Visit words are: with a visit word and one day or time in a
	// clause, while an action is pending, they state the visit as fact
	// as a kind of business of the acting operator does ("de monteur
	// komt dinsdag tussen 8 en 12 uur langs"). Like RideTo, they are no
	// hits.
	Workers []string `json:"workers,omitempty"`
	// Waitlist are the nouns for a waiting list ("waiting list",
	// "wachtlijst", "キャンセル待ち"): a pending or referred action whose
	// skill or operator's words hold one is a place on a waiting list.
	Waitlist []string `json:"waitlist,omitempty"`
	// OnWaitlist are the phrases that say someone has a place on a waiting
	// list ("on the waiting list", "op de wachtlijst", "キャンセル待ちに登録"):
	// while the action is such a place, a clause with one states it done
	// ("Je staat op de wachtlijst bij …"), unless it says open, hangs it on
	// staff or a condition, or denies it. They are looked up as written
	// inside the clause's text, not as hits.
	OnWaitlist []string `json:"onWaitlist,omitempty"`
	// Yourself are the phrases that leave the action to the person
	// ("yourself", "selbst buchen", "vous-même", "ご自身で"): a clause
	// with one and no word that says done, in a sentence with an address
	// or a booking word, tells the person what to do, and what it names
	// (the day, the time) is what they are to book, no slot stated as
	// settled ("Den Termin am Dienstag um 9:30 musst du selbst buchen").
	// The clauses beside it are judged on their own. Looked up as
	// written, inside the clause.
	Yourself []string `json:"yourself,omitempty"`
	// DayLead are the words right before a day of the month written
	// alone, in a language that spaces its words ("le" of "le 22", "del"
	// of "il sopralluogo del 22", "am" of "am 14."): a number from 1 to
	// 31 after one, with no currency or unit after it, is that day, not
	// an amount ("La visite conseil du 18 n'est pas réservée", "bonne nuit
	// au refuge le 22 !"). Like RideTo, they are no hits.
	DayLead []string `json:"dayLead,omitempty"`
	// Articles are the short words that may stand between a negation and
	// the name it disowns ("der" of "nicht der Preis von …", "die" of
	// "niet die van …", "celui" of "pas celui de …"), in a language that
	// spaces its words: beside connectors and price words they leave the
	// name negated. Like RideTo, they are no hits.
	Articles []string `json:"articles,omitempty"`
	// Possessives are the words that say whose a thing is ("their",
	// "leur", "su", "ihr"), in a language that spaces its words: written
	// with a capital at a sentence's start they name no business ("Their
	// direct cremation is £1,600, not a clinic's price"). Like RideTo,
	// they are no hits.
	Possessives []string `json:"possessives,omitempty"`
	// PointBack are the phrases that open a sentence about what the
	// sentence before said ("that's", "das ist", "c'est", "これは"): only
	// such a sentence may say the money before it is someone else's, not
	// the operator's ("That's a government fee, not the solicitors'"); one
	// with a subject of its own speaks of something else ("The
	// certificate copies are a register office fee, …"). Looked up at the
	// start of the sentence.
	PointBack []string `json:"pointBack,omitempty"`
	// TopicMarks are the particles after which a comma goes on with the
	// same clause, in a language that marks its topic so ("は" in
	// "金曜9:15の予約は、病院から確定の連絡が来る予定です"): the topic is
	// what the rest of the clause is about.
	TopicMarks []string `json:"topicMarks,omitempty"`
	// AskThem are the phrases that send the person to the operator to ask
	// ("ask them", "dort erfragen", "va chiesto a loro", "聞いてみて"):
	// like a word that says prices are given on request, after an
	// operator's name they say the answer has none of its prices, so a
	// business's own price before them stays that business's ("Sample
	// Hall lists $3,000 on its own site; for Example Barn you'd have to
	// ask them"). Unlike a class's phrases they are no hits, and so no
	// statement that information came on request (OR-6.4). Looked up in
	// the clauses after the operator's name.
	AskThem []string `json:"askThem,omitempty"`
	// Dispatched are the phrases of someone sent out or on the way
	// ("dispatched", "è stato mandato", "dépêché"): with a worker word
	// tied to the acting operator in its clause, a call-out is claimed
	// done (data/README.md says when). Looked up in the clause.
	Dispatched []string `json:"dispatched,omitempty"`
	// Owed are the phrases of need before a passive ("needs to be", "tem
	// de ser", "doit être"): a done word right after one, in its clause
	// and with no negation before it, is still to be done ("The
	// appointment has to be booked by you"); not "must be", "is to be".
	// OwedAfter are the words that do so right after the done word, where
	// the passive's infinitive comes last ("werden" of "muss von Ihnen
	// gebucht werden", "worden" of "moet door u geboekt worden"). Looked
	// up as written, inside the clause.
	Owed      []string `json:"owed,omitempty"`
	OwedAfter []string `json:"owedAfter,omitempty"`
	// PastModals are the past forms of modal verbs ("konnte", "kon"):
	// one before a done word in its clause makes an OwedAfter word the
	// past of a passive that happened ("Ihr Termin konnte erfolgreich
	// gebucht werden"). Like RideTo, they are no hits.
	PastModals []string `json:"pastModals,omitempty"`
	// PassedOn are the Open phrases that pass something on ("forwarded",
	// "weitergeleitet", "transmis", "送りました"), each an Open phrase of
	// the same file: a clause whose only open words they are, that names
	// no request, booking, day or time and names what it passed on in
	// words the vocabulary does not know, passed on something else, and
	// leaves a done word before it standing ("Your inspection is
	// confirmed for Friday at 8:30, and I've forwarded your notes"). A
	// phrase that holds its object ("sent your request", "passed it on")
	// is no PassedOn phrase.
	PassedOn []string `json:"passedOn,omitempty"`
	// GoesWell: "goes smoothly", "vaya bien": the event takes place.
	GoesWell []string `json:"goesWell,omitempty"`
	// OwnWords: "own", "eigenen", "propre": right before a price word,
	// it is someone's own price ("RoadVan's own rental rate").
	OwnWords []string `json:"ownWords,omitempty"`
	// AnyBusiness: "the same whichever lawyer you use", "bei jedem
	// Bestatter", "どの…": said of a fee, it is no guide to the operator's.
	AnyBusiness []string `json:"anyBusiness,omitempty"`
	// PresentDone describes done words that are spelt as the present of
	// staff's verb too, as German "bestätigt" (confirmed, and confirms).
	PresentDone *PresentDone `json:"presentDone,omitempty"`
	// Parking are the other payees that are places to park ("car park",
	// "Parkhaus", "駐車場"), each an other-payee phrase of the same file:
	// an operator named as where one is ("Parking at Example Clinic costs
	// £2 an hour", "Example記念病院の駐車場") is no one who is paid. A
	// shuttle or a bus of the operator's is its service.
	Parking []string `json:"parking,omitempty"`
	// Rides are the other payees that are rides one pays for ("bus",
	// "taxi", "S-Bahn", "フェリー"), each an other-payee phrase of the same
	// file: an operator named as where the ride goes, in the clause of
	// the ride and its one amount ("Mit der S-Bahn kommst du für 3,80 €
	// bis zur Therme Example"), is no one who is paid. A transfer or a
	// shuttle of the operator's is its service, and no ride here.
	Rides []string `json:"rides,omitempty"`
	// CapsOnly are currency codes that are also words of some language
	// ("try", "pen", "mad", French "ils"): they name a currency only
	// written in capitals ("TRY 450"), not in "Try 2 or 3 of them".
	CapsOnly []string `json:"capsOnly,omitempty"`
}

// Parse reads and checks one language file. A file with shared set to
// true (shared.json) needs only the classes it has.
func Parse(data []byte) (*Language, error) {
	var l Language
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&l); err != nil {
		return nil, fmt.Errorf("lexicon: %w", err)
	}
	if l.Lang == "" {
		return nil, errors.New("lexicon: no lang")
	}
	if err := l.check(); err != nil {
		return nil, fmt.Errorf("lexicon %s: %w", l.Lang, err)
	}
	return &l, nil
}

// ClauseEnd returns a phrase without its end-of-clause mark: "steht|" is
// "steht" at the end of a clause.
func ClauseEnd(p string) string {
	if len(p) > 1 {
		return strings.TrimSuffix(p, "|")
	}
	return p
}

// Tags returns the languages there are files for, in name order.
func Tags() []string {
	entries, _ := files.ReadDir("data") // an embedded directory reads
	var out []string
	for _, e := range entries {
		if tag := strings.TrimSuffix(e.Name(), ".json"); tag != "shared" {
			out = append(out, tag)
		}
	}
	return out
}

// Load reads the file of one language (a tag from Tags, or "shared").
func Load(tag string) (*Language, error) {
	data, err := files.ReadFile(path.Join("data", tag+".json"))
	if err != nil {
		return nil, fmt.Errorf("lexicon: no file for %q", tag)
	}
	l, err := Parse(data)
	if err == nil && l.Lang != tag {
		err = fmt.Errorf("lexicon: file %s.json says lang %q", tag, l.Lang)
	}
	return l, err
}
