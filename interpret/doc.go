// Package interpret reads the A2A extension "On Request"
// (https://agent-capability.org/ext/on-request/v1) without doing any I/O:
// an Agent Card becomes a [Declaration], and a reply becomes an [Outcome].
//
// The extension lets a business's agent say that some information is given
// on request: told to the person who asks, at an address of the business's
// own (personEntry), and not published to every caller. An assistant that
// embeds this package learns, for each reply, whether it may present what
// the agent said, must send the person to that address instead, or must not
// say that an action is done.
//
// # Reading a card
//
// [Declare] reads the extension's params from an *a2a.AgentCard:
//
//	decl := interpret.Declare(card)
//	for _, s := range decl.Skills {
//		// s.ID, s.Name, s.PersonEntry, s.AssistantAccess, s.Completion
//	}
//	for _, f := range decl.Findings {
//		log.Printf("card breaks %s: %s", f.Rule, f.Message)
//	}
//
// Everything wrong in the card is a [Finding] carrying the rule id it breaks,
// OR-3.1 to OR-3.9; a bad entry never takes the others down with it. Where
// the card is unclear, Declare takes the reading that keeps the person safe:
// a personEntry that fails [CheckPersonEntry] is dropped (Skill.PersonEntry
// is empty, so it can never be shown), an unknown completion reads as
// deferred, a repeated entry keeps its most restrictive values, and a
// malformed assistantAccess reads as false. A personEntry web address on a
// domain the card names nowhere else (not its provider's, not one of its
// interfaces', compared by registrable domain with the public suffix list)
// is reported under OR-3.4, "an origin the operator controls", and kept: a
// client cannot see who controls a domain, only what the card says.
//
// Declare takes a card already decoded. Cards fetched through package cache
// (and so package client) are read as a2a-go reads them, for A2A 1.0 and
// 0.3, and also when their security requirements are in the A2A 1.0
// (ProtoJSON) form {"list": [...]} that Annex A.1 of the extension uses and
// a2a-go v2.4.0 rejects on its own (a2aproject/a2a-go#430). A card from
// elsewhere decodes with json.Unmarshal, or a2av0.NewAgentCardParser for a
// 0.3 card, as long as it is not in that form.
//
// # Reading a reply
//
// A [Call] records what the assistant knew when it sent a message: the card's
// Declaration (nil if there is none), whether the request activated the
// extension, and the skill it meant to use, if it knows. Its methods read a
// reply: [Call.Result] a SendMessage result, [Call.Task] a Task from
// SendMessage or GetTask, [Call.Message] a Message, and [Call.Stream] a
// [Stream] that is fed events one at a time.
//
//	out := interpret.Call{Declaration: decl, Activated: true, SkillID: "service-pricing"}.Result(res)
//	switch out.Kind {
//	case interpret.KindOnRequest, interpret.KindActionReferred:
//		// Send the person to out.PersonEntry; present no value for this
//		// item from anywhere else as the operator's (OR-6.3).
//	case interpret.KindGivenOnOptIn:
//		// out.ArtifactText(), said to come from out.Operator, on request (OR-6.4).
//	case interpret.KindActionPending:
//		// Passed on; never say it is done (OR-5.8).
//	}
//
// The kinds, and when each holds:
//
//	answered          no marker; a public skill or an unmarked reply
//	on-request        marker on-request; or the card's skill is not opened to
//	                  assistants and the reply is unmarked or given-on-opt-in
//	action-referred   marker action-referred; or an unopened action, unmarked
//	given-on-opt-in   marker given-on-opt-in on a skill the card opens
//	action-pending    completion: deferred (whatever the state, COMPLETED
//	                  included), or a task still SUBMITTED or WORKING; or an
//	                  unmarked completed task, where no skill is known and
//	                  the card declares a deferred action (see below)
//	action-done       completion: in-conversation and TASK_STATE_COMPLETED
//	sign-in-required  TASK_STATE_AUTH_REQUIRED
//	input-required    TASK_STATE_INPUT_REQUIRED
//	failed            FAILED, CANCELED, REJECTED without a marker, an
//	                  unknown state, or no reply at all
//
// # Which skill, and a deferred action never done
//
// A completed task means the agent finished replying, and §6.1 has no
// marker for a deferred action the agent accepted (the extension's open
// question 2): only the skill tells "passed on to staff" from an answer or
// from an action done in the conversation. So the skill is, in order: the
// reply marker's; [Call.SkillID] (named by the caller, or remembered by
// package client for the whole task, with [Call.SkillSource] saying how it
// was first known); or one inferred from [Call.Question] with
// [Declaration.Infer], used only at [InferenceThreshold] or above. A named
// skill the card does not have (a model's guess) does not decide the
// reading, and a named
// skill that is not a deferred action gives way to a deferred action the
// question plainly asks for. Outcome records the skill in SkillID,
// SkillSource and SkillConfidence.
//
// Where none of these names a skill, the reply is unmarked, the task
// completed (or a Message says something is done), and the card declares a
// deferred action, the outcome is action-pending for that action
// (SkillSource "assumed"; with several, the one the question and reply
// match best). A question that plainly asks for something else (a skill
// that matched well) keeps its answer.
//
// What can and cannot be told apart, for an unmarked completed task:
//
//   - The skill known (named, remembered or inferred): deferred reads
//     pending, in-conversation reads done, any other skill answered.
//   - No skill known, card with a deferred action: pending. An answer to a
//     public question asked in words the card does not use also reads
//     pending: the safe error. A deferred action done on opt-in cannot be
//     told from one passed on; both read pending.
//   - No skill known, no deferred action in the card: answered. An
//     in-conversation action done is then not reported as done.
//   - A Message reply makes no task, so nothing was taken on for later: it
//     reads answered unless it says something is done.
//
// An agent that tells the assistant a deferred action is done (a done
// sentence in the reply, such as "your callback is booked", or a
// given-on-opt-in marker on it) breaks OR-5.8: the outcome stays pending
// and carries a [RuleNotDone] finding. The words for "done" and "not yet"
// are in lang/*.txt, one file per language.
//
// # Untrusted metadata
//
// The reply marker comes from the agent. The card wins where the two
// disagree, and every reading errs towards not presenting something and
// not calling an action done:
//
//   - A referral marker wins over any task state: TASK_STATE_COMPLETED means
//     the agent finished replying, not that anything was done. A marker
//     that is malformed or has an unknown status is read as a referral.
//   - given-on-opt-in for a skill the card does not open to assistants, or
//     does not list, reads as on-request with an OR-5.3 finding; the
//     artifacts stay in the Outcome, and the kind says not to present them.
//   - The skill is the marker's skillId, else [Call.SkillID]; when they
//     differ the marker's wins, with a finding.
//   - personEntry is the card's; a different one in the reply is a finding.
//     Where the card has no usable one, the reply's is used only if it
//     passes the same checks.
//   - An unknown task state, such as 0.3's "rejected" (which a2a-go passes
//     through as a raw string), reads as failed with a [RuleA2A] finding,
//     never as done.
//   - The marker must sit where §6.2 puts it (a message for referrals, an
//     artifact for given-on-opt-in) with the state §6.2 names (COMPLETED,
//     REJECTED); a referral must say in words where to ask and give the
//     address (OR-6.2, OR-5.3), and must not give a money amount. Each
//     breach is a finding under the rule it breaks; §6.2 breaches use OR-6.1.
//
// Findings never stop a reading and never panic; they are data to log or
// show, and their messages name the skill. At most a few dozen are kept
// per card or reply, so a hostile document cannot make them grow without
// bound, and reading is linear in the size of the reply.
//
// # Cost
//
// Reading a decoded Annex A reply takes well under a microsecond and
// allocates nothing when the reply has no findings (see BenchmarkAnnexReply).
// A Declaration is meant to be made once per card and shared: it is not
// changed by reading replies, and a Call is a small value.
package interpret
