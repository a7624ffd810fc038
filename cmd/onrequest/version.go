package main

import (
	"context"
	"flag"
	"fmt"
	"runtime/debug"
)

var versionSpec = cmdSpec{
	name:     "version",
	synopsis: "",
	about:    "Prints the module version of this build, or \"devel\" for a build from a work tree.",
	example:  "  onrequest version",
}

func runVersion(_ context.Context, e *env, args []string) int {
	fs := flag.NewFlagSet("version", flag.ContinueOnError)
	if _, code, ok := versionSpec.parse(e, fs, args); !ok {
		return code
	}
	fmt.Fprintf(e.stdout, "onrequest %s\n", moduleVersion())
	return exitOK
}

// moduleVersion is the version the go command stamped into the binary
// (set by "go install module@version"), or "devel".
func moduleVersion() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok || bi.Main.Version == "" || bi.Main.Version == "(devel)" {
		return "devel"
	}
	return bi.Main.Version
}
