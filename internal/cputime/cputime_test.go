package cputime

import (
	"runtime"
	"testing"
)

// TestUsedGrows spins until the process has used measurably more CPU time.
func TestUsedGrows(t *testing.T) {
	if runtime.GOOS == "windows" || runtime.GOOS == "plan9" || runtime.GOOS == "js" || runtime.GOOS == "wasip1" {
		t.Skip("CPU time is not read on", runtime.GOOS)
	}
	start := Used()
	if start <= 0 {
		t.Fatalf("Used() = %v at start", start)
	}
	x := 0
	for i := 0; Used() <= start && i < 1e9; i++ {
		x += i
	}
	if Used() <= start {
		t.Fatalf("CPU time did not grow (%d)", x)
	}
}
