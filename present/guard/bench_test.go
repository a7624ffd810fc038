package guard

import (
	"io"
	"strconv"
	"strings"
	"testing"
	"time"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/internal/cputime"
	"github.com/agent-capability/onrequest/present"
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
func benchmarkCheck(b *testing.B, l *present.Ledger, n int) {
	benchmarkCheckDraft(b, l, benchDraft(n))
}

// benchmarkCheckDraft guards draft against the ledger l.
func benchmarkCheckDraft(b *testing.B, l *present.Ledger, draft string) {
	g := New(nil)
	b.SetBytes(int64(len(draft)))
	b.ReportAllocs()
	start := cputime.Used()
	for b.Loop() {
		g.Check(l, language.English, draft)
	}
	reportCPU(b, start)
}

// reportCPU adds the CPU time per operation (cpu-ns/op): on a busy
// machine it is the steadier figure. Run with -cpu 1.
func reportCPU(b *testing.B, start time.Duration) {
	if used := cputime.Used() - start; used > 0 && b.N > 0 {
		b.ReportMetric(float64(used.Nanoseconds())/float64(b.N), "cpu-ns/op")
	}
}

// BenchmarkGuardCheck2KB and 64KB have all three checks on: a referral,
// a pending action and information given on opt-in.
func BenchmarkGuardCheck2KB(b *testing.B) {
	benchmarkCheck(b, ledgerOf(priceReferal, bookingPending, optInFee), 2<<10)
}

func BenchmarkGuardCheck64KB(b *testing.B) {
	benchmarkCheck(b, ledgerOf(priceReferal, bookingPending, optInFee), 64<<10)
}

// BenchmarkGuardCheckOneSentence64KB: 64 KB with no sentence end, as a
// hostile or broken model may write; the guard reads it in sentences of
// maxSentence bytes, which bounds the work per sentence (sortHits).
func BenchmarkGuardCheckOneSentence64KB(b *testing.B) {
	draft := strings.Repeat("a to in the chapel at 10 and a booking of the fee ", 1400)[:64<<10]
	benchmarkCheckDraft(b, ledgerOf(priceReferal, bookingPending), draft)
}

// BenchmarkGuardCheckReferralOnly2KB: one referral, the usual case after
// an on-request reply.
func BenchmarkGuardCheckReferralOnly2KB(b *testing.B) {
	benchmarkCheck(b, ledgerOf(priceReferal), 2<<10)
}

// BenchmarkGuardStream2KB streams the 2 KB draft in token-sized pieces.
func BenchmarkGuardStream2KB(b *testing.B) {
	g := New(nil)
	l := ledgerOf(priceReferal, bookingPending)
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

// BenchmarkGuardStreamNoStops: an answer with no full stop, streamed in
// 16-byte writes, at two sizes: the MB/s of the two stay alike (such text
// is judged in parts of at most 4 KB, so the work grows with the answer).
func BenchmarkGuardStreamNoStops(b *testing.B) {
	g := New(nil)
	l := ledgerOf(priceReferal, bookingPending, optInFee)
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

func BenchmarkNew(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		New(nil)
	}
}
