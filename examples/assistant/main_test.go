package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/text/language"

	"github.com/agent-capability/onrequest/client"
	"github.com/agent-capability/onrequest/examples/assistant/demo"
	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
	"github.com/agent-capability/onrequest/present/guard"
)

// The assistant is built once, when the first end-to-end test needs it
// (not in TestMain, which every fuzzing worker runs too).
var (
	buildOnce sync.Once
	buildDir  string
	binary    string
	buildErr  error
)

func TestMain(m *testing.M) {
	code := m.Run()
	if buildDir != "" {
		os.RemoveAll(buildDir)
	}
	os.Exit(code)
}

func assistantBinary(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		if buildDir, buildErr = os.MkdirTemp("", "assistant-e2e"); buildErr != nil {
			return
		}
		binary = filepath.Join(buildDir, "assistant")
		if runtime.GOOS == "windows" {
			binary += ".exe"
		}
		if out, err := exec.Command("go", "build", "-o", binary, ".").CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binary
}

// cleanEnv is the environment of a fresh machine: no model configured.
func cleanEnv(extra ...string) []string {
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		switch {
		case strings.HasPrefix(k, "OPENAI_"), strings.HasPrefix(k, "ANTHROPIC_"), strings.HasPrefix(k, "GEMINI_"), k == "LANG", k == "LC_ALL", k == "LC_MESSAGES":
			continue
		}
		env = append(env, kv)
	}
	return append(env, extra...)
}

type runResult struct {
	stdout, stderr string
	code           int
}

