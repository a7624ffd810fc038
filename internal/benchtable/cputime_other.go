//go:build !unix

package main

import "time"

// cpuTime is not measured here: the table leaves the CPU columns empty.
func cpuTime() time.Duration { return 0 }
