package guard

import (
	"testing"

	"github.com/agent-capability/onrequest/interpret"
	"github.com/agent-capability/onrequest/present"
)

// TestRequestWithItsSlot: the day and time asked for, listed after a
// clause that says the request went on, are the request's; advice on
// which times to choose, and waiting for the answer, claim nothing.
func TestRequestWithItsSlot(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"pt", "Marquei para terça, 3/06, às 10h na Example Family Clinic.", true},
		{"it", "Ti conviene scegliere gli orari dopo le 17:00, sono meno pieni.", false},
		{"ja", "予約は平日の10時以降にしたほうがいいです。", false},
		{"it", "Per la visita di giovedì alle 9, aspettiamo la risposta della clinica.", false},
		{"de", "Die Praxis prüft noch, ob Donnerstag um 9 Uhr geht.", false},
		{"it", "La visita è giovedì alle 9.", true},
		{"de", "Gebucht ist noch nichts, die Praxis meldet sich bis Freitag.", false},
		{"nl", "Tot dan kan iemand anders de afspraak nog boeken.", false},
		{"de", "Bis Freitag um 9 Uhr, die Praxis erwartet Sie!", true},
	})
}

// TestVisitStatedAsFact: someone of the acting operator's kind of
// business who comes at one day or time states a pending visit as fact;
// on a condition, asked, in the conditional, over a span of days, or a
// worker of another kind beside the pending action, it does not.
func TestVisitStatedAsFact(t *testing.T) {
	for _, c := range []struct {
		ledger func() *present.Ledger
		cases  []ruleCase
	}{
		{pendingAt("Example Roofing", "Visit request", "Your request for a visit on Wednesday morning was passed to the roofer, who will confirm."), []ruleCase{
			{"en", "Great, the roofer comes on Wednesday at 8 to look at the leak.", true},
			{"en", "Once the office confirms, the roofer comes on Wednesday at 8.", false},
			{"en", "Does the roofer come on Wednesday at 8?", false},
			{"en", "The roofer usually comes Monday to Friday.", false},
			{"en", "The roofer would come on Wednesday at 8.", false},
			{"en", "The window cleaner comes on Wednesday at 8, so ask the roofer for the afternoon.", false},
		}},
		{pendingAt("Couverture Example", "Demande de visite", "Votre demande de visite mercredi matin a été transmise au couvreur ; il confirmera."), []ruleCase{
			{"fr", "Parfait, le couvreur passe mercredi à 8 h pour regarder la fuite.", true},
		}},
		{pendingAt("Hoveniersbedrijf Example", "Verzoek om kennismaking", "Uw verzoek is doorgegeven; we bevestigen."), []ruleCase{
			{"nl", "Top, woensdag om 8 uur komt de hovenier de tuin opmeten.", true},
		}},
		{pendingAt("Marcenaria Example", "Pedido de visita", "Seu pedido de visita na quarta de manhã foi repassado."), []ruleCase{
			{"pt", "Beleza, o marceneiro vai na quarta às 8h tirar as medidas.", true},
			{"pt", "O marceneiro aparece quarta de manhã, entre as 8 e as 10.", true},
			{"pt", "O marceneiro aparece quarta de manhã, se a Marcenaria Example confirmar.", false},
		}},
		// in a language without spaces the words are found inside the
		// clause
		{pendingAt("Exampleビル管理", "修理依頼", "エアコンの修理依頼をExampleビル管理に伝えました。業者の訪問日は担当者から連絡があります。"), []ruleCase{
			{"ja", "エアコンの業者さんは木曜の午前中に来ます。", true},
			{"ja", "業者さんが木曜の午前中に来られるかは、担当者からの連絡を待ちましょう。", false},
		}},
		// a word for whoever comes to do the job is the acting operator's;
		// an open clause about something else leaves the visit stated
		{pendingAt("Example Heating", "Boiler service", "Your request for a boiler service was passed on; the office will confirm a visit."), []ruleCase{
			{"en", "The engineer comes on Friday between 8 and 10 for the boiler service.", true},
			{"en", "The engineer comes on Friday at 9 to look at the boiler; keep the hallway clear in the meantime.", true},
			{"en", "The engineer comes on Friday at 9 for the boiler, but the office still has to confirm it.", false},
			{"en", "If the office confirms, the engineer comes on Friday at 9 for the boiler.", false},
			// whoever comes for something else is someone else's worker
			{"en", "The broadband engineer comes on Friday at 9.", false},
		}},
		{pendingAt("Termotecnica Example", "Manutenzione caldaia", "La richiesta di visita per la caldaia è stata inoltrata; l'ufficio confermerà."), []ruleCase{
			{"it", "Il tecnico passa venerdì tra le 8 e le 10 per la caldaia; lasci libero il passaggio.", true},
			{"it", "Il tecnico passerebbe venerdì alle 9 per la caldaia.", false},
		}},
		{pendingAt("Example Installatie", "Onderhoud ketel", "Uw verzoek voor onderhoud van de cv-ketel is doorgegeven; we bevestigen."), []ruleCase{
			{"nl", "De monteur komt vrijdag tussen 8 en 10 uur langs voor de cv-ketel.", true},
			{"nl", "De klusjesman komt zaterdag om 10 uur voor de kraan.", false},
		}},
		{pendingAt("Fincas Example", "Aviso de avería", "Su aviso por la avería del ascensor se ha pasado a Fincas Example."), []ruleCase{
			{"es", "El técnico del ascensor va el viernes a las 9.", true},
			{"es", "El técnico de la caldera pasa el viernes a las 9:00.", false},
		}},
	} {
		checkRules(t, ReasonDoneClaim, c.ledger, c.cases)
	}
}

// TestPlaceOnWaitingList: while the pending action is a place on a
// waiting list, a clause that gives the person that place claims it done,
// also with the call when a place frees up after it; asked for, denied,
// hung on staff confirming, or beside a pending booking of its own, it
// does not.
func TestPlaceOnWaitingList(t *testing.T) {
	waitlist := pendingAt("Example Care Home", "Join the waiting list", "Your request to join the waiting list was passed on; the home will confirm.")
	checkRules(t, ReasonDoneClaim, waitlist, []ruleCase{
		{"en", "Your father is on the waiting list at Example Care Home now.", true},
		{"en", "You're on their waiting list, and they'll ring you when a place comes up.", true},
		{"en", "I've asked them to put your father on the waiting list.", false},
		{"en", "He isn't on the waiting list yet.", false},
		{"en", "He's on the waiting list, but the home still has to confirm it.", false},
		// put on it: "to the list", "auf die Liste"
		{"en", "Your father has been added to the waiting list at Example Care Home.", true},
		{"en", "I've asked them to add your father to the waiting list.", false},
	})
	checkRules(t, ReasonDoneClaim, pendingAt("Pflegeheim Example", "Auf die Warteliste", "Die Anmeldung für die Warteliste wurde weitergegeben."), []ruleCase{
		{"de", "Ihr Vater wurde auf die Warteliste des Pflegeheims gesetzt.", true},
		{"de", "Die Bitte, Ihren Vater auf die Warteliste zu setzen, ist ans Heim gegangen.", false},
	})
	checkRules(t, ReasonDoneClaim, pendingAt("Verpleeghuis Example", "Aanmelden wachtlijst", "De aanmelding voor de wachtlijst is doorgestuurd."), []ruleCase{
		{"nl", "Uw moeder staat nu op de wachtlijst van Verpleeghuis Example.", true},
		{"nl", "Ik heb gevraagd of ze uw moeder op de wachtlijst willen zetten.", false},
	})
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "You're on the waiting list for an appointment; the clinic will call you.", false},
	})
}

// TestSettledIdiom: "staat als een huis" says a plan is settled, unless
// a condition on staff comes first.
func TestSettledIdiom(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"nl", "Staat als een huis: Example Family Clinic ziet je donderdag.", true},
		{"nl", "Als de praktijk bevestigt, staat het als een huis.", false},
	})
}

// TestDayNumberBeforeATime: a number after a unit is no hour of a span:
// "dia 4 às 15h40" is day 4 at 15:40.
func TestDayNumberBeforeATime(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"pt", "A tua consulta é no dia 4 às 15h40.", true},
		{"pt", "A clínica atende das 9 às 17h.", false},
	})
}

// TestByAppointment: opening hours "by appointment" name no booking;
// the person's appointment with its day still claims.
func TestByAppointment(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "The clinic is open Monday to Friday from 9:00 to 17:00, and on Saturday mornings by appointment.", false},
		{"de", "Die Praxis ist montags bis freitags geöffnet, samstags nach Vereinbarung.", false},
		{"fr", "Le cabinet reçoit le samedi matin sur rendez-vous.", false},
		{"ja", "土曜の午前は予約制です。", false},
		{"en", "Your appointment is on Saturday at 10.", true},
		{"ja", "土曜の10時に予約が取れました。", true},
	})
}

// TestAddressInAnotherClause: a sentence that gives an address claims
// nothing unless a word in it says done, names the booking, the person,
// staff or an item, or takes leave; then only the clause with the
// address claims nothing, and a done claim in another clause stands.
func TestAddressInAnotherClause(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "Your appointment at Example Family Clinic is confirmed:\n\nSee you Thursday at 08:30 — directions at https://clinic.example.org/ask", true},
		{"de", "Ihr Termin am Donnerstag um 8:30 steht, die Anfahrt finden Sie unter https://clinic.example.org/ask.", true},
		{"pt", "O consultório está fechado de 1 a 15 de agosto; marque a consulta em https://clinic.example.org/ask.", false},
		{"en", "You can book Thursday at 08:30 at https://clinic.example.org/ask.", false},
		{"it", "Giovedì alle 10 la segreteria è aperta, trovi tutto su https://clinic.example.org/ask.", false},
		{"en", "Dr Example sees you Thursday at 10:30 — parking info is at https://clinic.example.org/ask.", true},
		{"en", "See you Thursday at 10 — directions at https://clinic.example.org/ask", true},
	})
}

// TestMoreDoneShapes: plural participles, a date "kept" for the person,
// and a provisional booking said to be complete claim done.
func TestMoreDoneShapes(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"es", "¡Enhorabuena! Example Family Clinic ya les tiene apuntados para el sábado 12 de junio.", true},
		{"pt", "A Example Family Clinic já vos tem a data de 12 de junho guardada.", true},
		{"ja", "Example Family Clinicで、6月12日（土）の仮予約が完了しました！", true},
		{"ja", "Example Family Clinicの6月12日（土）は仮予約の依頼中です。", false},
	})
}

// TestDeadlineIsNoSlot: a date given as a limit is no slot; the same
// date as the day of the visit is.
func TestDeadlineIsNoSlot(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"fr", "Votre Clio doit passer chez Example Family Clinic avant le 30 avril.", false},
		{"en", "You need to see Example Family Clinic before 30 April.", false},
		{"it", "La visita da Example Family Clinic va fatta entro il 30 aprile.", false},
		{"fr", "Votre passage chez Example Family Clinic est le 30 avril.", true},
		{"fr", "Votre rendez-vous est fixé, dans la journée de jeudi à 15 h.", true},
		{"it", "La segreteria ti chiama per l'orario, ma la visita è in giornata.", true},
		{"en", "Reception will call you within the day about Thursday at 15:00.", false},
		{"de", "Die Praxis meldet sich bis morgen 12 Uhr.", false},
		{"de", "Ihr Termin steht, bis morgen um 12 Uhr!", true},
		// an expiry date is a limit too
		{"it", "La tua tessera scade il 30 aprile, quindi meglio prenotare da Example Family Clinic entro metà mese.", false},
		{"nl", "Je verwijzing verloopt op 2 mei, dus er is nog even tijd voor Example Family Clinic.", false},
		{"en", "Your referral letter expires on 30 April, so it's worth booking with Example Family Clinic soon.", false},
		{"en", "Your appointment at Example Family Clinic is on 30 April, before your referral expires.", true},
		// "only once they call" in Japanese
		{"ja", "土曜10時のご希望を受付に伝えました。クリニックから連絡があって初めて予約確定になります。", false},
		{"ja", "土曜10時で予約確定です。クリニックから連絡があって初めて来院日が決まるわけではありません。", true},
	})
}

// TestJapaneseSkillParts: a part of a Japanese skill name ("診察" of
// "診察予約") names the action; staff said to come at a time, and a slot
// "held" or "secured", claim done.
func TestJapaneseSkillParts(t *testing.T) {
	checkRules(t, ReasonDoneClaim, func() *present.Ledger {
		return ledgerOf(
			interpret.Outcome{Kind: interpret.KindActionDone, Operator: "ひだまり動物病院", SkillID: "vaccine", SkillName: "ワクチンのお知らせ", Text: "ワクチンは日曜10時で予約済みです。"},
			interpret.Outcome{Kind: interpret.KindActionPending, Operator: "ひだまり動物病院", SkillID: "visit", SkillName: "診察予約", Text: "診察のご希望を受付に伝えました。"})
	}, []ruleCase{
		{"ja", "ひだまり動物病院の診察、土曜11時で押さえてあります。", true},
		{"ja", "診察は来週火曜の17時からです。", true},
		{"ja", "ワクチンは日曜10時で予約済みです。", false},
		{"ja", "診察の日時は病院から連絡が来ます。", false},
	})
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{{"ja", "今日の夕方に来てくれます。", true}})
}

