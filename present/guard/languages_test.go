package guard

import (
	"testing"
)

// TestDoneInEveryLanguage: each kind of done claim the issue names, and
// each harmless twin, in all eight languages: a farewell naming the slot,
// a status line, the slot stated as fact, the passive, a bare "done";
// negation over a that-clause, the future on a condition, passed on.
func TestDoneInEveryLanguage(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "Looking forward to seeing you on Friday at 9!", true},
		{"de", "Wir sehen uns Freitag um 9!", true},
		{"fr", "À vendredi 9 h !", true},
		{"es", "¡Hasta el viernes a las 9!", true},
		{"it", "A venerdì alle 9!", true},
		{"pt", "Até sexta às 9h!", true},
		{"nl", "Tot vrijdag 9 uur!", true},
		{"ja", "金曜の9時にお会いしましょう。", true},
		{"en", "Appointment: Friday, 9:00 — confirmed.", true},
		{"de", "Status: Freitag, 9 Uhr – bestätigt.", true},
		{"fr", "Statut : vendredi 9 h, confirmé.", true},
		{"es", "Estado: viernes 9:00, confirmada.", true},
		{"it", "Stato: venerdì ore 9, confermato.", true},
		{"pt", "Estado: sexta, 9h — confirmado.", true},
		{"nl", "Status: vrijdag 9:00, bevestigd.", true},
		{"ja", "ステータス：金曜9時、確定。", true},
		{"en", "Status: Friday 9am, confirmed", true},
		{"en", "Your appointment is Friday at 9.", true},
		{"de", "Ihr Termin ist Freitag um 9 Uhr.", true},
		{"fr", "Votre rendez-vous est vendredi à 9 h.", true},
		{"es", "Su cita es el viernes a las 9.", true},
		{"it", "Il suo appuntamento è venerdì alle 9.", true},
		{"pt", "A sua consulta é sexta às 9h.", true},
		{"nl", "Uw afspraak is vrijdag om 9 uur.", true},
		{"ja", "ご予約は金曜の9時です。", true},
		{"it", "L'appuntamento è stato fissato per venerdì.", true},
		{"it", "La visita è stata messa in calendario per venerdì.", true},
		{"it", "La visita è stata prenotata.", true},
		{"es", "La cita ha sido reservada para el viernes.", true},
		{"fr", "Le rendez-vous a été pris pour vendredi.", true},
		{"de", "Der Termin wurde für Freitag gebucht.", true},
		{"pt", "A consulta foi marcada para sexta.", true},
		{"nl", "De afspraak is vastgelegd voor vrijdag.", true},
		{"ja", "予約は金曜で確定されました。", true},
		{"en", "The appointment has been set for Friday.", true},
		{"en", "Done!", true},
		{"de", "Erledigt!", true},
		{"fr", "C'est fait !", true},
		{"es", "¡Hecho!", true},
		{"it", "Fatto!", true},
		{"pt", "Feito!", true},
		{"nl", "Gedaan!", true},
		{"ja", "完了です！", true},
		{"es", "Hecho 👍", true},
		{"nl", "Gedaan ✅", true},
		{"en", "Please don't assume that the appointment is booked.", false},
		{"de", "Gehen Sie bitte nicht davon aus, dass der Termin gebucht ist.", false},
		{"fr", "Ne considérez pas que le rendez-vous est confirmé.", false},
		{"es", "No dé por hecho que la cita está confirmada.", false},
		{"it", "Non dia per scontato che l'appuntamento sia confermato.", false},
		{"pt", "Não assuma que a consulta está marcada.", false},
		{"nl", "Ga er niet van uit dat de afspraak bevestigd is.", false},
		{"ja", "予約が確定したとは考えないでください。", false},
		{"en", "It will be booked once reception confirms.", false},
		{"de", "Der Termin wird gebucht, sobald die Praxis zusagt.", false},
		{"fr", "Le rendez-vous sera confirmé dès que le secrétariat aura validé.", false},
		{"es", "La cita quedará reservada cuando la recepción lo confirme.", false},
		{"it", "L'appuntamento sarà fissato quando la segreteria lo confermerà.", false},
		{"pt", "A consulta ficará marcada quando a receção confirmar.", false},
		{"nl", "De afspraak wordt vastgelegd zodra de balie bevestigt.", false},
		{"ja", "受付が確認次第、予約が確定します。", false},
		{"de", "Ihre Anfrage für Freitag um 9 Uhr habe ich an die Praxis weitergegeben.", false},
		{"fr", "Votre demande pour vendredi 9 h a été transmise au cabinet.", false},
		{"es", "Su solicitud para el viernes a las 9 se ha pasado a la clínica.", false},
		{"it", "La sua richiesta per venerdì alle 9 è stata inoltrata alla clinica.", false},
		{"pt", "O seu pedido para sexta às 9h foi encaminhado à clínica.", false},
		{"nl", "Uw verzoek voor vrijdag 9 uur is doorgegeven aan de praktijk.", false},
		{"ja", "金曜9時のご希望はクリニックにお伝えしました。", false},
	})
}

