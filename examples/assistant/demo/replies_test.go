package demo

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2asrv"
)

func mustCatalog(t *testing.T) *catalog {
	t.Helper()
	c, err := loadCatalog(replyFiles)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestRepliesFilesComplete(t *testing.T) {
	c := mustCatalog(t)
	if len(c.texts) != len(replyLanguages) {
		t.Fatalf("%d reply files, want %d", len(c.texts), len(replyLanguages))
	}
	for i, r := range c.texts {
		for key, text := range r {
			if strings.TrimSpace(text) == "" {
				t.Errorf("%s: %q is empty", replyLanguages[i], key)
			}
		}
	}
}

// The check that keeps the files in step fails on a lacking key, an
// unknown one and a lost placeholder.
func TestLoadCatalogRefusesIncompleteFiles(t *testing.T) {
	en := `{"a": "Ask here: {entry}", "b": "Hello."}`
	tests := []struct{ name, de string }{
		{"lacks a key", `{"a": "Fragen Sie hier: {entry}"}`},
		{"unknown key", `{"a": "Fragen Sie hier: {entry}", "b": "Hallo.", "c": "x"}`},
		{"lost placeholder", `{"a": "Fragen Sie hier.", "b": "Hallo."}`},
		{"not JSON", `{"a": `},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fsys := fstest.MapFS{}
			for _, tag := range replyLanguages {
				fsys["replies/"+tag.String()+".json"] = &fstest.MapFile{Data: []byte(en)}
			}
			fsys["replies/de.json"] = &fstest.MapFile{Data: []byte(tt.de)}
			if _, err := loadCatalog(fsys); err == nil || !strings.Contains(err.Error(), "de.json") {
				t.Errorf("loadCatalog error = %v, want one naming de.json", err)
			}
		})
	}
}

func TestRepliesLanguageMatching(t *testing.T) {
	c := mustCatalog(t)
	tests := []struct {
		values []string // Accept-Language values; nil for none
		want   string
	}{
		{nil, "en"},
		{[]string{""}, "en"},
		{[]string{"de"}, "de"},
		{[]string{"de-DE,de;q=0.9"}, "de"},
		{[]string{"fr-CH, fr;q=0.9, en;q=0.8"}, "fr"},
		{[]string{"en;q=0.2, es;q=0.9"}, "es"},
		{[]string{"it-IT"}, "it"},
		{[]string{"zh-CN, nl;q=0.5"}, "nl"},
		{[]string{"pt-BR"}, "pt"},
		{[]string{"ja-JP"}, "ja"},
		{[]string{"xx"}, "en"},
		{[]string{"zh"}, "en"},
		{[]string{";;;,,de-"}, "en"},
		{[]string{"bogus;;", "ja"}, "ja"},
	}
	for _, tt := range tests {
		sp := a2asrv.NewServiceParams(nil)
		if tt.values != nil {
			sp = a2asrv.NewServiceParams(map[string][]string{"accept-language": tt.values})
		}
		got := c.lookup(sp)
		want := c.texts[indexOf(t, tt.want)]
		if got["clinic.appointment.ask"] != want["clinic.appointment.ask"] {
			t.Errorf("Accept-Language %q: answers %q, want the %s text", tt.values, got["clinic.appointment.ask"], tt.want)
		}
	}
}

func indexOf(t *testing.T, lang string) int {
	t.Helper()
	for i, tag := range replyLanguages {
		if tag.String() == lang {
			return i
		}
	}
	t.Fatalf("no language %s", lang)
	return -1
}

// In every language, the clinic asks its question and the chapel's
// referral says where to ask, with the same address, the same marker and
// the same task state as in English.
func TestRepliesInEachLanguage(t *testing.T) {
	agents := startAgents(t)
	c := mustCatalog(t)
	en := c.texts[0]
	for i, tag := range replyLanguages {
		words := c.texts[i]
		t.Run(tag.String(), func(t *testing.T) {
			list := tag.String() + "-XX," + tag.String() + ";q=0.9"
			task, ok := sendIn(t, agents.Clinic, list, true, "", "I would like an appointment").(*a2a.Task)
			if !ok || task.Status.State != a2a.TaskStateInputRequired {
				t.Fatalf("clinic: %#v, want an input-required task", task)
			}
			got := messageText(task.Status.Message)
			if got != words["clinic.appointment.ask"] {
				t.Errorf("clinic asks %q, want %q", got, words["clinic.appointment.ask"])
			}
			if i > 0 && got == en["clinic.appointment.ask"] {
				t.Errorf("clinic asks in English: %q", got)
			}

			msg, ok := sendIn(t, agents.Chapel, list, true, "", "What does a cremation cost?").(*a2a.Message)
			if !ok {
				t.Fatal("chapel's price: not a Message")
			}
			const talk = "https://ask.example.com/talk"
			got = messageText(msg)
			if want := words.text("chapel.pricing.refer", "entry", talk); got != want {
				t.Errorf("chapel refers %q, want %q", got, want)
			}
			if !strings.Contains(got, talk) || anyPrice.MatchString(got) {
				t.Errorf("chapel refers %q: want the address and no price", got)
			}
			if i > 0 && strings.Contains(got, "gives its prices") {
				t.Errorf("chapel refers in English: %q", got)
			}
			meta, listed := marker(msg.Metadata, msg.Extensions)
			if !listed || meta["status"] != "on-request" || meta["personEntry"] != talk {
				t.Errorf("chapel's marker %v (listed %v), want on-request with %s", meta, listed, talk)
			}
		})
	}
}

// An agent's own help names its skills in the request's language.
func TestHelpNamesSkillsInEachLanguage(t *testing.T) {
	agents := startAgents(t)
	c := mustCatalog(t)
	card := fetchCard(t, agents.Law)
	for i, tag := range replyLanguages {
		msg, ok := sendIn(t, agents.Law, tag.String(), true, "", "hello").(*a2a.Message)
		if !ok {
			t.Fatalf("%s: the help is not a Message", tag)
		}
		got := messageText(msg)
		for _, sk := range card.Skills {
			if name := c.texts[i]["skill."+sk.ID]; name == "" || !strings.Contains(got, name) {
				t.Errorf("%s: help %q lacks the skill %s as %q", tag, got, sk.ID, name)
			}
			if i > 0 && strings.Contains(strings.ToLower(got), strings.ToLower(sk.Name)) {
				t.Errorf("%s: help %q names %q in English", tag, got, sk.Name)
			}
		}
	}
}
