package guard

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/internal/lexicon"
	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
)

// TestLanguagesHaveMessages: every language file has the Presenter's
// messages for what the guard writes, and New reads every file.
func TestLanguagesHaveMessages(t *testing.T) {
	p := present.New()
	g := New(p)
	it := present.Item{Operator: chapel, SkillID: "s", PersonEntry: chapelEntry, Kind: interpret.KindOnRequest}
	for _, tag := range lexicon.Tags() {
		lang := language.Make(tag)
		if !slices.Contains(p.Languages(), lang) {
			t.Errorf("%s: a language file but no messages", tag)
		}
		if g.vocabs[tag] == nil {
			t.Errorf("%s: not loaded", tag)
		}
		for _, n := range present.Notices() {
			if text := p.Notice(n, it, lang); text == "" || strings.Contains(text, "msg:") {
				t.Errorf("%s: notice %d reads %q", tag, n, text)
			}
		}
	}
}

// TestOwnSentencesPass: what present says of an outcome, and what the guard
// writes, pass the guard as they stand, in every language.
func TestOwnSentencesPass(t *testing.T) {
	p := present.New()
	g := New(p)
	for _, lang := range p.Languages() {
		for _, o := range []interpret.Outcome{priceReferal, bookingPending, bookingReferred} {
			l := ledgerOf(o)
			texts := []string{p.Say(o, lang).Text}
			for _, n := range present.Notices() {
				texts = append(texts, p.Notice(n, l.Items()[0], lang))
			}
			for _, text := range texts {
				if r := g.Check(ledgerOf(o), lang, text); len(r.Blocked) > 0 {
					t.Errorf("%v/%s: blocks its own %q: %v", lang, o.Kind, text, r.Blocked)
				}
			}
		}
	}
}

// TestReplacements: the first blocked sentence gets the referral with the
// address, later ones the short sentence once, and the rest go; the
// address is added at the end only when the answer lacks it, and the
// ledger then records it as offered.
func TestReplacements(t *testing.T) {
	g := New(nil)
	l := ledgerOf(priceReferal)
	r := g.Check(l, language.English, "It costs $2,950. A burial is $4,000. Urns are $95. Parking is free.")
	want := "I can't give you this from another source: Example Memorial Chapel gives it to the person who asks, on request. You can ask here: https://ask.example.com/talk I can't give you a figure for this from another source. Parking is free."
	if r.Text != want || len(r.Blocked) != 3 {
		t.Errorf("got %q %v", r.Text, r.Blocked)
	}
	if !l.Items()[0].Offered {
		t.Error("the address the answer offered is not recorded")
	}
	r = g.Check(l, language.English, "It costs $2,950.")
	if r.Text != "I can't give you a figure for this from another source." || r.AddedReferral {
		t.Errorf("after the address was offered: %+v", r)
	}
	l = ledgerOf(priceReferal)
	r = g.Check(l, language.English, "The chapel is open 9:00 to 17:00.")
	if !r.AddedReferral || !strings.HasSuffix(r.Text, chapelEntry) {
		t.Errorf("first answer without the address: %+v", r)
	}
	if r = g.Check(l, language.English, "The chapel is open 9:00 to 17:00."); r.AddedReferral {
		t.Errorf("the referral added twice: %+v", r)
	}
}

// TestReplacementNamesItsItem: a value is replaced by the referral of the
// item the sentence names, else the one recorded last.
func TestReplacementNamesItsItem(t *testing.T) {
	law := interpret.Outcome{Kind: interpret.KindOnRequest, Operator: "Example Law Partners", SkillID: "fee-quote",
		PersonEntry: "https://partners.example.net/ask"}
	g := New(nil)
	for _, c := range []struct {
		order []interpret.Outcome
		draft string
		want  string
	}{
		{[]interpret.Outcome{law, priceReferal}, "Example Law Partners charge $250 an hour.", "partners.example.net"},
		{[]interpret.Outcome{priceReferal, law}, "It costs $2,950 at Example Memorial Chapel.", "ask.example.com"},
		{[]interpret.Outcome{priceReferal, law}, "It costs $2,950.", "partners.example.net"},
	} {
		if r := g.Check(ledgerOf(c.order...), language.English, c.draft); !strings.Contains(r.Text, c.want) {
			t.Errorf("%q: %q lacks %s", c.draft, r.Text, c.want)
		}
	}
}