// runAssistant runs the built program as a person would.
func runAssistant(t *testing.T, stdin string, env []string, args ...string) runResult {
	t.Helper()
	bin := assistantBinary(t) // built first: a slow build must not eat the run's time
	ctx, cancel := context.WithTimeout(t.Context(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Stdin = strings.NewReader(stdin)
	cmd.Env = env
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("run %v: %v", args, err)
	}
	return runResult{out.String(), errb.String(), code}
}

// webPrice matches the scripted planner's "price from the web" in every
// language it writes it in, and the fake model's.
var webPrice = regexp.MustCompile(`2[,. \x{202f}]?450|24万5千`)

// doneClaim matches the naive "booked" sentences the planner adds, in
// every language.
var doneClaim = func() *regexp.Regexp {
	var alts []string
	for _, lx := range lexicons() {
		for _, key := range []string{"booked-referred", "booked-pending"} {
			alts = append(alts, regexp.QuoteMeta(strings.TrimRight(lx.say[key], ".。")))
		}
	}
	return regexp.MustCompile(`(?i)` + strings.Join(alts, "|"))
}()

// sentenceEnd ends a sentence: a full stop, question or exclamation mark
// before a space or the end (not the dots of an address), or a Japanese one.
var sentenceEnd = regexp.MustCompile(`[.!?](?:\s+|$)|[。！？]`)

// repeatedSentence returns a sentence text says twice, or "".
func repeatedSentence(text string) string {
	seen := map[string]bool{}
	start := 0
	for _, m := range sentenceEnd.FindAllStringIndex(text+" ", -1) {
		s := strings.TrimSpace(text[start:min(m[1], len(text))])
		start = min(m[1], len(text))
		if s != "" && seen[s] {
			return s
		}
		seen[s] = true
	}
	return ""
}

func scenarioQuestions(lang string) string {
	var b strings.Builder
	for _, sc := range scenarios {
		b.WriteString(sc.questions[lang])
		b.WriteByte('\n')
	}
	return b.String()
}

// TestTranscriptEveryKind runs the whole conversation through stdin with
// -json, in every language, and checks each turn: the outcome kind, what the
// person reads, and what the guard kept back.
func TestTranscriptEveryKind(t *testing.T) {
	for _, lang := range []string{"en", "de", "fr", "es", "it", "nl", "pt", "ja"} {
		t.Run(lang, func(t *testing.T) {
			res := runAssistant(t, scenarioQuestions(lang), cleanEnv(), "-json", "-lang", lang)
			if res.code != 0 {
				t.Fatalf("exit %d\n%s", res.code, res.stderr)
			}
			dec := json.NewDecoder(strings.NewReader(res.stdout))
			seen := map[interpret.Kind]bool{}
			for i, sc := range scenarios {
				var r Reply
				if err := dec.Decode(&r); err != nil {
					t.Fatalf("turn %d: %v\nstdout:\n%s\nstderr:\n%s", i+1, err, res.stdout, res.stderr)
				}
				if r.Question != sc.questions[lang] || len(r.Steps) != 1 {
					t.Fatalf("turn %d: question %q with %d steps", i+1, r.Question, len(r.Steps))
				}
				o := r.Steps[0].Outcome
				seen[o.Kind] = true
				if o.Kind != sc.kind || o.Operator != sc.operator {
					t.Errorf("turn %d %q: %s from %q, want %s from %q", i+1, r.Question, o.Kind, o.Operator, sc.kind, sc.operator)
				}
				if len(o.Findings) > 0 {
					t.Errorf("turn %d: the demo agents broke rules: %v", i+1, o.Findings)
				}
				// present's own sentence for the outcome reaches the person whole.
				if !strings.HasPrefix(r.Text, strings.TrimSpace(r.Steps[0].Result.Say)) {
					t.Errorf("turn %d (%s): text %q does not start with present's sentence %q", i+1, o.Kind, r.Text, r.Steps[0].Result.Say)
				}
				if webPrice.MatchString(r.Text) {
					t.Errorf("turn %d (%s): a price from the web reached the person: %q", i+1, o.Kind, r.Text)
				}
				if s := repeatedSentence(r.Text); s != "" {
					t.Errorf("turn %d (%s): %q says %q twice", i+1, o.Kind, r.Text, s)
				}
				if doneClaim.MatchString(r.Text) {
					t.Errorf("turn %d (%s): a false 'booked' reached the person: %q", i+1, o.Kind, r.Text)
				}
				switch o.Kind {
				case interpret.KindOnRequest, interpret.KindActionReferred:
					_, linkText := present.Address(o.PersonEntry)
					if linkText == "" || !strings.Contains(r.Text, linkText) {
						t.Errorf("turn %d (%s): text %q lacks the address %q", i+1, o.Kind, r.Text, linkText)
					}
					if !webPrice.MatchString(r.Draft) && !doneClaim.MatchString(r.Draft) {
						t.Errorf("turn %d: the draft had nothing for the guard to catch: %q", i+1, r.Draft)
					}
					if len(r.Blocked) == 0 {
						t.Errorf("turn %d (%s): guard blocked nothing", i+1, o.Kind)
					}
				case interpret.KindActionPending:
					if len(r.Blocked) == 0 || r.Blocked[0].Reason != guard.ReasonDoneClaim {
						t.Errorf("turn %d: the 'booked' claim on a deferred appointment was not blocked: %+v", i+1, r.Blocked)
					}
				case interpret.KindGivenOnOptIn:
					if !strings.Contains(r.Text, "45 EUR") {
						t.Errorf("turn %d: the fee the clinic opened to assistants is missing: %q", i+1, r.Text)
					}
				case interpret.KindInputRequired:
					// The clinic's own question reaches the person, asked in
					// the person's language (the agent is told it).
					if o.Text == "" || !strings.Contains(r.Text, o.Text) {
						t.Errorf("turn %d: the clinic's question %q is missing: %q", i+1, o.Text, r.Text)
					}
					if lang != "en" && strings.Contains(o.Text, "Which day") {
						t.Errorf("turn %d: the clinic asked in English in a %s chat: %q", i+1, lang, o.Text)
					}
				}
				// The chapel gives prices only on request: no amount at all
				// while talking to it.
				if sc.operator == "Example Memorial Chapel" && regexp.MustCompile(`[$€£]|\bEUR\b|\bUSD\b`).MatchString(r.Text) {
					t.Errorf("turn %d: a price in a chapel reply: %q", i+1, r.Text)
				}
			}
			for _, k := range []interpret.Kind{interpret.KindAnswered, interpret.KindOnRequest, interpret.KindActionReferred,
				interpret.KindGivenOnOptIn, interpret.KindActionPending, interpret.KindActionDone, interpret.KindSignInRequired,
				interpret.KindInputRequired, interpret.KindFailed} {
				if !seen[k] {
					t.Errorf("no turn ended %s", k)
				}
			}
		})
	}
}

// TestPlainTranscript reads the chat as the person sees it, in two
// languages taken from LANG.
func TestPlainTranscript(t *testing.T) {
	for _, tc := range []struct{ lang, env, onRequest, pending, asks string }{
		{"en", "LANG=en_GB.UTF-8", "on request", "not done yet", "Which day"},
		{"de", "LANG=de_DE.UTF-8", "auf Anfrage", "noch nicht erledigt", "Welcher Tag"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			res := runAssistant(t, scenarioQuestions(tc.lang)+"quit\n", cleanEnv(tc.env))
			if res.code != 0 {
				t.Fatalf("exit %d\n%s", res.code, res.stderr)
			}
			out := res.stdout
			tag := language.MustParse(tc.lang)
			if tc.lang != "en" && strings.Contains(out, phrase(language.English, "chat-usage")) {
				t.Errorf("English banner in a %s chat:\n%s", tc.lang, out)
			}
			for _, want := range []string{phrase(tag, "chat-scripted"), phrase(tag, "chat-usage"), "> " + scenarios[1].questions[tc.lang], "https://ask.example.com/talk",
				"+1 555 0100", tc.onRequest, tc.pending, "45 EUR", tc.asks} {
				if !strings.Contains(out, want) {
					t.Errorf("transcript lacks %q:\n%s", want, out)
				}
			}
			if webPrice.MatchString(out) || doneClaim.MatchString(out) {
				t.Errorf("transcript carries the planner's web price or 'booked':\n%s", out)
			}
		})
	}
}

