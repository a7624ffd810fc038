package client

import (
	"container/list"
	"sync"
	"time"

	"github.com/a2aproject/a2a-go/v2/a2a"

	"github.com/agent-capability/onrequest/interpret"
)

// Defaults for WithTaskMemory.
const (
	DefaultTaskMemorySize = 10000
	DefaultTaskMemoryTTL  = 24 * time.Hour
)

// A reply is read in the light of its skill (a completed task is an action
// done, passed on, or an answer), and §6.1 gives a deferred action's reply
// no marker of its own. So the Client remembers, for each task and each
// context it has seen, the skill the task is for and how it knew it (named
// with WithSkill, read from a marker, or inferred from the card), and reads
// every later reply in that task with it: a Send, Ask or Stream with
// WithTaskID or WithContextID, or a GetTask. The memory is bounded (least
// recently used entries go first, and none outlives its lifetime) and a
// task is forgotten when its outcome is final; a pending action is kept, so
// that a later GetTask still reads it as pending.

// taskSkill is what the Client knows about one task's skill.
type taskSkill struct {
	skillID    string
	source     interpret.SkillSource
	confidence float64
	taskID     a2a.TaskID // the task a context's entry came from
}

type taskKey struct {
	agent   string // the agent's card URL
	context bool   // id is a context id, not a task id
	id      string
}

type taskEntry struct {
	key     taskKey
	skill   taskSkill
	expires time.Time
}

// taskMemory is a capped, expiring map from task and context ids to skills,
// safe for concurrent use. A nil *taskMemory remembers nothing.
type taskMemory struct {
	max int
	ttl time.Duration
	now func() time.Time

	mu    sync.Mutex
	order *list.List // of *taskEntry, most recently used first
	byKey map[taskKey]*list.Element
}

func newTaskMemory(max int, ttl time.Duration, now func() time.Time) *taskMemory {
	if max <= 0 {
		return nil
	}
	if ttl <= 0 {
		ttl = DefaultTaskMemoryTTL
	}
	return &taskMemory{max: max, ttl: ttl, now: now, order: list.New(), byKey: map[taskKey]*list.Element{}}
}

func (m *taskMemory) get(k taskKey) (taskSkill, bool) {
	if m == nil || k.id == "" {
		return taskSkill{}, false
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	el, ok := m.byKey[k]
	if !ok {
		return taskSkill{}, false
	}
	e := el.Value.(*taskEntry)
	if !m.now().Before(e.expires) {
		m.remove(el)
		return taskSkill{}, false
	}
	m.order.MoveToFront(el)
	return e.skill, true
}

func (m *taskMemory) put(k taskKey, s taskSkill) {
	if k.id == "" {
		return
	}
	expires := m.now().Add(m.ttl)
	if el, ok := m.byKey[k]; ok {
		e := el.Value.(*taskEntry)
		e.skill, e.expires = s, expires
		m.order.MoveToFront(el)
		return
	}
	m.byKey[k] = m.order.PushFront(&taskEntry{key: k, skill: s, expires: expires})
	for m.order.Len() > m.max {
		m.remove(m.order.Back())
	}
}

func (m *taskMemory) remove(el *list.Element) {
	m.order.Remove(el)
	delete(m.byKey, el.Value.(*taskEntry).key)
}

// note records what an outcome says about its task: its skill while the
// task goes on, nothing once it has ended.
func (m *taskMemory) note(agent string, cc callConfig, o interpret.Outcome) {
	if m == nil {
		return
	}
	taskID := o.TaskID
	if taskID == "" {
		taskID = cc.taskID
	}
	contextID := o.ContextID
	if contextID == "" {
		contextID = cc.contextID
	}
	tk := taskKey{agent: agent, id: string(taskID)}
	ck := taskKey{agent: agent, context: true, id: contextID}
	m.mu.Lock()
	defer m.mu.Unlock()
	if o.Kind.Terminal() || o.SkillID == "" {
		if el, ok := m.byKey[tk]; ok && tk.id != "" {
			m.remove(el)
		}
		if el, ok := m.byKey[ck]; ok && ck.id != "" && el.Value.(*taskEntry).skill.taskID == taskID {
			m.remove(el)
		}
		return
	}
	s := taskSkill{skillID: o.SkillID, source: o.SkillSource, confidence: o.SkillConfidence, taskID: taskID}
	m.put(tk, s)
	m.put(ck, s)
}

// call returns the reading for a call in an agent's task: the skill named
// on the call; else the task's; else, unless the question plainly asks for
// something else, the context's; else none, and interpret infers it from
// the question.
func (m *taskMemory) call(agent string, decl *interpret.Declaration, cc callConfig, question string) interpret.Call {
	c := interpret.Call{Declaration: decl, Activated: true, SkillID: cc.skillID, Question: question}
	if cc.skillID != "" {
		return c
	}
	known, ok := m.get(taskKey{agent: agent, id: string(cc.taskID)})
	if !ok {
		known, ok = m.get(taskKey{agent: agent, context: true, id: cc.contextID})
		if ok && decl.Infer(question).Confident() {
			// A new question in the same conversation: read it for itself.
			ok = false
		}
	}
	if ok {
		c.SkillID, c.SkillSource, c.Confidence = known.skillID, known.source, known.confidence
	}
	return c
}

// question returns the person's words in a task: its last user message.
func question(t *a2a.Task) string {
	if t == nil {
		return ""
	}
	for i := len(t.History) - 1; i >= 0; i-- {
		if m := t.History[i]; m != nil && m.Role == a2a.MessageRoleUser {
			return interpret.MessageText(m)
		}
	}
	return ""
}
