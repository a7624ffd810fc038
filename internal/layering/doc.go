// Package layering holds no code: its test checks that the core packages
// (client, cache, interpret, present, present/guard) import no LLM or MCP SDK, so that
// an embedder of the library compiles none of them. The SDKs belong to
// cmd, mcpserver and the adapters module.
package layering
