package redisstore

import (
	"os/exec"
	"strings"
	"testing"
)

// The Redis client enters a program only through this package: the core
// packages, and package store with its in-memory default, do without it.
func TestCorePackagesHaveNoRedisClient(t *testing.T) {
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("the go command is not on PATH")
	}
	out, err := exec.Command(gobin, "list", "-deps", "../../client", "../../cache", "../../interpret", "../../present", "../../store").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for dep := range strings.SplitSeq(string(out), "\n") {
		if strings.Contains(dep, "redis") || strings.Contains(dep, "valkey") || strings.Contains(dep, "rueidis") {
			t.Errorf("a core package depends on %s", dep)
		}
	}
}
