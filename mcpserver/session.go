package mcpserver

import (
	"sync"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/agent-capability/onrequest/present"
)

// A session is what one MCP session has asked: its ledger, for
// check_draft, and the tasks that wait for the person's input, one per
// agent.
type session struct {
	ledger *present.Ledger

	mu       sync.Mutex
	awaiting map[string]openTask // by agent URL
}

// openTask is a task that asked the person for input (input-required).
type openTask struct {
	skill     string
	taskID    a2a.TaskID
	contextID string
}

// take returns the agent's open task, if any, and forgets it: a task is
// continued once; if it asks again, the reply records it anew.
func (s *session) take(agentURL string) (openTask, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	t, ok := s.awaiting[agentURL]
	delete(s.awaiting, agentURL)
	return t, ok
}

func (s *session) await(agentURL string, t openTask) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.awaiting[agentURL] = t
}

// sessions maps the SDK's sessions to their state. A session's state is
// dropped once the SDK no longer lists the session.
type sessions struct {
	srv *mcp.Server

	mu sync.Mutex
	m  map[*mcp.ServerSession]*session
}

func newSessions(srv *mcp.Server) *sessions {
	return &sessions{srv: srv, m: map[*mcp.ServerSession]*session{}}
}

// of returns the state of ss, making it on first use. A nil ss (a call
// that reached the handler without a session) gets a fresh state that is
// not kept.
func (ss *sessions) of(key *mcp.ServerSession) *session {
	if key == nil {
		return newSession()
	}
	ss.mu.Lock()
	defer ss.mu.Unlock()
	if s, ok := ss.m[key]; ok {
		return s
	}
	ss.prune()
	s := newSession()
	ss.m[key] = s
	return s
}

func newSession() *session {
	return &session{ledger: present.NewLedger(), awaiting: map[string]openTask{}}
}

// prune drops the state of sessions that have ended. It runs when a
// session starts, so the map holds no more than the live sessions and the
// ones that ended since the last start.
func (ss *sessions) prune() {
	live := map[*mcp.ServerSession]bool{}
	for s := range ss.srv.Sessions() {
		live[s] = true
	}
	for k := range ss.m {
		if !live[k] {
			delete(ss.m, k)
		}
	}
}
