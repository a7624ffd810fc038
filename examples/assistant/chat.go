package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/chzyer/readline"
	"golang.org/x/term"
)

// chat reads the person's messages until end of input or "quit". In a
// terminal it offers line editing and history; otherwise it reads plain
// lines and echoes each one, so a transcript reads as a conversation.
func chat(ctx context.Context, a *Assistant, stdin io.Reader, stdout, stderr io.Writer, o options) error {
	agents, _ := a.Agents(ctx)
	banner := stdout
	if o.json {
		// Standard output carries only JSON, one object per turn.
		banner = io.Discard
	}
	lang := a.Lang()
	fmt.Fprintln(banner, phrase(lang, "chat-title", "planner", a.planner.Name(), "lang", lang.String()))
	if _, ok := a.planner.(*Scripted); ok {
		fmt.Fprintln(banner, phrase(lang, "chat-scripted"))
	}
	for _, ag := range agents {
		fmt.Fprintf(banner, "  %s %s  %s\n", phrase(lang, "chat-agent"), ag.Operator, ag.URL)
	}
	fmt.Fprintln(banner, phrase(lang, "chat-usage"))

	next, closeInput, echo, err := lineReader(stdin, stdout)
	if err != nil {
		return err
	}
	defer closeInput()
	for {
		line, err := next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if echo && !o.json {
			fmt.Fprintf(stdout, "> %s\n", line)
		}
		switch strings.ToLower(line) {
		case "quit", "exit", "bye":
			return nil
		case "help", "?":
			fmt.Fprintln(banner, (&Scripted{}).Help(Turn{Lang: a.Lang(), Agents: agents}))
			continue
		}
		if err := turn(ctx, a, line, stdout, stderr, o); err != nil {
			if ctx.Err() != nil {
				return nil
			}
			fmt.Fprintf(stderr, "assistant: %v\n", err)
		}
	}
}

// lineEditor reads lines with editing and history. Ctrl-C with text typed
// clears the line, as a shell does; on an empty line it ends the chat.
func lineEditor(cfg *readline.Config) (next func() (string, error), closeFn func(), err error) {
	cfg.Prompt = "> "
	cfg.HistoryLimit = 200
	cfg.InterruptPrompt = "^C"
	cfg.EOFPrompt = "quit"
	rl, err := readline.NewEx(cfg)
	if err != nil {
		return nil, nil, fmt.Errorf("line editor: %w", err)
	}
	next = func() (string, error) {
		for {
			line, err := rl.Readline()
			if !errors.Is(err, readline.ErrInterrupt) {
				return line, err
			}
			if strings.TrimSpace(line) == "" {
				return "", io.EOF
			}
		}
	}
	return next, func() { rl.Close() }, nil
}

// lineReader returns a function that reads one line at a time: readline in
// a terminal, a plain scanner otherwise (echo reports the latter).
func lineReader(stdin io.Reader, stdout io.Writer) (next func() (string, error), closeFn func(), echo bool, err error) {
	if f, ok := stdin.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		next, closeFn, err := lineEditor(&readline.Config{Stdin: f, Stdout: stdout})
		return next, closeFn, false, err
	}
	sc := bufio.NewScanner(stdin)
	sc.Buffer(make([]byte, 0, 4096), 64<<10)
	return func() (string, error) {
		if sc.Scan() {
			return sc.Text(), nil
		}
		if err := sc.Err(); err != nil {
			return "", err
		}
		return "", io.EOF
	}, func() {}, true, nil
}
