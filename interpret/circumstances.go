package interpret

import (
	"strings"
	"unicode"
)

// revealingWords are path words that tell something about the person or
// their circumstances (OR-3.8), in English, German, French, Spanish, Italian,
// Dutch and Portuguese. The list is a heuristic: it catches the obvious, it
// cannot prove an address innocent.
var revealingWords = map[string]bool{
	// bereavement and death
	"bereavement": true, "bereaved": true, "grief": true, "grieving": true, "condolences": true,
	"death": true, "deaths": true, "deceased": true, "died": true, "dying": true, "obituary": true,
	"widow": true, "widowed": true, "widower": true, "orphan": true, "orphaned": true,
	"trauer": true, "trauerfall": true, "sterbefall": true, "todesfall": true, "tod": true, "verstorben": true, "verstorbene": true,
	"deuil": true, "deces": true, "décès": true, "defunt": true, "défunt": true, "veuve": true,
	"duelo": true, "fallecimiento": true, "fallecido": true, "fallecida": true, "difunto": true, "difunta": true, "viuda": true,
	"lutto": true, "decesso": true, "defunto": true, "defunta": true, "vedova": true,
	"rouw": true, "overlijden": true, "overleden": true, "weduwe": true,
	"luto": true, "falecimento": true, "falecido": true, "falecida": true, "viúva": true,
	// health
	"patient": true, "patients": true, "diagnosis": true, "diagnosed": true, "illness": true, "sick": true,
	"cancer": true, "tumour": true, "tumor": true, "hiv": true, "dementia": true, "terminal": true,
	"palliative": true, "hospice": true, "depression": true, "suicide": true, "addiction": true, "rehab": true,
	"disability": true, "disabled": true, "miscarriage": true, "abortion": true, "ivf": true, "infertility": true,
	"pregnancy": true, "pregnant": true,
	"patientin": true, "diagnose": true, "krankheit": true, "krank": true, "krebs": true, "schwanger": true, "schwangerschaft": true, "fehlgeburt": true,
	"diagnostic": true, "maladie": true, "malade": true, "enceinte": true, "grossesse": true,
	"paciente": true, "diagnostico": true, "diagnóstico": true, "enfermedad": true, "enfermo": true, "enferma": true, "embarazo": true, "embarazada": true,
	"paziente": true, "diagnosi": true, "malattia": true, "malato": true, "malata": true, "gravidanza": true, "incinta": true,
	"ziekte": true, "ziek": true, "zwanger": true, "zwangerschap": true,
	"doença": true, "doente": true, "gravidez": true, "grávida": true,
	// family and money trouble
	"divorce": true, "divorced": true, "separation": true, "custody": true,
	"debt": true, "debts": true, "arrears": true, "bankruptcy": true, "insolvency": true, "eviction": true, "repossession": true,
	"unemployed": true, "redundancy": true, "victim": true, "abuse": true, "violence": true, "arrest": true, "prison": true,
	"scheidung": true, "schulden": true, "insolvenz": true, "arbeitslos": true,
	"dette": true, "dettes": true, "faillite": true, "expulsion": true,
	"divorcio": true, "deuda": true, "deudas": true, "quiebra": true, "desahucio": true,
	"divorzio": true, "debito": true, "debiti": true, "fallimento": true, "sfratto": true,
	"scheiding": true, "echtscheiding": true, "schuld": true, "faillissement": true,
	"divórcio": true, "divida": true, "dívida": true, "dividas": true, "dívidas": true, "falência": true,
}

// nameIntros are path words after which the next word is likely to be a
// person's name or a particular case: /funeral-of/jane-doe, /mrs-smith.
var nameIntros = map[string]bool{
	"mr": true, "mrs": true, "ms": true, "miss": true, "mx": true, "dr": true,
	"herr": true, "frau": true, "mme": true, "mlle": true, "sr": true, "sra": true, "sig": true, "signora": true,
}

// ofWords follow a noun that, with "of"/"for", introduces a person:
// funeral-of-x, family-of-x, in-memory-of-x.
var ofIntros = map[string]bool{
	"funeral": true, "family": true, "memory": true, "memorial": true, "estate": true, "late": true, "case": true, "client": true,
}

// revealingPath returns why a decoded URL path reveals circumstances, or "".
func revealingPath(path string) string {
	if strings.IndexByte(path, '@') >= 0 {
		return "has what looks like an email address in its path"
	}
	lower := strings.ToLower(path)
	prev := ""
	for tok := range tokens(lower) {
		if revealingWords[tok] {
			return "has a path word that reveals circumstances: " + clip(tok)
		}
		if looksLikeID(tok) {
			return "has what looks like an identifier in its path: " + clip(tok)
		}
		if nameIntros[prev] {
			return "has what looks like a name in its path: " + clip(prev+" "+tok)
		}
		if (tok == "of" || tok == "for") && ofIntros[prev] {
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