// TestConversation: Record returns what to say and marks the address
// offered; a conversation restored from its JSON goes on as it was; it is
// safe for concurrent use.
func TestConversation(t *testing.T) {
	c := NewConversation(nil)
	sp := c.Record(priceReferal, language.English)
	if !strings.Contains(sp.Text, chapelEntry) || !c.Ledger().Items()[0].Offered {
		t.Fatalf("Record: %+v, %+v", sp, c.Ledger().Items())
	}
	data, err := json.Marshal(c.Ledger())
	if err != nil {
		t.Fatal(err)
	}
	saved := present.NewLedger()
	if err := json.Unmarshal(data, saved); err != nil {
		t.Fatal(err)
	}
	again := NewConversation(nil, WithLedger(saved))
	if r := again.Check(language.English, "It costs $2,950."); r.Text != "I can't give you a figure for this from another source." {
		t.Errorf("restored: %+v", r)
	}
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Go(func() {
			c.Record(bookingPending, language.German)
			var b strings.Builder
			s := c.Stream(&b, language.English)
			s.WriteString("You're booked for Thursday. It costs $" + strings.Repeat("9", i+3) + ". ")
			s.Close()
			if strings.Contains(b.String(), "$") {
				t.Errorf("leaked: %q", b.String())
			}
		})
	}
	wg.Wait()
}

// TestStrictStart: with the card's declaration recorded first, a web price
// for an on-request item is blocked before the assistant asks; without it,
// it is not.
func TestStrictStart(t *testing.T) {
	decl := &interpret.Declaration{Operator: chapel, Declared: true, Skills: []interpret.Skill{
		{ID: "service-pricing", Name: "Service costs", PersonEntry: chapelEntry},
	}}
	draft := "Online, a direct cremation there is listed at $2,950."
	if r := NewConversation(nil).Check(language.English, draft); len(r.Blocked) != 0 {
		t.Errorf("blocked without a strict start: %+v", r)
	}
	if r := NewConversation(nil, WithStrictStart(decl)).Check(language.English, draft); len(r.Blocked) != 1 || !strings.Contains(r.Text, chapelEntry) {
		t.Errorf("strict start: %+v", r)
	}
}

// TestLedgerRestoredGuards: a ledger saved and restored guards every
// corpus draft exactly as the original does.
func TestLedgerRestoredGuards(t *testing.T) {
	g := New(nil)
	for _, set := range corpora {
		for _, c := range loadCorpus(t, set.pattern) {
			data, err := json.Marshal(c.ledger())
			if err != nil {
				t.Fatal(err)
			}
			restored := present.NewLedger()
			if err := json.Unmarshal(data, restored); err != nil {
				t.Fatalf("%s: %v", c.ID, err)
			}
			lang := language.Make(c.Lang)
			if a, b := g.Check(c.ledger(), lang, c.Draft), g.Check(restored, lang, c.Draft); !reflect.DeepEqual(a, b) {
				t.Errorf("%s: restored ledger guards differently:\n%+v\n%+v", c.ID, b, a)
			}
		}
	}
}

// TestWithLanguage: a language file read with ParseLanguage replaces the
// built-in one; a broken one is refused.
func TestWithLanguage(t *testing.T) {
	en, err := lexicon.Load("en")
	if err != nil {
		t.Fatal(err)
	}
	en.Classes[lexicon.Done] = append(en.Classes[lexicon.Done], "signed and sealed")
	data, _ := json.Marshal(en)
	l, err := ParseLanguage(data)
	if err != nil {
		t.Fatal(err)
	}
	g := New(nil, WithLanguage(l))
	if r := g.Check(ledgerOf(bookingPending), language.English, "Signed and sealed."); len(r.Blocked) != 1 {
		t.Errorf("the added phrase is not read: %+v", r)
	}
	if _, err := ParseLanguage([]byte(`{"lang":"xx","classes":{}}`)); err == nil {
		t.Error("a file without classes is accepted")
	}
}
