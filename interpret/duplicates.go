package interpret

import (
	"strconv"
	"strings"
)

// duplicateKeysParam is where the card reader (internal/cardjson's
// DuplicateKeysParam, the same string) lists the keys the card wrote twice
// within one object of params, as JSON pointers relative to params.
const duplicateKeysParam = "$duplicateKeys"

// duplicateKeys reads that list: the pointers into entry i of params.skills
// by i, and the others apart.
func duplicateKeys(params map[string]any) (byEntry map[int][]string, other []string) {
	list, _ := params[duplicateKeysParam].([]any)
	for _, v := range list {
		p, ok := v.(string)
		if !ok {
			continue
		}
		rest, isSkill := strings.CutPrefix(p, "/skills/")
		idx, key, _ := strings.Cut(rest, "/")
		if i, err := strconv.Atoi(idx); isSkill && err == nil && key != "" {
			if byEntry == nil {
				byEntry = map[int][]string{}
			}
			byEntry[i] = append(byEntry[i], key)
			continue
		}
		other = append(other, p)
	}
	return byEntry, other
}

// distrust keeps a skill whose entry wrote a key twice on request, with
// nothing the entry said in its favour: no personEntry, not opened to
// assistants, and deferred if it is an action. Which of the two values the
// operator meant cannot be known.
func distrust(s Skill) Skill {
	s.PersonEntry = ""
	s.AssistantAccess = false
	if s.Completion != CompletionUnstated {
		s.Completion = CompletionDeferred
	}
	return s
}