// TestWishesAndNotices: the person's wish, a hope ("fingers crossed",
// "といいですね"), a notice that is recorded, and a day given as a limit
// ("by Wednesday") claim nothing.
func TestWishesAndNotices(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"de", "Bei Example Family Clinic siehst du die freien Zeiten; Samstag 10 Uhr war ja dein Wunsch.", false},
		{"es", "El aviso está registrado en Example Family Clinic y un técnico te llamará para quedar.", false},
		{"en", "The patch test has to be done at Example Family Clinic, so pop in by Wednesday.", false},
		{"es", "Tu cita en Example Family Clinic está registrada para el martes.", true},
		{"de", "Bitte geh noch nicht davon aus, dass der Termin bei Example Family Clinic steht.", false},
		{"en", "Your request for Friday 11:15 has been sent; once they text you to confirm, you'll be all set.", false},
		{"en", "Your request for Friday has been sent, and you're all set.", true},
		{"en", "Fingers crossed they can fit you in on Thursday at 10!", false},
		{"ja", "木曜日の10時に予約できるといいですね！", false},
		{"it", "Speriamo che la clinica ti possa ricevere giovedì alle 10!", false},
		{"de", "Dein Terminwunsch für Donnerstag, 15 Uhr, liegt der Example Family Clinic vor.", false},
		{"pt", "Tomara que a clínica consiga te encaixar na quinta às 10h!", false},
		{"en", "They can fit you in on Thursday at 10.", true},
	})
}

// TestJapaneseSplitAction: under one skill, a done and an asked action
// written in Japanese are told apart by the parts of the operator's
// words.
func TestJapaneseSplitAction(t *testing.T) {
	checkRules(t, ReasonDoneClaim, func() *present.Ledger {
		return ledgerOf(
			interpret.Outcome{Kind: interpret.KindActionDone, Operator: "ひだまり動物病院", SkillID: "visit", SkillName: "診察予約", Text: "ワクチンは土曜11時で予約済みです。"},
			interpret.Outcome{Kind: interpret.KindActionPending, Operator: "ひだまり動物病院", SkillID: "visit", SkillName: "診察予約", Text: "歯石取りのご希望を伝えました。"})
	}, []ruleCase{
		{"ja", "ワクチンは土曜11時で予約済みです。", false},
		{"ja", "土曜11時にワクチンと歯石取りを一緒にやってもらえます。", true},
	})
}

// TestWordsThatHedgeNothing: a business that told the assistant
// something is not the person's words; advice beside a word that says
// done, a recap with such a word, "overprüft" or "aguardamos você", and
// the operator seeing the person after a clause that says open, all
// still claim.
func TestWordsThatHedgeNothing(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"pt", "A clínica disse-me que a consulta está marcada para terça às 10h.", true},
		{"es", "La clínica me ha dicho que tu cita está confirmada para el martes a las 10.", true},
		{"it", "Meglio così, la visita è confermata per martedì alle 10.", true},
		{"de", "Am besten kommen Sie zu Ihrem gebuchten Termin am Dienstag um 10 Uhr zehn Minuten früher.", true},
		{"fr", "Mieux vaut tard que jamais, votre rendez-vous est confirmé pour mardi à 10 h.", true},
		{"en", "It's worth noting you're booked for Tuesday at 10.", true},
		{"it", "Riassumo quello che mi hai detto: la visita è confermata per martedì alle 10.", true},
		{"es", "Ya tienes tu cita del martes a las 10 confirmada, te pasé los detalles por correo.", true},
		{"de", "Ich habe es überprüft: Ihr Termin am Dienstag um 10 Uhr ist gebucht.", true},
		{"pt", "A clínica respondeu: aguardamos você na terça às 10h.", true},
		{"en", "I've passed your request on, and Example Family Clinic sees you on Tuesday at 10.", true},
		{"it", "Ti conviene scegliere gli orari dopo le 17:00.", false},
		{"de", "Wir warten noch auf die Antwort der Praxis zu Dienstag um 10 Uhr.", false},
		{"it", "La visita di martedì alle 10 è richiesta; la clinica deve confermarla.", false},
		{"ja", "火曜10時の予約は、クリニックから確認メールが届けば確定です。", false},
		{"ja", "火曜10時の予約は確定です。", true},
	})
}

// TestAdviceAndRecapsAboutTheBooking: advice that speaks of the booking,
// a request word that is only "required", a recap that starts anew with
// the operator, a farewell or done word before an emoji, all still
// claim; an emoji after a request word splits nothing.
func TestAdviceAndRecapsAboutTheBooking(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "It's best to arrive 10 minutes early for your appointment on Friday at 10:00.", true},
		{"fr", "Votre rendez-vous est confirmé pour vendredi à 10 h ; votre présence est demandée dix minutes avant.", true},
		{"it", "Riassumo quello che mi hai detto: preferisci il mattino, e Example Family Clinic ti aspetta venerdì alle 10.", true},
		{"fr", "Le rendez-vous de vendredi 9 h est calé 👍 Pensez à apporter la carte vitale.", true},
		{"ja", "金曜10時で枠を押さえてあります😊 メニューのご相談はスタッフから連絡が来るそうです。", true},
		{"ja", "金曜10時のご希望をお伝えしました😊 確定はスタッフからの連絡を待ってください。", false},
		{"ja", "受付番号📩はまだ出ていません。スタッフさんからの連絡を待ちましょう。", false},
		{"en", "Request sent ✅ Friday at 10 at Example Family Clinic, and reception will confirm by phone.", false},
		{"nl", "Je afspraak staat op vrijdag om 10 uur, we wachten nog op je verwijsbrief.", true},
		{"fr", "Votre rendez-vous de vendredi 10 h est réservé, une pièce d'identité est demandée.", true},
		{"ja", "金曜10時で予約が確定しました、保険証の確認依頼は受け付け済みです。", true},
	})
}

// TestRequestPassedOnOrReceived: a request passed on to the business, or
// received by it, with the day the person asked for, claims nothing, but
// leaves a claim before it standing; a condition in the Japanese -ba form
// hedges what follows it.
func TestRequestPassedOnOrReceived(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"es", "Le pasé a la clínica tu pedido para el jueves a las 10.", false},
		{"es", "La clínica ha recibido vuestra petición para el día 3 a las 12.", false},
		{"fr", "Ta demande pour jeudi à 10 h est partie chez la clinique.", false},
		{"fr", "La clinique a bien reçu ta demande pour jeudi à 10 h.", false},
		{"ja", "先生の都合がつけば、木曜日の10時に診てもらえる見込みです。", false},
		{"es", "La clínica te ha dado cita para el jueves a las 10.", true},
		{"fr", "Ta demande est partie, et c'est réservé pour jeudi à 10 h.", true},
		{"ja", "木曜日の10時に予約が取れました。", true},
		{"es", "Tu pedido está confirmado para el martes a las 14:00.", true},
		{"es", "Te han dado cita el martes a las 14:00; la oficina ya ha recibido tu pedido.", true},
		{"fr", "C'est confirmé pour mardi 14 h, ta demande est bien passée.", true},
		{"ja", "火曜14時に予約が取れました、あとは当日を待てばOKです。", true},
		{"ja", "クリニックが依頼を受け付けて火曜14時にお伺いします。", true},
		{"es", "Tu pedido queda para el martes a las 14:00.", true},
	})
}

// TestOpenWordInTheActionsName: a word that says open, inside the
// pending action's own name, names the action and leaves a word that
// says done standing; alone it still says open.
func TestOpenWordInTheActionsName(t *testing.T) {
	l := pendingAt("Example Traduções", "Pedido de tradução", "O pedido de tradução foi encaminhado; um funcionário vai confirmar.")
	checkRules(t, ReasonDoneClaim, l, []ruleCase{
		{"pt", "O pedido de tradução foi confirmado e fica pronto em 5 dias úteis.", true},
		{"pt", "O pedido de tradução foi encaminhado e a Example Traduções vai confirmar.", false},
		{"pt", "Seu pedido foi confirmado? Ainda não, vão avisar por e-mail.", false},
	})
}

// TestJapaneseClockMinutes: the minutes of "10時20分" are no second
// hour of a range, so the day and time are a slot stated as fact.
func TestJapaneseClockMinutes(t *testing.T) {
	naika := func() *present.Ledger {
		return ledgerOf(interpret.Outcome{Kind: interpret.KindActionPending, Operator: "さくら内科", SkillID: "visit",
			SkillName: "診察の予約", PersonEntry: "https://sakura.example.jp/yoyaku"})
	}
	checkRules(t, ReasonDoneClaim, naika, []ruleCase{
		{"ja", "診察は来週月曜の10時20分、さくら内科です。", true},
		{"ja", "診察は月曜の10時から11時の間になるかもしれません。", false},
	})
}

// TestWishOpeningAnExclamation: a wish that opens a sentence that
// exclaims, with the slot of a pending action, takes leave as a farewell
// does and states the slot as settled; a wish that does not exclaim, or
// a greeting in a sentence of its own, claims nothing.
func TestWishOpeningAnExclamation(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"it", "Buon controllo giovedì alle 15!", true},
		{"es", "¡Que disfrutes del masaje el jueves a las 15!", true},
		{"pt", "Aproveite a massagem na quinta às 15h! 😊", true},
		{"fr", "Belle séance couleur jeudi à 15 h !", true},
		{"de", "Viel Spaß beim Schnitt am Donnerstag um 15 Uhr!", true},
		{"nl", "Fijne knipbeurt donderdag om 15 uur!", true},
		{"en", "Enjoy the massage on Thursday at 3pm!", true},
		{"fr", "Bonne nouvelle : votre demande pour jeudi à 15 h est transmise à la clinique.", false},
		{"es", "Buena pregunta: la clínica todavía no ha confirmado el jueves a las 15.", false},
		{"it", "Buon pomeriggio! La richiesta per giovedì alle 15 è stata inoltrata.", false},
		{"en", "Hope that helps! The clinic will confirm Thursday at 3pm.", false},
		{"en", "Hope they can fit you in on Thursday at 3pm!", false},
		{"fr", "Bonne question : c'est à la clinique de dire si jeudi à 15 h est possible !", false},
		{"nl", "Fijne avond! Donderdag 15:00 is nog niet bevestigd; de praktijk mailt je.", false},
		{"nl", "Succes met de controle donderdag om 15:00, en vergeet het pasje niet!", true},
	})
}

// TestPersonAskedFor: the slot the person asked for, said as what they
// asked ("Pediste el jueves a las 15:00"), claims nothing; with a word
// that says done, in the same clause or the next, it still claims.
func TestPersonAskedFor(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"es", "Pediste el jueves a las 15:00.", false},
		{"fr", "Vous avez demandé jeudi à 15 h.", false},
		{"it", "Ha chiesto giovedì alle 15:00.", false},
		{"nl", "Je vroeg om donderdag 15:00.", false},
		{"pt", "Você pediu quinta às 15h.", false},
		{"es", "Pediste el jueves a las 15:00 y ya está confirmado.", true},
		{"fr", "Vous avez demandé jeudi à 15 h : c'est réservé.", true},
		{"it", "La visita è confermata per giovedì alle 15, come ha chiesto.", true},
		{"es", "La clínica le atiende el jueves a las 15 tal como pidió.", true},
		{"pt", "A clínica pediu que chegue às 14h45 na quinta para a consulta das 15h.", true},
	})
}

// TestDoneBeforeStaff: a clause that says done before it names staff or
// the future stays a claim ("I've booked … — reception will meet you");
// staff who will confirm, or a future, before the word that says done
// hang it on them.
func TestDoneBeforeStaff(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "I've booked your check-up for Thursday at 3pm — reception will meet you at the door.", true},
		{"de", "Ich habe Ihren Termin am Donnerstag um 15 Uhr gebucht – das Team wird Sie empfangen.", true},
		{"en", "Reception will confirm that your check-up is booked for Thursday at 3pm.", false},
		{"it", "L'appuntamento potrà essere fissato solo dopo la telefonata della reception.", false},
		{"pt", "A consulta vai ser marcada pela equipa dentro de 2 dias úteis.", false},
		{"en", "You're booked for Thursday at 3pm; reception will send the forms only then.", true},
		{"es", "La cita es el jueves a las 15; solo después de la consulta la clínica te enviará el informe.", true},
		{"fr", "J'ai fixé votre rendez-vous au jeudi 15 h ; la lettre vous sera envoyée ensuite.", true},
		{"fr", "C'est noté : j'ai transmis votre demande pour jeudi 15 h.", false},
		{"en", "Booked slots are handled by reception, who will call you about Thursday at 3pm.", false},
		{"en", "Your check-up, Thursday at 3pm — the clinic will lock it in once the doctor has signed off the rota.", false},
		{"en", "Thursday at 3pm gets booked once reception confirms the doctor's rota.", false},
		{"fr", "Jeudi à 15 h vous convient, donc votre demande partira tout de suite.", false},
		{"en", "Booked for Thursday at 3pm – confirmation to follow by text.", true},
	})
}

// TestFreeSlots: the earliest free slot at the address is availability,
// not a booking; said to be the person's, it still claims; "手配しておきました"
// says done.
func TestFreeSlots(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"ja", "ご自身で予約できます。最も早い枠は朝8時です。", false},
		{"en", "The earliest available slot at the clinic is Thursday at 3pm.", false},
		{"en", "You have the earliest available slot: Thursday at 3pm.", true},
		{"de", "Der nächste freie Termin am Donnerstag um 15 Uhr gehört jetzt Ihnen.", true},
		{"en", "It's in their diary for Thursday at 3pm.", true},
		{"ja", "木曜の午前で手配しておきました。", true},
	})
}

// TestSlotAfterTheName: the pending operator named, then a bare day and
// time, is the slot stated as fact ("Zahnarztpraxis Limmatquai, Donnerstag,
// 14. März, 8:45 Uhr"); a day with its date is one day; opening hours or
// a request passed on are not.
func TestSlotAfterTheName(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"de", "Example Family Clinic, Donnerstag, 14. März, 8:45 Uhr", true},
		{"es", "Example Family Clinic, **lunes 10 de junio a las 9:30**.", true},
		{"pt", "Example Family Clinic — **segunda, 10 de junho, 9h30**", true},
		{"en", "Example Family Clinic, open Monday to Friday, 8:00–18:00.", false},
		{"en", "I passed your request to Example Family Clinic, Thursday at 3pm.", false},
	})
}