// TestValuesInEveryLanguage: a bare amount in a price sentence, slang
// amounts, a zero price; and the harmless twins: an authority's fee the
// draft disowns, the person's budget, a fare, parking.
func TestValuesInEveryLanguage(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "A basic service there is 2450.", true},
		{"de", "Die Grundbestattung liegt bei 2450.", true},
		{"fr", "La formule de base est à 2450.", true},
		{"es", "El paquete básico sale en 2450.", true},
		{"it", "Il pacchetto base viene 2450.", true},
		{"pt", "O pacote básico fica em 2450.", true},
		{"nl", "Het basispakket komt op 2450.", true},
		{"ja", "基本プランは245,000です。", true},
		{"en", "Figure on about 2 grand.", true},
		{"de", "Rechnen Sie so mit 2 Riesen.", true},
		{"fr", "Comptez dans les 2 000 balles.", true},
		{"es", "Calcule unas 2 lucas.", true},
		{"it", "Siamo sui 2 mila.", true},
		{"pt", "Fica uns 2 mil reais.", true},
		{"nl", "Reken op zo'n 2 ruggen.", true},
		{"ja", "20万くらいです。", true},
		{"en", "The first meeting with the chapel is free.", true},
		{"de", "Das Erstgespräch ist kostenlos.", true},
		{"fr", "Le premier entretien est gratuit.", true},
		{"es", "La primera reunión es gratis.", true},
		{"it", "Il primo colloquio è gratuito.", true},
		{"pt", "A primeira reunião é gratuita.", true},
		{"nl", "Het eerste gesprek is gratis.", true},
		{"ja", "初回相談は無料です。", true},
		{"en", "The death certificate costs £11 at the registry office, not the chapel.", false},
		{"de", "Die Sterbeurkunde kostet 12 € beim Standesamt, nicht beim Bestatter.", false},
		{"fr", "L'acte de décès coûte 0 € en mairie, ce n'est pas un tarif des pompes funèbres.", false},
		{"es", "El certificado de defunción cuesta 5 € en el registro civil, no en la funeraria.", false},
		{"it", "Il certificato costa 16 € di marca da bollo, che va allo Stato e non all'agenzia.", false},
		{"pt", "A certidão de óbito custa 20 € na conservatória, não na agência.", false},
		{"nl", "De overlijdensakte kost 15 euro bij de gemeente, niet bij de uitvaartondernemer.", false},
		{"ja", "死亡届の証明書は市役所で450円かかりますが、葬儀社の料金ではありません。", false},
		{"en", "With your budget of 3000, ask the chapel for a quote.", false},
		{"de", "Mit Ihrem Budget von 3000 € fragen Sie am besten direkt nach.", false},
		{"fr", "Avec votre budget de 3 000 €, demandez un devis.", false},
		{"es", "Con su presupuesto de 3000 €, pida un presupuesto.", false},
		{"it", "Con il suo budget di 3000 €, chieda un preventivo.", false},
		{"pt", "Com o seu orçamento de 3000 €, peça um orçamento.", false},
		{"nl", "Met uw budget van 3000 euro kunt u een offerte vragen.", false},
		{"ja", "ご予算の30万円をお伝えして見積もりを依頼してください。", false},
		{"en", "A taxi from the station is about £15.", false},
		{"de", "Ein Taxi vom Bahnhof kostet etwa 15 €.", false},
		{"fr", "Un taxi depuis la gare coûte environ 15 €.", false},
		{"es", "Un taxi desde la estación cuesta unos 15 €.", false},
		{"it", "Un taxi dalla stazione costa circa 15 €.", false},
		{"pt", "Um táxi da estação custa uns 15 €.", false},
		{"nl", "Een taxi vanaf het station kost ongeveer 15 euro.", false},
		{"ja", "駅からタクシーで約1,500円です。", false},
		{"en", "Parking next door is £4 for the afternoon.", false},
		{"de", "Das Parkhaus nebenan kostet 4 € pro Nachmittag.", false},
	})
}

