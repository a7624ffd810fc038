package present

// Message keys. A key is never shown: every key has a message in every
// supported language (TestCatalogComplete), because x/text would print the
// key itself when one is missing.
const (
	keyOnRequest            = "msg:on-request"               // operator, address
	keyOnRequestDirect      = "msg:on-request.direct"        // operator
	keyActionReferred       = "msg:action-referred"          // operator, address
	keyActionReferredDirect = "msg:action-referred.direct"   // operator
	keyGiven                = "msg:given-on-opt-in"          // operator, information
	keyFollowUp             = "msg:follow-up"                // operator, address
	keyPending              = "msg:action-pending"           // operator
	keyPendingFollowUp      = "msg:action-pending.follow-up" // operator, address
	keyDone                 = "msg:action-done"              // operator
	keySays                 = "msg:says"                     // operator, words: an action done, in the agent's words
	keySignIn               = "msg:sign-in-required"         // operator
	keyInput                = "msg:input-required"           // operator, question
	keyInputNoWords         = "msg:input-required.no-words"  // operator
	keyFailed               = "msg:failed"                   // operator, words
	keyFailedNoWords        = "msg:failed.no-words"          // operator
	keyAnswered             = "msg:answered"                 // operator, words
	keyAnsweredNoWords      = "msg:answered.no-words"        // operator
	keyTheBusiness          = "msg:the-business"             // stands in for a missing operator name
	keyGuardValue           = "msg:guard.value"              // operator, address
	keyGuardValueDirect     = "msg:guard.value.direct"       // operator
	keyGuardPending         = "msg:guard.pending"            // operator
	keyAttribution          = "msg:guard.attribution"        // operator
	// The short replacements, for an answer that already offers the
	// item's address.
	keyGuardValueShort    = "msg:guard.value.short"
	keyGuardPendingShort  = "msg:guard.pending.short"
	keyGuardReferredShort = "msg:guard.action-referred.short"
)

// allKeys lists every message key, in a fresh slice.
func allKeys() []string {
	return []string{
		keyOnRequest, keyOnRequestDirect, keyActionReferred, keyActionReferredDirect, keyGiven, keyFollowUp,
		keyPending, keyPendingFollowUp, keyDone, keySays, keySignIn, keyInput, keyInputNoWords, keyFailed,
		keyFailedNoWords, keyAnswered, keyAnsweredNoWords, keyTheBusiness, keyGuardValue, keyGuardValueDirect,
		keyGuardPending, keyAttribution, keyGuardValueShort, keyGuardPendingShort, keyGuardReferredShort,
	}
}

