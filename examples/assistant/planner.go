package main

import (
	"context"
	"fmt"
	"io"
	"regexp"
	"strings"
	"unicode"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"golang.org/x/text/language"
	"golang.org/x/text/unicode/norm"

	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
)

// Scripted is a stand-in for a model: keyword rules, per operator and
// skill, in English, German, French and Spanish. It is deterministic, so
// tests can rely on it, and it needs no network and no API key.
//
// To show the guard at work, its drafts say what a naive model would add:
// a price "from the web" where the operator gives prices on request, and
// "booked" where an action was not done. The guard must strip both; -v
// shows what it blocked.
type Scripted struct {
	// Tempt makes drafts carry the naive additions (the default in the
	// program). Without it the draft is present's sentence alone.
	Tempt bool
	last  string // URL of the agent asked last, for follow-ups
}

// Name implements Planner.
func (*Scripted) Name() string { return "scripted" }

// A rule maps words in the person's message to one skill and to the
// question sent to the agent. Keywords are folded: lower case, no accents.
type rule struct {
	skill    string
	keywords string // "|"-separated
	question string // sent to the agent, which speaks English
}

// operatorRules are the demo operators, recognised by words in the message.
var operatorRules = []struct {
	operator string
	keywords string
	rules    []rule
}{
	{
		operator: "Example Memorial Chapel",
		keywords: "chapel|funeral|cremation|burial|memorial|kapelle|bestatt|einascher|beerdigung|trauer|chapelle|funer|obseques|cremation|inhumation|capilla|funeraria|cremacion|entierro|velatorio",
		rules: []rule{
			{"transfer-status", "transfer|brought in|in your care|in the care|uberfuhr|transfert|pris en charge|traslado", "Has my relative been brought into your care? What is the transfer status?"},
			{"arrangement-booking", "book|arrangement|meeting|appointment|termin|buchen|vereinbar|rendez-vous|rendez vous|reserver|reunion|cita|reservar|concertar", "Please book an arrangement meeting with a funeral director."},
			{"service-pricing", priceWords, "What does a cremation cost at Example Memorial Chapel?"},
			{"speak-to-staff", "staff|speak|talk to|human|person|director|someone|mitarbeiter|sprechen|mensch|jemand|personne|parler|personnel|quelqu|hablar|persona|personal|alguien", "Can I speak to a member of staff?"},
			{"opening-hours", "open|hour|when|where|address|geoffnet|offnungszeit|offen|wann|wo |adresse|ouvert|horaire|heure|quand|ou est|ou se|abierto|abre|horario|cuando|donde|direccion", "When is Example Memorial Chapel open, and where is it?"},
		},
	},
	{
		operator: "Example Family Clinic",
		keywords: "clinic|doctor|gp|surgery|klinik|praxis|arzt|arztin|clinique|medecin|cabinet medical|clinica|medico|consultorio",
		rules: []rule{
			{"vaccination-availability", "vaccin|flu|jab|impf|grippe|vacuna|gripe", "Do you have flu vaccines in stock this week?"},
			{"appointment-request", "appointment|termin|rendez-vous|rendez vous|cita|see a doctor|see the doctor", "I would like an appointment."},
			{"consultation-fees", priceWords + "|consultation|konsultation|sprechstunde|consulta", "What does a consultation cost for a patient who pays themselves?"},
		},
	},
	{
		operator: "Example Law Partners",
		keywords: "law|lawyer|solicitor|attorney|legal|kanzlei|anwalt|anwaltin|jurist|avocat|juriste|cabinet d|abogad|bufete|despacho|juridic",
		rules: []rule{
			{"newsletter-subscribe", "newsletter|subscribe|sign me up|abonn|suscrib|boletin", "Please subscribe me to your newsletter."},
			{"fee-quote", priceWords + "|quote|angebot|devis|presupuesto|will|testament|divorce|scheidung|divorcio|herencia", "What would you charge for drawing up a will?"},
		},
	},
}

// priceWords ask what something costs, in the four languages.
const priceWords = "cost|price|how much|fee|charge|kostet|kosten|preis|gebuhr|was zahlt|cout|coute|prix|combien|tarif|honorair|cuesta|cuestan|precio|cuanto|tarifa|honorario"

