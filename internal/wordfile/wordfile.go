// Package wordfile reads the word lists kept in embedded text files, one
// file per language, that a linguist edits without touching Go: "#" starts
// a comment line, "[name]" starts a section, and every other non-blank line
// is one entry. It exists so that each package with such files (the
// example assistant's lang/*.txt, its demo agents' dates/*.txt, interpret's
// lang/*.txt) reads them the same way, and, with Fold, compares their
// entries with people's words the same way.
package wordfile

import "strings"

// A Line is one entry of a word file.
type Line struct {
	Section string // the section it is in; "" before the first header
	Text    string // the entry, trimmed
	N       int    // its line number, from 1, for error messages
}

// Lines returns the entries of data, in order.
func Lines(data string) []Line {
	var out []Line
	section := ""
	for i, raw := range strings.Split(data, "\n") {
		line := strings.TrimSpace(raw)
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]"):
			section = line[1 : len(line)-1]
		default:
			out = append(out, Line{Section: section, Text: line, N: i + 1})
		}
	}
	return out
}
