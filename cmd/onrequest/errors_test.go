package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBadInput runs the binary on every kind of bad input: each ends in one
// line naming the problem, exit status 2, never a crash.
func TestBadInput(t *testing.T) {
	dir := t.TempDir()
	empty := writeFile(t, "empty.json", "  \n")
	notJSON := writeFile(t, "page.html", "<html><body>Not found</body></html>")
	truncated := writeFile(t, "cut.json", `{"name": "x", "skills": [`)
	huge := filepath.Join(dir, "huge.json")
	if err := os.WriteFile(huge, []byte(`{"name":"`+strings.Repeat("a", maxInput)+`"}`), 0o600); err != nil {
		t.Fatal(err)
	}
	card := annex("card.json")
	task := annex("task-action-referred.json")
	msg := annex("message-on-request.json")

	tests := []struct {
		name  string
		stdin string
		args  []string
		want  string
	}{
		{"no command", "", nil, "usage"},
		{"unknown command", "", []string{"lint"}, `unknown command "lint"`},
		{"card: no source", "", []string{"card"}, "missing SOURCE"},
		{"card: two sources", "", []string{"card", card, card}, "unexpected argument"},
		{"card: unknown flag", "", []string{"card", "--verbose", card}, "flag provided but not defined: -verbose"},
		{"card: missing file", "", []string{"card", filepath.Join(dir, "nope.json")}, "no such file"},
		{"card: directory", "", []string{"card", dir}, "is a directory"},
		{"card: empty file", "", []string{"card", empty}, "is empty"},
		{"card: empty stdin", "", []string{"card", "-"}, "standard input is empty"},
		{"card: not JSON", "", []string{"card", notJSON}, "not JSON"},
		{"card: truncated", "", []string{"card", truncated}, "not JSON"},
		{"card: too large", "", []string{"card", huge}, "larger than 8 MiB"},
		{"card: a Task", "", []string{"card", task}, "not an Agent Card: it is a Task"},
		{"card: a Message", "", []string{"card", msg}, "not an Agent Card: it is a Message"},
		{"card: an array", "[]", []string{"card", "-"}, "expected a JSON object, got an array"},
		{"card: URL with a password", "", []string{"card", "https://user:s3cret@example.com"}, "not a usable agent URL: credentials in the URL are not accepted"},
		{"ask: URL with a password", "", []string{"ask", "--agent", "https://user:s3cret@example.com", "hi"}, "not a usable agent URL: credentials"},
		{"interpret: no card", "", []string{"interpret", msg}, "missing --card"},
		{"interpret: no reply", "", []string{"interpret", "--card", card}, "missing REPLY"},
		{"interpret: both stdin", "", []string{"interpret", "--card", "-", "-"}, "cannot both be standard input"},
		{"interpret: card is a Task", "", []string{"interpret", "--card", task, msg}, "--card: not an Agent Card: it is a Task"},
		{"interpret: reply is a card", "", []string{"interpret", "--card", card, card}, "REPLY: it is an Agent Card, not a reply"},
		{"interpret: reply missing", "", []string{"interpret", "--card", card, filepath.Join(dir, "r.json")}, "REPLY: no such file"},
		{"interpret: reply not JSON", "", []string{"interpret", "--card", card, notJSON}, "REPLY: not JSON"},
		{"interpret: reply unknown", `{"hello":"world"}`, []string{"interpret", "--card", card, "-"}, `REPLY: not a Message, Task`},
		{"interpret: JSON-RPC error", `{"jsonrpc":"2.0","id":1,"error":{"code":-32001,"message":"Task not found"}}`,
			[]string{"interpret", "--card", card, "-"}, "REPLY: it is a JSON-RPC error response (code -32001"},
		{"interpret: bad lang", "", []string{"interpret", "--card", card, "--lang", "not a tag!", msg}, "is neither a language tag nor an Accept-Language list"},
		{"ask: no agent", "", []string{"ask", "hello"}, "missing --agent"},
		{"ask: no question", "", []string{"ask", "--agent", "https://agent.example.com"}, "missing QUESTION"},
		{"ask: agent not a URL", "", []string{"ask", "--agent", "agent.example.com", "hi"}, "is not an http or https URL"},
		{"version: argument", "", []string{"version", "x"}, "unexpected argument"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := runBinary(t, tt.stdin, tt.args...)
			if len(tt.args) == 0 {
				// Without a command the usage goes to standard error.
				if r.code != exitError || !strings.Contains(strings.ToLower(r.stderr), tt.want) {
					t.Errorf("no command: exit %d, stderr %q", r.code, r.stderr)
				}
				return
			}
			checkOneLineError(t, r, tt.want)
			if strings.Contains(r.stderr, "s3cret") {
				t.Errorf("stderr repeats the password: %q", r.stderr)
			}
		})
	}
}

