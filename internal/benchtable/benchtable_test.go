package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"path/filepath"
	"strings"
	"testing"
)

// TestTable runs the whole table with one iteration per figure: every row
// is there, its work was done and checked, and its figures are positive.
// It asserts nothing about speed.
func TestTable(t *testing.T) {
	cfg := config{Rounds: 2, BenchTime: "1x", TestData: filepath.Join("..", "..", "testdata")}
	rep, err := run(context.Background(), cfg, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		name     string
		baseline bool
		bytes    bool
	}{
		{"ask JSON-RPC", true, false},
		{"ask REST", true, false},
		{"stream JSON-RPC", true, false},
		{"cache", true, false},
		{"guard 2 KB", true, true},
		{"guard 64 KB", true, true},
		{"interpret message-on-request", false, false},
		{"interpret task-action-referred", false, false},
		{"interpret task-given-on-opt-in", false, false},
	}
	if len(rep.Rows) != len(want) {
		t.Fatalf("%d rows, want %d", len(rep.Rows), len(want))
	}
	for i, w := range want {
		r := rep.Rows[i]
		if r.Name != w.name {
			t.Errorf("row %d = %q, want %q", i, r.Name, w.name)
			continue
		}
		if len(r.Aims) == 0 {
			t.Errorf("%s: no aim", r.Name)
		}
		sides := []*Measure{&r.Measured}
		if w.baseline != (r.Baseline != nil) {
			t.Errorf("%s: baseline %v, want %v", r.Name, r.Baseline != nil, w.baseline)
		}
		if r.Baseline != nil {
			sides = append(sides, r.Baseline)
			if r.Ratio <= 0 || r.RatioMin <= 0 || r.RatioMin > r.Ratio || r.Ratio > r.RatioMax {
				t.Errorf("%s: ratio %v in [%v, %v]", r.Name, r.Ratio, r.RatioMin, r.RatioMax)
			}
		}
		for _, m := range sides {
			if m.Label == "" || m.NsPerOp <= 0 || m.Iterations != cfg.Rounds || len(m.Rounds) != cfg.Rounds {
				t.Errorf("%s, %s: ns/op %v, %d iterations, %d rounds", r.Name, m.Label, m.NsPerOp, m.Iterations, len(m.Rounds))
			}
			if m.BytesPerOp < 0 || m.AllocsPerOp < 0 || m.CPUNsPerOp < 0 {
				t.Errorf("%s, %s: B/op %d, allocs/op %d, cpu-ns/op %v", r.Name, m.Label, m.BytesPerOp, m.AllocsPerOp, m.CPUNsPerOp)
			}
			if w.bytes != (m.MBPerS > 0) {
				t.Errorf("%s, %s: MB/s %v", r.Name, m.Label, m.MBPerS)
			}
		}
		// A round trip over loopback allocates, on either side.
		if strings.HasPrefix(r.Name, "ask") || strings.HasPrefix(r.Name, "stream") {
			if r.Measured.AllocsPerOp <= 0 || r.Baseline.AllocsPerOp <= 0 {
				t.Errorf("%s: allocs/op %d and %d", r.Name, r.Measured.AllocsPerOp, r.Baseline.AllocsPerOp)
			}
		}
	}
	if rep.Env.GoVersion == "" || rep.Env.NumCPU <= 0 || rep.Env.LoadBefore == "" || rep.Env.LoadAfter == "" {
		t.Errorf("env = %+v", rep.Env)
	}

	var text bytes.Buffer
	if err := rep.writeText(&text); err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"load avg", rep.Env.GoVersion, "ns/op", "allocs/op"} {
		if !strings.Contains(text.String(), s) {
			t.Errorf("text output lacks %q", s)
		}
	}
	for _, w := range want {
		if !strings.Contains(text.String(), w.name) {
			t.Errorf("text output lacks row %q", w.name)
		}
	}
	b, err := json.Marshal(rep)
	if err != nil {
		t.Fatal(err)
	}
	var back Report
	if err := json.Unmarshal(b, &back); err != nil || len(back.Rows) != len(want) {
		t.Fatalf("JSON round trip: %d rows, %v", len(back.Rows), err)
	}
}

func TestAims(t *testing.T) {
	tests := []struct {
		aim  aim
		f    figures
		want bool
	}{
		{aimWrapped, figures{Ratio: 1.04}, true},
		{aimWrapped, figures{Ratio: 1.06}, false},
		{aimHit, figures{NsPerOp: 150}, true},
		{aimHit, figures{NsPerOp: 250}, false},
		{aimGuardMB, figures{MBPerS: 60}, true},
		{aimGuardMB, figures{MBPerS: 40}, false},
		{aimGuard2K, figures{NsPerOp: 39_000}, true},
		{aimGuard2K, figures{NsPerOp: 41_000}, false},
		{aimReply, figures{NsPerOp: 1_500}, true},
		{aimReply, figures{NsPerOp: 2_500}, false},
	}
	for _, tt := range tests {
		if got := tt.aim.holds(tt.f); got != tt.want {
			t.Errorf("%s on %+v = %v, want %v", tt.aim.text, tt.f, got, tt.want)
		}
	}
}

// TestMeasureError: a row whose work fails is an error, not a figure.
func TestMeasureError(t *testing.T) {
	restore, err := setBenchTime("1x")
	if err != nil {
		t.Fatal(err)
	}
	defer restore()
	boom := errors.New("boom")
	_, _, err = measure(bench{label: "failing", loop: func(int) error { return boom }})
	if !errors.Is(err, boom) {
		t.Fatalf("measure = %v, want %v", err, boom)
	}
}

func TestMedianAndRatios(t *testing.T) {
	if got := median([]float64{3, 1, 2}); got != 2 {
		t.Errorf("median odd = %v", got)
	}
	if got := median([]float64{4, 1, 3, 2}); got != 2.5 {
		t.Errorf("median even = %v", got)
	}
	med, lo, hi := ratios([]float64{2, 3, 10}, []float64{2, 2, 5})
	if med != 1.5 || lo != 1 || hi != 2 {
		t.Errorf("ratios = %v %v %v, want 1.5 1 2", med, lo, hi)
	}
}

// TestFindTestdata: run from inside the repository, the command finds the
// repository's testdata by itself.
func TestFindTestdata(t *testing.T) {
	dir, err := findTestdata()
	if err != nil {
		t.Fatal(err)
	}
	want, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	if dir != want {
		t.Errorf("findTestdata = %s, want %s", dir, want)
	}
}
