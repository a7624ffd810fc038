// Package hostile is an A2A agent that misbehaves on purpose, for tests of
// what a client keeps and shows when an agent is an attacker.
//
// One Server plays every Mode at once, each under its own path: the agent
// URL of a mode is Server.URL + "/" + mode, its card is at
// /.well-known/agent-card.json under that, and its JSON-RPC interface at
// /rpc under that. Large replies are generated as they are written, never
// held in the server's memory, so a test can send hundreds of megabytes.
//
// The package speaks the wire format by hand (JSON written as text, raw
// status lines through a hijacked connection), because a real A2A server
// would refuse to send most of what it sends. internal/a2atest is the
// place for well-behaved agents.
package hostile
