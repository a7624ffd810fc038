package interpret

import (
	"strconv"
	"strings"
)

// duplicateKeysParam is where the card reader (internal/cardjson's
// DuplicateKeysParam, the same string) lists the keys the card wrote twice
// within one object of params, as JSON pointers relative to params.
const duplicateKeysParam = "$duplicateKeys"

// duplicateKeys reads that list: it returns the keys written twice in
// entry i of params.skills by i, and reports the others as findings.
func duplicateKeys(params map[string]any, fs *findings) map[int][]string {
	var byEntry map[int][]string
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
		fs.add(RuleSkillsList, "params has the key %s twice; the last is read", clip(p))
	}
	return byEntry
}

// distrust keeps a skill whose entry wrote keys twice on request, with
// nothing the entry said in its favour: no personEntry, not opened to
// assistants, and deferred if it is an action. Which of the two values the
// operator meant cannot be known.
func distrust(s Skill, keys []string, fs *findings) Skill {
	if len(keys) == 0 {
		return s
	}
	fs.add(RuleSkillsList, "%s has %s twice in its entry; the entry is not trusted: no personEntry, not opened to assistants",
		skillRef(s.ID), clip(strings.Join(keys, ", ")))
	s.PersonEntry = ""
	s.AssistantAccess = false
	if s.Completion != CompletionUnstated {
		s.Completion = CompletionDeferred
	}
	return s
}