func TestAskOnce(t *testing.T) {
	res := runAssistant(t, "", cleanEnv(), "-ask", "What does a cremation cost at the chapel?", "-v")
	if res.code != 0 {
		t.Fatalf("exit %d: %s", res.code, res.stderr)
	}
	if !strings.Contains(res.stdout, "https://ask.example.com/talk") || webPrice.MatchString(res.stdout) {
		t.Errorf("stdout %q", res.stdout)
	}
	for _, want := range []string{"[outcome] on-request", "blocked (other-source-value)", "2,450", "on purpose"} {
		if !strings.Contains(res.stderr, want) {
			t.Errorf("-v output lacks %q:\n%s", want, res.stderr)
		}
	}

	res = runAssistant(t, "", cleanEnv(), "-ask", "Wann hat die Kapelle geöffnet?", "-lang", "de-CH, de;q=0.9", "-json")
	var r Reply
	if err := json.Unmarshal([]byte(res.stdout), &r); err != nil {
		t.Fatalf("-json: %v\n%s", err, res.stdout)
	}
	if r.Lang != "de" || r.Steps[0].Outcome.Kind != interpret.KindAnswered || !strings.Contains(r.Text, "09:00") {
		t.Errorf("-json reply %+v", r)
	}
}

func TestDemoFlag(t *testing.T) {
	res := runAssistant(t, "", cleanEnv(), "-demo")
	if res.code != 0 {
		t.Fatalf("exit %d: %s", res.code, res.stderr)
	}
	for _, k := range []string{"answered", "on-request", "action-referred", "given-on-opt-in", "action-pending", "action-done",
		"sign-in-required", "input-required", "failed"} {
		if !strings.Contains(res.stdout, "["+k+"]") {
			t.Errorf("-demo shows no %s scenario", k)
		}
	}
	// The naive column has the web price and the false "booked"; every
	// line's right column (after the separator) has neither.
	rows := 0
	var naive, guarded strings.Builder
	for _, line := range strings.Split(res.stdout, "\n") {
		left, right, ok := strings.Cut(line, " │ ")
		if !ok {
			left, right, ok = strings.Cut(line, " ≠ ")
		}
		if ok {
			rows++
			naive.WriteString(strings.TrimSpace(left) + " ")
			guarded.WriteString(strings.TrimSpace(right) + " ")
		}
	}
	if !webPrice.MatchString(naive.String()) || !doneClaim.MatchString(naive.String()) {
		t.Errorf("-demo does not show what a naive assistant says:\n%s", res.stdout)
	}
	if webPrice.MatchString(guarded.String()) || doneClaim.MatchString(guarded.String()) {
		t.Errorf("the guarded column leaks:\n%s", res.stdout)
	}
	if !strings.Contains(res.stdout, "passed on 2 value(s)") || !strings.Contains(res.stdout, "said 2 action(s) were done") {
		t.Errorf("-demo summary missing or wrong:\n%s", res.stdout)
	}
	if rows < len(scenarios) {
		t.Errorf("only %d two-column rows:\n%s", rows, res.stdout)
	}
}

