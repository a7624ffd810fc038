package probe

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/internal/cardjson"
	"github.com/agent-capability/onrequest/interpret"
)

// FuzzJudge judges arbitrary replies (each a Message or a Task, as an agent
// may send them) for every skill of the Annex A card, activated and not,
// and checks that every check is well formed and that a referral giving a
// money amount never passes OR-5.3.
func FuzzJudge(f *testing.F) {
	root := filepath.Join("..", "testdata")
	files, _ := filepath.Glob(filepath.Join(root, "replies", "*.json"))
	annex, _ := filepath.Glob(filepath.Join(root, "annex-a", "*.json"))
	for _, name := range append(files, annex...) {
		if strings.HasSuffix(name, "card.json") || strings.Contains(filepath.Base(name), "stream") {
			continue
		}
		b, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b, b)
	}
	b, err := os.ReadFile(filepath.Join(root, "annex-a", "card.json"))
	if err != nil {
		f.Fatal(err)
	}
	card, err := cardjson.Parse(b)
	if err != nil {
		f.Fatal(err)
	}
	decl := interpret.Declare(card)
	words, err := loadActionWords()
	if err != nil {
		f.Fatal(err)
	}
	ps := plans(card, decl, true, words)
	done := newDoneReader(language.English)
	f.Fuzz(func(t *testing.T, onData, offData []byte) {
		for _, p := range ps {
			if p.skip != nil {
				continue
			}
			r := replies{
				on:  readReply(interpret.Call{Declaration: decl, Activated: true, SkillID: p.id}, onData),
				off: readReply(interpret.Call{Declaration: decl, SkillID: p.id}, offData),
			}
			for _, c := range judge(p, r, done) {
				if c.Rule == "" || c.SkillID != p.id || c.Message == "" ||
					(c.Result != Pass && c.Result != Fail && c.Result != Skipped) {
					t.Fatalf("malformed check %+v", c)
				}
				if c.Rule == "OR-5.3" && c.Result == Pass && interpret.MoneyAmount(r.on.Text) != "" {
					t.Fatalf("OR-5.3 passed a referral with an amount: %q", r.on.Text)
				}
			}
		}
	})
}

// readReply reads data as a Task when it has a status, else as a Message.
func readReply(call interpret.Call, data []byte) interpret.Outcome {
	var probe struct {
		Status json.RawMessage `json:"status"`
	}
	_ = json.Unmarshal(data, &probe)
	if probe.Status != nil {
		var t a2a.Task
		if json.Unmarshal(data, &t) == nil {
			return call.Task(&t)
		}
	}
	var m a2a.Message
	if json.Unmarshal(data, &m) != nil {
		return call.Result(nil)
	}
	return call.Message(&m)
}