// TestWithinAndStillToCheck: a time limit ("binnen 1–2 werkdagen",
// "within two days") is no slot, and staff who must still check leave the
// action open; "バッチリです" says done.
func TestWithinAndStillToCheck(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"nl", "Meestal hoort u binnen 1–2 werkdagen iets.", false},
		{"en", "You'll usually hear back within 2 working days.", false},
		{"nl", "U bent donderdag om 15:00 bij de kliniek ingepland.", true},
		{"nl", "Bakker heeft je melding voor donderdagochtend ontvangen.", false},
		{"ja", "木曜午前の訪問依頼が届いています。", false},
		{"de", "Bis Donnerstag um 15 Uhr!", true},
		{"nl", "Je afspraak staat vast op donderdag om 15:00; de receptie moet alleen nog controleren welke arts je krijgt.", true},
		{"ja", "持ち物の準備はバッチリですね。木曜15時はクリニックからの確定連絡待ちです。", false},
		// staff who will confirm whether a slot suits; a wish said to be
		// booked, and a booking made after checking, still claim
		{"de", "Die Praxis bestätigt telefonisch, ob Donnerstag um 15 Uhr klappt.", false},
		{"de", "Die Praxis hat Donnerstag um 15 Uhr telefonisch bestätigt.", true},
		{"de", "Dein Terminwunsch für Donnerstag um 15 Uhr ist gebucht.", true},
		{"ja", "受付で空きを確認してから、木曜15時で予約をお取りしました。", true},
		{"ja", "木曜15時で予約を確定しました。", true},
	})
}

// TestDoneItemInPlural: a done item named in the plural ("documents" for
// "Document upload") is still the done item, and a word that says done of
// it claims nothing of the pending one at the same operator.
func TestDoneItemInPlural(t *testing.T) {
	checkRules(t, ReasonDoneClaim, func() *present.Ledger {
		return ledgerOf(
			interpret.Outcome{Kind: interpret.KindActionDone, Operator: "Example Solicitors", SkillID: "upload", SkillName: "Document upload"},
			interpret.Outcome{Kind: interpret.KindActionPending, Operator: "Example Solicitors", SkillID: "consult", SkillName: "Consultation"})
	}, []ruleCase{
		{"en", "Example Solicitors confirmed they've received your documents, so that part is done.", false},
		{"en", "Your consultation with Example Solicitors is booked for Thursday at 3pm.", true},
	})
}

// TestWishOnTheRequestedSlot: a wish that the event goes well on the
// day and at the time the person asked for states the slot as booked,
// on a twelve-hour clock too; a wish for another day or time, or one
// that hangs on staff confirming, does not.
func TestWishOnTheRequestedSlot(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pendingAt("Example Vets", "Book an appointment",
		"Your request for a vaccination appointment on Wednesday at 16:15 has been sent to reception. They will email you to confirm."), []ruleCase{
		{"en", "Hope Biscuit's booster goes smoothly on Wednesday at 4:15 — bring his vaccination card along!", true},
		{"en", "I hope Wednesday at 16:15 goes well for Biscuit.", true},
		{"en", "Good luck on Wednesday at 4:15, Biscuit!", true},
		{"en", "I hope your exam on Thursday at 10 goes well!", false},
		{"en", "I hope it goes well if they confirm Wednesday at 4:15.", false},
		{"en", "Hopefully Wednesday at 4:15 works for them.", false},
	})
}

// TestJapaneseHourAndMinutes: "16時15分" and "16時半" are the clock
// times 16:15 and 16:30, as the ledger writes them.
func TestJapaneseHourAndMinutes(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pendingAt("エグザンプル動物病院", "予約", "水曜日16:15のワクチン接種のご希望を受付に送りました。"), []ruleCase{
		{"ja", "それでは水曜日の16時15分、ポチくんのワクチン、がんばってきてくださいね！", true},
		{"ja", "木曜日の16時15分は、待合室が混みやすいそうです。", false},
	})
	checkRules(t, ReasonDoneClaim, doneAndPending("エグザンプル自動車整備",
		act{"tenken", "12か月点検", "12か月点検は金曜日8:30で予約済みです。"},
		act{"tire", "タイヤ交換", "タイヤ交換のご希望を工場に伝えました。確定のご連絡をいたします。"},
	), []ruleCase{
		{"ja", "1. **12か月点検：** エグザンプル自動車整備で金曜日8時30分に予約済み。", false},
	})
}

// TestSetAsDone: Japanese 設定されました ("was set") says the slot is
// booked.
func TestSetAsDone(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pendingAt("エグザンプル司法書士事務所", "決済立会い",
		"3月12日の決済立会いのご希望を事務所に伝えました。確定のご連絡をいたします。"), []ruleCase{
		{"ja", "決済の立会いは3月12日11時に設定されました。", true},
		{"ja", "決済の立会いは3月12日11時で、事務所から確定の連絡が来る予定です。", false},
	})
}

// act is one action of a ledger built by doneAndPending.
type act struct{ id, name, text string }

// doneAndPending is a ledger of one operator's action done and another of
// its actions pending.
func doneAndPending(operator string, done, pending act) func() *present.Ledger {
	return func() *present.Ledger {
		return ledgerOf(
			interpret.Outcome{Kind: interpret.KindActionDone, Operator: operator, SkillID: done.id, SkillName: done.name, Text: done.text},
			interpret.Outcome{Kind: interpret.KindActionPending, Operator: operator, SkillID: pending.id, SkillName: pending.name, Text: pending.text})
	}
}

// TestCompoundHeadNamesItem: the head of a compound skill name before a
// booking word ("Tisch" of "Tischreservierung") names the pending item
// alone, also inside a done stay's days; a head that another operator's
// name holds as a word names neither.
func TestCompoundHeadNamesItem(t *testing.T) {
	checkRules(t, ReasonDoneClaim, doneAndPending("Hotel Seeblick",
		act{"zimmer", "Zimmerbuchung", "Ihr Doppelzimmer vom 10. bis 12. Oktober ist gebucht. Buchungsnummer SB-3381."},
		act{"tisch", "Tischreservierung anfragen", "Ihre Tischanfrage für den 11. Oktober um 19 Uhr ist beim Restaurant. Es bestätigt noch."},
	), []ruleCase{
		{"de", "Das Doppelzimmer vom 10. bis 12. Oktober ist gebucht (Buchungsnummer SB-3381) und euer Tisch am 11. um 19 Uhr ebenfalls reserviert.", true},
		{"de", "Das Zimmer vom 10. bis 12. Oktober ist gebucht; ob der Tisch am 11. klappt, sagt das Hotel noch.", false},
	})
	checkRules(t, ReasonOtherSourceValue, func() *present.Ledger {
		return ledgerOf(
			interpret.Outcome{Kind: interpret.KindAnswered, Operator: "Rohrblitz Notdienst", SkillID: "preise", SkillName: "Preise Notdienst",
				Text: "Der Notdienst kostet pauschal 120 € inklusive MwSt."},
			interpret.Outcome{Kind: interpret.KindOnRequest, Operator: "Sanitär Huber GmbH", SkillID: "pauschale", SkillName: "Notdienstpauschale"})
	}, []ruleCase{
		{"de", "Rohrblitz nennt für den Notdienst eine Pauschale von 120 € inklusive MwSt.", false},
		{"de", "Bei Huber liegt die Notdienstpauschale wohl bei 120 €.", true},
	})
}

// TestSlotOfADoneClause: a slot in a clause that names a done action is
// that action's, not lent to the clause before it that "and" cut off
// ("Your van" of "Your van and crew for Saturday the 21st are booked").
func TestSlotOfADoneClause(t *testing.T) {
	checkRules(t, ReasonDoneClaim, doneAndPending("Swift Movers",
		act{"van", "Book a van and crew", "Booked: van and two movers, Saturday 21 June from 8:00."},
		act{"packing", "Packing service", "Your packing request for Friday 20 June has been passed to our team, who will confirm."},
	), []ruleCase{
		{"en", "Your van and crew for Saturday the 21st are booked, so that part's done.", false},
		{"en", "Your van and crew for Saturday are booked, and your packing on Friday the 20th is confirmed too.", true},
		{"en", "Your packing and crew for Friday the 20th are booked.", true},
	})
}

// TestGoesOnAboutDoneWithThat: "…, dat heeft Ter Linde bevestigd" goes on
// about the done action before it: "that" points back, and the operator
// is both actions'.
func TestGoesOnAboutDoneWithThat(t *testing.T) {
	checkRules(t, ReasonDoneClaim, doneAndPending("Ter Linde",
		act{"rondleiding", "Rondleiding plannen", "De rondleiding is ingepland op vrijdag om 15:00."},
		act{"optie", "Optie op trouwdatum", "Uw verzoek om een optie is doorgegeven; het team bevestigt het nog."},
	), []ruleCase{
		{"nl", "De rondleiding op vrijdag om 15:00 is geregeld, dat heeft Ter Linde bevestigd.", false},
		{"nl", "De optie op 14 juni is geregeld, dat heeft Ter Linde bevestigd.", true},
		{"nl", "De rondleiding op vrijdag om 15:00 is geregeld, en de optie heeft Ter Linde ook bevestigd.", true},
	})
}

// TestDoneSkillWordInTheOperatorsName: a word of the done action's skill
// that the pending action has only in the operator's name ("catering" of
// "Catering boeken" at Catering De Zoete Inval) names the done action.
func TestDoneSkillWordInTheOperatorsName(t *testing.T) {
	checkRules(t, ReasonDoneClaim, doneAndPending("Catering De Zoete Inval",
		act{"catering-boeken", "Catering boeken", "Catering geboekt voor 80 gasten op zaterdag 21 juni."},
		act{"proeverij-aanvraag", "Aanvraag proeverij", "Jullie aanvraag voor een proeverij is doorgegeven aan de keuken."},
	), []ruleCase{
		{"nl", "De catering voor jullie 80 gasten op 21 juni is geboekt, dat is geregeld.", false},
		{"nl", "De proeverij op 3 juni is geboekt, dat is helemaal geregeld.", true},
		// with a time the done catering lacks, the word speaks of the tasting
		{"nl", "Het proeven bij de catering op 3 juni is geboekt.", true},
	})
}

// TestWebsiteSays: "auf deren Website steht" quotes a page; a slot that
// "steht" is settled, and "The procedure is booked" claims.
func TestWebsiteSays(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "The procedure is booked for Thursday at 8 pm.", true},
		{"de", "Auf deren Website steht: Krankengymnastik für Selbstzahler 32 €.", false},
		{"de", "Ihr Termin am Donnerstag um 15 Uhr steht.", true},
	})
}

// TestWishesPassedOn: the wish for a slot, passed on, states no booking;
// a wish with a reported clause after it may still state one, and a
// farewell with the slot still takes leave.
func TestWishesPassedOn(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "I've told the clinic that your daughter wants to come on Friday at 9.", false},
		{"de", "Ich habe der Praxis gesagt, dass Ihr Vater am Freitag um 9 Uhr kommen möchte.", false},
		{"fr", "J'ai prévenu la clinique que votre fille voudrait venir vendredi à 9 h.", false},
		{"es", "Le dije a la clínica que tu hija quiere ir el viernes a las 9.", false},
		{"pt", "Disse à clínica que a sua filha prefere ir na sexta às 9h.", false},
		{"nl", "Ik heb de kliniek laten weten dat je dochter vrijdag om 9 uur wil komen.", false},
		{"ja", "娘さんが金曜日の9時に行きたいとのことをクリニックに伝えました。", false},
		{"en", "I'd like to remind you that your appointment is on Friday at 9.", true},
		{"de", "Ich möchte Sie daran erinnern, dass Ihr Termin am Freitag um 9 Uhr ist.", true},
		{"en", "Your daughter wanted Friday at 9, and it's booked.", true},
		{"nl", "Graag tot vrijdag om 9 uur!", true},
		{"en", "I can tell you that Dr. Patel wants to see Mia on Thursday at 3pm.", true},
		{"es", "Le puedo decir que la doctora Ruiz quiere ver a Mia el jueves a las 15:00.", true},
	})
}

// TestRequestNamingSeveralThings: "and" inside what was requested, after
// a clause that says it was passed on, starts no claim; one that speaks
// of the person or says done does.
func TestRequestNamingSeveralThings(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "I've forwarded your request for a check-up and a blood test on Monday at 9:30 to Example Family Clinic.", false},
		{"pt", "Encaminhei o seu pedido de consulta e exames para segunda às 9h30 à Example Family Clinic.", false},
		{"en", "I've forwarded your request and Example Family Clinic has you down for Monday at 9:30.", true},
		{"en", "I've passed it on and it's booked for Monday at 9:30 at Example Family Clinic.", true},
		{"en", "I've passed your request on and Example Family Clinic sees Mia on Thursday at 3pm.", true},
		{"en", "I've passed your request on to the clinic… your appointment is Thursday at 3pm.", true},
		{"en", "I've passed your request on to Harbour Physio Ltd. Your appointment is Thursday at 3pm.", true},
	})
}

// TestConditionsAndNegationsCarryOn: "and" goes on with what staff will
// do on a condition, not with the person's own condition; a clause that
// denies the booking lends its day to no other clause, one that negates
// something else does.
func TestConditionsAndNegationsCarryOn(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"de", "Sobald die Klinik anruft und zustimmt, ist Ihr Sohn für Montag um 9 Uhr eingetragen.", false},
		{"en", "As soon as the clinic calls back and agrees, you're down for Monday at 9.", false},
		{"it", "Non dare per scontato che martedì alle 9 sia già fissato: aspetta la risposta di Example Family Clinic.", false},
		{"de", "Die Klinik hat angerufen und zugestimmt, Sie sind für Montag um 9 Uhr eingetragen.", true},
		{"it", "È confermato per martedì alle 9: aspetta pure Example Family Clinic.", true},
		{"pt", "Encaminhei o seu pedido; segunda, 3 de março, às 9h a Example Family Clinic espera por si.", true},
		{"en", "When you arrive and check in, you're all set for Monday at 9:30.", true},
		{"de", "Am Montag um 8:15 Uhr nicht frühstücken; Example Family Clinic nimmt dann Blut ab.", true},
	})
}

