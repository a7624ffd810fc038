package main

import (
	"errors"
	"io"
	"testing"

	"github.com/chzyer/readline"
)

// TestLineEditorInterrupt types into the line editor as into a terminal:
// Ctrl-C with text typed clears the line and reading goes on; Ctrl-C on an
// empty line ends the chat.
func TestLineEditorInterrupt(t *testing.T) {
	in, typed := io.Pipe()
	next, closeFn, err := lineEditor(&readline.Config{
		Stdin:          in,
		Stdout:         io.Discard,
		FuncIsTerminal: func() bool { return true },
		FuncMakeRaw:    func() error { return nil },
		FuncExitRaw:    func() error { return nil },
		FuncGetWidth:   func() int { return 80 },
	})
	if err != nil {
		t.Fatal(err)
	}
	defer closeFn()
	go func() {
		// Keys arrive one read at a time, as from a person typing.
		for _, keys := range []string{"What does a crem", "\x03", "When is the chapel open?", "\r", "\x03"} {
			typed.Write([]byte(keys))
		}
	}()
	line, err := next()
	if err != nil || line != "When is the chapel open?" {
		t.Fatalf("first line %q, %v; want the line typed after Ctrl-C cleared the first", line, err)
	}
	if _, err := next(); !errors.Is(err, io.EOF) {
		t.Errorf("Ctrl-C on an empty line: %v, want io.EOF", err)
	}
}
