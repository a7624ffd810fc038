//go:build unix

package main

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time this process has used, user and system. On a
// shared machine wall time also counts the time spent waiting for a core;
// CPU time does not.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