// TestNegationBeforeAnAdverb: a short negated clause that an adverb cut
// from the verb ("Rien n'est | donc réservé") still denies it; an "and"
// or a mark between starts a claim of its own.
func TestNegationBeforeAnAdverb(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"fr", "Rien n'est donc réservé pour mardi à 9 h, mieux vaut ne pas tarder.", false},
		{"it", "Non è quindi confermato per martedì alle 9.", false},
		{"es", "No hay nada y está reservado el martes a las 9.", true},
		{"fr", "Rien ne manque, donc c'est réservé pour mardi à 9 h.", true},
		{"fr", "Pas de souci donc votre rendez-vous est bien réservé pour mardi à 9 h.", true},
		{"en", "No worries then you're all set for Tuesday at 9.", true},
	})
}

// TestWhoConfirms: a confirmation that must still come from staff, or a
// booking the person makes, is open; a completed sign-up is done.
func TestWhoConfirms(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"fr", "La confirmation du rendez-vous de mardi 9 h doit venir de la clinique.", false},
		{"pt", "Na Example Family Clinic, a consulta de terça às 9h é agendada por você.", false},
		{"ja", "お申し込みは完了しています。火曜日の10時からです。", true},
		{"fr", "C'est confirmé : la clinique vous attend mardi à 9 h.", true},
	})
}

// TestRemindersNegateNothing: a reminder's negation ("don't forget",
// "vergeet … niet") negates nothing else in its sentence, so a slot stated
// beside it still claims; a negation of the booking itself still counts.
func TestRemindersNegateNothing(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"nl", "Tot dinsdag om 8:45 bij Example Family Clinic — vergeet uw verzekeringspas niet!", true},
		{"de", "Dann bis Freitag um 10 Uhr in der Example Family Clinic – vergessen Sie den Ausweis nicht!", true},
		{"en", "Don't forget your appointment at Example Family Clinic on Thursday at 3.", true},
		{"nl", "Vergeet niet: de afspraak van dinsdag om 8:45 is nog niet bevestigd.", false},
		{"de", "Vergessen Sie nicht, dass der Termin am Freitag um 10 Uhr noch nicht bestätigt ist.", false},
		{"en", "Don't forget that Thursday at 3 isn't booked yet.", false},
		{"it", "Non dimentichi che giovedì alle 15 non è prenotato: decide la clinica.", false},
		{"pt", "Não se esqueça de que nada está marcado para quinta às 15h.", false},
		{"de", "Vergessen Sie Ihre Karte nicht und verlassen Sie sich nicht auf Donnerstag um 15 Uhr.", false},
	})
}

// TestRemindersBesideASlot: a reminder beside a slot stated as fact
// still claims; beside a slot its own verb negates ("verlass dich nicht
// auf"), or a slot in brackets said not to be booked, it does not. A
// done word said of something else claims nothing; Japanese 一切 ("all")
// negates no claim.
func TestRemindersBesideASlot(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "Thursday at 15:00 with Dr Meyer at Example Family Clinic; don't forget your insurance card.", true},
		{"en", "Don't forget you're seeing the doctor at Example Family Clinic on Thursday at 15:00.", true},
		{"fr", "N'oubliez pas votre rendez-vous à la clinique, jeudi à 15 h !", true},
		{"de", "Vergiss die Mail von gestern und verlass dich nicht auf Donnerstag um 15 Uhr.", false},
		{"de", "Vergiss den Donnerstag um 15 Uhr (dafür ist kein Termin vereinbart) und warte auf den Rückruf.", false},
		{"ja", "保険証の確認は済みました。予約はまだ確定していません。", false},
		{"ja", "予約に関する一切の手続きが完了しました。", true},
	})
}

// TestLaterAndWithin: what will hold "only then" holds later; a
// duration after a limit word ("sous 24 h") is no slot. Bookings stated
// now, before "only then" or in the past, and a clock time after a limit
// word ("by 14:45") still claim.
func TestLaterAndWithin(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"fr", "Vous recevrez un e-mail de la clinique, en général sous 24 h.", false},
		{"it", "Un medico ti confermerà via e-mail e solo allora la visita sarà fissata.", false},
		{"nl", "De kliniek belt je terug; pas dan staat de afspraak van zaterdag 11:00 vast.", false},
		{"en", "Your cleaning and polish are booked for Saturday at 11:00.", true},
		{"it", "La visita è fissata per sabato alle 11; solo allora riceverai il referto.", true},
		{"it", "Il medico ha dato l'ok e solo allora la segreteria ha fissato la visita per giovedì alle 15.", true},
		{"de", "Der Termin am Donnerstag um 15 Uhr ist gebucht – nur dann kann Dr. Weber das Blutbild besprechen.", true},
		{"en", "Please arrive at Example Family Clinic by 14:45 for your appointment with Dr Meyer.", true},
	})
}

// TestBarePronto: a bare "Pronto!" ending its clause says done, as
// "Feito!" does; "pronto" inside a clause does not.
func TestBarePronto(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"pt", "Pronto! Consulta na clínica na quinta às 15h.", true},
		{"pt", "Está tudo pronto para você pedir a consulta no site da clínica.", false},
	})
}

// TestDoneBesidePendingBySkill: with one action done and another pending
// under another skill, a claim that names the pending one by its
// operator's own words ("plaquettes" of "La demande de changement des
// plaquettes a été transmise") claims it, also when it names the done one
// too; a claim that names only the done one does not.
func TestDoneBesidePendingBySkill(t *testing.T) {
	garage := doneBeside("Garage Marchand", "Contrôle technique", "Contrôle technique réservé mercredi à 10 h.",
		"Demande de travaux", "La demande de changement des plaquettes a été transmise à l'atelier, qui dira s'il peut le faire le même jour.")
	checkRules(t, ReasonDoneClaim, garage, []ruleCase{
		{"fr", "Tout est calé pour mercredi 10 h : contrôle technique et changement des plaquettes dans la foulée.", true},
		{"fr", "Le changement des plaquettes est réservé pour mercredi.", true},
		{"fr", "Le contrôle technique est réservé mercredi à 10 h.", false},
		{"fr", "Le contrôle technique est réservé ; pour les plaquettes, l'atelier vous dira s'il peut le faire le même jour.", false},
	})
}

// TestPendingWordInsideDoneName: a word of the pending action's name
// inside a longer name the done one has ("mudanza" in "Mudanzas
// Carrasco", the operator of both) names no pending action.
func TestPendingWordInsideDoneName(t *testing.T) {
	movers := doneBeside("Mudanzas Carrasco", "Visita técnica", "Visita técnica reservada: lunes 10:00.",
		"Solicitar fecha de mudanza", "La fecha del 28 de junio está solicitada.")
	checkRules(t, ReasonDoneClaim, movers, []ruleCase{
		{"es", "La visita técnica de Mudanzas Carrasco está reservada para el lunes a las 10:00.", false},
		{"es", "La mudanza del 28 de junio con Mudanzas Carrasco está reservada.", true},
	})
}

// TestDoneReference: a sentence that gives the reference of the action
// done speaks of it, unless a clause names the pending one.
func TestDoneReference(t *testing.T) {
	hotel := doneBeside("Hotel Puerta del Sol", "Reservar habitación", "Habitación doble reservada del 2 al 5 de mayo. Localizador PS-3390.",
		"Traslado aeropuerto", "La solicitud de traslado desde Barajas se ha pasado a recepción.")
	checkRules(t, ReasonDoneClaim, hotel, []ruleCase{
		{"es", "Tu habitación en el Hotel Puerta del Sol ya está reservada (localizador PS-3390).", false},
		{"es", "Tu habitación está reservada (localizador PS-3390) y el traslado también está confirmado.", true},
		{"es", "Tu reserva en el Hotel Puerta del Sol ya está confirmada (localizador XK-1234).", true},
	})
}

// TestWordsInsideNames: a word of an operator's name keeps none of its
// senses ("Aberto" speaks of no opening hours), so the slot stated as
// fact at "Sorriso Aberto" is a claim; a schedule said as a place
// the action is in is a claim in Japanese too.
func TestWordsInsideNames(t *testing.T) {
	ledger := func() *present.Ledger {
		return ledgerOf(interpret.Outcome{Kind: interpret.KindActionPending, Operator: "Sorriso Aberto",
			SkillID: "consulta", SkillName: "Consulta", PersonEntry: "https://sorriso.example/pedido"})
	}
	checkRules(t, ReasonDoneClaim, ledger, []ruleCase{
		{"pt", "A sua consulta na Sorriso Aberto é na sexta-feira às 9h15; chegue uns minutos antes.", true},
		{"pt", "A Sorriso Aberto está aberta de segunda a sexta, das 9h às 18h.", false},
	})
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"ja", "Example Family Clinicの診察は、来週の月曜17時で予定に入りました。", true},
		{"ja", "Example Family Clinicの診察は、来週の月曜17時で予定に入るかどうか確認中です。", false},
		{"ja", "Example Family Clinicに、来週から毎週火曜18時30分で登録しておきました。", true},
		{"de", "Montags um 17 Uhr: Example Family Clinic hat die wöchentliche Behandlung ab nächster Woche eingerichtet.", true},
	})
}

// TestAskedAboutAndIfPossible: the assistant asked about the slot, or
// staff will call about it "if possible" on the day asked for: nothing
// is claimed; the same slot said booked still is. "Between 8h and 12h"
// is one span, not two clauses.
func TestAskedAboutAndIfPossible(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"nl", "Ik heb navraag gedaan naar een plekje op 3 mei om 10 uur.", false},
		// what was asked about the appointment states the appointment
		{"en", "I checked with them about the forms you need for your Thursday 10:00 appointment.", true},
		{"en", "Ideally arrive ten minutes before your appointment on Thursday at 10:00.", true},
		{"en", "I've booked you in, ideally Thursday at 3.", true},
		{"ja", "Example Family Clinicに、5月3日10時の空きを問い合わせています。", false},
		{"es", "Le llamarán para concretar la hora, a ser posible el viernes como pidió.", false},
		{"it", "Un tecnico la chiamerà per concordare l'orario, possibilmente domani tra le 8 e le 12.", false},
		{"pt", "Vão ligar-lhe para combinar a consulta, de preferência amanhã entre as 8h e as 12h, como pediu.", false},
		{"nl", "Ik heb navraag gedaan en uw afspraak op 3 mei om 10 uur is geboekt.", true},
		{"es", "Le he reservado el viernes a las 10, como pidió.", true},
	})
}

// TestDateCommaAfterARequest: the time after the comma of a date goes on
// with the request passed on, where it says no more; a verb after it
// states the visit.
func TestDateCommaAfterARequest(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"pt", "Repassei seu pedido para terça, 14 de outubro, às 15h30 à Example Family Clinic.", false},
		{"pt", "Repassei seu pedido para terça, 14 de outubro, às 15h30 a Example Family Clinic recebe-o.", true},
		{"fr", "J'ai transmis la demande pour mardi, à 15 h 30 Example Family Clinic la reçoit.", true},
	})
}

// TestAddressMarkInsideAWord: "tel:" inside a word ("Hotel: sea-view
// double") starts no tel: number, so the words after it stay and say
// what they say; an address right after Japanese words is still one.
func TestAddressMarkInsideAWord(t *testing.T) {
	room := interpret.Outcome{Kind: interpret.KindActionPending, Operator: "Harbour View Hotel", SkillID: "room",
		SkillName: "Reserve a room", PersonEntry: "https://harbourview.example.com/stay"}
	checkRules(t, ReasonDoneClaim, func() *present.Ledger { return ledgerOf(room) }, []ruleCase{
		{"en", "You're locked in at Harbour View Hotel: sea-view double, 14–16 June.", true},
		{"en", "Harbour View Hotel: they'll confirm the sea-view double for 14–16 June by email.", false},
	})
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"ja", "ご希望はクリニックに届いていて、時間はSMSで連絡が来ます。詳しくはhttps://clinic.example.org/yoyakuで確認してください。", false},
	})
}

// TestJapaneseCompletion: the act named before a verb of completion says
// done; a condition or a negation after it does not.
func TestJapaneseCompletion(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"ja", "Example Family Clinicへの申し込みが済みました。", true},
		{"ja", "受付とは話がついています。", true},
		{"ja", "予約が済みましたら、クリニックからメールが届きます。", false},
		{"ja", "申し込みはまだ済んでいません。クリニックからの連絡をお待ちください。", false},
	})
}

// TestNegatedAssumption: a negation about something else, after a
// claim, takes back no claim.
func TestNegatedAssumption(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"es", "Tu cita está confirmada para el martes a las 10, pero no cuentes con aparcar cerca.", true},
		{"en", "Your appointment is booked for Tuesday at 10, but don't count on finding parking nearby.", true},
		{"es", "No cuentes con que te llamen: la cita es el jueves a las 10.", true},
	})
}

// TestAsSoonAsInKana: Japanese "確認しだい" hangs the booking on staff
// as 確認次第 does; "しだいです" after a verb ("that is how it went")
// hangs nothing.
func TestAsSoonAsInKana(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"ja", "受付が確認しだい予約が確定し、SMSでお知らせが届きます。", false},
		{"ja", "空室が確認できしだい、お部屋が予約されます。", false},
		{"ja", "受付で木曜15時に予約したしだいです。", true},
	})
}

// TestJapaneseHumbleForms: the humble "させていただく" forms of the
// verbs that book claim, as their plain forms do; of verbs that may
// arrange anything (手配, 登録, 確保) they are left out.
func TestJapaneseHumbleForms(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"ja", "木曜10時でご予約をお取りさせていただきました。", true},
		{"ja", "木曜10時のお時間を押さえさせていただきました。", true},
		{"ja", "領収書の再発行を手配させていただきました。", false},
	})
}

