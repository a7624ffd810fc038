// Command benchtable measures what the library adds to a call, against
// the bare thing, in one process and one run, and prints a table:
//
//	go run ./internal/benchtable          # about a minute
//	go run ./internal/benchtable -quick   # a few seconds, rougher
//	go run ./internal/benchtable -json
//	go run ./internal/benchtable -rounds 21 -benchtime 300ms   # a quiet machine, more care
//
// Rows: client.Ask against a2a-go's SendMessage (JSON-RPC and REST) and
// client.Stream against SendStreamingMessage, all on a2a-go's own server on
// loopback with the same executor; a cache hit against a cold card fetch;
// the guard against one regular expression for money on a 2 KB and a 64 KB
// draft; and interpret on each Annex A reply.
//
// Each figure comes from testing.Benchmark. The sides of a pair run in
// alternation, A B then B A, for several rounds, and the table shows
// medians, so that noise from other work on the machine falls on both
// sides alike. The ratio is the median of the per-round ratios, with its
// range. Beside wall time each figure has the process's CPU time per op,
// the steadier figure on a busy machine. The loopback rows count the
// server's work too (same process):
// their B/op and allocs/op are client and server together, and the
// difference between the sides is the client's.
//
// The header names the Go version, the platform, the CPU, and the load
// average before and after, so that a reader can judge the noise.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/agent-capability/onrequest/internal/cputime"
)

// config says how long to measure.
type config struct {
	Rounds    int    `json:"rounds"`    // alternating rounds per row
	BenchTime string `json:"benchTime"` // per figure, in go test's -benchtime form: "250ms" or "100x"
	TestData  string `json:"-"`         // the repository's testdata directory
}

var (
	fullConfig  = config{Rounds: 11, BenchTime: "150ms"}
	quickConfig = config{Rounds: 3, BenchTime: "50ms"}
)

func main() {
	fs := flag.NewFlagSet("benchtable", flag.ExitOnError)
	quick := fs.Bool("quick", false, "fewer, shorter rounds (3 rounds of 50ms per figure instead of 11 of 150ms)")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	rounds := fs.Int("rounds", 0, "alternating rounds per row (overrides the default or -quick)")
	benchTime := fs.String("benchtime", "", "time per figure, as go test's -benchtime: 300ms or 1000x (overrides the default or -quick)")
	testdata := fs.String("testdata", "", "the repository's testdata directory (default: found above the working directory)")
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "usage: go run ./internal/benchtable [-quick] [-json] [-rounds n] [-benchtime d]\n")
		fs.PrintDefaults()
	}
	_ = fs.Parse(os.Args[1:])

	cfg := fullConfig
	if *quick {
		cfg = quickConfig
	}
	if *rounds != 0 {
		cfg.Rounds = *rounds
	}
	if *benchTime != "" {
		cfg.BenchTime = *benchTime
	}
	cfg.TestData = *testdata
	if cfg.TestData == "" {
		dir, err := findTestdata()
		if err != nil {
			fmt.Fprintln(os.Stderr, "benchtable:", err)
			os.Exit(2)
		}
		cfg.TestData = dir
	}

	rep, err := run(context.Background(), cfg, os.Stderr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "benchtable:", err)
		os.Exit(1)
	}
	if *asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		err = enc.Encode(rep)
	} else {
		err = rep.writeText(os.Stdout)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "benchtable:", err)
		os.Exit(1)
	}
}

// findTestdata looks for testdata/annex-a in the working directory and
// its parents, so the command runs from anywhere in the repository.
func findTestdata() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		td := filepath.Join(dir, "testdata")
		if fi, err := os.Stat(filepath.Join(td, "annex-a")); err == nil && fi.IsDir() {
			return td, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("no testdata/annex-a above the working directory; use -testdata")
		}
		dir = parent
	}
}

// A Measure is one side of a row: medians over the rounds.
type Measure struct {
	Label       string  `json:"label"`
	NsPerOp     float64 `json:"nsPerOp"`
	CPUNsPerOp  float64 `json:"cpuNsPerOp,omitempty"` // process CPU time per op (0 where not measured)
	BytesPerOp  int64   `json:"bytesPerOp"`
	AllocsPerOp int64   `json:"allocsPerOp"`
	MBPerS      float64 `json:"mbPerS,omitempty"`
	CPUMBPerS   float64 `json:"cpuMBPerS,omitempty"`
	Iterations  int     `json:"iterations"` // in the measured runs of all rounds
	// Rounds and CPURounds are each round's ns/op, in order.
	Rounds    []float64 `json:"roundsNsPerOp"`
	CPURounds []float64 `json:"roundsCPUNsPerOp,omitempty"`
	bytes     []int64
	allocs    []int64
}

