package main

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/agent-capability/onrequest/present"
)

// TestFlagCombinations runs the program with combinations of flags that
// make no sense together, or values it cannot use: each exits 2 and says
// why, before it starts anything.
func TestFlagCombinations(t *testing.T) {
	for _, tc := range []struct {
		args []string
		why  string // in stderr
	}{
		{[]string{"-ask", ""}, "-ask needs a question"},
		{[]string{"-ask", "   "}, "-ask needs a question"},
		{[]string{"-serve", "-demo"}, "cannot be combined"},
		{[]string{"-demo", "-json"}, "-json prints turns"},
		{[]string{"-web", "-json"}, "-json prints turns"},
		{[]string{"-web", "-ask", "When is the chapel open?"}, "cannot be combined"},
		{[]string{"-ask", "When is the chapel open?", "-web"}, "cannot be combined"},
		{[]string{"-serve", "-lang", "de"}, "-serve only runs the demo agents"},
		{[]string{"-serve", "-agent", "https://agent.example.com"}, "-serve only runs the demo agents"},
		{[]string{"-lang", "xx"}, `-lang "xx": not a language`},
		{[]string{"-lang", ""}, `-lang "": not a language`},
		{[]string{"-lang", "sv-SE"}, "use one of en, de, fr, es, it, nl, pt, ja"},
		{[]string{"-allow-private"}, "-allow-private applies only with -agent"},
		{[]string{"stray"}, "unexpected arguments"},
		{[]string{"-web", "127.0.0.1:0", "stray"}, "unexpected arguments"},
		{[]string{"-nosuchflag"}, "flag provided but not defined"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			var out, errb bytes.Buffer
			code := run(t.Context(), tc.args, strings.NewReader(""), &out, &errb, func(string) string { return "" })
			if code != 2 || !strings.Contains(errb.String(), tc.why) {
				t.Errorf("exit %d, stderr %q; want 2 and %q", code, errb.String(), tc.why)
			}
			if out.Len() > 0 {
				t.Errorf("stdout %q", out.String())
			}
		})
	}
}

// TestFlagValues checks the flags' values that work: an Accept-Language
// list for -lang, as the library takes it, and the forms of -web.
func TestFlagValues(t *testing.T) {
	for _, tc := range []struct {
		args     []string
		wantLang string
		wantWeb  string
	}{
		{[]string{"-lang", "de-DE,de;q=0.9,en;q=0.5"}, "de", ""},
		{[]string{"-lang", "pt-BR"}, "pt", ""},
		{[]string{"-web"}, "", defaultWebAddr},
		{[]string{"-web", "127.0.0.1:9999"}, "", "127.0.0.1:9999"},
		{[]string{"-web=127.0.0.1:9999", "-lang", "ja"}, "ja", "127.0.0.1:9999"},
		{[]string{"-web", "127.0.0.1:9999", "-v"}, "", "127.0.0.1:9999"},
		{[]string{"-v", "-web"}, "", defaultWebAddr},
	} {
		o, err := parseFlags(tc.args, io.Discard, present.New())
		if err != nil {
			t.Errorf("%q: %v", tc.args, err)
			continue
		}
		if tc.wantLang != "" {
			if tag, ok := supportedLanguage(present.New(), o.lang); !ok || tag.String() != tc.wantLang {
				t.Errorf("%q: language %v %v, want %s", tc.args, tag, ok, tc.wantLang)
			}
		}
		if o.web.addr != tc.wantWeb || o.web.on != (tc.wantWeb != "") {
			t.Errorf("%q: web %+v, want %q", tc.args, o.web, tc.wantWeb)
		}
	}
}

// TestJSONArraysNeverNull: a turn that asked nobody still prints its
// steps and what was blocked as empty arrays.
func TestJSONArraysNeverNull(t *testing.T) {
	var out, errb bytes.Buffer
	code := run(t.Context(), []string{"-json", "-ask", "Hello there"}, strings.NewReader(""), &out, &errb, func(string) string { return "" })
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if strings.Contains(out.String(), "null") || !strings.Contains(out.String(), `"steps": []`) || !strings.Contains(out.String(), `"blocked": []`) {
		t.Errorf("-json printed:\n%s", out.String())
	}
}

// helpFlag matches a flag line of -h: the name, and the argument's name
// if it takes one.
var helpFlag = regexp.MustCompile(`(?m)^  (-[a-z-]+)(?: ([A-Za-z]+))?(?:\t|$)`)