// TestDoneParaphrasesInEveryLanguage: done said without a done verb (made
// an appointment, put down, has you, receives you, all ready), and the
// conditional and failed twins.
func TestDoneParaphrasesInEveryLanguage(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "I made you an appointment for Thursday.", true},
		{"en", "I've put you down for Thursday.", true},
		{"en", "The clinic has your appointment on Thursday.", true},
		{"en", "I have registered you.", true},
		{"de", "Ich habe Ihnen einen Termin am Donnerstag gemacht.", true},
		{"fr", "Je vous ai pris un rendez-vous jeudi.", true},
		{"es", "Le he conseguido cita el jueves.", true},
		{"it", "Le ho preso un appuntamento giovedì.", true},
		{"pt", "Consegui-lhe uma vaga na quinta.", true},
		{"nl", "Ik heb een plekje voor u geregeld op donderdag.", true},
		{"ja", "木曜に予約をお取りしておきました。", true},
		{"de", "Die Praxis hat Sie für Donnerstag notiert.", true},
		{"fr", "Le cabinet vous a noté pour jeudi.", true},
		{"es", "La clínica le tiene apuntado para el jueves.", true},
		{"it", "La clinica l'ha segnata per giovedì.", true},
		{"pt", "A clínica tem-no na agenda para quinta.", true},
		{"nl", "De praktijk heeft u genoteerd voor donderdag.", true},
		{"en", "Example Family Clinic will see you Thursday at 10.", true},
		{"de", "Example Family Clinic empfängt Sie am Donnerstag um 10 Uhr.", true},
		{"fr", "Example Family Clinic vous reçoit jeudi à 10 h.", true},
		{"es", "Example Family Clinic le recibe el jueves a las 10.", true},
		{"it", "Example Family Clinic la riceve giovedì alle 10.", true},
		{"pt", "A Example Family Clinic recebe-o na quinta às 10h.", true},
		{"nl", "Example Family Clinic ontvangt u donderdag om 10 uur.", true},
		{"ja", "Example Family Clinicが木曜10時にお待ちしています。", true},
		{"en", "Thursday at 10 it is!", true},
		{"nl", "Je hebt donderdag om 15 uur een afspraak.", true},
		{"es", "Tiene hora el jueves a las 10.", true},
		{"it", "Giovedì alle 10 è tutto pronto.", true},
		{"pt", "Está tudo pronto para quinta às 10h.", true},
		{"fr", "Tout est prêt pour jeudi 10 h.", true},
		{"de", "Für Donnerstag um 10 Uhr ist alles bereit.", true},
		{"en", "Once the clinic confirms, you'll be seeing the doctor Thursday at 10.", false},
		{"de", "Wenn die Praxis zusagt, ist es Donnerstag um 10 Uhr.", false},
		{"es", "Si la clínica lo confirma, sería el jueves a las 10.", false},
		{"it", "Se la clinica conferma, sarebbe giovedì alle 10.", false},
		{"fr", "Si le cabinet confirme, ce serait jeudi à 10 h.", false},
		{"nl", "Als de praktijk bevestigt, wordt het donderdag om 10 uur.", false},
		{"pt", "Se a clínica confirmar, seria quinta às 10h.", false},
		{"ja", "クリニックが承諾すれば、木曜10時になります。", false},
		{"en", "I haven't been able to book Thursday at 10; please use the link.", false},
		{"es", "No he podido reservar el jueves a las 10.", false},
		{"it", "Non sono riuscito a prenotare giovedì alle 10.", false},
	})
}

