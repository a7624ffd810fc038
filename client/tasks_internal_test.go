package client

import (
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/a2aproject/a2a-go/v2/a2a"

	"github.com/agent-capability/onrequest/interpret"
)

func pending(task, context, skill string) interpret.Outcome {
	return interpret.Outcome{Kind: interpret.KindInputRequired, TaskID: a2a.TaskID(task), ContextID: context,
		SkillID: skill, SkillSource: interpret.SkillNamed}
}

// TestTaskMemory: a task's skill is found by task id and by context id,
// per agent, until the task's outcome is final, its lifetime ends, or newer
// tasks push it out.
func TestTaskMemory(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	m := newTaskMemory(4, time.Hour, func() time.Time { return now })
	const agent = "https://agent.example.com/.well-known/agent-card.json"
	lookup := func(cc callConfig) string { return m.call(agent, nil, cc, "").SkillID }

	m.note(agent, callConfig{}, pending("t1", "c1", "appointment-request"))
	if got := lookup(callConfig{taskID: "t1"}); got != "appointment-request" {
		t.Errorf("by task id: %q", got)
	}
	if got := lookup(callConfig{contextID: "c1"}); got != "appointment-request" {
		t.Errorf("by context id: %q", got)
	}
	if got := m.call("https://other.example.com/", nil, callConfig{taskID: "t1"}, "").SkillID; got != "" {
		t.Errorf("another agent's task: %q", got)
	}
	if got := lookup(callConfig{taskID: "t1", skillID: "named"}); got != "named" {
		t.Errorf("WithSkill must win: %q", got)
	}

	// A final outcome forgets the task and its context.
	done := pending("t1", "c1", "appointment-request")
	done.Kind = interpret.KindAnswered
	m.note(agent, callConfig{}, done)
	if got := lookup(callConfig{taskID: "t1", contextID: "c1"}); got != "" {
		t.Errorf("after a final outcome: %q", got)
	}

	// A pending action is kept, until its lifetime ends.
	still := pending("t2", "c2", "callback-request")
	still.Kind = interpret.KindActionPending
	m.note(agent, callConfig{}, still)
	now = now.Add(59 * time.Minute)
	if got := lookup(callConfig{taskID: "t2"}); got != "callback-request" {
		t.Errorf("pending action before expiry: %q", got)
	}
	now = now.Add(time.Hour)
	if got := lookup(callConfig{taskID: "t2"}); got != "" {
		t.Errorf("after expiry: %q", got)
	}

	// The bound: the least recently used go first.
	for i := range 10 {
		m.note(agent, callConfig{}, pending(fmt.Sprint("t", 10+i), "", "s"))
	}
	m.mu.Lock()
	n := m.order.Len()
	m.mu.Unlock()
	if n > 4 {
		t.Errorf("%d entries, want at most 4", n)
	}
	if lookup(callConfig{taskID: "t19"}) != "s" || lookup(callConfig{taskID: "t10"}) != "" {
		t.Error("the bound did not keep the newest entries")
	}

	// Off.
	var off *taskMemory = newTaskMemory(0, 0, time.Now)
	off.note(agent, callConfig{}, pending("t1", "c1", "x"))
	if got := off.call(agent, nil, callConfig{taskID: "t1"}, "").SkillID; got != "" {
		t.Errorf("memory off: %q", got)
	}
}

// TestTaskMemoryConcurrent: many goroutines noting and reading at once
// (run with -race).
func TestTaskMemoryConcurrent(t *testing.T) {
	m := newTaskMemory(64, time.Hour, time.Now)
	var wg sync.WaitGroup
	for g := range 16 {
		wg.Go(func() {
			for i := range 500 {
				id := fmt.Sprint(g, "-", i%100)
				m.note("a", callConfig{}, pending(id, id, "s"))
				m.call("a", nil, callConfig{taskID: a2a.TaskID(id), contextID: id}, "q")
			}
		})
	}
	wg.Wait()
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.order.Len() > 64 || len(m.byKey) != m.order.Len() {
		t.Errorf("%d entries in the list, %d in the map; want equal, at most 64", m.order.Len(), len(m.byKey))
	}
}

// TestTaskMemoryContext: a message in a known context, outside any task,
// reads with the context's skill, unless its words plainly ask for another.
func TestTaskMemoryContext(t *testing.T) {
	decl := interpret.Declare(&a2a.AgentCard{Name: "Clinic", Skills: []a2a.AgentSkill{
		{ID: "appointment-request", Name: "Request an appointment", Examples: []string{"I would like an appointment on Tuesday."}},
		{ID: "vaccination-availability", Name: "Vaccination availability", Examples: []string{"Do you have flu vaccines this week?"}},
	}})
	m := newTaskMemory(8, time.Hour, time.Now)
	m.note("a", callConfig{}, pending("t1", "c1", "appointment-request"))
	if got := m.call("a", decl, callConfig{contextID: "c1"}, "Thursday, then.").SkillID; got != "appointment-request" {
		t.Errorf("an answer in the context: %q, want the context's skill", got)
	}
	if got := m.call("a", decl, callConfig{contextID: "c1"}, "Do you have flu vaccines?").SkillID; got != "" {
		t.Errorf("a new question in the context: %q, want it read for itself", got)
	}
}
