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
			return r.say("Example Memorial Chapel is open Monday to Friday 09:00 to 17:00 and Saturday 10:00 to 13:00, at 1 Example Street.")
		},
		"service-pricing": func(r *request) iter.Seq2[a2a.Event, error] {
			// OR-5.3: not opened to assistants, so refer; never the price.
			return r.refer("Example Memorial Chapel gives its prices to the person who asks. You can ask here: " + r.op.entries[r.skill])
		},
		"arrangement-booking": func(r *request) iter.Seq2[a2a.Event, error] {
			if !r.canActForAssistant() {
				// OR-5.7 with A.3: not done, and where the person can do it.
				return r.finish(a2a.TaskStateRejected,
					"I can't book this meeting for you. The person can book it here: "+r.op.entries[r.skill],
					r.mark("action-referred"), nil)
			}
			return r.finish(a2a.TaskStateCompleted, "The arrangement meeting is booked.", nil, nil)
		},
		"transfer-status": func(r *request) iter.Seq2[a2a.Event, error] {
			// OR-5.9: sign-in is A2A's own; this request carries no credential.
			return r.finish(a2a.TaskStateAuthRequired,
				"Transfer status is shown only to family members who sign in to the family portal at https://portal.example.com.", nil, nil)
		},
		"speak-to-staff": func(r *request) iter.Seq2[a2a.Event, error] {
			return r.say("A funeral director can take your call Monday to Friday 09:00 to 17:00, in English; outside those hours we arrange a callback for the next working day. Ask for one here: https://ask.example.com/talk")
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
				Name:  "Consultation fees",
				Parts: a2a.ContentParts{a2a.NewTextPart("A standard consultation at Example Family Clinic costs 45 EUR for patients who pay themselves; a long consultation costs 70 EUR.")},
			}
			if meta := r.mark("given-on-opt-in"); meta != nil {
				art.Extensions = []string{interpret.URI}
				art.Metadata = map[string]any{interpret.URI: meta}
			}
			return r.finish(a2a.TaskStateCompleted, "", nil, art)
		},
		"appointment-request": func(r *request) iter.Seq2[a2a.Event, error] {
			day := findDay(r.text)
			if day == "" {
				return r.finish(a2a.TaskStateInputRequired, "Which day would suit you for the appointment?", nil, nil)
			}
			if !r.canActForAssistant() {
				return r.finish(a2a.TaskStateRejected,
					"I can't request this appointment for you. The person can ask here: "+r.op.entries[r.skill],
					r.mark("action-referred"), nil)
			}
			// completion: deferred. Reception confirms later, so the reply
			// says it is passed on and not booked (OR-5.8).
			return r.finish(a2a.TaskStateCompleted,
				"Your request for an appointment on "+day+" has been passed to reception. A member of staff will confirm a time with you; nothing is booked yet.", nil, nil)
		},
		"vaccination-availability": func(r *request) iter.Seq2[a2a.Event, error] {
			return r.finish(a2a.TaskStateFailed,
				"The clinic's stock system is not answering, so I can't say which vaccines are in stock. Please try again later.", nil, nil)
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
			return r.refer("Example Law Partners quotes its fees to the person who asks, after hearing the matter. You can call " +
				strings.TrimPrefix(entry, "tel:") + " (" + entry + ").")
		},
		"newsletter-subscribe": func(r *request) iter.Seq2[a2a.Event, error] {
			if !r.canActForAssistant() {
				return r.finish(a2a.TaskStateRejected,
					"I can't subscribe you from here. You can subscribe here: "+r.op.entries[r.skill],
					r.mark("action-referred"), nil)
			}
			// completion: in-conversation; done when this reply ends.
			return r.finish(a2a.TaskStateCompleted,
				"Done: you are subscribed to the Example Law Partners monthly newsletter. You can unsubscribe at any time at "+r.op.entries[r.skill], nil, nil)
		},
	}
	return op
}

var days = []string{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "tomorrow", "today"}

// findDay returns the first English day word in text, capitalised.
func findDay(text string) string {
	t := strings.ToLower(text)
	for _, d := range days {
		if strings.Contains(t, d) {
			return strings.ToUpper(d[:1]) + d[1:]
		}
	}
	return ""
}