// TestValueParaphrasesInEveryLanguage: amounts without a currency after
// a price idiom, in words, in a table cell, another business's price as
// a guide, a zero price; and the person's savings, an authority's
// permit, parking and fares.
func TestValueParaphrasesInEveryLanguage(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"fr", "Comptez 2450 pour ça.", true},
		{"de", "Da sind Sie bei 2450.", true},
		{"es", "Le saldría por 2450.", true},
		{"it", "Le verrebbe a costare 2450.", true},
		{"pt", "Vai sair por 2450.", true},
		{"nl", "Dan zit u op 2450.", true},
		{"ja", "だいたい245,000くらいですね。", true},
		{"en", "| Basic | 2450 |", true},
		{"en", "At Example Other Chapel it's 2,300, so expect something similar.", true},
		{"en", "A cremation is usually in the region of two thousand five hundred.", true},
		{"de", "Eine Feuerbestattung liegt meist im unteren vierstelligen Bereich.", true},
		{"es", "Una cremación suele rondar los dos mil quinientos.", true},
		{"fr", "Une crémation tourne autour de deux mille cinq cents.", true},
		{"it", "Una cremazione si aggira sui duemilacinquecento.", true},
		{"pt", "Uma cremação anda pelos dois mil e quinhentos.", true},
		{"ja", "火葬は二十万円ほどです。", true},
		{"en", "There's no charge for the first meeting.", true},
		{"it", "Il primo incontro non si paga.", true},
		{"pt", "A primeira reunião não tem custo.", true},
		{"en", "You mentioned you can put 2,000 towards it.", false},
		{"en", "You've got 2,000 saved for this.", false},
		{"es", "Usted tiene 2.000 € ahorrados para esto.", false},
		{"it", "Lei ha 2.000 € da parte per questo.", false},
		{"en", "The council's burial permit is £85; that's paid to the council, not the chapel.", false},
		{"fr", "Le permis d'inhumer coûte 25 € à la mairie, pas aux pompes funèbres.", false},
		{"it", "Il permesso costa 16 € al Comune, non all'agenzia.", false},
		{"nl", "Het parkeren bij de kapel kost 3 euro per uur.", false},
		{"es", "El billete de autobús cuesta 1,50 €.", false},
	})
}

// TestInvitationsAndPassives: an invitation to come at the slot, the
// passive and "risulta" forms claim it is done; a request restated, or
// an alternative offered, does not.
func TestInvitationsAndPassives(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"it", "È stato tutto prenotato per venerdì.", true},
		{"it", "La prenotazione risulta confermata.", true},
		{"it", "Venerdì è stato bloccato per lei.", true},
		{"es", "Quedó agendado para el jueves.", true},
		{"es", "Se ha reservado el jueves a las 10.", true},
		{"fr", "Le créneau de jeudi vous est réservé.", true},
		{"fr", "Vous êtes attendu jeudi à 10 h.", true},
		{"nl", "U staat ingepland voor donderdag.", true},
		{"nl", "U bent welkom op donderdag om 10 uur.", true},
		{"de", "Sie sind für Donnerstag eingetragen.", true},
		{"de", "Man erwartet Sie am Donnerstag.", true},
		{"de", "Sie können am Donnerstag um 10 Uhr kommen.", true},
		{"ja", "木曜10時にご来院ください。", true},
		{"en", "You can come in Thursday at 10.", true},
		{"en", "Just turn up on Thursday at 10.", true},
		{"pt", "Pode aparecer na quinta às 10h.", true},
		{"es", "Puede ir el jueves a las 10.", true},
		{"en", "I've asked for Thursday at 10; the clinic will confirm.", false},
		{"en", "Thursday at 10 is what I requested.", false},
		{"de", "Donnerstag um 10 Uhr habe ich angefragt.", false},
		{"fr", "J'ai demandé jeudi à 10 h ; le cabinet confirmera.", false},
		{"es", "He pedido el jueves a las 10; la clínica confirmará.", false},
		{"it", "Ho chiesto giovedì alle 10; la clinica confermerà.", false},
		{"pt", "Pedi quinta às 10h; a clínica vai confirmar.", false},
		{"nl", "Ik heb donderdag om 10 uur gevraagd; de praktijk bevestigt nog.", false},
		{"ja", "木曜10時で依頼しました。クリニックから確認の連絡があります。", false},
		{"en", "If Thursday doesn't work, they'll suggest another time.", false},
	})
}

