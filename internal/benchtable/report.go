package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"time"
	"unicode/utf8"
)

func environment() Env {
	return Env{
		Date:       time.Now().UTC().Format(time.RFC3339),
		GoVersion:  runtime.Version(),
		GOOS:       runtime.GOOS,
		GOARCH:     runtime.GOARCH,
		CPU:        cpuModel(),
		NumCPU:     runtime.NumCPU(),
		GOMAXPROCS: runtime.GOMAXPROCS(0),
		LoadBefore: loadAverage(),
	}
}

// cpuModel reads the first "model name" of /proc/cpuinfo; "unknown"
// where there is none.
func cpuModel() string {
	f, err := os.Open("/proc/cpuinfo")
	if err != nil {
		return "unknown"
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if k, v, ok := strings.Cut(sc.Text(), ":"); ok && strings.TrimSpace(k) == "model name" {
			return strings.TrimSpace(v)
		}
	}
	return "unknown"
}

// loadAverage is the 1, 5 and 15 minute load average from /proc/loadavg;
// "unknown" where there is none.
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	if f := strings.Fields(string(b)); len(f) >= 3 {
		return strings.Join(f[:3], " ")
	}
	return "unknown"
}

// writeText prints the header and the table.
func (r *Report) writeText(w io.Writer) error {
	e := r.Env
	var b strings.Builder
	fmt.Fprintf(&b, "date      %s\n", e.Date)
	fmt.Fprintf(&b, "go        %s %s/%s\n", e.GoVersion, e.GOOS, e.GOARCH)
	fmt.Fprintf(&b, "cpu       %s; NumCPU %d; GOMAXPROCS %d\n", e.CPU, e.NumCPU, e.GOMAXPROCS)
	fmt.Fprintf(&b, "load avg  %s before, %s after (1, 5, 15 min)\n", e.LoadBefore, e.LoadAfter)
	fmt.Fprintf(&b, "rounds    %d alternating rounds, %s per figure; medians; took %.0f s\n\n",
		r.Config.Rounds, r.Config.BenchTime, e.ElapsedSecs)

	cells := [][]string{{"row", "side", "ns/op", "cpu-ns/op", "spread", "MB/s", "cpu-MB/s", "B/op", "allocs/op", "ratio (range)", "cpu ratio", "aim", "holds"}}
	for _, row := range r.Rows {
		ratio, cpuRatio := "", ""
		if row.Baseline != nil {
			ratio = fmt.Sprintf("%s (%s-%s)", formatRatio(row.Ratio), formatRatio(row.RatioMin), formatRatio(row.RatioMax))
			if row.CPURatio > 0 {
				cpuRatio = formatRatio(row.CPURatio)
			}
		}
		cells = append(cells, measureCells(row.Name, &row.Measured, ratio, cpuRatio, strings.Join(row.Aims, "; "), holds(&row)))
		if row.Baseline != nil {
			cells = append(cells, measureCells("", row.Baseline, "", "", "", ""))
		}
	}
	// Text columns left, figures right.
	writeColumns(&b, cells, map[int]bool{0: true, 1: true, 11: true, 12: true})

	b.WriteString(`
ns/op is wall time. cpu-ns/op is this process's CPU time (user+system) per op:
it leaves out time spent waiting for a core on a busy machine, and counts every
core used, so it exceeds ns/op where client and server ran at once. spread is
(max-min)/median of the rounds' ns/op. ratio is measured/baseline: the median of
the per-round ratios, each round's two sides run back to back. holds: "yes" on
wall time, "cpu" only on CPU time, "NO" on neither. The ask, stream and cache
fetch rows include the in-process a2a-go server's work, CPU and allocations, the
same on both sides.
`)
	_, err := io.WriteString(w, b.String())
	return err
}

func holds(r *Row) string {
	switch {
	case r.Holds:
		return "yes"
	case r.HoldsCPU:
		return "cpu"
	}
	return "NO"
}

func measureCells(name string, m *Measure, ratio, cpuRatio, aim, holds string) []string {
	return []string{
		name, m.Label,
		formatNs(m.NsPerOp), formatNs(m.CPUNsPerOp),
		fmt.Sprintf("%.0f%%", 100*m.Spread()),
		formatRate(m.MBPerS), formatRate(m.CPUMBPerS),
		fmt.Sprint(m.BytesPerOp), fmt.Sprint(m.AllocsPerOp),
		ratio, cpuRatio, aim, holds,
	}
}

// writeColumns pads cells into columns two spaces apart, left-aligned
// where left says so and right-aligned elsewhere.
func writeColumns(b *strings.Builder, cells [][]string, left map[int]bool) {
	var width []int
	for _, row := range cells {
		for i, c := range row {
			if i >= len(width) {
				width = append(width, 0)
			}
			width[i] = max(width[i], utf8.RuneCountInString(c))
		}
	}
	for _, row := range cells {
		var line strings.Builder
		for i, c := range row {
			pad := strings.Repeat(" ", width[i]-utf8.RuneCountInString(c))
			if i > 0 {
				line.WriteString("  ")
			}
			if left[i] {
				line.WriteString(c + pad)
			} else {
				line.WriteString(pad + c)
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteByte('\n')
	}
}

func formatNs(ns float64) string {
	switch {
	case ns <= 0:
		return "-"
	case ns < 100:
		return fmt.Sprintf("%.1f", ns)
	}
	return fmt.Sprintf("%.0f", ns)
}

func formatRate(mbs float64) string {
	if mbs <= 0 {
		return ""
	}
	return fmt.Sprintf("%.1f", mbs)
}

// formatRatio keeps two decimals, or three significant digits for ratios
// far below one (a cache hit against a fetch).
func formatRatio(r float64) string {
	if r < 0.1 {
		return fmt.Sprintf("%.2g", r)
	}
	return fmt.Sprintf("%.2f", r)
}
