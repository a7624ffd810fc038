// Package guard keeps what an assistant tells a person true to what the
// businesses' agents said under the On Request extension
// (https://agent-capability.org/ext/on-request/v1). It reads a
// conversation's [present.Ledger] and checks each answer before the
// person sees it:
//
//   - OR-6.3: while an item is referred (on-request or action-referred),
//     no value for it from another source. An amount in a price sentence
//     is a value whether or not a currency is written ("a cremation there
//     is 2450", "you'd be looking at 2450", "sale en 1.490", "198,000で
//     す", 万 notation, "2 grand", number words, ranges, "from" prices,
//     bold amounts, table cells), and so is a zero price ("there's no
//     charge for it"). Times, dates, telephone numbers, the address,
//     street and room numbers, counts with a unit, years and percentages
//     are no money. An amount the sentence ties to someone else (a fare,
//     a parking fee, a public authority's fee, the person's own budget)
//     stays, unless the same clause names the referred item or its
//     operator. An amount the operator itself gave on opt-in passes, in
//     any notation. So does an amount another operator of the ledger gave
//     in its own words, said of that operator ("Greenway's direct
//     cremation is £1,495"): it is not presented as the referred
//     operator's. Offered as a guide to the referred one ("…; Hollybrook
//     will be about the same"), in the same sentence or a later one, it
//     is a value; an amount the other did not give is one too. A price
//     a business lists as its own passes when that sentence or the next
//     says it tells nothing of the operator and says no more; in a table
//     or a list, so does the next row or item labelled with another
//     business and its own price, unless a sentence before gave the
//     lines as the operator's or as a guide to it. With no referral in
//     the ledger nothing limits amounts, an opt-in's other amounts too.
//   - OR-5.8: while an action is pending or referred, a sentence that
//     speaks of it is replaced unless it says the action is still open
//     (passed on, requested, staff will confirm), hangs it on staff or a
//     condition, negates it, or asks. What a sentence is about decides: a
//     word that says done ("booked", "all set", "put you down"), or the
//     day or time with the action, a farewell or the person ("Looking
//     forward to seeing you Thursday at 3!"). A claim about an action the
//     operator reported done passes.
//   - OR-6.4: where an answer uses information given on opt-in without
//     saying it came from the operator on request, the guard adds that.
//
// Whole sentences are removed, never parts, and the first is replaced by
// the referral in the person's language with the address; once the answer
// or the conversation has offered the address, by a short sentence. The
// referral names the item the sentence speaks of (named in it, else named
// last in the answer, else recorded last). The first answer after a
// referral offers the address (OR-6.3's SHOULD): the guard adds it when
// the draft did not, and records in the ledger that it was offered.
//
// # One judgement, two ways in
//
// One pure function judges one sentence against an immutable view of the
// conversation, built from the ledger's items and rebuilt when
// [present.Ledger.Version] changes. [Guard.Check] splits a whole draft
// into sentences and judges each; [Guard.Stream] holds streamed text back
// until its sentence ends (at most 4 KB), then judges it. A sentence
// that gives a price another business lists as its own waits for the
// next, which may disclaim the operator ("That says nothing about Maple
// Hall"). The two give the
// same text however the stream is cut (FuzzCheckStream), and a Stream
// reads the ledger as it is when it judges each sentence.
//
// # Language files
//
// What the guard knows of each language (money and number words,
// currencies, price words, booking and done words, open, condition and
// negation cues, days and times, units, other payees) is data: one JSON
// file per language in internal/lexicon/data, loaded and checked once in
// New, and matched with an Aho-Corasick automaton
// (github.com/coregx/ahocorasick). English, German, French, Spanish,
// Italian, Dutch, Portuguese and Japanese are built in; [WithLanguage]
// adds or replaces one. interpret's OR-3.9 check of a card's text reads
// the same money words.
//
// # Conversations
//
// A [Conversation] keeps the ledger with the guard: Record an outcome and
// get what to say (the address is then marked offered), Check or Stream
// the model's answers, save the ledger as JSON between turns.
// [WithStrictStart] records operators' declarations first, so that their
// on-request items count as referred before the assistant asks.
//
// # Accuracy and speed
//
// TestGuardCorpus scores the guard on the labelled corpora
// (testdata/guard-corpus at the repository root, and this package's
// testdata/guard-corpus-local) and prints recall and false positives per
// language; it fails below 98% recall or above 5% false positives in any
// language. TestAdversarialCorpus judges drafts written to break the
// rules (testdata/guard-adversarial) and fails on any judged wrong that
// its list of known failures lacks: a change to a rule or a language
// file is tried at once on every hole an earlier probe found.
// BenchmarkGuardCheck2KB, BenchmarkGuardCheck64KB and
// BenchmarkGuardStream2KB measure speed.
package guard