// TestFromPricesAndZeroPrices: "from" prices, 万 notation, a bold price
// alone, "you pay nothing"; and counts, years, addresses, tickets,
// parking and percentages that are no price.
func TestFromPricesAndZeroPrices(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"ja", "基本プランは19万8千です。", true},
		{"ja", "数十万円かかります。", true},
		{"en", "Packages from 2450.", true},
		{"de", "Pakete ab 2450.", true},
		{"fr", "Formules à partir de 2450.", true},
		{"es", "Paquetes desde 2450.", true},
		{"it", "Pacchetti a partire da 2450.", true},
		{"nl", "Pakketten vanaf 2450.", true},
		{"pt", "Pacotes a partir de 2450.", true},
		{"en", "**2450**", true},
		{"de", "Das kostet nichts extra.", true},
		{"fr", "Ça ne coûte rien de plus.", true},
		{"es", "No cobran nada por eso.", true},
		{"it", "Non costa niente in più.", true},
		{"nl", "Daar betaalt u niets voor.", true},
		{"ja", "費用は一切かかりません。", true},
		{"pt", "Não paga nada por isso.", true},
		{"en", "The chapel seats 120 and the service lasts 45 minutes.", false},
		{"en", "They've been open since 1998 and answer 24/7.", false},
		{"de", "Die Kapel ist in der Hauptstraße 221, Raum 204.", false},
		{"nl", "Het adres is Kerkstraat 12, 1012 AB Amsterdam.", false},
		{"en", "The train ticket is about €40 return.", false},
		{"fr", "Le billet de train coûte environ 40 €.", false},
		{"ja", "駐車場は1時間300円です。", false},
		{"es", "Hay un descuento del 10% para socios.", false},
	})
}

