package client_test

import (
	"sync"
	"testing"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/internal/a2atest"
)

// TestWithLanguage: the person's language reaches the agent as
// Accept-Language on the call that names it, and only there.
func TestWithLanguage(t *testing.T) {
	srv := startChapel(t)
	var mu sync.Mutex
	var got []string
	srv.SetFault(func(r a2atest.Request) *a2atest.Fault {
		if r.A2AMethod == "SendMessage" {
			mu.Lock()
			got = append(got, r.Header.Get("Accept-Language"))
			mu.Unlock()
		}
		return nil
	})
	c := newTestClient(t)
	if _, err := c.Ask(t.Context(), srv.URL, "When are you open?", client.WithLanguage(language.MustParse("de-CH"))); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Ask(t.Context(), srv.URL, "When are you open?"); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(got) != 2 || got[0] != "de-CH" || got[1] != "" {
		t.Errorf("Accept-Language per call = %q, want [de-CH, \"\"]", got)
	}
}
