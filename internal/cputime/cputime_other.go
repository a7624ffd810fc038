//go:build !unix

// Package cputime reads the CPU time this process has used, for benchmarks
// on shared machines: wall time also counts the time spent waiting for a
// core, CPU time does not.
package cputime

import "time"

// Used is not measured on this system: it is always 0.
func Used() time.Duration { return 0 }
