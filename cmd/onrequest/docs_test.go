package main

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestFlagTables: README.md's command table lists, for each command, every
// flag its -h prints and no other, and its flag table names them all.
func TestFlagTables(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	helpFlag := regexp.MustCompile(`(?m)^  -([a-z][a-z-]*)`)
	docFlag := regexp.MustCompile("--([a-z][a-z-]*)")
	flagRows := map[string]bool{}
	for _, line := range strings.Split(string(readme), "\n") {
		if m := regexp.MustCompile("^\\| `--([a-z-]+)").FindStringSubmatch(line); m != nil {
			flagRows[m[1]] = true
		}
	}
	for _, c := range commands() {
		r := runInProcess(t, "", c.name, "-h")
		var fromHelp []string
		for _, m := range helpFlag.FindAllStringSubmatch(r.stdout, -1) {
			fromHelp = append(fromHelp, m[1])
		}
		row := ""
		for _, line := range strings.Split(string(readme), "\n") {
			if strings.HasPrefix(line, "| `onrequest "+c.name+" ") || strings.HasPrefix(line, "| `onrequest "+c.name+"`") {
				row = line
			}
		}
		if row == "" {
			t.Errorf("README.md has no row for %s", c.name)
			continue
		}
		var inRow []string
		for _, m := range docFlag.FindAllStringSubmatch(row, -1) {
			inRow = append(inRow, m[1])
		}
		slices.Sort(fromHelp)
		slices.Sort(inRow)
		if !slices.Equal(fromHelp, inRow) {
			t.Errorf("%s: README.md lists %v, -h prints %v", c.name, inRow, fromHelp)
		}
		for _, f := range fromHelp {
			if !flagRows[f] {
				t.Errorf("README.md's flag table has no row for --%s (%s)", f, c.name)
			}
		}
	}
}

// TestJSONListsNeverNull: every list in --json output is [] when empty.
func TestJSONListsNeverNull(t *testing.T) {
	msg := readAnnex(t, "message-on-request.json")
	for _, args := range [][]string{
		{"card", "--json", annex("card.json")},
		{"interpret", "--card", annex("card.json"), "--json", "-"},
	} {
		r := runInProcess(t, msg, args...)
		if r.code != exitOK || strings.Contains(r.stdout, "null") {
			t.Errorf("%v: exit %d, output with null:\n%s", args, r.code, r.stdout)
		}
	}
}
