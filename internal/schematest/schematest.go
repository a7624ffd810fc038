// Package schematest compiles the project's JSON Schemas for tests, with
// the real validator (santhosh-tekuri/jsonschema), so that each test that
// checks a document against a schema reads it the same way.
package schematest

import (
	"bytes"
	"os"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// File compiles the schema in file under id; the test fails when it cannot.
func File(t testing.TB, file, id string) *jsonschema.Schema {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return Bytes(t, data, id)
}

// Bytes compiles the schema data under id, with format assertions on.
func Bytes(t testing.TB, data []byte, id string) *jsonschema.Schema {
	t.Helper()
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s is not JSON: %v", id, err)
	}
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	if err := c.AddResource(id, doc); err != nil {
		t.Fatal(err)
	}
	sch, err := c.Compile(id)
	if err != nil {
		t.Fatalf("%s is not a valid JSON Schema: %v", id, err)
	}
	return sch
}
