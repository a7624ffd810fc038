package redistest_test

import (
	"testing"

	"github.com/agent-capability/onrequest/internal/redistest"
)

func TestStartStopRestart(t *testing.T) {
	s := redistest.Start(t)
	if _, err := s.Do("SET", "k", "v"); err != nil {
		t.Fatal(err)
	}
	s.Stop()
	if _, err := s.Do("PING"); err == nil {
		t.Fatal("PING answered after Stop")
	}
	s.Start()
	// The append-only file brings the data back.
	got, err := s.Do("EXISTS", "k")
	if err != nil || got != ":1" {
		t.Fatalf("EXISTS k after restart = %q, %v; want :1", got, err)
	}
}
