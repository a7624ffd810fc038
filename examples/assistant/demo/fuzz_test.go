package demo

import (
	"regexp"
	"strings"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2asrv"

	"github.com/agent-capability/onrequest/interpret"
)

// The agents read three request headers from any caller: If-None-Match on
// the card, A2A-Extensions and Accept-Language on calls.
func FuzzRequestHeaders(f *testing.F) {
	replies, err := loadCatalog(replyFiles)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(`"abc"`, interpret.URI, "de-DE,de;q=0.9")
	f.Add(`W/"abc", "def"`, "urn:a, "+interpret.URI+" ,urn:b", "xx, ja;q=0.1")
	f.Add("*", "", "")
	f.Add(",,,", ",", ";q=,;;-")
	f.Fuzz(func(t *testing.T, inm, exts, lang string) {
		sl := a2asrv.NewServiceParams(map[string][]string{svcParamLanguage: {lang}})
		if r := replies.lookup(sl); r["clinic.appointment.ask"] == "" {
			t.Fatalf("Accept-Language %q gave no texts", lang)
		}
		if etagMatches(inm, `"abc"`) && !strings.Contains(inm, `"abc"`) && !strings.Contains(inm, "*") {
			t.Fatalf("If-None-Match %q matched an ETag it does not name", inm)
		}
		sp := a2asrv.NewServiceParams(map[string][]string{a2a.SvcParamExtensions: {exts}})
		if activated(sp) && !strings.Contains(exts, interpret.URI) {
			t.Fatalf("A2A-Extensions %q activated the extension", exts)
		}
	})
}

func FuzzRoute(f *testing.F) {
	f.Add("What does a cremation cost?")
	f.Add("I need an appointment on Tuesday")
	f.Add("donnerstag um 15 uhr")
	f.Add("木曜日の午後３時半")
	replies, err := loadCatalog(replyFiles)
	if err != nil {
		f.Fatal(err)
	}
	cal, err := loadCalendar(dateFiles, replies.days())
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, op := range []*operator{chapel(), clinic(), lawFirm()} {
			if id := op.route(text); id != "" {
				if _, ok := op.skills[id]; !ok {
					t.Fatalf("%s routes %q to %q, which it does not serve", op.name, text, id)
				}
			}
		}
		day, clock := cal.when(text)
		if day != "" && !replies.days()[day] {
			t.Fatalf("when(%q) names day %q, which no reply names", text, day)
		}
		if clock != "" && !validClock.MatchString(clock) {
			t.Fatalf("when(%q) gives the time %q", text, clock)
		}
	})
}

var validClock = regexp.MustCompile(`^([01][0-9]|2[0-3]):[0-5][0-9]$`)
