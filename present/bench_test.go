package present

import (
	"io"
	"strconv"
	"strings"
	"testing"
	"time"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/internal/cputime"
)

// benchDraft builds a draft of about n bytes from realistic sentences:
// hours, addresses, a referral, a price and a done claim now and then.
func benchDraft(n int) string {
	parts := []string{
		"The chapel is open Monday to Friday from 9:00 to 17:00, and on Saturday mornings by appointment. ",
		"You will find it at 12 High Street, next to the library; parking is available on site. ",
		"Example Memorial Chapel gives its prices to the person who asks, so I can't quote a figure for you. ",
		"From what families report online, a direct cremation there costs about $2,950. ",
		"Your request for an arrangement meeting has been passed on, and a member of staff will confirm the time. ",
		"You can ask about costs here: https://ask.example.com/talk or call +1 555 0100. ",
		"Good news, the meeting is booked for Tuesday. ",
		"Many families bring photographs and music to the first meeting, which takes about 45 minutes. ",
	}
	var b strings.Builder
	for i := 0; b.Len() < n; i++ {
		b.WriteString(parts[i%len(parts)])
	}
	return b.String()[:n]
}

// benchmarkCheck guards a draft of n bytes against the ledger l.
func benchmarkCheck(b *testing.B, l *Ledger, n int) {
	g := NewGuard(nil)
	draft := benchDraft(n)
	g.Check(l, language.English, draft) // warm the ledger view
	b.SetBytes(int64(len(draft)))
	b.ReportAllocs()
	start := cputime.Used()
	for b.Loop() {
		g.Check(l, language.English, draft)
	}
	reportCPU(b, start)
}

// reportCPU adds the CPU time per operation (cpu-ns/op): on a busy
// machine it is the steadier figure. Run with -cpu 1 so that the garbage
// collector's background work is not spread over idle cores.
func reportCPU(b *testing.B, start time.Duration) {
	if used := cputime.Used() - start; used > 0 && b.N > 0 {
		b.ReportMetric(float64(used.Nanoseconds())/float64(b.N), "cpu-ns/op")
	}
}

// BenchmarkGuardCheck2KB and 64KB have all three checks on: a referral,
// a pending action and information given on opt-in.
func BenchmarkGuardCheck2KB(b *testing.B) {
	benchmarkCheck(b, ledgerOf(onRequest, pending, optIn), 2<<10)
}
func BenchmarkGuardCheck64KB(b *testing.B) {
	benchmarkCheck(b, ledgerOf(onRequest, pending, optIn), 64<<10)
}

// BenchmarkGuardCheckReferralOnly: one referral, the usual case after an
// on-request reply.
func BenchmarkGuardCheckReferralOnly2KB(b *testing.B) { benchmarkCheck(b, ledgerOf(onRequest), 2<<10) }

// BenchmarkGuardCheckNoReferral is the common case: nothing to guard.
func BenchmarkGuardCheckNoReferral(b *testing.B) { benchmarkCheck(b, ledgerOf(answered), 2<<10) }

func BenchmarkGuardStream2KB(b *testing.B) {
	g := NewGuard(nil)
	l := ledgerOf(onRequest, pending)
	draft := benchDraft(2 << 10)
	b.SetBytes(int64(len(draft)))
	b.ReportAllocs()
	start := cputime.Used()
	for b.Loop() {
		s := g.Stream(io.Discard, l, language.English)
		for i := 0; i < len(draft); i += 16 { // token-sized pieces, as models stream
			s.WriteString(draft[i:min(i+16, len(draft))])
		}
		s.Close()
	}
	reportCPU(b, start)
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

// BenchmarkTokenize2KB: the tokenizer alone, on the folded 2 KB draft.
func BenchmarkTokenize2KB(b *testing.B) {
	lx := sharedLexicon()
	folded := string(fold(benchDraft(2<<10), nil))
	toks := lx.tokenize(folded, nil)
	b.SetBytes(int64(len(folded)))
	b.ReportAllocs()
	for b.Loop() {
		toks = lx.tokenize(folded, toks[:0])
	}
}

// BenchmarkGuardStreamNoStops: an answer with no full stop, streamed in
// 16-byte writes, at two sizes: the MB/s of the two stay alike (the guard
// judges such text in parts of at most 4 KB, so its work grows with the
// answer, not with its square).
func BenchmarkGuardStreamNoStops(b *testing.B) {
	g := NewGuard(nil)
	l := ledgerOf(onRequest, pending, optIn)
	for _, size := range []int{64 << 10, 256 << 10} {
		draft := strings.Repeat("word and https://ask.example.com/talk ", size/38)
		b.Run(strconv.Itoa(size>>10)+"KB", func(b *testing.B) {
			b.SetBytes(int64(len(draft)))
			b.ReportAllocs()
			for b.Loop() {
				s := g.Stream(io.Discard, l, language.English)
				for i := 0; i < len(draft); i += 16 {
					s.WriteString(draft[i:min(i+16, len(draft))])
				}
				s.Close()
			}
		})
	}
}