var dayWords = map[string]string{
	"monday": "Monday", "montag": "Monday", "lundi": "Monday", "lunes": "Monday",
	"tuesday": "Tuesday", "dienstag": "Tuesday", "mardi": "Tuesday", "martes": "Tuesday",
	"wednesday": "Wednesday", "mittwoch": "Wednesday", "mercredi": "Wednesday", "miercoles": "Wednesday",
	"thursday": "Thursday", "donnerstag": "Thursday", "jeudi": "Thursday", "jueves": "Thursday",
	"friday": "Friday", "freitag": "Friday", "vendredi": "Friday", "viernes": "Friday",
	"saturday": "Saturday", "samstag": "Saturday", "samedi": "Saturday", "sabado": "Saturday",
	"sunday": "Sunday", "sonntag": "Sunday", "dimanche": "Sunday", "domingo": "Sunday",
	"tomorrow": "tomorrow", "morgen": "tomorrow", "demain": "tomorrow", "manana": "tomorrow",
}

// A Plan is the scripted planner's choice for one message.
type Plan struct {
	Call present.ToolCall
	OK   bool // false: nothing matched; the planner shows its help
}

// Plan chooses the agent, the skill and the question for the person's
// words. It is exported for tests; Answer uses it.
func (s *Scripted) Plan(t Turn) Plan {
	if strings.TrimSpace(t.Text) == "" {
		return Plan{}
	}
	text := fold(t.Text)
	day := findDay(text)
	if t.Awaiting != nil {
		// The person answers the agent's question, unless they clearly
		// moved on to something else.
		if p := s.match(t, text, day); !p.OK || (p.Call.Agent == t.Awaiting.Agent && p.Call.Skill == t.Awaiting.Skill) || day != "" {
			q := t.Text
			if day != "" {
				q = "On " + day + "."
			}
			return Plan{Call: present.ToolCall{Agent: t.Awaiting.Agent, Skill: t.Awaiting.Skill, Question: q}, OK: true}
		}
	}
	return s.match(t, text, day)
}

func (s *Scripted) match(t Turn, text, day string) Plan {
	var target *Agent
	var rules []rule
	for i := range t.Agents {
		ag := &t.Agents[i]
		for _, op := range operatorRules {
			if op.operator == ag.Operator && containsAny(text, op.keywords) {
				target, rules = ag, op.rules
			}
		}
		if target == nil && ag.Operator != "" && strings.Contains(text, fold(ag.Operator)) {
			target = ag
		}
		if target != nil {
			break
		}
	}
	if target == nil {
		// A follow-up ("and what does it cost?") goes to the agent asked last.
		for i := range t.Agents {
			if t.Agents[i].URL == s.last {
				target = &t.Agents[i]
			}
		}
	}
	if target == nil && len(t.Agents) == 1 {
		target = &t.Agents[0]
	}
	if target == nil {
		return Plan{}
	}
	if rules == nil {
		for _, op := range operatorRules {
			if op.operator == target.Operator {
				rules = op.rules
			}
		}
	}
	for _, r := range rules {
		if containsAny(text, r.keywords) {
			q := r.question
			if r.skill == "appointment-request" && day != "" {
				q = strings.TrimSuffix(q, ".") + " on " + day + "."
			}
			return Plan{Call: present.ToolCall{Agent: target.URL, Skill: r.skill, Question: q}, OK: true}
		}
	}
	// An agent the rules do not know: match the words of its card's skills.
	if id := matchSkill(text, *target); id != "" {
		return Plan{Call: present.ToolCall{Agent: target.URL, Skill: id, Question: t.Text}, OK: true}
	}
	return Plan{}
}

// matchSkill finds the skill of an agent the rules do not know from the
// words of its card, as the library does for a question whose skill
// nobody names (interpret's Declaration.Infer), and only when it matches
// well.
func matchSkill(text string, ag Agent) string {
	decl := ag.Declaration
	if decl == nil {
		decl = interpret.Declare(&a2a.AgentCard{Skills: ag.Skills})
	}
	if inf := decl.Infer(text); inf.Confident() {
		return inf.SkillID
	}
	return ""
}

// Answer implements Planner: one tool call, then a draft built from
// present's sentence for the person (plus the naive additions when Tempt).
func (s *Scripted) Answer(ctx context.Context, t Turn, ask Asker, w io.Writer) error {
	p := s.Plan(t)
	if !p.OK {
		_, err := io.WriteString(w, s.Help(t))
		return err
	}
	s.last = p.Call.Agent
	res, err := ask(ctx, p.Call)
	if err != nil {
		_, werr := fmt.Fprintf(w, "%s %v", phrase(t.Lang, "unreachable"), err)
		return werr
	}
	// present's sentence for the outcome is the answer; a planner that
	// passes it on as it stands says so, and it is shown as it is.
	if pw, ok := w.(PresentedWriter); ok {
		err = pw.Presented(res.Say)
	} else {
		_, err = io.WriteString(w, res.Say)
	}
	if err != nil || !s.Tempt {
		return err
	}
	if extra := temptation(res, t.Lang); extra != "" {
		// The planner's own words, which the guard judges.
		_, err = io.WriteString(w, "\n"+extra)
	}
	return err
}