// TestFlagDocs checks that the flag tables in README.md and doc.go list
// the flags -h lists, with the same argument names.
func TestFlagDocs(t *testing.T) {
	var errb bytes.Buffer
	if code := run(t.Context(), []string{"-h"}, strings.NewReader(""), io.Discard, &errb, func(string) string { return "" }); code != 0 {
		t.Fatalf("-h exit %d", code)
	}
	want := flagsIn(helpFlag, errb.String())
	if len(want) < 9 {
		t.Fatalf("-h lists %d flags:\n%s", len(want), errb.String())
	}
	for _, doc := range []struct {
		file string
		re   *regexp.Regexp
	}{
		{"README.md", regexp.MustCompile("(?m)^\\| `(-[a-z-]+)(?: ([A-Za-z]+))?` \\|")},
		{"doc.go", regexp.MustCompile(`(?m)^//\t(-[a-z-]+)(?: ([A-Za-z]+))? {2,}`)},
	} {
		b, err := os.ReadFile(doc.file)
		if err != nil {
			t.Fatal(err)
		}
		if got := flagsIn(doc.re, string(b)); !slices.Equal(got, want) {
			t.Errorf("%s lists the flags\n%q\n-h lists\n%q", doc.file, got, want)
		}
	}
}

// flagsIn returns "-name arg" for every flag re finds in text, sorted.
func flagsIn(re *regexp.Regexp, text string) []string {
	var out []string
	for _, m := range re.FindAllStringSubmatch(text, -1) {
		out = append(out, strings.TrimSpace(m[1]+" "+m[2]))
	}
	slices.Sort(out)
	return out
}

// startProgram starts the built program and returns it with a scanner over
// its standard output. Its standard error is read once it has ended
// (stopProgram).
func startProgram(t *testing.T, args ...string) (*exec.Cmd, *bufio.Scanner, *bytes.Buffer) {
	t.Helper()
	cmd := exec.Command(assistantBinary(t), args...)
	cmd.Env = cleanEnv()
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var errb bytes.Buffer
	cmd.Stderr = &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
			cmd.Wait()
		}
	})
	return cmd, bufio.NewScanner(stdout), &errb
}

// stopProgram sends sig and waits for the program to exit.
func stopProgram(t *testing.T, cmd *exec.Cmd, sig os.Signal) int {
	t.Helper()
	if err := cmd.Process.Signal(sig); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case <-done:
		return cmd.ProcessState.ExitCode()
	case <-time.After(20 * time.Second):
		t.Fatalf("still running 20 s after %v", sig)
		return -1
	}
}

// TestServeStopsOnSignal: -serve stops, and its demo agents with it, on
// SIGTERM (kill) as on SIGINT (Ctrl-C).
func TestServeStopsOnSignal(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no SIGTERM to send on Windows")
	}
	for _, sig := range []os.Signal{syscall.SIGTERM, os.Interrupt} {
		t.Run(sig.String(), func(t *testing.T) {
			cmd, out, _ := startProgram(t, "-serve")
			var addrs []string
			for out.Scan() && !strings.HasPrefix(out.Text(), "Serving") {
				if f := strings.Fields(out.Text()); len(f) > 0 {
					addrs = append(addrs, strings.TrimPrefix(f[len(f)-1], "http://"))
				}
			}
			if len(addrs) != 3 {
				t.Fatalf("-serve printed %q", addrs)
			}
			if code := stopProgram(t, cmd, sig); code != 0 {
				t.Errorf("exit %d after %v", code, sig)
			}
			for _, a := range addrs {
				if c, err := net.DialTimeout("tcp", a, time.Second); err == nil {
					c.Close()
					t.Errorf("%s still answers after %v", a, sig)
				}
			}
		})
	}
}

// TestWebFlag runs -web on a free loopback port, as a person would, reads
// the printed address and loads the page from it.
func TestWebFlag(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no SIGTERM to send on Windows")
	}
	cmd, out, errb := startProgram(t, "-web", "127.0.0.1:0")
	var url string
	for out.Scan() {
		if rest, ok := strings.CutPrefix(out.Text(), "Chat page: "); ok {
			url = rest
			break
		}
	}
	if !strings.HasPrefix(url, "http://127.0.0.1:") {
		stopProgram(t, cmd, syscall.SIGTERM)
		t.Fatalf("-web printed no address; stderr %q", errb.String())
	}
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", url, nil)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != 200 || !bytes.Contains(body, []byte(`<label for="message"`)) || res.Header.Get("Content-Security-Policy") == "" {
		t.Errorf("GET %s: %d, CSP %q\n%s", url, res.StatusCode, res.Header.Get("Content-Security-Policy"), body)
	}
	if code := stopProgram(t, cmd, syscall.SIGTERM); code != 0 {
		t.Errorf("exit %d after SIGTERM", code)
	}
	if strings.Contains(errb.String(), "warning") {
		t.Errorf("a loopback address drew a warning: %s", errb.String())
	}
}
