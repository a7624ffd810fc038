package main

import "github.com/agent-capability/onrequest/interpret"

// A scenario is one question a person might ask the demo agents, in four
// languages, and the outcome kind it leads to. -demo replays them in order,
// as one conversation; the tests ask them too.
type scenario struct {
	kind      interpret.Kind
	operator  string
	questions map[string]string // by base language
}

var scenarios = []scenario{
	{interpret.KindAnswered, "Example Memorial Chapel", map[string]string{
		"en": "When is the chapel open?",
		"de": "Wann hat die Kapelle geöffnet?",
		"fr": "Quand la chapelle est-elle ouverte ?",
		"es": "¿Cuándo abre la capilla?",
	}},
	{interpret.KindOnRequest, "Example Memorial Chapel", map[string]string{
		"en": "What does a cremation cost at the chapel?",
		"de": "Was kostet eine Feuerbestattung bei der Kapelle?",
		"fr": "Combien coûte une crémation à la chapelle ?",
		"es": "¿Cuánto cuesta una cremación en la capilla?",
	}},
	{interpret.KindActionReferred, "Example Memorial Chapel", map[string]string{
		"en": "Can you book an arrangement meeting at the chapel for me?",
		"de": "Können Sie bei der Kapelle ein Beratungsgespräch für mich buchen?",
		"fr": "Pouvez-vous réserver un rendez-vous d'organisation à la chapelle pour moi ?",
		"es": "¿Puede reservarme una reunión de organización en la capilla?",
	}},
	{interpret.KindSignInRequired, "Example Memorial Chapel", map[string]string{
		"en": "Has my father been brought into the chapel's care yet? What is the transfer status?",
		"de": "Ist mein Vater schon in der Obhut der Kapelle? Wie ist der Stand der Überführung?",
		"fr": "Mon père a-t-il été pris en charge par la chapelle ? Où en est le transfert ?",
		"es": "¿Ya está mi padre al cuidado de la capilla? ¿Cómo va el traslado?",
	}},
	{interpret.KindAnswered, "Example Memorial Chapel", map[string]string{
		"en": "Can I speak to someone at the chapel?",
		"de": "Kann ich bei der Kapelle mit einem Mitarbeiter sprechen?",
		"fr": "Puis-je parler à quelqu'un de la chapelle ?",
		"es": "¿Puedo hablar con alguien de la capilla?",
	}},
	{interpret.KindGivenOnOptIn, "Example Family Clinic", map[string]string{
		"en": "How much is a consultation at the clinic?",
		"de": "Was kostet eine Sprechstunde in der Praxis?",
		"fr": "Combien coûte une consultation à la clinique ?",
		"es": "¿Cuánto cuesta una consulta en la clínica?",
	}},
	{interpret.KindInputRequired, "Example Family Clinic", map[string]string{
		"en": "I need an appointment at the clinic.",
		"de": "Ich brauche einen Termin in der Praxis.",
		"fr": "J'ai besoin d'un rendez-vous à la clinique.",
		"es": "Necesito una cita en la clínica.",
	}},
	{interpret.KindActionPending, "Example Family Clinic", map[string]string{
		"en": "Tuesday, please.",
		"de": "Dienstag, bitte.",
		"fr": "Mardi, s'il vous plaît.",
		"es": "El martes, por favor.",
	}},
	{interpret.KindFailed, "Example Family Clinic", map[string]string{
		"en": "Does the clinic have flu vaccines this week?",
		"de": "Hat die Praxis diese Woche Grippeimpfstoff?",
		"fr": "La clinique a-t-elle des vaccins contre la grippe cette semaine ?",
		"es": "¿Tiene la clínica vacunas contra la gripe esta semana?",
	}},
	{interpret.KindOnRequest, "Example Law Partners", map[string]string{
		"en": "How much would the law firm charge for a will?",
		"de": "Was kostet ein Testament bei der Kanzlei?",
		"fr": "Combien le cabinet d'avocats demanderait-il pour un testament ?",
		"es": "¿Cuánto cobraría el bufete de abogados por un testamento?",
	}},
	{interpret.KindActionDone, "Example Law Partners", map[string]string{
		"en": "Please subscribe me to the law firm's newsletter.",
		"de": "Bitte melden Sie mich für den Newsletter der Kanzlei an.",
		"fr": "Abonnez-moi à la newsletter du cabinet d'avocats, s'il vous plaît.",
		"es": "Suscríbame al boletín del bufete de abogados, por favor.",
	}},
}