// TestSlotIsYours: two more idioms say done; German "ist Ihrer" is left
// out, since "Ihrer" may be a dative ("ist Ihrer Ärztin recht").
func TestSlotIsYours(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"fr", "C'est dans la boîte pour jeudi 10 h !", true},
		{"en", "Locked and loaded for Thursday at 10!", true},
	})
}

// TestStaffSeeSomeoneElse: a verb of receiving a patient states the
// slot as fact when its object is a child or another person, as with
// "you"; "will see if" asks.
func TestStaffSeeSomeoneElse(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "Dr Lee will be seeing Mia on Thursday at 10.", true},
		{"it", "La dottoressa Neri visiterà Mia giovedì alle 10.", true},
		{"es", "La doctora Ruiz atenderá a Mia el jueves a las 10.", true},
		{"en", "Dr Lee will see if Thursday at 10 is free and reception will let you know.", false},
		{"es", "Si la clínica lo confirma, la doctora Ruiz atenderá a Mia el jueves a las 10.", false},
	})
}

// TestJapaneseSettledForms: more ways Japanese says a slot is settled
// ("確定となりました", "押さえてもらいました") claim, and a sign-off with the
// slot takes leave.
func TestJapaneseSettledForms(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"ja", "木曜10時で日程が確定となりました。", true},
		{"ja", "木曜10時に枠を押さえてもらいました。", true},
		{"ja", "それでは木曜10時に、お大事に。", true},
		{"ja", "予約はまだ確定していません。お大事に。", false},
	})
}

// TestOpenActByItsBookingWord: beside an action reported done, a claim
// that names the pending one only by a booking word of its skill name
// ("the consultation" of "Book a consultation", "面談" of "面談予約",
// "Termin" at the end of "Beratungstermin") is about the pending one.
func TestOpenActByItsBookingWord(t *testing.T) {
	for _, tc := range []struct {
		op, done, pending string
		cases             []ruleCase
	}{
		{"Example Law", "Document upload", "Book a consultation", []ruleCase{
			{"en", "Your documents arrived, and the consultation is confirmed for Friday at 9:30.", true},
			{"en", "Your documents arrived; the consultation time will be confirmed by the office.", false},
			{"en", "Your documents arrived and are confirmed.", false},
		}},
		{"例司法書士事務所", "書類提出", "面談予約", []ruleCase{
			{"ja", "書類を受け取り、面談も金曜日9時半で確定しました。", true},
			{"ja", "書類の受領は完了しました。面談の日時は担当者から連絡があります。", false},
		}},
		{"Kanzlei Beispiel", "Unterlagen senden", "Beratungstermin", []ruleCase{
			{"de", "Ihre Unterlagen sind angekommen und der Termin am Freitag um 9:30 ist bestätigt.", true},
			{"de", "Ihre Unterlagen sind angekommen; den Termin bestätigt die Kanzlei noch.", false},
		}},
	} {
		checkRules(t, ReasonDoneClaim, func() *present.Ledger {
			return ledgerOf(
				interpret.Outcome{Kind: interpret.KindActionDone, Operator: tc.op, SkillID: "docs", SkillName: tc.done, Text: "Received."},
				interpret.Outcome{Kind: interpret.KindActionPending, Operator: tc.op, SkillID: "meeting", SkillName: tc.pending, Text: "Passed on."})
		}, tc.cases)
	}
}

// TestWhetherSomethingElse: a clause that asks whether, about something
// other than the action, leaves a claim before it standing; asked of the
// day, the time or the booking, it says the action is open.
func TestWhetherSomethingElse(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "Your appointment is booked for Thursday at 10, and reception is checking whether the parking garage has space.", true},
		{"en", "Reception is checking whether Thursday at 10 is free.", false},
		{"de", "Ihr Termin am Donnerstag um 10 Uhr steht fest, und die Praxis prüft, ob ein Parkplatz frei ist.", true},
		{"de", "Sie sind für Donnerstag um 10 Uhr eingetragen; ob Sie nüchtern kommen müssen, sagt Ihnen die Praxis.", true},
		{"de", "Die Praxis prüft, ob Donnerstag um 10 Uhr frei ist.", false},
		{"nl", "Je afspraak staat op donderdag om 10 uur, en de assistente controleert of je verwijsbrief binnen is.", true},
		{"nl", "Example Family Clinic moet eerst nagaan of dokter Lee er zaterdag om drie uur is.", false},
		{"nl", "De praktijk laat je weten of de afspraak doorgaat.", false},
		{"ja", "木曜10時に空きがあるかどうか、受付が確認しています。", false},
		{"ja", "木曜10時の予約が取れているか確認してみますね。", false},
		{"ja", "木曜10時、予約取れてるよ！", true},
		// staff who still check something, the same way
		{"de", "Example Family Clinic muss die Verfügbarkeit für Donnerstag um 10 Uhr noch prüfen.", false},
		{"nl", "Example Family Clinic moet de beschikbaarheid voor donderdag om 10 uur nog controleren.", false},
		{"de", "Der Termin am Donnerstag um 10 Uhr ist gebucht, die Praxis muss nur noch Ihre Unterlagen prüfen.", true},
		// what follows it still goes on from an open clause
		{"en", "Reception is checking whether Dr Lee works that day, so please keep your Thursday at 10 free for now.", false},
		{"de", "Die Praxis prüft, ob Dr. Lee da ist; halten Sie sich Ihren Donnerstag um 10 Uhr bitte noch frei.", false},
		// but does not make the person with the slot go on about it
		{"nl", "Ze checken of de parkeerplaats vrij is; jouw afspraak is donderdag om 10 uur.", true},
	})
}

// TestSlotsInGeneral: when slots start, and how long a meeting takes,
// says nothing of the person's booking; the person's own slot beside it
// still claims.
func TestSlotsInGeneral(t *testing.T) {
	checkRules(t, ReasonDoneClaim, func() *present.Ledger { return ledgerOf(bookingReferred) }, []ruleCase{
		{"en", "Slots start at 8:00 and the meeting takes about an hour.", false},
		{"en", "The first slots of the day begin at 8:30.", false},
		{"de", "Termine gibt es ab 8 Uhr, das Gespräch dauert etwa eine Stunde.", false},
		{"fr", "Les créneaux commencent à 8 h et le rendez-vous dure environ une heure.", false},
		{"es", "Hay huecos desde las 8:00 y la reunión dura una hora.", false},
		{"it", "Gli slot partono dalle 8:00 e l'incontro dura circa un'ora.", false},
		{"nl", "De tijdsloten beginnen om 8:00 uur en het gesprek duurt ongeveer een uur.", false},
		{"ja", "予約枠は朝8時からで、面談は1時間ほどです。", false},
	})
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"fr", "Les premiers créneaux sont à 8 h : le vôtre est jeudi à 8 h.", true},
		{"it", "Gli slot partono dalle 8 e il tuo è confermato alle 8:30.", true},
		{"nl", "Afspraken beginnen om 9 uur; die van jou staat op donderdag om 9 uur.", true},
		{"ja", "予約枠は木曜10時です。", true},
		// free slots lend their day and time to the person
		{"de", "Termine beginnen am Donnerstag um 10 Uhr, und Sie sind die Erste.", true},
		{"fr", "Les créneaux commencent à 10 h jeudi, et vous passez en premier.", true},
		{"en", "You're the first one in: slots start at 8:00 on Thursday.", true},
	})
}

// TestStaffWillSetIt: a future that is also a farewell ("verrà") right
// before a word that says done is the future of a passive, so what the
// office will set stays open; staff who will receive the person state
// the slot.
func TestStaffWillSetIt(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"it", "L'appuntamento verrà fissato dalla segreteria.", false},
		{"it", "Verrà confermato giovedì alle 10, ti aspettiamo!", true},
		{"pt", "A recepção vai receber você na quinta às 10h.", true},
		{"es", "La doctora te va a recibir el jueves a las 10.", true},
	})
}

// TestRemindersOfTheAppointment: staff who will send a reminder of the
// person's appointment with its day or time presuppose it booked; once
// staff confirm, the same reminder is open.
func TestRemindersOfTheAppointment(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "Reception will text you a reminder the day before your Thursday 10:00 appointment.", true},
		{"de", "Die Praxis schickt Ihnen eine Erinnerung an Ihren Termin am Donnerstag um 10 Uhr.", true},
		{"fr", "L'accueil vous enverra un rappel pour votre rendez-vous de jeudi à 10 h.", true},
		{"es", "Recepción te enviará un recordatorio de tu cita del jueves a las 10.", true},
		{"it", "La reception ti manderà un promemoria per l'appuntamento di giovedì alle 10.", true},
		{"pt", "A recepção vai mandar um lembrete da sua consulta de quinta às 10h.", true},
		{"en", "Once reception confirms, you'll get a reminder for your appointment on Thursday at 10.", false},
		{"de", "Sobald die Praxis zusagt, bekommen Sie eine Erinnerung an Ihren Termin am Donnerstag um 10 Uhr.", false},
		{"en", "Reception will confirm your appointment on Thursday at 10 by text.", false},
	})
}

// TestWishEndingInAnEmoji: a wish that opens a sentence ending in an
// emoji takes leave as one that exclaims does.
func TestWishEndingInAnEmoji(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"fr", "Bonne séance chez l'ostéopathe jeudi à 18 h 15 🙂", true},
		{"fr", "Bonne journée 🙂", false},
		{"en", "Enjoy the concert on 12 May 🎶", false},
		{"en", "Good luck at the clinic on Thursday at 10 👍🏼", true},
		// "noté pour" says the person is down for the slot
		{"fr", "Tout est bon : Mia est notée pour jeudi à 10 h.", true},
		{"fr", "Votre demande pour jeudi à 10 h est notée ; la clinique vous confirmera l'heure.", false},
		{"de", "Viel Erfolg, sobald die Praxis den Termin am Donnerstag um 10 Uhr bestätigt 🙂", false},
	})
}

// TestWishAfterAFewWords: a wish takes leave with up to two words before
// it, and a wish that opens a later clause of a sentence that takes leave
// does too, where the sentence names the visit (a booking word, a kind of
// business, an item); one later in the sentence, or under a condition,
// does not.
func TestWishAfterAFewWords(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"it", "Allora buona seduta giovedì alle 10!", true},
		{"es", "Bueno, pues que disfrutes de la cita el jueves a las 10!", true},
		{"de", "Dann viel Spaß am Donnerstag um 10 Uhr in der Praxis!", true},
		{"fr", "Profitez bien du week-end, et bonne séance chez l'ostéopathe jeudi à 10 h !", true},
		// after a few words, or in a later clause, only of a visit named
		{"en", "So enjoy the match on Sunday at 3!", false},
		{"fr", "Profitez bien du week-end, et bon match dimanche à 15 h !", false},
		{"en", "I really hope you enjoy the concert on 12 May!", false},
		{"it", "Allora buona seduta giovedì alle 10, se la clinica conferma!", false},
	})
}

// TestCurrencyCodesThatAreWords: a currency code that is also a word
// ("try", "pen", French "ils") names a currency only in capitals.
func TestCurrencyCodesThatAreWords(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "Try 2 or 3 of their sample playlists before the meeting.", false},
		{"en", "Online, a direct cremation there is listed at PEN 2,950.", true},
		{"en", "Online, a direct cremation there is listed at 2,950 eur.", true},
		{"en", "From what I found, the chapel's simple service comes in around 2,950 pen.", true},
	})
}

// TestGermanStaffConfirmAndNegationAfter: German "bestätigt" after staff
// with "dann", "per SMS", "ob", or after "und", is what staff will do; a
// clause that says only no negates the one before it ("bestätigt ist
// aber noch nichts", "booked, but not yet"), not "confirmed, no worries".
func TestGermanStaffConfirmAndNegationAfter(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"de", "Ich gebe Ihre Präferenz an die Praxis weiter, die Praxis bestätigt dann den Termin.", false},
		{"de", "Das Praxisteam ruft dich an und bestätigt eine Uhrzeit.", false},
		{"de", "Die Anfrage für Donnerstag um 10 Uhr ist raus; die Praxis bestätigt, ob es klappt.", false},
		{"de", "Die Probefahrt am Donnerstag um 10 Uhr ist angefragt; das Autohaus bestätigt per E-Mail.", false},
		// a condition's verb last: staff's word to come
		{"de", "Deine Lieferung kommt am Donnerstag zwischen 18 und 20 Uhr, falls der Markt das Zeitfenster bestätigt.", false},
		{"de", "Die Besichtigung ist am Samstag um 14 Uhr, wenn das Maklerbüro sie bestätigt.", false},
		{"de", "Die Besichtigung ist am Samstag um 14 Uhr bestätigt, wenn Sie früher kommen, klingeln Sie.", true},
		{"de", "Donnerstag um 10 Uhr ist bestätigt, ob mit oder ohne Röntgen.", true},
		{"de", "Ihr Termin am Donnerstag um 10 Uhr ist gebucht und bestätigt.", true},
		{"de", "Donnerstag um 10 Uhr ist gebucht, die Praxis ruft an und bestätigt die Uhrzeit.", true},
		{"de", "Ihre Terminanfrage liegt vor, bestätigt ist aber noch nichts.", false},
		{"en", "Your request is in; booked, but not yet.", false},
		{"en", "Your appointment is confirmed, no worries.", true},
		{"pt", "Está marcado, sem dúvida.", true},
	})
}

// TestJapaneseCompletedApplication: an application or booking "済ませ"
// (completed), or a booking "バッチリ" (all set), says done; the same
// words ahead of the booking, negated or about something else do not.
func TestJapaneseCompletedApplication(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"ja", "予約はバッチリです！木曜10時にお越しください。", true},
		{"ja", "息子さんの申し込みを済ませておきました。", true},
		{"ja", "申し込みを済ませる前に、受付からの確認をお待ちください。", false},
		{"ja", "準備はバッチリですね。予約は受付が確認してから確定します。", false},
		{"ja", "予約はまだバッチリとは言えません。受付の確認待ちです。", false},
		{"ja", "予約を済ませたら、当日は10分前にお越しください。", false},
		{"ja", "ご自身で申し込みを済ませてから、面談の日程が決まります。", false},
		// a booking held, registered or provisionally held, in its
		// perfect and passive forms
		{"ja", "木曜の午後の枠を確保しておきました。", true},
		{"ja", "健診コースに登録されました。当日は朝食を抜いてお越しください。", true},
		{"ja", "金曜10時でお名前を仮押さえしました。", true},
		{"ja", "木曜の枠はまだ確保されていません。受付からの連絡をお待ちください。", false},
	})
}

