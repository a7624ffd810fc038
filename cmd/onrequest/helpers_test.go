package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/agent-capability/onrequest/interpret"
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

// annexDeclaration is Annex A.1's card, read as the command reads it.
func annexDeclaration(f *testing.F) *interpret.Declaration {
	cardJSON, err := os.ReadFile(annex("card.json"))
	if err != nil {
		f.Fatal(err)
	}
	card, err := parseCard(cardJSON)
	if err != nil {
		f.Fatal(err)
	}
	return interpret.Declare(card)
}