// temptation is what a naive assistant adds to a reply (see Scripted).
func temptation(res present.ToolResult, lang language.Tag) string {
	switch res.Status {
	case interpret.KindOnRequest:
		return phrase(lang, "web-price")
	case interpret.KindActionReferred:
		return phrase(lang, "booked-referred")
	case interpret.KindActionPending:
		return phrase(lang, "booked-pending")
	}
	return ""
}

// Help lists what the scripted planner understands.
func (s *Scripted) Help(t Turn) string {
	var b strings.Builder
	b.WriteString(phrase(t.Lang, "help"))
	for _, ag := range t.Agents {
		var names []string
		for _, sk := range ag.Skills {
			names = append(names, sk.Name)
		}
		fmt.Fprintf(&b, "\n  - %s: %s", ag.Operator, strings.Join(names, "; "))
	}
	return b.String()
}

var phrases = map[string]map[string]string{
	"help": {
		"en": "I am a scripted stand-in for a language model: I match keywords, in English, German, French or Spanish. Name a business and what you want to know, for example \"When is the chapel open?\". I can ask:",
		"de": "Ich bin ein geskripteter Platzhalter für ein Sprachmodell: Ich erkenne Stichwörter auf Deutsch, Englisch, Französisch oder Spanisch. Nennen Sie ein Unternehmen und Ihre Frage, zum Beispiel „Wann hat die Kapelle geöffnet?“. Ich kann fragen:",
		"fr": "Je suis un remplaçant scripté d'un modèle de langage : je reconnais des mots-clés en français, anglais, allemand ou espagnol. Nommez une entreprise et votre question, par exemple « Quand la chapelle est-elle ouverte ? ». Je peux interroger :",
		"es": "Soy un sustituto programado de un modelo de lenguaje: reconozco palabras clave en español, inglés, alemán o francés. Nombre una empresa y su pregunta, por ejemplo «¿Cuándo abre la capilla?». Puedo preguntar a:",
	},
	"unreachable": {
		"en": "I could not get an answer from the business's agent:",
		"de": "Ich habe vom Agenten des Unternehmens keine Antwort bekommen:",
		"fr": "Je n'ai pas obtenu de réponse de l'agent de l'entreprise :",
		"es": "No obtuve respuesta del agente de la empresa:",
	},
	// What a naive model adds. The guard must remove these.
	"web-price": {
		"en": "According to a price comparison website, it costs about $2,450.",
		"de": "Laut einem Preisvergleichsportal kostet das etwa 2.450 €.",
		"fr": "Selon un comparateur de prix en ligne, cela coûte environ 2 450 €.",
		"es": "Según un comparador de precios en internet, cuesta unos 2.450 €.",
	},
	"booked-referred": {
		"en": "I have booked it for you.",
		"de": "Ich habe es für Sie gebucht.",
		"fr": "Je l'ai réservé pour vous.",
		"es": "Lo he reservado para usted.",
	},
	"booked-pending": {
		"en": "Your appointment is booked.",
		"de": "Ihr Termin ist gebucht.",
		"fr": "Votre rendez-vous est réservé.",
		"es": "Su cita está reservada.",
	},
}

// phrase returns one of the planner's own sentences in lang's base
// language, English when it has none.
func phrase(lang language.Tag, key string) string {
	base, _ := lang.Base()
	if s, ok := phrases[key][base.String()]; ok {
		return s
	}
	return phrases[key]["en"]
}

var spaces = regexp.MustCompile(`\s+`)

// fold lower-cases text and drops accents, so "Öffnungszeiten" matches
// "offnungszeit" and "cuánto" matches "cuanto".
func fold(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(strings.ToLower(s)) {
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		b.WriteRune(r)
	}
	// A trailing space lets a keyword such as "wo " match at the end.
	return strings.TrimSpace(spaces.ReplaceAllString(b.String(), " ")) + " "
}

func containsAny(text, keywords string) bool {
	for _, kw := range strings.Split(keywords, "|") {
		if kw != "" && strings.Contains(text, kw) {
			return true
		}
	}
	return false
}

func findDay(text string) string {
	for _, w := range strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if d, ok := dayWords[w]; ok {
			return d
		}
	}
	return ""
}