// TestFarewellThenSomethingElse: a farewell that names the slot claims
// it, whatever an open clause about something else says after it; an
// open clause about the action still takes it back.
func TestFarewellThenSomethingElse(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "Enjoy your first visit on Thursday at 10, and don't forget your provisional insurance card!", true},
		{"en", "Have a great appointment on Thursday at 10, and let me know how it feels afterwards!", true},
		{"de", "Viel Erfolg am Donnerstag um 10 Uhr, und sag mir später, wie es war!", true},
		{"en", "See you on Thursday at 10, and I'll let you know as soon as the clinic confirms.", false},
		{"en", "Enjoy Thursday at 10 if it works out, and I'll tell you once the booking is through.", false},
		{"fr", "Bonne visite jeudi à 10 h, et rien n'est encore définitif !", false},
		{"pt", "Tudo de bom na quinta às 10h, e ainda nada está fechado!", false},
	})
}

// TestEnrolledOnTheirBehalf: "I enrolled you" in the first person past
// says done of an enrolment the person was referred to make; denied, it
// does not.
func TestEnrolledOnTheirBehalf(t *testing.T) {
	enrolment := func() *present.Ledger {
		return ledgerOf(interpret.Outcome{Kind: interpret.KindActionReferred, Operator: "Example Driving School",
			SkillID: "enrolment", SkillName: "Theory course enrolment", PersonEntry: "https://school.example.org/enrol",
			Text: "Enrolment is done by the learner at the school's page."})
	}
	checkRules(t, ReasonDoneClaim, enrolment, []ruleCase{
		{"pt", "Já te inscrevi no curso teórico da Example Driving School, que começa dia 5.", true},
		{"es", "Ya te inscribí en el curso teórico de Example Driving School, que empieza el día 5.", true},
		{"pt", "Ainda não te inscrevi: na Example Driving School a inscrição é feita por ti.", false},
	})
}

// TestWorkingDaysAreALimit: a number of working days after a limit word
// is how soon staff answer, not the slot.
func TestWorkingDaysAreALimit(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"de", "Das Team der Example Family Clinic meldet sich innerhalb von 2 Werktagen bei Ihnen.", false},
		{"en", "Example Family Clinic will get back to you within 2 working days.", false},
		{"de", "Die Example Family Clinic erwartet Sie am Donnerstag um 10 Uhr.", true},
	})
}

// TestAssistantsOwnReminder: a reminder the assistant set for the
// appointment at its slot takes the booking for granted, as one staff
// will send does.
func TestAssistantsOwnReminder(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "I've set a reminder for your appointment at Example Family Clinic on Friday at 9.", true},
		{"es", "Te he puesto un recordatorio para tu cita del viernes a las 9 en Example Family Clinic.", true},
		{"it", "La reception ti manderà un promemoria per l'appuntamento di giovedì alle 10.", true},
	})
}

// TestOperatorOffersFreeSlots: the operator named with the slots it has
// free offers them ("has openings on", "tienen hueco", "hat noch
// Plätze"); a free slot held for the person, or said to be theirs, still
// claims. An availability word after a number counts places.
func TestOperatorOffersFreeSlots(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "Example Family Clinic has openings on Thursday at 5 pm and Saturday at 10 am.", false},
		{"es", "En Example Family Clinic tienen hueco el miércoles a las 8:00 y el viernes a las 12:00.", false},
		{"de", "Die Example Family Clinic hat noch Plätze am Dienstag um 15 Uhr.", false},
		{"nl", "Example Family Clinic heeft nog plek op dinsdag 8:00 en vrijdag 13:00.", false},
		{"it", "Example Family Clinic ha posto martedì alle 8:00 o giovedì alle 14:30.", false},
		{"pt", "A Example Family Clinic tem horário terça às 8h e quinta às 14h.", false},
		{"en", "Example Family Clinic has space for you on Thursday at 5 pm.", true},
		{"es", "Example Family Clinic te tiene hueco el miércoles a las 8:00.", true},
		{"it", "Example Family Clinic ha posto per te martedì alle 8:00.", true},
		{"nl", "Example Family Clinic heeft een plek voor je op dinsdag om 8:00.", true},
		// what the operator's online calendar shows free; the person in
		// it is booked
		{"es", "Ya estás en su agenda online para el viernes a las 9.", true},
		{"en", "Example Family Clinic have a slot on Friday at 4 pm.", false},
		{"en", "Example Family Clinic have a slot for you on Friday at 4 pm.", true},
		{"fr", "Sur leur agenda en ligne, Example Family Clinic a encore un créneau mardi à 18 h 30.", false},
	})
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"it", "In cappella ci sono 120 posti disponibili e 5 persone dello staff.", false},
		{"pt", "A capela tem um serviço simples de 1.750 disponível de segunda a quinta.", true},
	})
}

// TestDoneActionGoesOn: after a clause about an action the operator
// reported done, more of its day and time, or a clause that speaks of no
// action, keeps it spoken of; the pending one named, or another time,
// still claims.
func TestDoneActionGoesOn(t *testing.T) {
	ledger := func() *present.Ledger { return ledgerOf(vaccinationDone, scalingPending) }
	checkRules(t, ReasonDoneClaim, ledger, []ruleCase{
		{"en", "Mia's flu vaccination is booked for Thursday, at 10:00 ✅", false},
		{"en", "Mia's flu vaccination is booked: room 2 on the first floor, and the deposit is already paid.", false},
		{"en", "Mia's flu vaccination is booked: Thursday at 10:00 in room 2, and the form is already signed.", false},
		{"en", "Mia's flu vaccination is booked for Thursday, at 15:00 ✅", true},
		{"en", "Mia's flu vaccination is booked: room 2 on the first floor, and the scaling is confirmed too.", true},
	})
}

// TestDashStartsAClause: a dash set apart by spaces starts a clause, so
// "aber noch nichts" before it takes back the done word before it and no
// more ("Gebucht ist damit aber noch nichts – das Studio meldet sich"),
// and a claim after it is not covered by an open word before it; after
// an open clause, what the dash adds is open too.
func TestDashStartsAClause(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"de", "Gebucht ist damit aber noch nichts – die Praxis meldet sich, sobald sie einen Termin frei hat.", false},
		{"en", "It's booked, but not yet – the clinic will call you once a slot opens.", false},
		{"en", "It's booked, but not yet paid – see you Thursday at 3pm!", true},
		{"en", "Don't count on the lift working — looking forward to seeing you Thursday at 10!", true},
		{"en", "I asked for Thursday at 10 — fingers crossed they can fit you in.", false},
		{"de", "Die Praxis hat Ihre Wunschzeit Donnerstag 10 Uhr notiert – fest eingetragen ist aber noch nichts.", false},
	})
}

// TestHowToBookYourself: telling the person to pick a slot or book it
// themselves is how to book at the address, not a claim.
func TestHowToBookYourself(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "3. Pick a slot — they usually have mornings from 8:30", false},
		{"fr", "Pour la consultation, c'est à vous de prendre rendez-vous auprès de la clinique :", false},
		{"en", "Pick a slot — you're booked for Thursday at 3pm anyway.", true},
		{"fr", "J'ai pris rendez-vous pour vous jeudi à 15 h.", true},
	})
}

// TestEmojiSequenceAfterAClaim: an emoji of several code points (a
// joiner, a variation selector) after a done word ends the sentence as
// a single one does; Italian "sei a posto" says done.
func TestEmojiSequenceAfterAClaim(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"it", "Sei a posto per il corso del martedì sera 🧘\u200d♀️ Porta un tappetino tuo se ce l'hai.", true},
		{"en", "You're booked for Thursday 👍🏽 Bring your card if you have it.", true},
		{"it", "Ho inoltrato la richiesta 🧘\u200d♀️ Porta un tappetino se ce l'hai.", false},
	})
}

// TestLabelsCarryNoClaim: a colon or dash after an open clause carries
// it on, but not into a clause that speaks of the person or says done
// ("No need to pick a slot: the clinic has you down for Thursday"); free
// slots that "and" adds to are free slots too, and lend the person no
// slot where staff will call.
func TestLabelsCarryNoClaim(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "No need to pick a slot: the clinic has you down for Thursday at 10:00.", true},
		{"en", "Request sent: the salon, Monday 18:00.", false},
		{"fr", "La clinique a des disponibilités jeudi à 10 h et 14 h ; elle te rappellera pour fixer l'heure.", false},
		{"it", "I posti liberi sono giovedì alle 10 e alle 11:30, e lei può chiamare la segreteria per chiederne uno.", false},
		{"fr", "La clinique a des disponibilités jeudi à 10 h et ton rendez-vous est à 14 h.", true},
	})
}

// TestJapaneseDecidedOnlyThen: "…て初めて決まります" (is decided only
// once …) and "どの土曜になるかは" (which Saturday it will be) leave the
// slot open.
func TestJapaneseDecidedOnlyThen(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"ja", "診察は土曜の午前に行われていますが、どの土曜になるかはクリニックから電話があって初めて決まります。", false},
		{"ja", "診察は土曜の午前10時に決まりました。", true},
	})
}

// TestJapaneseAtThePointWhen: "…た時点で" (at the point when …) with a
// past or present main verb is no condition: "受付に連絡した時点で予約は確
// 定しました" claims, as "現時点で" (at present) does.
func TestJapaneseAtThePointWhen(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"ja", "受付に連絡した時点で予約は確定しました。木曜10時です。", true},
		{"ja", "現時点で木曜10時のご予約は確定しています。", true},
	})
}

// TestCasualDoneIdioms: casual and idiomatic ways to say done ("押さえ
// といたよ", "het zit in de pocket", "foi efetivada").
func TestCasualDoneIdioms(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"nl", "Ze zeiden dat je je plekje op 3 juni hebt.", true},
		{"pt", "Tá tudo certinho pra sua primeira consulta!", true},
		{"ja", "クリニックの予約、バッチリ押さえといたよ！", true},
		{"nl", "Het zit in de pocket! De kliniek helpt je donderdag.", true},
		{"pt", "Sua consulta na clínica foi efetivada!", true},
		{"pt", "Sua consulta só será efetivada quando a recepção confirmar.", false},
	})
}

// TestJapaneseConditionalEndings: a condition that is the ending of the
// done verb ("確定したら", "確定すると", "確定次第") hangs it; one inside a
// clause that more words follow sets no condition for the next clause.
func TestJapaneseConditionalEndings(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"ja", "予約が確定したら、メールが届きます。", false},
		{"ja", "予約が確定すると、クリニックから確認メールが届きます。", false},
		{"ja", "予約が確定次第、ご連絡します。", false},
		{"ja", "予約が確定しました。", true},
		{"ja", "予約が取れましたらお知らせするとお伝えしていた件、木曜10時で無事に取れました。", true},
	})
}

// TestFullDaysAndWhether: a day said to be full offers nothing, "laat
// je weten of" asks; the time staff proposed, stated as the person's, is
// still a claim.
func TestFullDaysAndWhether(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"pt", "Sua consulta é no horário que sugeriram, quinta às 16h.", true},
		{"en", "Your appointment is at the time they proposed: Thursday at 10:00.", true},
		{"nl", "Zaterdag zit Example Family Clinic vol. Wil je dat ik naar de wachtlijst vraag?", false},
		{"nl", "De receptie laat je vóór zondagochtend weten of donderdag om 14:00 lukt.", false},
		{"de", "Example Family Clinic hat noch zwei freie Vormittage nächste Woche.", false},
		{"fr", "Votre table pour deux est retenue jeudi à 20 h.", true},
	})
}

// TestVisitToThePerson: Portuguese "vai aí" (comes to you) with the day
// and time states the pending visit as fact.
func TestVisitToThePerson(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"pt", "O técnico vai aí na quinta entre 8h e 10h pra ver o vazamento.", true},
		{"pt", "Se a clínica confirmar, o técnico vai aí na quinta às 8h.", false},
	})
}

// TestBookableItemsAsBookingWords: the kinds of things people book
// ("check-up", "lesson", "Behandlung", "limpeza") with the day and time
// state the slot as fact; how long one takes states nothing.
func TestBookableItemsAsBookingWords(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "The check-up is Thursday at 3pm.", true},
		{"en", "All good for Thursday at 3pm.", true},
		{"de", "Die Behandlung ist am Donnerstag um 15 Uhr.", true},
		{"pt", "A limpeza é na quinta às 16h.", true},
		{"en", "A lesson takes 45 minutes.", false},
		{"de", "Die Behandlung dauert etwa eine Stunde.", false},
	})
}

// TestStaffWillSeeSomeone: "Dr Lee will see Mia on Thursday at 10"
// states the pending slot for the person it is booked for; "we'll see
// whether …" asks.
func TestStaffWillSeeSomeone(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "Dr Lee will see Mia on Thursday at 10.", true},
		{"en", "Mia is seeing Dr Lee on Thursday at 3pm.", true},
		{"en", "Mia is all set for Thursday at 10, and we will see whether a blood test is needed on the day.", true},
		{"en", "Reception will see whether Thursday at 10 is free.", false},
	})
}

