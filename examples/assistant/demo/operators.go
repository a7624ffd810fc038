package demo

import (
	"iter"
	"strings"

	"github.com/a2aproject/a2a-go/v2/a2a"

	"github.com/agent-capability/onrequest/interpret"
)

// chapel is Example Memorial Chapel, as in Annex A. It holds only a level-1
// attestation, so it cannot book for an assistant although it opted in.
func chapel() *operator {
	op := &operator{
		key:         "chapel",
		name:        "Example Memorial Chapel",
		card:        cardJSON("chapel"),
		attestation: 1,
		route: keywordRoute([][2]string{
			{"transfer-status", "transfer|in your care|brought in|status"},
			{"arrangement-booking", "book|arrangement|appointment|meeting"},
			{"service-pricing", "cost|price|pricing|fee|charge|how much|cremation|burial"},
			{"speak-to-staff", "staff|human|person|director|speak|talk|call"},
			{"opening-hours", "open|hour|when|where|address|location|close"},
		}),
	}
	op.skills = map[string]func(*request) iter.Seq2[a2a.Event, error]{
		"opening-hours": func(r *request) iter.Seq2[a2a.Event, error] {
			return r.say(r.words.text("chapel.hours"))
		},
		"service-pricing": func(r *request) iter.Seq2[a2a.Event, error] {
			// OR-5.3: not opened to assistants, so refer; never the price.
			return r.refer(r.words.text("chapel.pricing.refer", "entry", r.op.entries[r.skill]))
		},
		"arrangement-booking": func(r *request) iter.Seq2[a2a.Event, error] {
			if !r.canActForAssistant() {
				// OR-5.7 with A.3: not done, and where the person can do it.
				return r.finish(a2a.TaskStateRejected,
					r.words.text("chapel.booking.refer", "entry", r.op.entries[r.skill]),
					r.mark("action-referred"), nil)
			}
			return r.finish(a2a.TaskStateCompleted, r.words.text("chapel.booking.done"), nil, nil)
		},
		"transfer-status": func(r *request) iter.Seq2[a2a.Event, error] {
			// OR-5.9: sign-in is A2A's own; this request carries no credential.
			return r.finish(a2a.TaskStateAuthRequired,
				r.words.text("chapel.transfer.signin"), nil, nil)
		},
		"speak-to-staff": func(r *request) iter.Seq2[a2a.Event, error] {
			return r.say(r.words.text("chapel.staff"))
		},
	}
	return op
}

// clinic is Example Family Clinic. It opened its fees to assistants, and
// takes appointment requests that reception completes later.
func clinic() *operator {
	op := &operator{
		key:         "clinic",
		name:        "Example Family Clinic",
		card:        cardJSON("clinic"),
		attestation: 2,
		route: keywordRoute([][2]string{
			{"vaccination-availability", "vaccin|flu|jab"},
			{"appointment-request", "appointment|book|see a doctor|visit"},
			{"consultation-fees", "cost|price|fee|charge|how much|consultation"},
		}),
	}
	op.skills = map[string]func(*request) iter.Seq2[a2a.Event, error]{
		"consultation-fees": func(r *request) iter.Seq2[a2a.Event, error] {
			// OR-5.4: opted in, so the information goes to the assistant, as
			// an Artifact (§6.2). How an assistant shows it acts for a named
			// person is open (§9 item 1); the opt-in accepts its assertion.
			art := &a2a.Artifact{
				Name:  r.words.text("clinic.fees.name"),
				Parts: a2a.ContentParts{a2a.NewTextPart(r.words.text("clinic.fees.text"))},
			}
			if meta := r.mark("given-on-opt-in"); meta != nil {
				art.Extensions = []string{interpret.URI}
				art.Metadata = map[string]any{interpret.URI: meta}
			}
			return r.finish(a2a.TaskStateCompleted, "", nil, art)
		},
		"appointment-request": func(r *request) iter.Seq2[a2a.Event, error] {
			day, clock := r.op.calendar.when(r.text)
			if day == "" {
				return r.finish(a2a.TaskStateInputRequired, r.words.text("clinic.appointment.ask"), nil, nil)
			}
			if !r.canActForAssistant() {
				return r.finish(a2a.TaskStateRejected,
					r.words.text("clinic.appointment.refer", "entry", r.op.entries[r.skill]),
					r.mark("action-referred"), nil)
			}
			when := r.words.text("day." + day)
			if clock != "" {
				when = r.words.text("clinic.appointment.when", "day", when, "time", clock)
			}
			// completion: deferred. Reception confirms later, so the reply
			// says it is passed on and not booked (OR-5.8).
			return r.finish(a2a.TaskStateCompleted,
				r.words.text("clinic.appointment.passed", "day", when), nil, nil)
		},
		"vaccination-availability": func(r *request) iter.Seq2[a2a.Event, error] {
			return r.finish(a2a.TaskStateFailed,
				r.words.text("clinic.vaccines.failed"), nil, nil)
		},
	}
	return op
}

// lawFirm is Example Law Partners. It quotes by telephone on request and
// subscribes people to its newsletter in the conversation.
func lawFirm() *operator {
	op := &operator{
		key:         "law",
		name:        "Example Law Partners",
		card:        cardJSON("law"),
		attestation: 2,
		route: keywordRoute([][2]string{
			{"newsletter-subscribe", "newsletter|subscribe"},
			{"fee-quote", "quote|cost|price|fee|charge|how much|will|divorce"},
		}),
	}
	op.skills = map[string]func(*request) iter.Seq2[a2a.Event, error]{
		"fee-quote": func(r *request) iter.Seq2[a2a.Event, error] {
			entry := r.op.entries[r.skill]
			return r.refer(r.words.text("law.quote.refer", "phone", strings.TrimPrefix(entry, "tel:"), "entry", entry))
		},
		"newsletter-subscribe": func(r *request) iter.Seq2[a2a.Event, error] {
			if !r.canActForAssistant() {
				return r.finish(a2a.TaskStateRejected,
					r.words.text("law.newsletter.refer", "entry", r.op.entries[r.skill]),
					r.mark("action-referred"), nil)
			}
			// completion: in-conversation; done when this reply ends.
			return r.finish(a2a.TaskStateCompleted,
				r.words.text("law.newsletter.done", "entry", r.op.entries[r.skill]), nil, nil)
		},
	}
	return op
}
