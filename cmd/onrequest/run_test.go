package main

import (
	"bytes"
	"context"
	"flag"
	"slices"
	"strings"
	"testing"
)

func TestParseArgs(t *testing.T) {
	spec := cmdSpec{name: "x", synopsis: "[--json] SOURCE", positional: 1}
	many := cmdSpec{name: "ask", synopsis: "--agent URL QUESTION", positional: -1}
	tests := []struct {
		name    string
		spec    cmdSpec
		args    []string
		pos     []string
		json    bool
		lang    string
		wantErr string
	}{
		{"flags first", spec, []string{"--json", "a.json"}, []string{"a.json"}, true, "en", ""},
		{"flags after", spec, []string{"a.json", "--json", "--lang", "fr"}, []string{"a.json"}, true, "fr", ""},
		{"flags around", spec, []string{"--lang=de", "a.json", "-json"}, []string{"a.json"}, true, "de", ""},
		{"stdin", spec, []string{"-", "--json"}, []string{"-"}, true, "en", ""},
		{"double dash", spec, []string{"--", "--json"}, []string{"--json"}, false, "en", ""},
		{"double dash after flag", spec, []string{"--json", "--", "-x"}, []string{"-x"}, true, "en", ""},
		{"words", many, []string{"What", "--json", "does", "it", "cost?"}, []string{"What", "does", "it", "cost?"}, true, "en", ""},
		{"missing", spec, []string{"--json"}, nil, false, "", "missing SOURCE"},
		{"missing words", many, nil, nil, false, "", "missing QUESTION"},
		{"too many", spec, []string{"a", "b"}, nil, false, "", `unexpected argument "b"`},
		{"unknown flag", spec, []string{"a", "--jsn"}, nil, false, "", "flag provided but not defined: -jsn"},
		{"flag without value", spec, []string{"a", "--lang"}, nil, false, "", "flag needs an argument: -lang"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fs := flag.NewFlagSet(tt.spec.name, flag.ContinueOnError)
			asJSON := fs.Bool("json", false, "")
			lang := fs.String("lang", "en", "")
			var out bytes.Buffer
			pos, err := tt.spec.parseArgs(&env{stdout: &out, stderr: &out}, fs, tt.args)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("error = %v, want %q", err, tt.wantErr)
				}
				if !strings.Contains(err.Error(), "run 'onrequest "+tt.spec.name+" -h'") {
					t.Errorf("error %q does not say where usage is", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(pos, tt.pos) || *asJSON != tt.json || *lang != tt.lang {
				t.Errorf("got %q json=%v lang=%s, want %q json=%v lang=%s", pos, *asJSON, *lang, tt.pos, tt.json, tt.lang)
			}
			if out.Len() != 0 {
				t.Errorf("parseArgs wrote %q", out.String())
			}
		})
	}
}

// TestDispatchPanic: a defect below a command ends in one line and exit
// status 2, never a stack trace.
func TestDispatchPanic(t *testing.T) {
	var stdout, stderr bytes.Buffer
	e := &env{stdin: strings.NewReader(""), stdout: &stdout, stderr: &stderr}
	boom := []command{{name: "boom", run: func(context.Context, *env, []string) int {
		var m map[string]int
		m["x"] = 1 // assignment to a nil map panics
		return 0
	}}}
	code := dispatch(context.Background(), e, []string{"boom"}, boom)
	if code != exitError {
		t.Errorf("exit status = %d, want 2", code)
	}
	if !strings.HasPrefix(stderr.String(), "onrequest: internal error") || strings.Count(stderr.String(), "\n") != 1 {
		t.Errorf("stderr = %q, want one line naming an internal error", stderr.String())
	}
}

// TestRunInProcess runs the commands through run() with in-memory
// streams, as main does with the process's.
func TestRunInProcess(t *testing.T) {
	msg := readAnnex(t, "message-on-request.json")
	r := runInProcess(t, msg, "interpret", "--card", annex("card.json"), "-")
	if r.code != exitOK || !strings.Contains(r.stdout, "Kind: on-request; skill: service-pricing; operator: Example Memorial Chapel") {
		t.Errorf("interpret: exit %d\n%s\nstderr %q", r.code, r.stdout, r.stderr)
	}
	r = runInProcess(t, readAnnex(t, "card.json"), "card", "-")
	if r.code != exitOK || !strings.HasPrefix(r.stdout, "Operator: Example Memorial Chapel\n") {
		t.Errorf("card: exit %d\n%s\nstderr %q", r.code, r.stdout, r.stderr)
	}
	r = runInProcess(t, "", "card", "--json")
	checkOneLineError(t, r, "missing SOURCE")
	r = runInProcess(t, "", "frobnicate")
	checkOneLineError(t, r, `onrequest: unknown command "frobnicate"`)
	r = runInProcess(t, "", "help")
	if r.code != exitOK || !strings.Contains(r.stdout, "Commands:") {
		t.Errorf("help: exit %d\n%s", r.code, r.stdout)
	}
}

func TestInterpretLanguages(t *testing.T) {
	msg := readAnnex(t, "message-on-request.json")
	for lang, want := range map[string]string{
		"en":    "You can ask here: https://ask.example.com/talk",
		"de-AT": "Sie können hier fragen: https://ask.example.com/talk",
		"fr":    "https://ask.example.com/talk",
		"xx":    "You can ask here: https://ask.example.com/talk", // unsupported: English
		// An Accept-Language list, as the library takes it.
		"de-DE,de;q=0.9":            "Sie können hier fragen: https://ask.example.com/talk",
		"es-MX, es;q=0.8, en;q=0.5": "Puede pedirla aquí: https://ask.example.com/talk",
	} {
		r := runInProcess(t, msg, "interpret", "--card", annex("card.json"), "--lang", lang, "--json", "-")
		got := decodeJSON[outcomeJSON](t, r.stdout)
		if !strings.Contains(got.Say, want) {
			t.Errorf("--lang %s: say = %q, want it to contain %q", lang, got.Say, want)
		}
	}
	fr := decodeJSON[outcomeJSON](t, runInProcess(t, msg, "interpret", "--card", annex("card.json"), "--lang", "fr", "--json", "-").stdout)
	en := decodeJSON[outcomeJSON](t, runInProcess(t, msg, "interpret", "--card", annex("card.json"), "--json", "-").stdout)
	if fr.Say == en.Say {
		t.Errorf("--lang fr gave the English text %q", fr.Say)
	}
}
