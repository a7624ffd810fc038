package present

import (
	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/interpret"
)

// A Notice is a sentence a guard writes for the person in place of, or
// after, what a model drafted (package present/guard).
type Notice int

const (
	// NoticeValue: a value for the item cannot come from another source;
	// who gives it and where to ask.
	NoticeValue Notice = iota
	// NoticeValueShort: the same, without the address, for an answer that
	// offers it already.
	NoticeValueShort
	// NoticeNotDone: the action is not done: passed on to staff (pending),
	// or not done and where the person can do it (action-referred).
	NoticeNotDone
	// NoticeNotDoneShort: the same, without the address.
	NoticeNotDoneShort
	// NoticeAttribution: the information comes from the operator, given on
	// request (OR-6.4).
	NoticeAttribution
	// NoticeOffer: where to ask (on-request) or where to do it
	// (action-referred), as [Presenter.Say] words the referral: the
	// offer of the address that OR-6.3 asks for.
	NoticeOffer
)

// Notices lists every Notice.
func Notices() []Notice {
	return []Notice{NoticeValue, NoticeValueShort, NoticeNotDone, NoticeNotDoneShort, NoticeAttribution, NoticeOffer}
}

// Notice words n for the item in lang. The address is checked again
// ([Address]) and left out when it fails; the operator's name is
// sanitised.
func (p *Presenter) Notice(n Notice, it Item, lang language.Tag) string {
	pr := p.printer(lang)
	op := p.operatorName(pr, it.Operator)
	_, addr := Address(it.PersonEntry)
	switch n {
	case NoticeValue:
		if addr == "" {
			return pr.Sprintf(keyGuardValueDirect, op)
		}
		return pr.Sprintf(keyGuardValue, op, addr)
	case NoticeValueShort:
		return pr.Sprintf(keyGuardValueShort)
	case NoticeNotDone:
		switch {
		case it.Pending():
			return pr.Sprintf(keyGuardPending, op)
		case addr == "":
			return pr.Sprintf(keyActionReferredDirect, op)
		}
		return pr.Sprintf(keyActionReferred, op, addr)
	case NoticeNotDoneShort:
		if it.Pending() {
			return pr.Sprintf(keyGuardPendingShort)
		}
		return pr.Sprintf(keyGuardReferredShort)
	case NoticeAttribution:
		return pr.Sprintf(keyAttribution, op)
	case NoticeOffer:
		switch {
		case it.Kind == interpret.KindActionReferred && addr != "":
			return pr.Sprintf(keyActionReferred, op, addr)
		case it.Kind == interpret.KindActionReferred:
			return pr.Sprintf(keyActionReferredDirect, op)
		case addr != "":
			return pr.Sprintf(keyOnRequest, op, addr)
		}
		return pr.Sprintf(keyOnRequestDirect, op)
	}
	return ""
}