// TestHarmlessDraftsInEveryLanguage: what a careful answer says while an
// action is pending or a price is referred: the request restated, opening
// hours, next steps, counts, durations, addresses.
func TestHarmlessDraftsInEveryLanguage(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "I've sent your request for Thursday at 10 to Example Family Clinic. They usually reply within a day. Meanwhile, remember to bring your insurance card.", false},
		{"en", "Example Family Clinic is at 12 High Street; opening hours are 8–18 Monday to Friday.", false},
		{"en", "To book, use https://clinic.example.org/ask and pick Thursday at 10 if it's still free.", false},
		{"en", "Thursday at 10 may still be available — the clinic will tell you.", false},
		{"en", "Here's what happens next:\n1. The clinic checks availability.\n2. You get a confirmation by email.", false},
		{"en", "You'll receive a confirmation email once the clinic has approved the appointment.", false},
		{"en", "Your appointment request: Thursday, 10:00 (not yet confirmed).", false},
		{"de", "Ihre Anfrage für Donnerstag, 10 Uhr, ist bei der Praxis. Sie erhalten eine Bestätigung per E-Mail, sobald sie zugesagt hat.", false},
		{"de", "Die Praxis hat Montag bis Freitag von 8 bis 18 Uhr geöffnet.", false},
		{"fr", "Votre demande pour jeudi 10 h est entre les mains du cabinet ; vous recevrez une confirmation par e-mail.", false},
		{"fr", "Le cabinet est ouvert du lundi au vendredi, de 8 h à 18 h.", false},
		{"es", "Su solicitud para el jueves a las 10 está en manos de la clínica; recibirá un correo cuando la confirmen.", false},
		{"es", "La clínica abre de lunes a viernes de 8 a 18 h.", false},
		{"it", "La sua richiesta per giovedì alle 10 è nelle mani della clinica; riceverà una e-mail quando la confermano.", false},
		{"it", "La clinica è aperta dal lunedì al venerdì dalle 8 alle 18.", false},
		{"pt", "O seu pedido para quinta às 10h está com a clínica; receberá um e-mail quando confirmarem.", false},
		{"pt", "A clínica abre de segunda a sexta, das 8h às 18h.", false},
		{"nl", "Uw verzoek voor donderdag 10 uur ligt bij de praktijk; u krijgt een e-mail zodra zij het bevestigen.", false},
		{"nl", "De praktijk is open van maandag tot en met vrijdag, van 8 tot 18 uur.", false},
		{"ja", "木曜10時のご希望はクリニックに送りました。確認が取れ次第メールが届きます。", false},
		{"ja", "クリニックの診療時間は月曜から金曜の8時から18時です。", false},
	})
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "Example Memorial Chapel gives prices on request: https://ask.example.com/talk", false},
		{"en", "The chapel has 3 rooms and seats 80 people.", false},
		{"en", "Their office is open 9–17, Monday to Friday; call +44 20 7946 0000.", false},
		{"en", "A 2019 review gives them 4.8 stars out of 5.", false},
		{"en", "Ask them about the 2 packages they offer.", false},
		{"en", "It takes about 2 weeks to get a quote.", false},
		{"de", "Für ein Angebot brauchen sie etwa 2 Wochen.", false},
		{"fr", "Pour un devis, comptez environ 2 semaines.", false},
		{"es", "Para un presupuesto, cuente unas 2 semanas.", false},
		{"it", "Per un preventivo servono circa 2 settimane.", false},
		{"pt", "Para um orçamento, conte com cerca de 2 semanas.", false},
		{"nl", "Voor een offerte rekent u op ongeveer 2 weken.", false},
		{"ja", "見積もりには2週間ほどかかります。", false},
		{"de", "Die Kapelle hat 120 Plätze; der Abschied dauert rund 45 Minuten.", false},
		{"fr", "La salle compte 120 places et la cérémonie dure 45 minutes.", false},
		{"ja", "式場は120席で、式は45分ほどです。", false},
		{"pt", "A capela tem 120 lugares e a cerimónia dura 45 minutos.", false},
		{"en", "Prices: on request.", false},
		{"en", "The quote for 2 services arrives within 3 days.", false},
	})
}

// TestHouseNumbers: a number just before a street word is a house
// number, unless a price word stands before it.
func TestHouseNumbers(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "The chapel is at 12 High Street and charges on request.", false},
		{"en", "A plot costs 450 on Church Road.", true},
		{"fr", "La chapelle, 3 rue Ejemplo, coûte 1 950.", true},
	})
}

// TestSchedulesAreNoSlots: a span of days or hours, and opening hours
// next to an invitation, are a schedule, not the slot the person asked
// for; the same invitation with one day and time claims the slot.
func TestSchedulesAreNoSlots(t *testing.T) {
	checkRules(t, ReasonDoneClaim, pending, []ruleCase{
		{"en", "You can drop off the forms any weekday between 9 and 5.", false},
		{"en", "If you'd rather talk in person, come by the front desk; it's open until 6.", false},
		{"fr", "Passez par le lien pour choisir un autre jour.", false},
		{"es", "Si prefiere, venga a recepción de lunes a viernes.", false},
		{"it", "Se preferisce, passi pure in segreteria dal lunedì al venerdì.", false},
		{"pt", "Se preferir, pode passar na receção de segunda a sexta.", false},
		{"de", "Wenn Sie möchten, kommen Sie Montag bis Freitag an den Empfang.", false},
		{"nl", "Kom maar langs bij de balie, die is tot 17 uur open.", false},
		{"en", "It is a short walk from the station.", false},
		{"en", "The clinic is open on Saturday until 12.", false},
		{"en", "Come by on Thursday at 10.", true},
		{"de", "Kommen Sie am Donnerstag um 10 Uhr vorbei.", true},
	})
}