// Spread is (max-min)/median of the rounds' ns/op: how much the machine
// moved the figure during the run.
func (m *Measure) Spread() float64 {
	if len(m.Rounds) == 0 || m.NsPerOp == 0 {
		return 0
	}
	return (slices.Max(m.Rounds) - slices.Min(m.Rounds)) / m.NsPerOp
}

// A Row is one line of the table.
type Row struct {
	Name     string   `json:"name"`
	Measured Measure  `json:"measured"`
	Baseline *Measure `json:"baseline,omitempty"`
	// Ratio is the median over rounds of measured/baseline ns/op, each
	// round's pair measured back to back; RatioMin and RatioMax its range.
	// CPURatio is the same on CPU time.
	Ratio    float64  `json:"ratio,omitempty"`
	RatioMin float64  `json:"ratioMin,omitempty"`
	RatioMax float64  `json:"ratioMax,omitempty"`
	CPURatio float64  `json:"cpuRatio,omitempty"`
	Aims     []string `json:"aims"`
	// Holds reports whether every aim holds on wall time, HoldsCPU on CPU
	// time; Missed and MissedCPU list those that do not.
	Holds     bool     `json:"holds"`
	HoldsCPU  bool     `json:"holdsCPU"`
	Missed    []string `json:"missed,omitempty"`
	MissedCPU []string `json:"missedCPU,omitempty"`
}

// Env describes the machine, for judging noise.
type Env struct {
	Date        string  `json:"date"`
	GoVersion   string  `json:"goVersion"`
	GOOS        string  `json:"goos"`
	GOARCH      string  `json:"goarch"`
	CPU         string  `json:"cpu"`
	NumCPU      int     `json:"numCPU"`
	GOMAXPROCS  int     `json:"gomaxprocs"`
	LoadBefore  string  `json:"loadBefore"`
	LoadAfter   string  `json:"loadAfter"`
	ElapsedSecs float64 `json:"elapsedSeconds"`
}

// A Report is the whole table.
type Report struct {
	Env    Env    `json:"env"`
	Config config `json:"config"`
	Rows   []Row  `json:"rows"`
}

// run sets up every row, measures them round by round, and summarises.
// Progress goes to progress.
func run(ctx context.Context, cfg config, progress io.Writer) (*Report, error) {
	if cfg.Rounds < 1 {
		return nil, fmt.Errorf("rounds = %d, want at least 1", cfg.Rounds)
	}
	restore, err := setBenchTime(cfg.BenchTime)
	if err != nil {
		return nil, err
	}
	defer restore()

	start := time.Now()
	rep := &Report{Env: environment(), Config: cfg}

	rows, f, err := setup(ctx, cfg.TestData)
	if err != nil {
		return nil, err
	}
	defer f.close()

	out := make([]Row, len(rows))
	for i, r := range rows {
		out[i].Name = r.name
		for _, a := range r.aims {
			out[i].Aims = append(out[i].Aims, a.text)
		}
		out[i].Measured.Label = r.benches[0].label
		if len(r.benches) > 1 {
			out[i].Baseline = &Measure{Label: r.benches[1].label}
		}
	}

	for round := range cfg.Rounds {
		fmt.Fprintf(progress, "round %d of %d\n", round+1, cfg.Rounds)
		for i, r := range rows {
			order := []int{0, 1}[:len(r.benches)]
			if round%2 == 1 {
				slices.Reverse(order) // B A on odd rounds: neither side always goes first
			}
			for _, side := range order {
				res, cpu, err := measure(r.benches[side])
				if err != nil {
					return nil, fmt.Errorf("%s, %s: %w", r.name, r.benches[side].label, err)
				}
				m := out[i].sides()[side]
				m.Rounds = append(m.Rounds, float64(res.T.Nanoseconds())/float64(res.N))
				m.CPURounds = append(m.CPURounds, float64(cpu.Nanoseconds())/float64(res.N))
				m.bytes = append(m.bytes, res.AllocedBytesPerOp())
				m.allocs = append(m.allocs, res.AllocsPerOp())
				m.Iterations += res.N
			}
		}
	}

	for i, r := range rows {
		out[i].summarize(r)
	}
	rep.Rows = out
	rep.Env.LoadAfter = loadAverage()
	rep.Env.ElapsedSecs = time.Since(start).Seconds()
	return rep, nil
}

