package interpret

import (
	"strings"
	"unicode"
)

// revealingWord reports whether w is a path word that tells something
// about the person or their circumstances (OR-3.8), in English, German, French, Spanish, Italian,
// Dutch and Portuguese. The list is a heuristic: it catches the obvious, it
// cannot prove an address innocent.
func revealingWord(w string) bool {
	switch w {
	// bereavement and death
	case "bereavement", "bereaved", "grief", "grieving", "condolences",
		"death", "deaths", "deceased", "died", "dying", "obituary",
		"widow", "widowed", "widower", "orphan", "orphaned",
		"trauer", "trauerfall", "sterbefall", "todesfall", "tod", "verstorben", "verstorbene",
		"deuil", "deces", "décès", "defunt", "défunt", "veuve",
		"duelo", "fallecimiento", "fallecido", "fallecida", "difunto", "difunta", "viuda",
		"lutto", "decesso", "defunto", "defunta", "vedova",
		"rouw", "overlijden", "overleden", "weduwe",
		"luto", "falecimento", "falecido", "falecida", "viúva":
		return true
	// health
	case "patient", "patients", "diagnosis", "diagnosed", "illness", "sick",
		"cancer", "tumour", "tumor", "hiv", "dementia", "terminal",
		"palliative", "hospice", "depression", "suicide", "addiction", "rehab",
		"disability", "disabled", "miscarriage", "abortion", "ivf", "infertility",
		"pregnancy", "pregnant",
		"patientin", "diagnose", "krankheit", "krank", "krebs", "schwanger", "schwangerschaft", "fehlgeburt",
		"diagnostic", "maladie", "malade", "enceinte", "grossesse",
		"paciente", "diagnostico", "diagnóstico", "enfermedad", "enfermo", "enferma", "embarazo", "embarazada",
		"paziente", "diagnosi", "malattia", "malato", "malata", "gravidanza", "incinta",
		"ziekte", "ziek", "zwanger", "zwangerschap",
		"doença", "doente", "gravidez", "grávida":
		return true
	// family and money trouble
	case "divorce", "divorced", "separation", "custody",
		"debt", "debts", "arrears", "bankruptcy", "insolvency", "eviction", "repossession",
		"unemployed", "redundancy", "victim", "abuse", "violence", "arrest", "prison",
		"scheidung", "schulden", "insolvenz", "arbeitslos",
		"dette", "dettes", "faillite", "expulsion",
		"divorcio", "deuda", "deudas", "quiebra", "desahucio",
		"divorzio", "debito", "debiti", "fallimento", "sfratto",
		"scheiding", "echtscheiding", "schuld", "faillissement",
		"divórcio", "divida", "dívida", "dividas", "dívidas", "falência":
		return true
	}
	return false
}

// nameIntro reports path words after which the next word is likely to be a
// person's name or a particular case: /funeral-of/jane-doe, /mrs-smith.
func nameIntro(w string) bool {
	switch w {
	case "mr", "mrs", "ms", "miss", "mx", "dr",
		"herr", "frau", "mme", "mlle", "sr", "sra", "sig", "signora":
		return true
	}
	return false
}

// ofIntro reports nouns that, with "of"/"for", introduce a person:
// funeral-of-x, family-of-x, in-memory-of-x.
func ofIntro(w string) bool {
	switch w {
	case "funeral", "family", "memory", "memorial", "estate", "late", "case", "client":
		return true
	}
	return false
}

// revealingPath returns why a decoded URL path reveals circumstances, or "".
func revealingPath(path string) string {
	if strings.IndexByte(path, '@') >= 0 {
		return "has what looks like an email address in its path"
	}
	lower := strings.ToLower(path)
	prev := ""
	for tok := range tokens(lower) {
		if revealingWord(tok) {
			return "has a path word that reveals circumstances: " + clip(tok)
		}
		if looksLikeID(tok) {
			return "has what looks like an identifier in its path: " + clip(tok)
		}
		if nameIntro(prev) {
			return "has what looks like a name in its path: " + clip(prev+" "+tok)
		}
		if (tok == "of" || tok == "for") && ofIntro(prev) {
			return "has what looks like a particular person's case in its path: " + clip(prev+" "+tok)
		}
		prev = tok
	}
	return ""
}

// tokens yields the runs of letters and digits in s.
func tokens(s string) func(yield func(string) bool) {
	return func(yield func(string) bool) {
		start := -1
		for i, r := range s {
			word := unicode.IsLetter(r) || unicode.IsDigit(r)
			switch {
			case word && start < 0:
				start = i
			case !word && start >= 0:
				if !yield(s[start:i]) {
					return
				}
				start = -1
			}
		}
		if start >= 0 {
			yield(s[start:])
		}
	}
}

// looksLikeID: six or more digits (a case or account number), or a long
// token mixing letters and digits (a UUID part, a token, a hash).
func looksLikeID(tok string) bool {
	digits, letters := 0, 0
	for _, r := range tok {
		if unicode.IsDigit(r) {
			digits++
		} else {
			letters++
		}
	}
	return digits >= 6 || (digits > 0 && letters > 0 && digits+letters >= 12)
}
