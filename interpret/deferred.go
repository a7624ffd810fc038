package interpret

import "cmp"

// This file holds the reading that keeps a deferred action from ever
// reading as done (OR-5.8). §6.1 has no marker for a deferred action the
// agent accepted (the extension's open question 2), so a completed task is
// told apart from an answer only by its skill: the one the caller names,
// the reply's marker, the one inferred from the question, or, failing all
// three, the operator's deferred action itself.

// whichSkill decides the outcome's skill: the marker's, else the caller's,
// else one inferred from the question with enough confidence. A caller's
// skill the card does not have (a model's guess) is kept only where
// nothing better is known, and one that is not a deferred action gives way
// to a deferred action the question plainly asks for: the safer reading.
func (c Call) whichSkill(o *Outcome, m marker, marked bool, fs *findings) {
	o.SkillID = c.SkillID
	if c.SkillID != "" {
		o.SkillSource = cmp.Or(c.SkillSource, SkillNamed)
		if o.SkillSource == SkillInferred || o.SkillSource == SkillAssumed {
			o.SkillConfidence = c.Confidence
		}
	}
	if marked && m.skillID != "" {
		if c.SkillID != "" && o.SkillSource == SkillNamed && m.skillID != c.SkillID {
			fs.add(RuleMarker, "the reply marker names %s, the call was for %q; the marker's skill is used", skillRef(m.skillID), clip(c.SkillID))
		}
		o.SkillID, o.SkillSource, o.SkillConfidence = m.skillID, SkillMarked, 0
		return
	}
	if c.Question == "" || (c.SkillID != "" && c.Declaration.isDeferred(c.SkillID)) {
		return
	}
	if _, anyDeferred := c.Declaration.deferredSkill(); c.SkillID != "" && c.Declaration.has(c.SkillID) && !anyDeferred {
		return // a known skill, and no deferred action it could give way to
	}
	inf := c.Declaration.Infer(c.Question)
	if !inf.Confident() {
		return
	}
	if c.SkillID == "" || !c.Declaration.has(c.SkillID) || c.Declaration.isDeferred(inf.SkillID) {
		o.SkillID, o.SkillSource, o.SkillConfidence = inf.SkillID, SkillInferred, inf.Confidence
	}
}

// known reports whether the outcome's skill was named or inferred and is
// one the card has: then the reply is read by it, not by the fail-safe.
func (c Call) known(o *Outcome) bool {
	switch o.SkillSource {
	case SkillInferred:
		return true
	case SkillNamed:
		return c.Declaration.has(o.SkillID)
	}
	return false
}

// failSafe reads an unmarked answer as the operator's deferred action,
// pending, where nothing tells otherwise: the task completed (or a message
// says something is done), the card declares a deferred action, and no skill
// was named or matched well. A public skill that matched well keeps the
// answer an answer.
func (c Call) failSafe(o *Outcome, class stateClass, fs *findings) {
	if c.known(o) {
		return
	}
	if class != classCompleted && (class != classMessage || !saysDone(o.Text)) {
		return
	}
	s, share, ok := c.Declaration.deferred(c.Question + "\n" + o.Text)
	if !ok {
		return
	}
	o.Kind = KindActionPending
	o.SkillID, o.SkillName, o.PersonEntry = s.ID, s.Name, s.PersonEntry
	o.SkillSource, o.SkillConfidence = SkillAssumed, share
}

// checkNotDone reports an agent that tells the assistant a deferred action
// is done: a done sentence in a completed reply, or a given-on-opt-in
// marker, which says the thing was given. The outcome stays pending.
func checkNotDone(o Outcome, class stateClass, m marker, marked bool, d *Declaration, fs *findings) {
	s, listed := d.Skill(o.SkillID)
	if !listed || s.Completion != CompletionDeferred {
		return
	}
	if marked && m.status == statusGivenOnOptIn {
		fs.add(RuleNotDone, "%s is a deferred action but the reply marks it given-on-opt-in, as if carried out; it is read as pending", skillRef(s.ID))
	}
	if class != classCompleted && class != classMessage && class != classPending {
		return
	}
	if saysDone(o.Text) || saysDone(o.ArtifactText()) {
		fs.add(RuleNotDone, "the agent says %s, a deferred action that staff complete later, is done; it is read as pending", skillRef(s.ID))
	}
}
