//go:build unix

// Package cputime reads the CPU time this process has used, for benchmarks
// on shared machines: wall time also counts the time spent waiting for a
// core, CPU time does not.
package cputime

import (
	"syscall"
	"time"
)

// Used is the CPU time this process has used, user and system; 0 where it
// cannot be read.
func Used() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