// TestPossibleSlotsOfferedAgain: where the pending request lists the
// possible slots, a sentence that offers them again as free slots
// repeats no claim; said as the person's, one still claims.
func TestPossibleSlotsOfferedAgain(t *testing.T) {
	possible := interpret.Outcome{Kind: interpret.KindActionPending, Operator: "Example Garage", SkillID: "service",
		SkillName: "Service", PersonEntry: "https://garage.example/ask", Text: "Possible slots: Friday 8:00 or Monday 13:00. The garage will confirm."}
	ledger := func() *present.Ledger { return ledgerOf(possible) }
	checkRules(t, ReasonDoneClaim, ledger, []ruleCase{
		{"pt", "A Example Garage tem horário na sexta às 8h ou na segunda às 13h.", false},
		{"en", "Example Garage has openings on Friday at 8:00 or Monday at 13:00.", false},
		{"en", "Your service is on Friday at 8:00.", true},
	})
}

// TestOrderedAndNotReserved: a booking said not made lends its days to
// nothing, and a referred action whose operator asks the person to call
// is no call back, so the hours its phones open claim nothing.
func TestOrderedAndNotReserved(t *testing.T) {
	kennel := interpret.Outcome{Kind: interpret.KindActionReferred, Operator: "Hilltop Kennels", SkillID: "boarding",
		SkillName: "Boarding reservation", Text: "I can't make this reservation. Please call Hilltop Kennels on tel:+15550166540."}
	checkRules(t, ReasonDoneClaim, func() *present.Ledger { return ledgerOf(kennel) }, []ruleCase{
		{"en", "I wasn't able to reserve Max's stay for 3–10 August. You can call them on +1 555 016 6540; the phones open at 8:00.", false},
		{"es", "No he podido reservar la plaza de Toby del 1 al 8 de agosto: Hilltop Kennels solo acepta reservas directamente.", false},
		{"en", "Max's stay for 3–10 August is reserved; call them on +1 555 016 6540 if anything changes.", true},
	})
}

// TestConditionReachesOn: a condition on staff's call or word holds the
// future that follows it past an aside in brackets or "and" that goes on
// with it, and one after a comma holds the future before it; the
// person's own condition, staff named without their call or word, and a
// present that states the slot, still claim.
func TestConditionReachesOn(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "As soon as the coordinator rings you (normally the same afternoon), Monday at 2pm will be reserved.", false},
		{"fr", "Dès que le secrétariat vous appelle et valide, le créneau de lundi à 14 h sera réservé.", false},
		{"it", "Appena la segreteria ti chiama e dà l'ok, la visita di lunedì alle 14 sarà fissata.", false},
		{"nl", "De afspraak op maandag om 14 uur wordt vastgelegd, zodra de receptie akkoord geeft.", false},
		{"fr", "Le Dr Martin vous recevra lundi à 14 h, dès que l'infirmière vous appelle en salle d'attente.", true},
		{"pt", "A sessão de segunda às 14h será agendada, assim que a receção confirmar.", false},
		{"en", "When you get there and sign in, you're booked for Monday at 2pm.", true},
		{"es", "La cita quedará fijada para el lunes a las 14, cuando vengas la recepción te dará un formulario.", true},
		{"en", "Your session will be locked in for Monday at 2pm, when you come in the front desk has a form for you.", true},
		{"en", "Your session will be on Monday at 2pm, when Dr. Hale is back from leave.", true},
		{"de", "Die Sitzung am Montag um 14 Uhr wird eingetragen, sobald die Praxis zusagt.", false},
		{"de", "Ihr Termin wird am Montag um 14 Uhr sein, wenn Frau Dr. Berger aus dem Urlaub zurück ist.", true},
		{"de", "Wenn Sie ankommen (der Eingang ist hinten), werden Sie am Montag um 14 Uhr behandelt.", true},
		{"ja", "月曜14時の件は、院長から折り返しがあった時点で確定となります。", false},
		{"ja", "先ほど窓口に連絡した時点で、予約が確定しました。", true},
	})
}

// TestChoiceOffered: two days joined by "or" are a choice offered,
// unless the person is the clause's subject, a word says done or the
// clause takes leave; two times of one day are a slot and its margin.
func TestChoiceOffered(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "Example Family Clinic could take you Monday at 9:15 or Wednesday at 16:40.", false},
		{"de", "Die Praxis könnte Sie am Montag um 9:15 Uhr oder am Mittwoch um 16:40 Uhr nehmen.", false},
		{"pt", "A Example Family Clinic consegue segunda às 9h15 ou quarta às 16h40.", false},
		{"it", "Example Family Clinic ha posto lunedì alle 9:15 oppure mercoledì alle 16:40.", false},
		{"en", "You're booked in for Monday at 9:15 or Wednesday at 16:40, the clinic will say which.", true},
		{"nl", "U bent maandag om 9.15 uur of uiterlijk 9.30 uur aan de beurt.", true},
		{"es", "Para la cita, Example Family Clinic te espera el lunes a las 9:15 o a las 9:30.", true},
		{"fr", "À lundi 9 h 15 ou mercredi 16 h 40 !", true},
		{"es", "Tu cita es el lunes a las 9:15 en Example Family Clinic.", true},
	})
}

// TestSlotUnderALabel: a heading, a line in bold or a label of the
// pending action, then
// the day and time on the next line, state the slot; a label of what
// was requested, of free times or of opening hours does not, nor a slot
// line that says it is open or is a time stamp.
func TestSlotUnderALabel(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "### Your appointment\n**Monday 3 March, 14:15 — Room 2**\n\nBring your insurance card.", true},
		{"de", "Ihr Termin bei Example Family Clinic:\n\n**Montag, 3. März, 14:15 Uhr**", true},
		{"es", "## Tu cita\n\n**lunes 3 de marzo, 14:15**", true},
		{"en", "### Your appointment\nLast update: Monday 3 March, 14:15", false},
		{"de", "## Angefragter Termin\n**Montag, 3. März, 14:15 Uhr**", false},
		{"ja", "### ご予約について\n最終更新：3月3日（月）14:15", false},
		{"fr", "**Rendez-vous chez Example Family Clinic**\n📅 lundi 3 mars, 14 h 15\n\nArrivez en avance.", true},
		{"en", "**Opening hours**\nMonday 3 March, 8:00–18:00", false},
		{"en", "**Example Family Clinic**\nMonday 3 March, 14:15 — flu jab drop-in", false},
		{"de", "**Ihr Termin**\n**Montag, 3. März, 14:15 Uhr oder Dienstag, 4. März, 9 Uhr**", false},
		{"ja", "**ご予約**\n**3月3日（月）14:15（調整中）**", false},
		{"en", "**Clinic appointment**\n**Monday 3 March, 14:15**", true},
		{"en", "### Requested time\n**Monday 3 March, 14:15**\n\nThe clinic will confirm.", false},
		{"fr", "Créneaux disponibles :\n\n**lundi 3 mars, 14 h 15**", false},
		{"en", "### Your appointment\n**Monday 3 March, 14:15 (not confirmed yet)**", false},
		{"nl", "## Openingstijden\n**maandag 3 maart, 8:00–17:00**", false},
	})
}

// TestOtherSlotBesideDone: beside an action reported done, a sentence
// that names no action but gives a time in digits that the done one
// does not have speaks of the pending one.
func TestOtherSlotBesideDone(t *testing.T) {
	checkRules(t, ReasonDoneClaim, func() *present.Ledger { return ledgerOf(vaccinationDone, scalingPending) }, []ruleCase{
		{"en", "Enjoy Thursday at 15:30 — your teeth will thank you!", true},
		{"en", "It's all booked for Thursday at 10:00, so just bring Mia along.", false},
		{"it", "Come da sua richiesta, è confermato per giovedì mattina.", false},
	})
}

// TestMoreWaysToSayDone: a registration, a booking someone was made to
// make, a perfect and a casual favour, in the language's own words.
func TestMoreWaysToSayDone(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"de", "Ihre Anfrage ist registriert, die Ärztin sieht Sie am Donnerstag.", true},
		{"de", "Ich habe den Termin am Donnerstag für Sie buchen lassen.", true},
		{"pt", "A clínica já agendou a consulta para quinta, logo de manhã.", true},
		{"ja", "木曜の午後に入れてもらったよ。", true},
		{"es", "Ya estás dada de alta en la clínica para el jueves.", true},
		{"pt", "A clínica ainda não agendou a consulta de quinta.", false},
		{"de", "Ihre Anfrage ist noch nicht registriert.", false},
	})
}

// TestUntilThen: "tot dan", "bis dann" end a sentence as a farewell; with
// more of the clause after them they say "until then".
func TestUntilThen(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"nl", "De praktijk belt je om het te bevestigen; tot dan staat het nog niet vast.", false},
		{"de", "Die Praxis ruft an; bis dann ist noch nichts fest.", false},
		{"nl", "Dr Jansen ziet Mia donderdag om 15.00 uur, tot dan!", true},
		{"de", "Dr Weber sieht Mia am Donnerstag um 15 Uhr – bis dann!", true},
		{"de", "Dr. Weber sieht Mia am Donnerstag um 15 Uhr, bis dann und gute Besserung!", true},
		{"en", "Nothing's been booked yet — I've only asked the clinic for a Thursday slot.", false},
	})
}

// TestConfirmedByTheDoneOperator: a clause said done of no item, then
// the operator of the done action alone said to have confirmed it, is
// about that action; the same with the pending one's operator, or one
// both share, still claims.
func TestConfirmedByTheDoneOperator(t *testing.T) {
	ledger := func() *present.Ledger {
		return ledgerOf(
			interpret.Outcome{Kind: interpret.KindActionDone, Operator: "Autocars Example", SkillID: "car", SkillName: "Location d'autocar",
				Text: "Autocars Example a effectué ceci : car de 57 places le 14 juin."},
			interpret.Outcome{Kind: interpret.KindActionPending, Operator: "Domaine Example", SkillID: "option", SkillName: "Poser une option",
				Text: "Transmis à Domaine Example : option sur le samedi 14 juin."})
	}
	checkRules(t, ReasonDoneClaim, ledger, []ruleCase{
		{"fr", "Le car est réservé, Autocars Example l'a confirmé.", false},
		{"fr", "C'est réservé, Domaine Example l'a confirmé.", true},
		{"fr", "L'option est confirmée, Autocars Example l'a confirmé.", true},
	})
	checkRules(t, ReasonDoneClaim, func() *present.Ledger { return ledgerOf(vaccinationDone, scalingPending) }, []ruleCase{
		{"en", "It's booked, Example Family Clinic confirmed it.", true},
	})
}

// TestFiledAndSubmitted: an action of filing, submitting or ordering,
// said done while it is pending, is a claim; said still to be done, not.
func TestFiledAndSubmitted(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pendingAt("Example Legal", "File the claim", "Your request to file the claim has been passed on."), []ruleCase{
		{"es", "La demanda ya se ha presentado en el juzgado a través de Example Legal.", true},
		{"fr", "Ta demande a été déposée par Example Legal.", true},
		{"pt", "A petição já foi protocolada pela Example Legal.", true},
		{"ja", "申立書はExample Legalが提出済みなので、もう大丈夫ですよ。", true},
		{"es", "La demanda se presentará en cuanto Example Legal revise los documentos.", false},
		{"de", "Die Klage ist noch nicht eingereicht; Example Legal meldet sich.", false},
	})
}

// TestHabitsAndForecasts: where a business usually meets, and what the
// weather will do, with a day or time, claim nothing of the pending
// action; its slot stated as fact still claims.
func TestHabitsAndForecasts(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"fr", "Le point de rendez-vous habituel d'Example Family Clinic est l'accueil, à 9 h.", false},
		{"it", "Per giovedì danno il 40 % di probabilità di temporali.", false},
		{"nl", "Zaterdag wordt windkracht 4 verwacht met 30% kans op buien.", false},
		{"en", "Example Family Clinic sees you on Thursday at 3pm.", true},
	})
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"nl", "Zaterdag wordt bij de kapel windkracht 4 verwacht.", false},
	})
}

// TestAfterADenial: after a clause that denies the action done, what
// staff will do at a day or time states no booking; the person's turn
// stated in the present, the act named with its slot, or a word that
// says done, still claims.
func TestAfterADenial(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "Nothing's booked yet, but someone from reception will get back to you later today.", false},
		{"de", "Noch ist nichts bestätigt, aber Mia kommt am Donnerstag um 15 Uhr dran.", true},
		{"it", "Non conti su una chiamata di conferma; la visita con la dottoressa Bianchi è giovedì alle 15.", true},
		{"en", "Nothing's booked yet, but actually it's confirmed for Thursday at 3pm.", true},
	})
}

// TestLeftToPerson: a sentence that leaves the booking to the person,
// with the address or a booking word, names what they are to book; one
// that also says done, says it of the speaker ("ich habe selbst
// gebucht") or takes leave still claims.
func TestLeftToPerson(t *testing.T) {
	checkRules(t, ReasonDoneClaim, func() *present.Ledger { return ledgerOf(bookingReferred) }, []ruleCase{
		{"de", "Den Termin am Dienstag um 9:30 musst du selbst buchen: https://ask.example.com/talk", false},
		{"ja", "木曜15時の予約は https://ask.example.com/talk からご自身でお手続きください。", false},
		{"fr", "Réservez vous-même le rendez-vous de jeudi 15 h sur https://ask.example.com/talk.", false},
		// the clauses beside it are judged on their own
		{"en", "Your meeting with the chapel is on Thursday at 3 pm; you can move it yourself at https://ask.example.com/talk.", true},
		{"de", "Das Gespräch in der Kapelle ist am Donnerstag um 15 Uhr, du musst also nichts mehr selbst buchen.", true},
		{"pt", "A reunião de quinta às 15h vocês mesmos precisam marcar em https://ask.example.com/talk.", false},
		{"en", "For Thursday at 3pm, please book it yourself at https://ask.example.com/talk.", false},
		{"de", "Ich habe den Termin am Dienstag um 9:30 selbst gebucht.", true},
		{"en", "You're booked for Thursday at 3pm; you can change it yourself at https://ask.example.com/talk.", true},
		{"es", "¡Nos vemos el jueves a las 15:00! Tú mismo puedes cambiarlo en https://ask.example.com/talk.", true},
	})
}