// translations holds the messages, by BCP 47 tag then key. It is only
// read, to fill each Presenter's catalog. %[1]s is the operator, %[2]s the
// address or the quoted words.
func translations() map[string]map[string]string {
	return map[string]map[string]string{
		"en": {
			keyOnRequest:            "%[1]s gives this information to the person who asks, on request. You can ask here: %[2]s",
			keyOnRequestDirect:      "%[1]s gives this information to the person who asks, on request. Please ask %[1]s directly.",
			keyActionReferred:       "This has not been done. You can arrange it with %[1]s yourself here: %[2]s",
			keyActionReferredDirect: "This has not been done. Please arrange it with %[1]s directly.",
			keyGiven:                "%[1]s gave this information on request: %[2]s",
			keyFollowUp:             "You can ask %[1]s more here: %[2]s",
			keyPending:              "Your request has been passed on to %[1]s. A member of staff will complete it; it is not done yet.",
			keyPendingFollowUp:      "You can follow it up with %[1]s here: %[2]s",
			keyDone:                 "%[1]s reports that this is done.",
			keySays:                 "%[1]s reports that this is done: “%[2]s”",
			keySignIn:               "To continue, you need to sign in with %[1]s.",
			keyInput:                "%[1]s asks: %[2]s",
			keyInputNoWords:         "%[1]s needs more information from you to continue.",
			keyFailed:               "%[1]s could not complete this. Their words: %[2]s",
			keyFailedNoWords:        "%[1]s could not complete this.",
			keyAnswered:             "%[1]s says: %[2]s",
			keyAnsweredNoWords:      "%[1]s replied without any text.",
			keyTheBusiness:          "the business",
			keyGuardValue:           "I can't give you this from another source: %[1]s gives it to the person who asks, on request. You can ask here: %[2]s",
			keyGuardValueDirect:     "I can't give you this from another source: %[1]s gives it to the person who asks, on request. Please ask %[1]s directly.",
			keyGuardPending:         "This is not done yet: it has been passed on to %[1]s, and a member of staff will complete it.",
			keyAttribution:          "This information comes from %[1]s, given on request.",
			keyGuardValueShort:      "I can't give you a figure for this from another source.",
			keyGuardPendingShort:    "So far it is only a request.",
			keyGuardReferredShort:   "I have not done it for you.",
		},
		"de": {
			keyOnRequest:            "%[1]s gibt diese Information auf Anfrage an die Person, die danach fragt. Sie können hier fragen: %[2]s",
			keyOnRequestDirect:      "%[1]s gibt diese Information auf Anfrage an die Person, die danach fragt. Bitte fragen Sie %[1]s direkt.",
			keyActionReferred:       "Das wurde nicht erledigt. Sie können es hier selbst mit %[1]s vereinbaren: %[2]s",
			keyActionReferredDirect: "Das wurde nicht erledigt. Bitte wenden Sie sich direkt an %[1]s.",
			keyGiven:                "%[1]s hat diese Information auf Anfrage gegeben: %[2]s",
			keyFollowUp:             "Weitere Fragen an %[1]s können Sie hier stellen: %[2]s",
			keyPending:              "Ihre Anfrage wurde an %[1]s weitergegeben. Ein Mitarbeiter schließt sie ab; sie ist noch nicht erledigt.",
			keyPendingFollowUp:      "Hier können Sie bei %[1]s nachfragen: %[2]s",
			keyDone:                 "%[1]s meldet, dass dies erledigt ist.",
			keySays:                 "%[1]s meldet, dass dies erledigt ist: „%[2]s“",
			keySignIn:               "Um fortzufahren, müssen Sie sich bei %[1]s anmelden.",
			keyInput:                "%[1]s fragt: %[2]s",
			keyInputNoWords:         "%[1]s braucht weitere Angaben von Ihnen, um fortzufahren.",
			keyFailed:               "%[1]s konnte das nicht abschließen. Die Antwort lautet: %[2]s",
			keyFailedNoWords:        "%[1]s konnte das nicht abschließen.",
			keyAnswered:             "%[1]s antwortet: %[2]s",
			keyAnsweredNoWords:      "%[1]s hat ohne Text geantwortet.",
			keyTheBusiness:          "das Unternehmen",
			keyGuardValue:           "Das kann ich Ihnen nicht aus einer anderen Quelle sagen: %[1]s gibt diese Information auf Anfrage an die Person, die danach fragt. Sie können hier fragen: %[2]s",
			keyGuardValueDirect:     "Das kann ich Ihnen nicht aus einer anderen Quelle sagen: %[1]s gibt diese Information auf Anfrage an die Person, die danach fragt. Bitte fragen Sie %[1]s direkt.",
			keyGuardPending:         "Das ist noch nicht erledigt: Es wurde an %[1]s weitergegeben, und ein Mitarbeiter schließt es ab.",
			keyAttribution:          "Diese Information stammt von %[1]s und wurde auf Anfrage gegeben.",
			keyGuardValueShort:      "Einen Betrag dafür kann ich Ihnen nicht aus einer anderen Quelle nennen.",
			keyGuardPendingShort:    "Bisher ist es nur eine Anfrage.",
			keyGuardReferredShort:   "Ich habe es nicht für Sie erledigt.",
		},
		"fr": {
			keyOnRequest:            "%[1]s communique cette information sur demande, à la personne qui la demande. Vous pouvez la demander ici : %[2]s",
			keyOnRequestDirect:      "%[1]s communique cette information sur demande, à la personne qui la demande. Veuillez vous adresser directement à %[1]s.",
			keyActionReferred:       "Cela n'a pas été fait. Vous pouvez vous adresser vous-même à %[1]s ici : %[2]s",
			keyActionReferredDirect: "Cela n'a pas été fait. Veuillez vous adresser directement à %[1]s.",
			keyGiven:                "%[1]s a donné cette information sur demande : %[2]s",
			keyFollowUp:             "Pour toute autre question à %[1]s, c'est ici : %[2]s",
			keyPending:              "Votre demande a été transmise à %[1]s. Un membre du personnel la traitera ; ce n'est pas encore fait.",
			keyPendingFollowUp:      "Pour la suivre, adressez-vous à %[1]s ici : %[2]s",
			keyDone:                 "%[1]s indique que c'est fait.",
			keySays:                 "%[1]s indique que c'est fait : « %[2]s »",
			keySignIn:               "Pour continuer, %[1]s vous demande de vous connecter.",
			keyInput:                "%[1]s demande : %[2]s",
			keyInputNoWords:         "%[1]s a besoin de plus d'informations de votre part pour continuer.",
			keyFailed:               "%[1]s n'a pas pu mener cela à bien. Sa réponse : %[2]s",
			keyFailedNoWords:        "%[1]s n'a pas pu mener cela à bien.",
			keyAnswered:             "%[1]s répond : %[2]s",
			keyAnsweredNoWords:      "%[1]s a répondu sans texte.",
			keyTheBusiness:          "l'entreprise",
			keyGuardValue:           "Je ne peux pas vous donner cela d'après une autre source : %[1]s communique cette information sur demande, à la personne qui la demande. Vous pouvez la demander ici : %[2]s",
			keyGuardValueDirect:     "Je ne peux pas vous donner cela d'après une autre source : %[1]s communique cette information sur demande, à la personne qui la demande. Veuillez vous adresser directement à %[1]s.",
			keyGuardPending:         "Ce n'est pas encore fait : la demande a été transmise à %[1]s, et un membre du personnel la traitera.",
			keyAttribution:          "Cette information a été donnée sur demande par %[1]s.",
			keyGuardValueShort:      "Je ne peux pas vous donner de montant pour cela d'après une autre source.",
			keyGuardPendingShort:    "Pour l'instant, ce n'est qu'une demande.",
			keyGuardReferredShort:   "Je ne l'ai pas fait à votre place.",
		},
		"es": {
			keyOnRequest:            "%[1]s da esta información a la persona que la pide, a petición. Puede pedirla aquí: %[2]s",
			keyOnRequestDirect:      "%[1]s da esta información a la persona que la pide, a petición. Pregunte directamente a %[1]s.",
			keyActionReferred:       "Esto no se ha hecho. Puede gestionarlo usted mismo con %[1]s aquí: %[2]s",
			keyActionReferredDirect: "Esto no se ha hecho. Gestiónelo directamente con %[1]s.",
			keyGiven:                "%[1]s dio esta información a petición: %[2]s",
			keyFollowUp:             "Puede preguntar más a %[1]s aquí: %[2]s",
			keyPending:              "Su solicitud se ha transmitido a %[1]s. Un miembro del personal la completará; todavía no está hecho.",
			keyPendingFollowUp:      "Puede hacer el seguimiento con %[1]s aquí: %[2]s",
			keyDone:                 "%[1]s indica que esto está hecho.",
			keySays:                 "%[1]s indica que esto está hecho: «%[2]s»",
			keySignIn:               "Para continuar, debe iniciar sesión con %[1]s.",
			keyInput:                "%[1]s pregunta: %[2]s",
			keyInputNoWords:         "%[1]s necesita más información suya para continuar.",
			keyFailed:               "%[1]s no pudo completar esto. Su respuesta: %[2]s",
			keyFailedNoWords:        "%[1]s no pudo completar esto.",
			keyAnswered:             "%[1]s responde: %[2]s",
			keyAnsweredNoWords:      "%[1]s respondió sin texto.",
			keyTheBusiness:          "la empresa",
			keyGuardValue:           "No puedo darle esto a partir de otra fuente: %[1]s da esta información a la persona que la pide, a petición. Puede pedirla aquí: %[2]s",
			keyGuardValueDirect:     "No puedo darle esto a partir de otra fuente: %[1]s da esta información a la persona que la pide, a petición. Pregunte directamente a %[1]s.",
			keyGuardPending:         "Esto todavía no está hecho: se ha transmitido a %[1]s y un miembro del personal lo completará.",
			keyAttribution:          "Esta información procede de %[1]s, que la dio a petición.",
			keyGuardValueShort:      "No puedo darle una cifra para esto a partir de otra fuente.",
			keyGuardPendingShort:    "Por ahora es solo una solicitud.",
			keyGuardReferredShort:   "No lo he hecho por usted.",
		},
		"it": {
			keyOnRequest:            "%[1]s fornisce questa informazione su richiesta, a chi la chiede. Può chiederla qui: %[2]s",
			keyOnRequestDirect:      "%[1]s fornisce questa informazione su richiesta, a chi la chiede. La chieda direttamente a %[1]s.",
			keyActionReferred:       "Questo non è stato fatto. Può provvedere lei stesso con %[1]s qui: %[2]s",
			keyActionReferredDirect: "Questo non è stato fatto. Si rivolga direttamente a %[1]s.",
			keyGiven:                "%[1]s ha fornito questa informazione su richiesta: %[2]s",
			keyFollowUp:             "Può chiedere altro a %[1]s qui: %[2]s",
			keyPending:              "La sua richiesta è stata inoltrata a %[1]s. Un membro del personale la completerà; non è ancora fatto.",
			keyPendingFollowUp:      "Può seguire la richiesta con %[1]s qui: %[2]s",
			keyDone:                 "%[1]s comunica che è fatto.",
			keySays:                 "%[1]s comunica che è fatto: «%[2]s»",
			keySignIn:               "Per continuare, deve accedere con %[1]s.",
			keyInput:                "%[1]s chiede: %[2]s",
			keyInputNoWords:         "%[1]s ha bisogno di altre informazioni per continuare.",
			keyFailed:               "%[1]s non è riuscito a completare la richiesta. La sua risposta: %[2]s",
			keyFailedNoWords:        "%[1]s non è riuscito a completare la richiesta.",
			keyAnswered:             "%[1]s risponde: %[2]s",
			keyAnsweredNoWords:      "%[1]s ha risposto senza testo.",
			keyTheBusiness:          "l'attività",
			keyGuardValue:           "Non posso darle questo dato da un'altra fonte: %[1]s fornisce questa informazione su richiesta, a chi la chiede. Può chiederla qui: %[2]s",
			keyGuardValueDirect:     "Non posso darle questo dato da un'altra fonte: %[1]s fornisce questa informazione su richiesta, a chi la chiede. La chieda direttamente a %[1]s.",
			keyGuardPending:         "Non è ancora fatto: la richiesta è stata inoltrata a %[1]s e un membro del personale la completerà.",
			keyAttribution:          "Questa informazione proviene da %[1]s, che l'ha fornita su richiesta.",
			keyGuardValueShort:      "Non posso darle una cifra per questo da un'altra fonte.",
			keyGuardPendingShort:    "Per ora è solo una richiesta.",
			keyGuardReferredShort:   "Non l'ho fatto al suo posto.",
		},
		"nl": {
			keyOnRequest:            "%[1]s geeft deze informatie op verzoek aan wie erom vraagt. U kunt het hier vragen: %[2]s",
			keyOnRequestDirect:      "%[1]s geeft deze informatie op verzoek aan wie erom vraagt. Vraag het rechtstreeks aan %[1]s.",
			keyActionReferred:       "Dit is niet gedaan. U kunt het hier zelf met %[1]s regelen: %[2]s",
			keyActionReferredDirect: "Dit is niet gedaan. Regel het rechtstreeks met %[1]s.",
			keyGiven:                "%[1]s heeft deze informatie op verzoek gegeven: %[2]s",
			keyFollowUp:             "U kunt %[1]s hier meer vragen: %[2]s",
			keyPending:              "Uw verzoek is doorgegeven aan %[1]s. Een medewerker handelt het af; het is nog niet gedaan.",
			keyPendingFollowUp:      "U kunt het hier opvolgen bij %[1]s: %[2]s",
			keyDone:                 "%[1]s meldt dat dit gedaan is.",
			keySays:                 "%[1]s meldt dat dit gedaan is: “%[2]s”",
			keySignIn:               "Om verder te gaan, moet u inloggen bij %[1]s.",
			keyInput:                "%[1]s vraagt: %[2]s",
			keyInputNoWords:         "%[1]s heeft meer informatie van u nodig om verder te gaan.",
			keyFailed:               "%[1]s kon dit niet afronden. Hun antwoord: %[2]s",
			keyFailedNoWords:        "%[1]s kon dit niet afronden.",
			keyAnswered:             "%[1]s antwoordt: %[2]s",
			keyAnsweredNoWords:      "%[1]s antwoordde zonder tekst.",
			keyTheBusiness:          "het bedrijf",
			keyGuardValue:           "Ik kan u dit niet uit een andere bron geven: %[1]s geeft deze informatie op verzoek aan wie erom vraagt. U kunt het hier vragen: %[2]s",
			keyGuardValueDirect:     "Ik kan u dit niet uit een andere bron geven: %[1]s geeft deze informatie op verzoek aan wie erom vraagt. Vraag het rechtstreeks aan %[1]s.",
			keyGuardPending:         "Dit is nog niet gedaan: het is doorgegeven aan %[1]s en een medewerker handelt het af.",
			keyAttribution:          "Deze informatie komt van %[1]s en is op verzoek gegeven.",
			keyGuardValueShort:      "Ik kan u hiervoor geen bedrag uit een andere bron geven.",
			keyGuardPendingShort:    "Voorlopig is het alleen een verzoek.",
			keyGuardReferredShort:   "Ik heb het niet voor u gedaan.",
		},
		"pt": {
			keyOnRequest:            "%[1]s dá esta informação a quem a pede, mediante pedido. Pode pedi-la aqui: %[2]s",
			keyOnRequestDirect:      "%[1]s dá esta informação a quem a pede, mediante pedido. Pergunte diretamente a %[1]s.",
			keyActionReferred:       "Isto não foi feito. Pode tratar do assunto com %[1]s aqui: %[2]s",
			keyActionReferredDirect: "Isto não foi feito. Trate do assunto diretamente com %[1]s.",
			keyGiven:                "%[1]s deu esta informação mediante pedido: %[2]s",
			keyFollowUp:             "Pode perguntar mais a %[1]s aqui: %[2]s",
			keyPending:              "O seu pedido foi transmitido a %[1]s. Um membro da equipa irá concluí-lo; ainda não está feito.",
			keyPendingFollowUp:      "Pode acompanhar o pedido com %[1]s aqui: %[2]s",
			keyDone:                 "%[1]s indica que isto está feito.",
			keySays:                 "%[1]s indica que isto está feito: «%[2]s»",
			keySignIn:               "Para continuar, precisa de iniciar sessão em %[1]s.",
			keyInput:                "%[1]s pergunta: %[2]s",
			keyInputNoWords:         "%[1]s precisa de mais informações suas para continuar.",
			keyFailed:               "%[1]s não conseguiu concluir isto. A resposta: %[2]s",
			keyFailedNoWords:        "%[1]s não conseguiu concluir isto.",
			keyAnswered:             "%[1]s responde: %[2]s",
			keyAnsweredNoWords:      "%[1]s respondeu sem texto.",
			keyTheBusiness:          "a empresa",
			keyGuardValue:           "Não lhe posso dar isto a partir de outra fonte: %[1]s dá esta informação a quem a pede, mediante pedido. Pode pedi-la aqui: %[2]s",
			keyGuardValueDirect:     "Não lhe posso dar isto a partir de outra fonte: %[1]s dá esta informação a quem a pede, mediante pedido. Pergunte diretamente a %[1]s.",
			keyGuardPending:         "Isto ainda não está feito: foi transmitido a %[1]s e um membro da equipa irá concluí-lo.",
			keyAttribution:          "Esta informação vem de %[1]s, dada mediante pedido.",
			keyGuardValueShort:      "Não lhe posso dar um valor para isto a partir de outra fonte.",
			keyGuardPendingShort:    "Por enquanto, é apenas um pedido.",
			keyGuardReferredShort:   "Não o fiz por si.",
		},
		"ja": {
			keyOnRequest:            "%[1]sは、この情報をお問い合わせいただいた方にご依頼に応じてお伝えしています。こちらでお問い合わせいただけます：%[2]s",
			keyOnRequestDirect:      "%[1]sは、この情報をお問い合わせいただいた方にご依頼に応じてお伝えしています。%[1]sに直接お問い合わせください。",
			keyActionReferred:       "この手続きはまだ行われていません。%[1]sとの手続きは、こちらからご自身で行えます：%[2]s",
			keyActionReferredDirect: "この手続きはまだ行われていません。%[1]sに直接ご連絡ください。",
			keyGiven:                "%[1]sがご依頼に応じて提供した情報です：%[2]s",
			keyFollowUp:             "%[1]sへのお問い合わせはこちらです：%[2]s",
			keyPending:              "ご依頼は%[1]sに伝えました。担当スタッフが手続きを行います。まだ完了していません。",
			keyPendingFollowUp:      "%[1]sでの進み具合はこちらで確認できます：%[2]s",
			keyDone:                 "%[1]sによると、この手続きは済んでいます。",
			keySays:                 "%[1]sによると、この手続きは済んでいます：「%[2]s」",
			keySignIn:               "続けるには、%[1]sにサインインする必要があります。",
			keyInput:                "%[1]sからの質問：%[2]s",
			keyInputNoWords:         "続けるには、%[1]sに追加の情報をお伝えいただく必要があります。",
			keyFailed:               "%[1]sはこの手続きを終えられませんでした。先方の回答：%[2]s",
			keyFailedNoWords:        "%[1]sはこの手続きを終えられませんでした。",
			keyAnswered:             "%[1]sの回答：%[2]s",
			keyAnsweredNoWords:      "%[1]sから本文のない回答がありました。",
			keyTheBusiness:          "事業者",
			keyGuardValue:           "ほかの情報源からはお伝えできません。%[1]sは、この情報をお問い合わせいただいた方にご依頼に応じてお伝えしています。こちらでお問い合わせいただけます：%[2]s",
			keyGuardValueDirect:     "ほかの情報源からはお伝えできません。%[1]sは、この情報をお問い合わせいただいた方にご依頼に応じてお伝えしています。%[1]sに直接お問い合わせください。",
			keyGuardPending:         "まだ完了していません。ご依頼は%[1]sに伝えてあり、担当スタッフが手続きを行います。",
			keyAttribution:          "この情報は、%[1]sがご依頼に応じて提供したものです。",
			keyGuardValueShort:      "ほかの情報源からは金額をお伝えできません。",
			keyGuardPendingShort:    "現時点では依頼を伝えただけです。",
			keyGuardReferredShort:   "私のほうでも手続きはしていません。",
		},
	}
}
