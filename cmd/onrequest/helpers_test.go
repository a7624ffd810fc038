package main

import (
	"os"
	"path/filepath"
	"testing"
)

// annexDir holds the extension's Annex A examples, shared by the packages.
var annexDir = filepath.Join("..", "..", "testdata", "annex-a")

// addAnnexA seeds a fuzz target with every Annex A example there is.
func addAnnexA(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join(annexDir, "*.json"))
	for _, name := range files {
		b, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
}