func TestAgentFlag(t *testing.T) {
	agents, stop, err := demo.Start(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	q := "What does a cremation cost at the chapel?"

	// A real agent on a private address is refused unless allowed.
	res := runAssistant(t, "", cleanEnv(), "-agent", agents.Chapel.URL, "-ask", q)
	if res.code == 0 || !strings.Contains(res.stderr, "pass -allow-private") {
		t.Errorf("loopback agent without -allow-private: exit %d, stderr %q", res.code, res.stderr)
	}
	res = runAssistant(t, "", cleanEnv(), "-agent", agents.Chapel.URL, "-allow-private", "-ask", q)
	if res.code != 0 || !strings.Contains(res.stdout, "https://ask.example.com/talk") {
		t.Errorf("with -allow-private: exit %d, stdout %q, stderr %q", res.code, res.stdout, res.stderr)
	}
}

func TestUsage(t *testing.T) {
	if res := runAssistant(t, "", cleanEnv(), "stray"); res.code != 2 {
		t.Errorf("stray argument: exit %d", res.code)
	}
	if res := runAssistant(t, "", cleanEnv(), "-h"); res.code != 0 || !strings.Contains(res.stderr, "OPENAI_BASE_URL") {
		t.Errorf("-h: exit %d, %q", res.code, res.stderr)
	}
}

// TestRunInProcess runs the program's run function in the test process, so
// that the race detector and coverage see the assistant's own code.
func TestRunInProcess(t *testing.T) {
	var out, errb bytes.Buffer
	env := func(k string) string { return map[string]string{"LANG": "es_ES.UTF-8"}[k] }
	code := run(t.Context(), []string{"-json", "-v"}, strings.NewReader(scenarioQuestions("es")), &out, &errb, env)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	dec := json.NewDecoder(&out)
	for i, sc := range scenarios {
		var r Reply
		if err := dec.Decode(&r); err != nil {
			t.Fatalf("turn %d: %v", i+1, err)
		}
		if r.Lang != "es" || len(r.Steps) != 1 || r.Steps[0].Outcome.Kind != sc.kind {
			t.Errorf("turn %d: lang %s, steps %+v", i+1, r.Lang, r.Steps)
		}
		if webPrice.MatchString(r.Text) || doneClaim.MatchString(r.Text) {
			t.Errorf("turn %d: %q", i+1, r.Text)
		}
	}
}

// TestRunInProcessModes covers -demo, -ask with -v and the model planner in
// the test process (the race detector sees them too).
func TestRunInProcessModes(t *testing.T) {
	fm := httptest.NewServer(&fakeModel{})
	defer fm.Close()
	model := map[string]string{"OPENAI_BASE_URL": fm.URL + "/v1/", "OPENAI_API_KEY": "k", "OPENAI_MODEL": "fake-model"}
	for _, tc := range []struct {
		name   string
		args   []string
		env    map[string]string
		stdin  string
		want   string // in stdout
		wantV  string // in stderr
		reject string // never in stdout
	}{
		{"demo", []string{"-demo", "-v", "-lang", "fr"}, nil, "", "CET ASSISTANT DIT", "", ""},
		{"ask -v", []string{"-ask", "Please book an arrangement meeting at the chapel", "-v"}, nil, "", "https://ask.example.com/talk", "blocked (done-claim)", "booked it for you"},
		{"model", []string{"-ask", "What does a cremation cost at the chapel?", "-v"}, model, "", "https://ask.example.com/talk", "[draft] (model fake-model)", "2,450"},
		{"model chat", nil, model, "What does a cremation cost at the chapel?\n", "Planner: model fake-model", "", "2,450"},
		{"help", nil, nil, "help\n", "scripted stand-in for a language model", "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			env := func(k string) string { return tc.env[k] }
			if code := run(t.Context(), tc.args, strings.NewReader(tc.stdin), &out, &errb, env); code != 0 {
				t.Fatalf("exit %d: %s", code, errb.String())
			}
			if !strings.Contains(out.String(), tc.want) || !strings.Contains(errb.String(), tc.wantV) {
				t.Errorf("stdout lacks %q or stderr lacks %q:\n%s\n%s", tc.want, tc.wantV, out.String(), errb.String())
			}
			if tc.reject != "" {
				// -demo prints the naive drafts on purpose; the others must not.
				if strings.Contains(out.String(), tc.reject) {
					t.Errorf("stdout has %q:\n%s", tc.reject, out.String())
				}
			}
		})
	}
}

// TestServe runs the demo agents alone, as the README's card run does, and
// reads the chapel's card through the library from the printed address.
func TestServe(t *testing.T) {
	ctx, cancel := context.WithCancel(t.Context())
	pr, pw := io.Pipe()
	done := make(chan int)
	go func() {
		done <- run(ctx, []string{"-serve"}, strings.NewReader(""), pw, io.Discard, func(string) string { return "" })
		pw.Close()
	}()
	lines := bufio.NewScanner(pr)
	var chapel string
	for lines.Scan() {
		if rest, ok := strings.CutPrefix(lines.Text(), "Example Memorial Chapel"); ok {
			chapel = strings.TrimSpace(rest)
		}
		if strings.HasPrefix(lines.Text(), "Serving") {
			break
		}
	}
	if chapel == "" {
		t.Fatal("-serve printed no address for the chapel")
	}
	c := client.New(client.WithAllowPrivateNetworks())
	defer c.Close()
	d, _, err := c.Declaration(t.Context(), chapel)
	if err != nil {
		t.Fatal(err)
	}
	if s, ok := d.Skill("service-pricing"); !ok || s.PersonEntry != "https://ask.example.com/talk" {
		t.Errorf("served chapel declares %+v", d.Skills)
	}
	cancel()
	go io.Copy(io.Discard, pr)
	if code := <-done; code != 0 {
		t.Errorf("-serve exited %d after interrupt", code)
	}
}
