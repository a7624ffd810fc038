package redisstore

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/internal/cputime"
	"github.com/agent-capability/onrequest/internal/redistest"
	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
	"github.com/agent-capability/onrequest/present/guard"
	"github.com/agent-capability/onrequest/store"
	"github.com/agent-capability/onrequest/store/storetest"
)

// outcomes returns n outcomes of different items, as a long conversation
// records them: referrals, public answers and information given on opt-in,
// each with the operator's words.
func outcomes(n int) []interpret.Outcome {
	out := make([]interpret.Outcome, n)
	for i := range out {
		o := interpret.Outcome{Operator: fmt.Sprintf("Example Operator %d", i%4), SkillID: fmt.Sprintf("skill-%d", i),
			SkillName: fmt.Sprintf("Service %d", i)}
		switch i % 3 {
		case 0:
			o.Kind, o.PersonEntry = interpret.KindOnRequest, fmt.Sprintf("https://ask%d.example.com/talk", i)
			o.Text = "We give our prices to the person who asks; please contact us directly."
		case 1:
			o.Kind = interpret.KindAnswered
			o.Text = "We are open Monday to Friday from 9:00 to 17:00, and on Saturday mornings by appointment, at 12 High Street."
		case 2:
			o.Kind = interpret.KindGivenOnOptIn
			o.Text = "A consultation for a patient who pays themselves costs 45 EUR; a follow-up visit within four weeks costs 30 EUR."
		}
		out[i] = o
	}
	return out
}