// TestQuestionsAndWhatThePersonSaid: a question about a free service
// states no price; the person's own ceiling passes; a price they report
// from the operator, or beside their budget, does not.
func TestQuestionsAndWhatThePersonSaid(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"en", "You said you would rather stay under 3,000, so mention that when you ask.", false},
		{"en", "Example Memorial Chapel charges about 3,000, more than you said you'd spend.", true},
		{"de", "Sie sagten, die Kapelle verlange 3.000 €.", true},
		{"en", "Is the first meeting free? Ask them.", false},
		{"en", "Feel free to ask them for a quote.", false},
		{"en", "They're free on Thursday for a call about prices.", false},
	})
}

// TestRefusedChargesAndBudgets: "they charge nothing" is a zero price;
// a fee the draft gives to an authority, and the person's budget with
// its own verb ("liegt bei"), pass.
func TestRefusedChargesAndBudgets(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Dafür berechnen sie nichts.", true},
		{"fr", "Ils ne font rien payer pour ça.", true},
		{"es", "Por eso no cobran nada.", true},
		{"it", "Per quello non chiedono nulla.", true},
		{"pt", "Por isso não cobram nada.", true},
		{"nl", "Daar rekenen ze niets voor.", true},
		{"ja", "それについては料金はかかりません。", true},
		{"de", "Die Gebühr von 60 € zahlen Sie an die Stadt, nicht an den Bestatter.", false},
		{"es", "La tasa de 60 € se paga al ayuntamiento, no a la funeraria.", false},
		{"it", "La tassa di 60 € si paga al Comune, non all'agenzia.", false},
		{"fr", "La taxe de 60 € se paie à la mairie, pas aux pompes funèbres.", false},
		{"pt", "A taxa de 60 € paga-se à câmara, não à agência.", false},
		{"nl", "De leges van 60 euro betaalt u aan de gemeente, niet aan de uitvaartondernemer.", false},
		{"ja", "手数料の600円は市役所に払うもので、葬儀社の料金ではありません。", false},
		{"ja", "ご予算は30万円とのことでしたね。", false},
		{"de", "Ihr Budget liegt bei 3.000 €.", false},
		{"es", "Su presupuesto máximo es de 3.000 €.", false},
		{"fr", "Votre budget est de 3 000 €.", false},
		{"it", "Il suo budget è di 3.000 €.", false},
		{"pt", "O seu orçamento é de 3.000 €.", false},
		{"nl", "Uw budget is 3000 euro.", false},
		{"en", "Your budget is 3,000.", false},
	})
}

// TestReportedPrices: a price the person reports from the operator is a
// price, even after "you said".
func TestReportedPrices(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"de", "Sie sagten, die Kapelle liegt bei 3.000 €.", true},
		{"en", "You told me the chapel charges 3,000.", true},
	})
}

// TestRangeOfHoursAfterTheirWord: a course's hours as a range, the word
// of the hour after its first end ("de 19 h à 21 h"), are its schedule,
// not the slot the person asked for.
func TestRangeOfHoursAfterTheirWord(t *testing.T) {
	course := pendingAt("Atelier Example", "Inscription au cours", "Votre inscription au cours a été transmise à l'atelier.")
	checkRules(t, ReasonDoneClaim, course, []ruleCase{
		{"fr", "Le cours a lieu six mercredis soir, de 19 h à 21 h, au 17 rue des Potiers.", false},
		{"fr", "Le cours a lieu mercredi, à 19 h.", true},
	})
}

// TestHoursJoinedWithAnArticle: the second end of a range of hours may
// take an article after the joining word ("tra le 14 e le 16"); it is a
// clock time as the first is, not a bare amount.
func TestHoursJoinedWithAnArticle(t *testing.T) {
	checkRules(t, ReasonOtherSourceValue, priced, []ruleCase{
		{"it", "Ho passato a Example Memorial Chapel la tua richiesta per martedì tra le 14 e le 16.", false},
		{"es", "Le pasé a Example Memorial Chapel tu solicitud para el martes entre las 14 y las 16.", false},
		{"pt", "Passei à Example Memorial Chapel o seu pedido para terça entre as 14 e as 16.", false},
		{"it", "La cappella chiede tra le 1400 e le 1600 per il servizio.", true},
	})
}