// TestHelp checks that -h on each command prints its usage with an
// example, on standard output, with exit status 0.
func TestHelp(t *testing.T) {
	for _, c := range commands() {
		for _, flag := range []string{"-h", "--help"} {
			r := runBinary(t, "", c.name, flag)
			if r.code != exitOK {
				t.Errorf("%s %s: exit status %d, stderr %q", c.name, flag, r.code, r.stderr)
			}
			if !strings.Contains(r.stdout, "Usage: onrequest "+c.name) || !strings.Contains(r.stdout, "Example:\n  onrequest "+c.name) {
				t.Errorf("%s %s: usage lacks the synopsis or an example:\n%s", c.name, flag, r.stdout)
			}
		}
	}
	r := runBinary(t, "", "-h")
	if r.code != exitOK {
		t.Errorf("-h: exit status %d", r.code)
	}
	for _, c := range commands() {
		if !strings.Contains(r.stdout, "  "+c.name+" ") {
			t.Errorf("-h does not list %s:\n%s", c.name, r.stdout)
		}
	}
}

func TestVersion(t *testing.T) {
	r := runBinary(t, "", "version")
	if r.code != exitOK || !strings.HasPrefix(r.stdout, "onrequest ") {
		t.Fatalf("version: exit %d, stdout %q", r.code, r.stdout)
	}
	v := strings.TrimSpace(strings.TrimPrefix(r.stdout, "onrequest "))
	if v != "devel" && !strings.HasPrefix(v, "v") {
		t.Errorf("version = %q, want devel or a module version", v)
	}
	if r2 := runBinary(t, "", "--version"); r2.stdout != r.stdout {
		t.Errorf("--version = %q, want the same as version", r2.stdout)
	}
}

// TestTerminalSafe checks that an agent's text cannot send control
// sequences to the operator's terminal.
func TestTerminalSafe(t *testing.T) {
	card := strings.Replace(badCard, `"organization": "Example Clinic"`, `"organization": "Evil\u001b]0;pwned\u0007 Clinic"`, 1)
	r := runBinary(t, card, "card", "-")
	if strings.ContainsAny(r.stdout, "\x1b\x07") {
		t.Errorf("control characters reached the terminal: %q", r.stdout)
	}
	if !strings.Contains(r.stdout, `Evil\u001b]0;pwned\u0007 Clinic`) {
		t.Errorf("operator not shown escaped:\n%s", r.stdout)
	}
	// terminalSafe is for one line: a line end in a name would forge a line.
	tests := map[string]string{
		"plain":            "plain",
		"line\nbreak":      `line\u000abreak`,
		"cr\rreturn":       `cr\u000dreturn`,
		"\x1b[31mred":      `\u001b[31mred`,
		"csi\u009bc1":      `csi\u009bc1`,
		"del\x7f":          `del\u007f`,
		"rtl\u202eabc":     `rtl\u202eabc`,
		"rlm\u200fmark":    `rlm\u200fmark`,
		"lrm\u200emark":    `lrm\u200emark`,
		"alm\u061cmark":    `alm\u061cmark`,
		"iso\u2067late":    `iso\u2067late`,
		"ls\u2028ps\u2029": `ls\u2028ps\u2029`,
		"tab\tstays":       "tab\tstays",
		"bad\xffutf8":      "bad\uFFFDutf8",
		"Ünïcödé 日本":       "Ünïcödé 日本",
	}
	for in, want := range tests {
		if got := terminalSafe(in); got != want {
			t.Errorf("terminalSafe(%q) = %q, want %q", in, got, want)
		}
	}
	// terminalText keeps line ends, for the person-facing text.
	if got := terminalText("one\ntwo\u2028\x1b"); got != `one`+"\n"+`two\u2028\u001b` {
		t.Errorf("terminalText = %q", got)
	}
}

// TestJSONEscapesUnsafe: --json output carries every unsafe rune as a JSON
// escape, and decodes back to the same text.
func TestJSONEscapesUnsafe(t *testing.T) {
	in := "a\x1b]0;t\x07 \u009b \x7f \u200f\u061c\u202e\u2066\u2028\u2029 é"
	var buf strings.Builder
	if err := writeJSON(&buf, map[string]string{"s": in}); err != nil {
		t.Fatal(err)
	}
	for _, r := range buf.String() {
		if r != '\n' && unsafeRune(r) {
			t.Errorf("raw %U in %q", r, buf.String())
		}
	}
	var back map[string]string
	if err := json.Unmarshal([]byte(buf.String()), &back); err != nil || back["s"] != in {
		t.Errorf("decoded %q, %v; want %q", back["s"], err, in)
	}
}
