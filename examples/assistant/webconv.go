package main

import (
	"crypto/rand"
	"errors"
	"sync"
	"time"
)

// The page keeps at most maxConversations, each until it has been idle for
// conversationIdle: a tab left open overnight starts afresh.
const (
	maxConversations = 200
	conversationIdle = 30 * time.Minute
)

var (
	errNoConversation = errors.New("no such conversation: it ended or was never started")
	errBusy           = errors.New("this conversation is still answering the last message")
	errFull           = errors.New("too many conversations are answering at once; try again shortly")
)

// conversations holds the page's conversations by id. Each browser tab
// starts its own and keeps the id in the page, not in a cookie, so two tabs
// are two conversations with two ledgers.
type conversations struct {
	newChat func() chatter
	max     int
	idle    time.Duration
	now     func() time.Time

	mu   sync.Mutex
	byID map[string]*conversation
}

// A conversation is one tab's: its chatter, when it was last used, and
// whether a message is being answered (one at a time).
type conversation struct {
	chat     chatter
	lastUsed time.Time
	busy     bool
}

func newConversations(newChat func() chatter, max int, idle time.Duration) *conversations {
	return &conversations{newChat: newChat, max: max, idle: idle, now: time.Now, byID: map[string]*conversation{}}
}

// create starts a conversation and returns its id: 128 random bits, so that
// one tab cannot guess another's.
func (cs *conversations) create() (string, error) {
	id := rand.Text()
	cs.mu.Lock()
	defer cs.mu.Unlock()
	now := cs.now()
	cs.sweep(now)
	if len(cs.byID) >= cs.max && !cs.evictOldest() {
		return "", errFull
	}
	cs.byID[id] = &conversation{chat: cs.newChat(), lastUsed: now}
	return id, nil
}

// acquire returns the conversation id names, marked busy until release is
// called.
func (cs *conversations) acquire(id string) (c chatter, release func(), err error) {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	now := cs.now()
	cs.sweep(now)
	conv, ok := cs.byID[id]
	switch {
	case !ok:
		return nil, nil, errNoConversation
	case conv.busy:
		return nil, nil, errBusy
	}
	conv.busy, conv.lastUsed = true, now
	return conv.chat, func() {
		cs.mu.Lock()
		defer cs.mu.Unlock()
		conv.busy, conv.lastUsed = false, cs.now()
	}, nil
}

// len reports how many conversations are held.
func (cs *conversations) len() int {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	return len(cs.byID)
}

// sweep drops conversations idle for longer than cs.idle. cs.mu is held.
func (cs *conversations) sweep(now time.Time) {
	for id, c := range cs.byID {
		if !c.busy && now.Sub(c.lastUsed) > cs.idle {
			delete(cs.byID, id)
		}
	}
}

// evictOldest drops the conversation idle longest, reporting whether there
// was one that is not answering. cs.mu is held.
func (cs *conversations) evictOldest() bool {
	oldest := ""
	for id, c := range cs.byID {
		if !c.busy && (oldest == "" || c.lastUsed.Before(cs.byID[oldest].lastUsed)) {
			oldest = id
		}
	}
	if oldest == "" {
		return false
	}
	delete(cs.byID, oldest)
	return true
}