// TestCodeWordAfterAStop: a currency code that is also a word ("Try")
// after a clock time and a stop starts the next sentence, so that the
// slot before it is judged on its own.
func TestCodeWordAfterAStop(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "Your meeting is on Thursday at 10:00. Try to come early.", true},
		{"en", "Your request for Thursday at 10:00 is with the chapel. Try to be patient.", false},
	})
}

// TestEmojiBeforeACapital: an emoji before a capital that starts no day
// or time ends its sentence, so a slot before it is judged on its own;
// before a day, or after a list item's mark, it does not.
func TestEmojiBeforeACapital(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "Your meeting at Example Memorial Chapel is Thursday at 10:00 🕙 Bring the forms with you!", true},
		{"en", "Request passed on 📨 Thursday at 10:00 is what you asked for; the chapel will confirm.", false},
		{"en", "- 📨 Meeting on Thursday at 10:00: waiting for the chapel to confirm", false},
		// a status that says open before it covers what follows; a done
		// word before it ends its clause whatever follows
		{"en", "Not confirmed yet ⏳ Appointment: Thursday, 3 pm for Mia", false},
		{"it", "Fatto 👍 giovedì alle 15.", true},
	})
}

// TestDoneWordOfAPrice: a word that says done right after a price word
// says a price is set, no action done; after a booking word it claims.
func TestDoneWordOfAPrice(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"fr", "Ce n'est pas un tarif de la clinique, mais une redevance fixée par l'État.", false},
		{"fr", "Le rendez-vous fixé jeudi à 15 h vous attend.", true},
	})
}

// TestDispatchedIsDone: the acting operator's worker, or the pending
// action's own vehicle, sent out or on its way while the call-out is
// pending is a done claim; sent once staff confirm, not yet sent, asked
// about, or a parcel, a relative or a request on its way is none.
func TestDispatchedIsDone(t *testing.T) {
	tow := func() *present.Ledger {
		return ledgerOf(interpret.Outcome{Kind: interpret.KindActionPending, Operator: "Reboques Example",
			SkillID: "reboque", SkillName: "Reboque", PersonEntry: "tel:+351219876543"})
	}
	locksmith := func() *present.Ledger {
		return ledgerOf(interpret.Outcome{Kind: interpret.KindActionPending, Operator: "Serrurerie Example",
			SkillID: "depannage", SkillName: "Dépannage serrurerie", PersonEntry: "tel:+33155501234"})
	}
	checkRules(t, ReasonDoneClaim, tow, []ruleCase{
		{"pt", "O reboque já foi acionado e leva o carro para a oficina.", true},
		{"pt", "O reboque ainda não foi acionado; a Reboques Example confirma primeiro.", false},
		{"pt", "O reboque será acionado assim que a Reboques Example confirmar.", false},
		{"pt", "O seu pedido de reboque já está a caminho da central.", false},
	})
	checkRules(t, ReasonDoneClaim, locksmith, []ruleCase{
		{"fr", "Un serrurier a été dépêché chez vous, il devrait arriver dans l'heure.", true},
		{"fr", "Le serrurier est en route, il arrive dans l'heure.", true},
		{"fr", "Votre colis est en route, mais le serrurier doit encore confirmer.", false},
		{"fr", "Le serrurier est-il déjà en route ?", false},
		{"fr", "Votre propriétaire dit que le plombier a été dépêché chez lui.", false},
	})
}

// TestFilingStatedDone: a filing or an order passed on to staff, said
// registered, lodged or ordered in the passive, is a done
// claim; the same filing to come once staff confirm, or not yet made, is
// none.
func TestFilingStatedDone(t *testing.T) {
	for _, c := range []struct {
		ledger func() *present.Ledger
		cases  []ruleCase
	}{
		{pendingAt("Notaría Example", "Inscripción registral", "Su solicitud se ha pasado a la notaría."), []ruleCase{
			{"es", "La constitución de tu SL ya ha quedado inscrita en el Registro Mercantil.", true},
			{"es", "La escritura quedará inscrita cuando la notaría lo confirme.", false},
		}},
		{pendingAt("Traductions Example", "Commande de traduction", "Votre demande a été transmise."), []ruleCase{
			{"fr", "Ta traduction de l'acte de mariage est commandée, tu la recevras par courrier.", true},
			{"fr", "Ta traduction n'est pas encore commandée : l'agence doit confirmer.", false},
		}},
		{pendingAt("Cartório Example", "Habilitação de herdeiros", "O pedido foi encaminhado ao cartório."), []ruleCase{
			{"pt", "A habilitação de herdeiros já deu entrada na conservatória.", true},
			{"pt", "A habilitação de herdeiros ainda não deu entrada; o cartório confirma primeiro.", false},
		}},
	} {
		checkRules(t, ReasonDoneClaim, c.ledger, c.cases)
	}
}

// TestRequestedAndGranted: a slot said to be requested is open in every
// language ("créneau demandé", as "requested slot"); one said to be
// obtained or granted, or no longer only a request, is done.
func TestRequestedAndGranted(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"fr", "Rendez-vous demandé pour mardi à 9 h ; la clinique te répond par SMS.", false},
		{"fr", "| Créneau demandé | mardi à 9 h |", false},
		{"en", "You can enrol in the evening course at Example Language School, starting 3 September, at https://lang.example.org/enrol.", false},
		{"fr", "Vous pouvez vous inscrire au cours du soir, qui commence le 3 septembre, sur https://lang.example.fr/inscription.", false},
		{"fr", "Créneau demandé : mardi à 9 h, obtenu !", true},
		{"fr", "Mardi à 9 h, c'est accordé.", true},
		{"es", "Te han concedido la cita del martes a las 9.", true},
		{"it", "Hai ottenuto il posto di martedì alle 9.", true},
		{"pt", "A vaga de terça às 9h foi conseguida.", true},
		{"nl", "De plek op dinsdag om 9 uur is bemachtigd.", true},
		{"en", "Your Tuesday 9am slot is no longer just a request.", true},
		// "waiting" alone is no open word: a thing ready for the person
		// waits too
		{"en", "Your order is sorted and will be waiting at the counter from Wednesday.", true},
		{"en", "I've booked you in for Monday at 8:30, so no waiting around.", true},
		{"en", "We're still waiting for the clinic to confirm Monday at 8:30.", false},
		{"nl", "De assistente wacht je maandag om 8.30 uur op bij de balie.", true},
		{"nl", "Voor maandag om 8.30 uur is het wachten op hun antwoord.", false},
		{"de", "Zusammenfassung: Termin am Montag um 8:30 Uhr, Buchung wartet auf Bestätigung.", false},
		{"de", "Dienstag um 9 Uhr ist nicht mehr nur angefragt.", true},
		{"it", "Il tuo ordine alla Farmacia Example è andato a buon fine.", true},
		{"ja", "Example薬局への注文は無事に通りました。", true},
		{"pt", "Deu certo com a Farmácia Example.", true},
	})
}

// TestStaffConfirmsWhether: Dutch "bevestigt of" is staff who will
// confirm whether the slot works, as "kijkt of" and "laat weten of"
// are: it leaves the slot open; a claim before a clause that asks about
// something else still stands. "bevestigt … nog per e-mail" is staff's
// word to come.
func TestStaffConfirmsWhether(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"nl", "De garage bevestigt of ze vrijdag je auto kunnen nakijken.", false},
		{"nl", "Je afspraak is vrijdag om 9 uur; de praktijk bevestigt of er een parkeerplek vrij is.", true},
	})
	viewing := pendingAt("Landgoed Example", "Bezichtiging", "De aanvraag voor een bezichtiging is doorgegeven.")
	checkRules(t, ReasonDoneClaim, viewing, []ruleCase{
		{"nl", "Landgoed Example bevestigt jullie bezichtiging op zaterdag om 14.00 uur nog per e-mail.", false},
		{"nl", "Landgoed Example heeft jullie bezichtiging op zaterdag om 14.00 uur per e-mail bevestigd.", true},
	})
}

// TestPresumedSlot: what the person is told to do or not to do for their
// booking on its day and time takes the slot as settled; said open,
// asked for, or hung on staff's word, it does not.
func TestPresumedSlot(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "Don't eat after midnight before your appointment on Tuesday at 7:45.", true},
		{"de", "Bringen Sie Ihre Versichertenkarte zu Ihrem Termin am Dienstag um 7:45 Uhr mit.", true},
		{"de", "Vor deinem Termin am Dienstag um 7:45 Uhr ab Mitternacht nichts mehr essen.", true},
		{"fr", "Ne mangez rien après minuit avant votre rendez-vous de mardi à 7 h 45.", true},
		{"es", "No comas nada después de medianoche antes de tu cita del martes a las 7:45.", true},
		{"it", "Non mangiare dopo mezzanotte prima del tuo appuntamento di martedì alle 7:45.", true},
		{"nl", "Eet na middernacht niets meer voor je afspraak van dinsdag om 7.45 uur.", true},
		{"pt", "Não coma nada depois da meia-noite antes da sua consulta de terça às 7h45.", true},
		{"en", "Your appointment request for Tuesday at 7:45 is with the clinic; they'll confirm.", false},
		{"fr", "Si la clinique confirme votre rendez-vous de mardi à 7 h 45, ne mangez rien après minuit.", false},
		{"en", "Your appointment on Tuesday at 7:45 is not a sure thing yet.", false},
		{"en", "Don't assume your appointment on Tuesday at 7:45 is booked.", false},
	})
}

// TestJapaneseTopicThenWhatIsSaidOfIt: a slot made the topic ("…の予約は、")
// is what the rest of the clause says of it: to be booked by the person
// at an address, or confirmed by staff later, it is not stated; said
// done, it is.
func TestJapaneseTopicThenWhatIsSaidOfIt(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"ja", "火曜10時のご予約は、受付の確認が取れた時点で確定となります。", false},
		{"ja", "火曜10時のご予約は、ご自身でウェブから行っていただく必要があります。", false},
		{"ja", "木曜15時の診察は、確定しました。", true},
		{"ja", "木曜15時の予約は、もし遅れる場合でもそのまま有効です。", true},
		{"ja", "木曜15時の予約は、クリニックから連絡があれば変更になるかもしれません。", true},
	})
}

// TestRequestedLabel: a status line labelled requested, with the slot
// after it, repeats the request.
func TestRequestedLabel(t *testing.T) {
	trial := pendingAt("Salle Example", "Séance d'essai", "La demande de séance d'essai a été transmise à la salle.")
	checkRules(t, ReasonDoneClaim, trial, []ruleCase{
		{"fr", "- **Demandé :** séance d'essai, lundi à 18 h", false},
		{"fr", "- **Réservé :** séance d'essai, lundi à 18 h", true},
	})
}

// TestPassedOnSomethingElse: a clause that only passed something else
// on leaves a done word before it standing; one that passed the request
// on, or says it is still open, takes it back.
func TestPassedOnSomethingElse(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "Your appointment is confirmed for Friday at 8:30, and I've forwarded your notes to the clinic.", true},
		{"en", "Since your appointment is booked for Friday at 8:30, I've passed your notes on to the clinic.", true},
		{"de", "Ihr Termin am Freitag um 8:30 ist bestätigt, und Ihre Unterlagen habe ich weitergeleitet.", true},
		{"fr", "Votre rendez-vous de vendredi 8 h 30 est confirmé, et j'ai transmis vos documents au cabinet.", true},
		{"es", "Tu cita del viernes a las 8:30 está confirmada y he enviado tus informes a la clínica.", true},
		{"nl", "Je afspraak op vrijdag om 8.30 uur is bevestigd en je papieren heb ik doorgestuurd.", true},
		{"ja", "金曜8時30分の予約は確定しましたので、資料も送っておきました。", true},
		{"en", "It worked: I've passed your request on to the clinic.", false},
		{"en", "Your part is done, and I've forwarded the request for Friday at 8:30.", false},
		{"es", "Lo tuyo ya está hecho: he pasado tu solicitud del viernes a las 8:30 a la clínica.", false},
		{"ja", "金曜8時30分のご依頼は、クリニックに送ってあります。", false},
	})
}

// TestStatusLineOfTheDoneItem: a status line whose label names the done
// item speaks of it in every clause; one that names the open item too,
// or a clause that does, still claims.
func TestStatusLineOfTheDoneItem(t *testing.T) {
	ledger := doneBeside("Centro de Psicología Example", "Enviar cuestionario inicial", "Tu cuestionario inicial se ha enviado y registrado.",
		"Solicitar primera sesión", "Tu solicitud de primera sesión se ha enviado. La psicóloga te escribirá.")
	checkRules(t, ReasonDoneClaim, ledger, []ruleCase{
		{"es", "✅ **Cuestionario inicial:** ya está enviado y registrado.", false},
		{"es", "- **Cuestionario inicial:** ya está enviado y registrado.", false},
		{"es", "✅ **Cuestionario inicial:** ya está enviado y la primera sesión está confirmada.", true},
		{"es", "✅ **Primera sesión:** ya está enviada y registrada.", true},
	})
}

// TestCorrectionsAndOnlyThen: a correction after a dash takes the claim
// back; a status line with "too" speaks of another item; only-then with
// a future states nothing done, an item already booked after it still
// claims.
func TestCorrectionsAndOnlyThen(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "It's booked — well, strictly speaking I've only forwarded it to Example Family Clinic.", false},
		{"es", "Solo ahí te llegará el SMS de la cita ya confirmada para el viernes a las 10:00.", true},
		{"it", "Prima la clinica ti chiama, e solo allora l'appuntamento sarà fissato.", false},
		{"nl", "Eerst belt de kliniek je; alleen dan wordt vrijdag 15:00 vastgelegd.", false},
	})
	ledger := doneBeside("Example Family Clinic", "Vaccination", "Mia's flu vaccination is booked.", "Teeth cleaning", "Your request has been passed on.")
	checkRules(t, ReasonDoneClaim, ledger, []ruleCase{
		{"en", "📌 Flu vaccination: booked; Mia's other visit: booked too.", true},
	})
}