// BenchmarkLedgerRoundTrip saves and loads a ledger of 20 recorded
// outcomes in a Redis on loopback: Update (record one more outcome of an
// item it has, in the ledger the previous Load read, and write it with the
// compare-and-set script) then Load, as a turn's last save and the next
// turn's load. Aim: under 300 µs.
func BenchmarkLedgerRoundTrip(b *testing.B) {
	srv := redistest.Start(b)
	ctx := context.Background()
	s := replica(b, srv)
	seen := outcomes(20)
	if err := s.Update(ctx, "bench", func(l *present.Ledger) error {
		for _, o := range seen {
			l.Record(o)
		}
		return nil
	}); err != nil {
		b.Fatal(err)
	}
	again := seen[0]
	b.Run("update+load", func(b *testing.B) {
		b.ReportAllocs()
		defer reportCPU(b, cputime.Used())
		for b.Loop() {
			if err := s.Update(ctx, "bench", storetest.Record(again)); err != nil {
				b.Fatal(err)
			}
			l, err := s.Load(ctx, "bench")
			if err != nil || len(l.Items()) != 20 {
				b.Fatalf("Load: %v", err)
			}
		}
	})
	// An Update of a conversation the store does not remember (its turn
	// began on another replica, or it was forgotten): GET first.
	b.Run("update-unremembered", func(b *testing.B) {
		b.ReportAllocs()
		defer reportCPU(b, cputime.Used())
		for b.Loop() {
			s.recent.forget(s.keys.ledger("bench"))
			if err := s.Update(ctx, "bench", storetest.Record(again)); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("load", func(b *testing.B) {
		b.ReportAllocs()
		defer reportCPU(b, cputime.Used())
		for b.Loop() {
			if l, err := s.Load(ctx, "bench"); err != nil || len(l.Items()) != 20 {
				b.Fatalf("Load: %v", err)
			}
		}
	})
	// The floor under update+load on this machine: the same two round
	// trips with nothing in them, through the same client. Loopback on a
	// virtual machine costs from 40 µs a trip (cores busy) to over 150 µs
	// (cores waking from idle), so the aim is judged beside this row.
	b.Run("two-pings", func(b *testing.B) {
		b.ReportAllocs()
		defer reportCPU(b, cputime.Used())
		for b.Loop() {
			for range 2 {
				if err := s.rdb.Ping(ctx).Err(); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
	// What of that is the encoding: the same ledger marshalled and read
	// back in process, no Redis.
	b.Run("json-only", func(b *testing.B) {
		l, err := s.Load(ctx, "bench")
		if err != nil {
			b.Fatal(err)
		}
		b.ReportAllocs()
		defer reportCPU(b, cputime.Used())
		for b.Loop() {
			data, err := store.MarshalLedger(l)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := store.UnmarshalLedger(data); err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(float64(len(data)), "saved-bytes")
		}
	})
}

// reportCPU adds this process's CPU time per operation (the Go side: the
// client, the encoding; not redis-server's), which leaves out time spent
// waiting for a core on a busy machine.
func reportCPU(b *testing.B, start time.Duration) {
	if used := cputime.Used() - start; used > 0 && b.N > 0 {
		b.ReportMetric(float64(used.Nanoseconds())/float64(b.N), "cpu-ns/op")
	}
}

// BenchmarkCardsColdReplicas: 4 replicas, each with 1,000 callers asking at
// once for a card none of them has. fetches/op is how many GETs reached
// the agent. Aim: 1.
func BenchmarkCardsColdReplicas(b *testing.B) {
	srv := redistest.Start(b)
	body, err := os.ReadFile("../../cache/testdata/card-v1.json")
	if err != nil {
		b.Fatal(err)
	}
	var gets atomic.Int64
	agent := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		gets.Add(1)
		time.Sleep(5 * time.Millisecond) // an agent that is not instant
		w.Header().Set("Cache-Control", "max-age=600")
		w.Write(body)
	}))
	defer agent.Close()
	replicas := cards(b, srv, 4)
	ctx := context.Background()
	round := 0
	for b.Loop() {
		round++
		url := fmt.Sprintf("%s/agent-%d", agent.URL, round) // cold: a card no replica has
		var wg sync.WaitGroup
		start := make(chan struct{})
		for _, c := range replicas {
			for range 1000 {
				wg.Go(func() {
					<-start
					if _, err := c.Card(ctx, url); err != nil {
						b.Error(err)
					}
				})
			}
		}
		close(start)
		wg.Wait()
	}
	b.ReportMetric(float64(gets.Load())/float64(round), "fetches/op")
}

// BenchmarkConversations10k: 10,000 conversations at once, each with its
// ledger loaded from Redis, streaming a 2 KB answer through the guard in
// 16-byte chunks, one chunk every 50 ms (a model at about 80 tokens a
// second); they begin over two seconds. It reports the added delay per
// chunk (the time a Write to the guard takes, at the median and the 99th
// percentile), the memory each conversation holds while it streams (its
// ledger, its guard and its goroutine's stack, measured halfway), and the
// cores the process used meanwhile.
func BenchmarkConversations10k(b *testing.B) {
	const conversations = 10000
	srv := redistest.Start(b)
	ctx := context.Background()
	s := replica(b, srv, WithTimeout(5*time.Second))
	for i := range conversations {
		if err := s.Update(ctx, fmt.Sprint("conv-", i), storetest.Record(chapelReferral)); err != nil {
			b.Fatal(err)
		}
	}
	g := guard.New(nil)
	for b.Loop() {
		conversationsAtOnce(b, s, g, conversations)
	}
}

// BenchmarkAnswer2KB is one conversation's share of the above, alone: the
// 2 KB answer through the guard in 16-byte writes, with no pause and no
// Redis.
func BenchmarkAnswer2KB(b *testing.B) {
	l := present.NewLedger()
	l.Record(chapelReferral)
	answer := answer2KB()
	g := guard.New(nil)
	b.ReportAllocs()
	defer reportCPU(b, cputime.Used())
	for b.Loop() {
		st := g.Stream(io.Discard, l, language.English)
		for off := 0; off < len(answer); off += 16 {
			st.WriteString(answer[off:min(off+16, len(answer))])
		}
		st.Close()
		if len(st.Result().Blocked) == 0 {
			b.Fatal("the guard blocked nothing")
		}
	}
}

var chapelReferral = interpret.Outcome{Kind: interpret.KindOnRequest, Operator: "Example Memorial Chapel",
	SkillID: "service-pricing", SkillName: "Service costs", PersonEntry: "https://ask.example.com/talk"}

// conversationsAtOnce is one round of BenchmarkConversations10k.
func conversationsAtOnce(b *testing.B, s *Store, g *guard.Guard, n int) {
	ctx := context.Background()
	answer := answer2KB()
	var before runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	ledgers := make([]*present.Ledger, n)
	for i := range ledgers {
		l, err := s.Load(ctx, fmt.Sprint("conv-", i))
		if err != nil {
			b.Fatal(err)
		}
		ledgers[i] = l
	}
	delays := make([][]time.Duration, n)
	cpu := cputime.Used()
	began := time.Now()
	var half, done sync.WaitGroup
	half.Add(n)
	proceed := make(chan struct{})
	for i, l := range ledgers {
		done.Go(func() {
			time.Sleep(time.Duration(i) * 2 * time.Second / time.Duration(n))
			delays[i] = stream(g.Stream(io.Discard, l, language.English), answer, func() { half.Done(); <-proceed })
		})
	}
	half.Wait()
	var mid runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&mid)
	close(proceed)
	done.Wait()
	cpu, took := cputime.Used()-cpu, time.Since(began)
	held := int64(mid.HeapAlloc+mid.StackInuse) - int64(before.HeapAlloc+before.StackInuse)
	var all []time.Duration
	for _, d := range delays {
		if d == nil {
			b.Fatal("the guard blocked nothing")
		}
		all = append(all, d...)
	}
	slices.Sort(all)
	b.ReportMetric(float64(all[len(all)/2].Nanoseconds())/1e3, "p50-µs/chunk")
	b.ReportMetric(float64(all[len(all)*99/100].Nanoseconds())/1e3, "p99-µs/chunk")
	b.ReportMetric(float64(held)/float64(n), "B/conversation")
	// The cores the process kept busy while the answers streamed: above
	// what the machine can give it, chunks queue and the delays grow.
	b.ReportMetric(cpu.Seconds()/took.Seconds(), "cores")
}

// stream writes answer to st in 16-byte chunks, one each 50 ms, calling
// halfway at the middle, and returns how long each Write took; nil if the
// guard blocked nothing.
func stream(st *guard.Stream, answer string, halfway func()) []time.Duration {
	const chunk, pace = 16, 50 * time.Millisecond
	d := make([]time.Duration, 0, len(answer)/chunk+1)
	tick := time.NewTicker(pace)
	defer tick.Stop()
	for off := 0; off < len(answer); off += chunk {
		if off == len(answer)/2/chunk*chunk {
			halfway()
		}
		t0 := time.Now()
		st.WriteString(answer[off:min(off+chunk, len(answer))])
		d = append(d, time.Since(t0))
		<-tick.C
	}
	st.Close()
	if len(st.Result().Blocked) == 0 {
		return nil
	}
	return d
}

// answer2KB is a model's answer of 2 KB: hours, an address, the referral,
// a price from elsewhere (which the guard blocks), and more.
func answer2KB() string {
	parts := []string{
		"The chapel is open Monday to Friday from 9:00 to 17:00, and on Saturday mornings by appointment. ",
		"You will find it at 12 High Street, next to the library; parking is available on site. ",
		"Example Memorial Chapel gives its prices to the person who asks, so I can't quote a figure for you. ",
		"From what families report online, a direct cremation there costs about $2,950. ",
		"Many families bring photographs and music to the first meeting, which takes about 45 minutes. ",
	}
	var sb strings.Builder
	for i := 0; sb.Len() < 2048; i++ {
		sb.WriteString(parts[i%len(parts)])
	}
	return sb.String()[:2048]
}
