// Package conversation is what every model adapter in this module shares:
// one person's conversation with a model that may ask businesses' agents.
// It holds the ledger of what the agents said, answers the model's tool
// calls (present's ask_business_agent) through the client, and guards
// what the model writes before the person sees it.
//
// An adapter (anthropic, gemini, adk) turns its API's tool calls into
// Ask, and writes the model's text to a Writer from Guard, started after
// the tool calls it answers: the guard judges the answer against the
// ledger as those calls left it.
//
// guard.go is this package's only contact with the guard (present/guard).
package conversation
