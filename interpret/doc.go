// Package interpret reads the A2A extension "On Request"
// (https://agent-capability.org/ext/on-request/v1) without doing any I/O:
// an Agent Card becomes a [Declaration], and a reply becomes an [Outcome].
//
// # Cards
//
// [Declare] reads the extension's params from an *a2a.AgentCard: which skills
// are given on request, where a person asks for each (personEntry), whether
// the operator opened the skill to assistants (assistantAccess) and, for an
// action, when it is completed (completion). Everything wrong in the card is
// a [Finding] carrying the rule id it breaks (OR-3.1 to OR-3.9); a bad entry
// never takes the others down. A personEntry that fails [CheckPersonEntry] is
// dropped (Skill.PersonEntry is empty), so it can never be shown.
//
// [ParseCard] decodes card JSON, working around a2a-go v2.4.0's failure on
// ProtoJSON security requirements (a2aproject/a2a-go#430).
//
// # Replies
//
// A [Call] records what the assistant knew when it sent a message: the card's
// Declaration, whether the request activated the extension, and the skill it
// meant. Its methods read a reply:
//
//	out := interpret.Call{Declaration: decl, Activated: true, SkillID: "service-pricing"}.Result(res)
//	switch out.Kind {
//	case interpret.KindOnRequest, interpret.KindActionReferred:
//		// Send the person to out.PersonEntry; present no value from elsewhere (OR-6.3).
//	case interpret.KindGivenOnOptIn:
//		// out.ArtifactText(), said to come from out.Operator, on request (OR-6.4).
//	case interpret.KindActionPending:
//		// Passed on; never say it is done (OR-5.8).
//	}
//
// [Call.Result] takes a SendMessage result, [Call.Task] a Task from
// SendMessage or GetTask, [Call.Message] a Message, and [Call.Stream] returns
// a [Stream] that is fed events one at a time.
//
// # How a reply is read
//
// The reply metadata comes from the agent and is untrusted. The card wins
// where the two disagree, and the reading always errs towards not presenting
// something and not calling an action done:
//
//   - A referral marker (on-request, action-referred) wins over any task
//     state, TASK_STATE_COMPLETED included: COMPLETED means the agent finished
//     replying, not that anything was done.
//   - An action whose card entry says completion: deferred is
//     [KindActionPending] whatever the reply says; an in-conversation action
//     is [KindActionDone] only with TASK_STATE_COMPLETED. A task still
//     SUBMITTED or WORKING is pending.
//   - given-on-opt-in for a skill the card does not open to assistants (or
//     does not list) reads as [KindOnRequest], with an OR-5.3 finding; the
//     artifacts stay in the Outcome but the kind says not to present them.
//   - An unmarked final reply about a listed skill that is not opened to
//     assistants reads as a referral too: the agent may not give it (OR-5.3).
//   - personEntry is the card's; a different one in the reply is a finding.
//     Where the card has none usable, the reply's is used only if it passes
//     the same checks.
//   - An unknown task state (such as 0.3's "rejected", which a2a-go passes
//     through as a raw string) reads as [KindFailed], with a finding.
//
// Findings never stop a reading and never panic; they are data to log or
// show. Their Rule is the extension's requirement id, or [RuleA2A] for a
// breach of A2A itself.
package interpret