// summarize takes the medians of a row's rounds, compares its two sides,
// and checks its aims against the wall-clock and the CPU figures.
func (o *Row) summarize(r row) {
	for side, m := range o.sides() {
		m.NsPerOp = median(m.Rounds)
		m.CPUNsPerOp = median(m.CPURounds)
		m.BytesPerOp = int64(median(floats(m.bytes)))
		m.AllocsPerOp = int64(median(floats(m.allocs)))
		if b := float64(r.benches[side].bytes); b > 0 {
			m.MBPerS = perSecond(b, m.NsPerOp)
			m.CPUMBPerS = perSecond(b, m.CPUNsPerOp)
		}
	}
	if o.Baseline != nil {
		o.Ratio, o.RatioMin, o.RatioMax = ratios(o.Measured.Rounds, o.Baseline.Rounds)
		o.CPURatio, _, _ = ratios(o.Measured.CPURounds, o.Baseline.CPURounds)
	}
	wall := figures{NsPerOp: o.Measured.NsPerOp, MBPerS: o.Measured.MBPerS, Ratio: o.Ratio}
	cpu := figures{NsPerOp: o.Measured.CPUNsPerOp, MBPerS: o.Measured.CPUMBPerS, Ratio: o.CPURatio}
	o.Holds, o.HoldsCPU = true, o.Measured.CPUNsPerOp > 0
	for _, a := range r.aims {
		if !a.holds(wall) {
			o.Holds = false
			o.Missed = append(o.Missed, a.text)
		}
		if o.Measured.CPUNsPerOp > 0 && !a.holds(cpu) {
			o.HoldsCPU = false
			o.MissedCPU = append(o.MissedCPU, a.text)
		}
	}
}

// sides returns the row's measures: the measured side, then the baseline
// if it has one.
func (o *Row) sides() []*Measure {
	if o.Baseline == nil {
		return []*Measure{&o.Measured}
	}
	return []*Measure{&o.Measured, o.Baseline}
}

// measure runs one bench through testing.Benchmark and returns, besides
// its result, the process CPU time of the measured run. testing.Benchmark
// drops a failed benchmark's message, so the error is kept here.
func measure(bm bench) (testing.BenchmarkResult, time.Duration, error) {
	var (
		loopErr error
		lastN   int
		lastCPU time.Duration
	)
	res := testing.Benchmark(func(b *testing.B) {
		b.ReportAllocs()
		if bm.bytes > 0 {
			b.SetBytes(bm.bytes)
		}
		// testing.Benchmark calls this with growing b.N; the result is
		// the last call's, and so is the CPU time kept.
		c0 := cputime.Used()
		err := bm.loop(b.N)
		lastN, lastCPU = b.N, cputime.Used()-c0
		if err != nil {
			loopErr = err
			b.FailNow()
		}
	})
	if loopErr != nil {
		return res, 0, loopErr
	}
	if res.N == 0 || res.T <= 0 {
		return res, 0, fmt.Errorf("no iterations measured")
	}
	if lastN != res.N {
		lastCPU = 0
	}
	return res, lastCPU, nil
}

// ratios returns the median, least and greatest of a[k]/b[k].
func ratios(a, b []float64) (med, lo, hi float64) {
	rs := make([]float64, 0, len(a))
	for k := range min(len(a), len(b)) {
		if b[k] > 0 {
			rs = append(rs, a[k]/b[k])
		}
	}
	if len(rs) == 0 {
		return 0, 0, 0
	}
	return median(rs), slices.Min(rs), slices.Max(rs)
}

// perSecond is MB/s (10^6 bytes, as go test reports) for bytes per op.
func perSecond(bytes, nsPerOp float64) float64 {
	if nsPerOp <= 0 {
		return 0
	}
	return bytes / nsPerOp * 1e3
}

// setBenchTime sets testing.Benchmark's time per figure, which it reads
// only from the -test.benchtime flag, and returns a function that puts the
// old value back.
func setBenchTime(v string) (restore func(), err error) {
	testing.Init() // registers -test.benchtime; a no-op when already done
	fl := flag.Lookup("test.benchtime")
	if fl == nil {
		return nil, fmt.Errorf("testing registered no -test.benchtime flag")
	}
	old := fl.Value.String()
	if err := fl.Value.Set(v); err != nil {
		return nil, fmt.Errorf("benchtime %q: %w", v, err)
	}
	return func() { _ = fl.Value.Set(old) }, nil
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	if n := len(s); n%2 == 1 {
		return s[n/2]
	} else {
		return (s[n/2-1] + s[n/2]) / 2
	}
}

func floats(xs []int64) []float64 {
	out := make([]float64, len(xs))
	for i, x := range xs {
		out[i] = float64(x)
	}
	return out
}
