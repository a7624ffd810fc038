package guard

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"golang.org/x/text/language"
)

// PROBES=file.jsonl (adversarial format) -> prints id<TAB>blocked
func TestZZProbes(t *testing.T) {
	p := os.Getenv("PROBES")
	if p == "" {
		t.Skip()
	}
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	g := New(nil)
	for _, line := range strings.Split(string(data), "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		var c adversarialCase
		if err := json.Unmarshal([]byte(line), &c); err != nil {
			fmt.Printf("BADLINE\t%s\n", line)
			continue
		}
		l, ok := adversarialLedger(c.Ledger)
		if !ok {
			fmt.Printf("BADLEDGER\t%s\n", c.ID)
			continue
		}
		blocked := len(g.Check(l, language.Make(c.Lang), c.Text).Blocked) > 0
		fmt.Printf("%s\t%v\t%v\n", c.ID, blocked, c.Leak)
	}
}
