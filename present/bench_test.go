package present

import (
	"testing"
	"time"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/internal/cputime"
)

// reportCPU adds the CPU time per operation (cpu-ns/op): on a busy
// machine it is the steadier figure. Run with -cpu 1 so that the garbage
// collector's background work is not spread over idle cores.
func reportCPU(b *testing.B, start time.Duration) {
	if used := cputime.Used() - start; used > 0 && b.N > 0 {
		b.ReportMetric(float64(used.Nanoseconds())/float64(b.N), "cpu-ns/op")
	}
}

func BenchmarkSay(b *testing.B) {
	p := New()
	for _, kind := range allKinds {
		o := outcome(kind)
		b.Run(string(kind), func(b *testing.B) {
			b.ReportAllocs()
			start := cputime.Used()
			for b.Loop() {
				p.Say(o, language.German)
			}
			reportCPU(b, start)
		})
	}
}

func BenchmarkNew(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		New()
	}
}
