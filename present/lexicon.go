package present

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/currency"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
)

// wordClass is a bit set: one word can be several things ("costa" is an
// Italian price verb; "no" negates in English and Spanish).
type wordClass uint32

const (
	wCurrency     wordClass = 1 << iota // names a currency: "usd", "euros", "kr"
	wPrice                              // makes a following number a price: "costs", "fee"
	wNumber                             // a number written in words: "two", "thousand"
	wMagnitude                          // "hundred", "thousand", "grand": amounts, not counts
	wMultiplier                         // attached multipliers: "3k", "2 mio"
	wUnit                               // a number followed by it is a count or a measure
	wTime                               // "am", "uhr": a clock time
	wMonth                              // month names: a date
	wStreet                             // "street", "straße": an address
	wPhone                              // "call", "tel": a telephone number follows
	wPercent                            // "percent"
	wOrdinal                            // "st", "nd", "er": 1st, 2nd, 1er
	wNegator                            // cancels a done claim before it: "not", "will", "once"
	wAfterNegator                       // cancels a done claim after it: "yet", "werden"
	wClause                             // starts a new clause: "but", "aber"
	wDone                               // a done claim on its own: "booked", "gebucht"
	wReport                             // "that" after "confirmed" makes it a report, not a claim
	wYearLead                           // "in", "since": a following 19xx/20xx is a year
	wRequestWord                        // the key word of an "on request" phrase
	wPhraseStart                        // the first word of a multi-word done claim
)

// Classes of ASCII bytes in lexicon.ascii.
const (
	aOther byte = iota
	aSpace
	aLetter
)

// lexicon holds every word list the guard reads. It is built once and never
// changed, so one value serves all guards and goroutines.
type lexicon struct {
	words map[string]wordClass
	table *wordTable // words, for the tokenizer's lookups
	// numberWords maps English number words to their values, for
	// "two thousand dollars" → 2000.
	numberWords map[string]int64
	// donePhrases are multi-word done claims, by their first two words.
	donePhrases *phraseIndex
	// cjkDone, cjkPrice, cjkCurrency are matched inside runs of CJK text,
	// which has no spaces between words.
	cjkDone     []string
	cjkNegation []string
	cjkPrice    []string
	cjkCurrency []string // at the start of the run that follows a number
	cjkDate     []string // 年, 月, 日 after a number
	cjkTime     []string // 時, 分
	cjkCounter  []string // counters after a number: 3つ, 2人, 5件
	// onRequest are the phrases that say information was given on request
	// (OR-6.4), in each supported language, folded.
	onRequest []string
	// requestGroups are the phrases of onRequest in letters, grouped by
	// their last word, and requestCJK the Japanese ones: saysOnRequest
	// looks for each last word once instead of for every phrase.
	requestGroups []requestGroup
	requestCJK    []string
	// mayEnd marks the bytes where a sentence may end: . ! ? line feed,
	// and every byte of a multi-byte character (… 。 ！ ？ ｡ among them).
	mayEnd [256]bool
	// ascii classes the ASCII bytes for the tokenizer's commonest cases.
	ascii [utf8.RuneSelf]byte
}

var sharedLexicon = sync.OnceValue(buildLexicon)

func (lx *lexicon) class(w string) wordClass { return lx.words[w] }

func buildLexicon() *lexicon {
	lx := &lexicon{words: make(map[string]wordClass, 2048), numberWords: map[string]int64{}}
	add := func(c wordClass, list string) {
		for _, w := range strings.Fields(list) {
			lx.words[w] |= c
		}
	}

	// Currencies: every ISO 4217 code x/text knows, past and present, and
	// the letter symbols of the common locales. Codes that are everyday
	// words ("all" is the Albanian lek, "top" the paʻanga) would make
	// "all 3 rooms" a price, so they count only as symbols never; the
	// amounts they would catch are rare and still caught by price words.
	ambiguous := " all top try cup mop pen sos mad gel bob rub mur ron std ang ars bam uss usn sur esc lak nio dop cve kes " +
		"km kn ft dm lt ls fr br bs fc fb cf ar db kw rm rf kz zk tmt esp fim hrk "
	it := currency.Query(currency.Historical, currency.NonTender)
	for it.Next() {
		code := strings.ToLower(it.Unit().String())
		if !strings.Contains(ambiguous, " "+code+" ") {
			lx.words[code] |= wCurrency
		}
	}
	for _, tag := range []string{"en", "de", "fr", "es", "it", "nl", "pt", "ja", "sv", "da", "nb", "pl", "cs", "hu", "ro", "ru", "hi", "id", "tr", "zh"} {
		p := message.NewPrinter(language.MustParse(tag))
		for _, code := range strings.Fields("USD EUR GBP JPY CHF SEK DKK NOK PLN CZK HUF RON RUB INR IDR TRY CNY BRL CAD AUD MXN ZAR HKD KRW") {
			u := currency.MustParseISO(code)
			for _, s := range []string{p.Sprint(currency.Symbol(u)), p.Sprint(currency.NarrowSymbol(u))} {
				s = strings.ToLower(strings.TrimRight(s, "."))
				if utf8.RuneCountInString(s) < 2 || strings.Contains(ambiguous, " "+s+" ") || !allLetters(s) {
					continue // symbols with a currency sign are found by the sign itself
				}
				lx.words[s] |= wCurrency
			}
		}
	}
	add(wCurrency, `dollar dollars buck bucks quid cent cents pence penny pennies euro euros eur pound pounds sterling
		yen yuan renminbi rupee rupees rupiah peso pesos reais franc francs franken rappen krone kronen kroner kronor
		zloty złoty forint lira lire ruble rubles rouble roubles shekel shekels rand baht dirham dirhams riyal riyals
		dólar dólares céntimo céntimos centavo centavos libra libras centime centimes dollari dollaro
		sterlina sterline centesimo centesimi gulden euro's eurocent eurocents chf sfr
		riese riesen mücken balles pavos pelas`)

	// Prices: a number after one of these is a value, whatever its form.
	add(wPrice, `expect reckon rechnen comptez compter calcule calcoli reken conte costar coûter costare custar
		spend spends spent spending budget paid pays runs forfait pauschale pauschal pauschalpreis ausgeben dépenser dépensé gastar gastan gastó spendere speso uitgeven uitgegeven gasto
		total totals price prices priced pricing cost costs costing fee fees charge charges charged rate rates quote quoted quotes
		pay paying payable tariff tariffs fare fares deposit deposits expense expenses
		preis preise kostet kosten kostete gebühr gebühren honorar betrag zahlen bezahlen tarif tarife anzahlung kostenpunkt
		prix coûte coûtent coût coûts tarif tarifs frais honoraires montant payer acompte revient
		precio precios cuesta cuestan costo coste costos costes tarifa tarifas honorarios importe pagar cuota
		prezzo prezzi costa costano costi tariffa tariffe onorario importo pagare acconto preventivo preventivi spende spendono
		prijs prijzen kost kostte tarief tarieven honorarium bedrag betalen aanbetaling
		preço preços custa custam custo custos taxa taxas honorários valor sinal orçamento orçamentos`)

	// English number words carry values, so that "two thousand dollars"
	// can be matched against "$2,000" given by the operator.
	for i, w := range strings.Fields("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen") {
		lx.numberWords[w] = int64(i)
	}
	for i, w := range strings.Fields("twenty thirty forty fifty sixty seventy eighty ninety") {
		lx.numberWords[w] = int64(20 + 10*i)
	}
	lx.numberWords["a"] = 1
	for w := range lx.numberWords {
		if w != "a" && w != "one" && w != "zero" {
			lx.words[w] |= wNumber
		}
	}
	add(wNumber|wMagnitude, `hundred hundreds thousand thousands million millions grand
		hundert tausend million millionen tausende hunderte
		cent cents mille milliers million millions centaine centaines
		cien ciento cientos mil miles millón millones
		cento mila migliaia milione milioni centinaio centinaia migliaio
		honderd duizend miljoen duizenden honderden
		cem centenas milhares milhão milhões`)
	add(wNumber, `zwei drei vier fünf sechs sieben acht neun zehn elf zwölf zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig
		deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize vingt trente quarante cinquante soixante septante huitante nonante
		dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince veinte treinta cuarenta cincuenta sesenta setenta ochenta noventa
		doscientos trescientos cuatrocientos quinientos seiscientos setecientos ochocientos novecientos
		due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici quindici sedici diciassette diciotto diciannove venti trenta quaranta cinquanta sessanta settanta ottanta novanta
		twee drie vier vijf zes zeven acht negen tien elf twaalf dertien veertien vijftien zestien zeventien achttien negentien twintig dertig veertig vijftig zestig zeventig tachtig negentig
		dois duas três quatro cinco seis sete oito nove dez onze doze treze catorze quatorze quinze dezasseis dezesseis dezassete dezessete dezoito dezanove dezenove vinte trinta quarenta cinquenta sessenta setenta oitenta noventa
		duzentos trezentos quatrocentos quinhentos seiscentos setecentos oitocentos novecentos paar few couple several`)
	add(wMultiplier, "k mio mrd bn mn tsd")

	add(wUnit, `minute minutes min mins hour hours hr hrs day days week weeks month months year years night nights
		person persons people guest guests visitor visitors visit visits room rooms seat seats car cars item items
		km mile miles metre metres meter meters kg kilo kilos page pages step steps floor floors times time
		minute minuten stunde stunden tag tage tagen woche wochen monat monate jahr jahre personen gäste gast besuch zimmer plätze mal
		minutes heure heures jour jours semaine semaines mois an ans année années personne personnes invités places fois
		minuto minutos hora horas día días semana semanas mes meses año años persona personas invitados plazas veces
		minuti ora ore giorno giorni settimana settimane mese mesi anno anni persone ospiti posti volte
		minuut minuten uur dag dagen week weken maand maanden jaar jaren personen gasten plaatsen keer
		minuto minutos hora horas dia dias semana semanas mês meses ano anos pessoa pessoas convidados lugares vezes`)
	add(wTime, `am pm a.m p.m a.m. p.m. o'clock h uhr heures heure hs hrs horas hora ore uur`)
	// "l'ora" after a number is a rate ("250 l'ora"), not the hour that
	// its elided "ora" would make it.
	add(wUnit, "l'ora all'ora")
	add(wMonth, `january february march april may june july august september october november december
		jan feb mar apr jun jul aug sep sept oct nov dec
		januar februar märz mai juni juli oktober dezember
		janvier février mars avril juin juillet août septembre octobre novembre décembre
		enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre
		gennaio febbraio aprile maggio giugno luglio agosto settembre ottobre dicembre
		januari februari maart mei augustus
		janeiro fevereiro março maio junho julho setembro outubro novembro dezembro`)
	add(wStreet, `street st road rd avenue ave lane ln drive dr way square place boulevard blvd close court
		straße strasse str weg platz allee gasse ring damm
		rue avenue boulevard place chemin allée impasse
		calle avenida plaza paseo camino
		via viale piazza corso vicolo
		straat laan plein weg gracht kade
		rua avenida praça travessa largo`)
	add(wPhone, `call phone tel telephone ring dial fax whatsapp anrufen telefon rufen appeler téléphone tél llame llamar teléfono
		chiamare chiami telefono bellen bel telefoon ligue ligar telefone`)
	add(wPercent, `percent prozent pourcent procent porcentaje`)
	add(wOrdinal, `st nd rd th er e re ème eme o a º ª`)
	add(wYearLead, `in since seit en desde dal al nel sinds em depuis ab for für pour para voor per year jahr année año anno jaar ano`)

	// Done claims (OR-5.8). Single words first; phrases after.
	add(wDone, `booked confirmed scheduled reserved arranged finalised finalized completed sorted
		gebucht bestätigt reserviert erledigt eingetragen vereinbart festgelegt abgeschlossen eingeplant
		réservé réservée réservés réservées confirmé confirmée confirmés confirmées planifié planifiée programmé programmée
		fixé fixée réglé réglée
		reservado reservada reservados reservadas confirmado confirmada confirmados confirmadas agendado agendada agendados
		programado programada programados programadas
		prenotato prenotata prenotati prenotate riservato riservata riservati riservate confermato confermata confermati confermate fissato fissata programmato programmata
		geboekt bevestigd gereserveerd ingepland geregeld vastgelegd afgerond
		marcado marcada marcados marcadas concluído concluída
		secured fix eingeplant angemeldet vorgemerkt gesichert
		calé calée calés calées inscrit inscrite inscrits inscrites bloqué bloquée
		listo lista listos listas apuntado apuntada apuntados apuntadas inscrito inscrita anotado anotada
		fijado fijada fijados fijadas segnato segnata iscritto iscritta ingeschreven inscritos inscritas
		garantido garantida garantidos garantidas vastgezet`)
	add(wDone, "reservé agendé programé apunté marquei reservei agendei confirmei")
	var phrases []phrase
	for _, p := range []string{
		"all set", "all done", "is done", "it's done", "that's done", "been done", "taken care of", "you're set", "you are set",
		"ist fertig", "geht klar", "ist erledigt",
		"c'est fait", "est fait", "tout est réglé", "est pris",
		"está hecho", "está hecha", "están hechas", "están hechos", "todo listo", "ya está $", "está listo", "está lista",
		"è fatto", "tutto fatto", "tutto a posto", "è fatta",
		"staat vast", "is gedaan", "is klaar",
		"tudo certo", "está feito", "está feita", "está tratado",
		"locked in", "pencilled in", "penciled in", "on the calendar", "in the calendar", "in the diary", "good to go",
		"you're in", "all sorted", "is set", "are set", "'s set", "signed up", "steht $", "unter dach und fach", "ist durch $",
		"tout est en ordre", "c'est bon $", "todo en orden", "tiene hueco", "tiene cita", "staat gepland", "is rond",
		"in de agenda", "consider it done", "have an appointment", "have a booking", "have a reservation", "got you in",
		"steht fest", "been made", "went through", "gone through", "is fixed", "are fixed", "been fixed", "been set up",
		"haben einen termin", "avez rendez", "ha un appuntamento", "heeft een afspraak", "hebt een afspraak", "tem consulta", "tem vaga",
		"messo in agenda", "messa in agenda", "è in agenda", "afspraak is gemaakt", "afspraak gemaakt",
		"afspraak staat $", "reservering staat $", "boeking staat $", "tudo tratado",
		"marcação foi feita", "reserva foi feita", "está combinado", "está combinada", "ficou combinado", "ficou combinada",
	} {
		f := strings.Fields(p)
		if f[0] == "ya" {
			f = append(f, "$")
		}
		p := phrase{words: f}
		for _, w := range f {
			p.hashes = append(p.hashes, hashWord(w))
		}
		phrases = append(phrases, p)
		lx.words[f[0]] |= wPhraseStart
	}
	lx.donePhrases = newPhraseIndex(phrases)
	add(wNegator, `not no never nothing none cannot can't won't will would can could should may might must once when whenever until till unless if before be
		pending awaiting whether later
		nichts erst später nicht kein keine keinen keiner nie niemals wird werden würde kann können könnte muss müssen soll sollte sobald wenn falls bis bevor ob
		ne pas jamais sera seront serait aura auront aurait être peut pourra pourrez pouvez doit dès quand lorsque si avant attente
		nunca todavía aún será serán sería ser puede podrá debe cuando hasta antes pendiente
		non mai ancora sarà saranno sarebbe essere può potrà deve quando finché prima appena
		niet geen nooit niets niks wordt worden zal zullen zou kan kunnen moet moeten zodra als wanneer tot voordat nulla niente nada
		não nunca ainda serão seria poderá deve até pendente`)
	add(wAfterNegator, `yet later werden wird worden wordt noch nichts erst später encore todavía aún ancora ainda nog depois`)
	add(wClause, `but however although aber doch jedoch mais pero sino ma però maar mas porém and und et y e en`)
	add(wReport, `that dass daß que che dat`)

	lx.cjkDone = []string{"予約しました", "予約いたしました", "予約が完了しました", "予約を完了しました", "予約が確定しました",
		"確定しました", "完了しました", "手配しました", "予約できました", "予約済みです", "予約が取れました", "予約を取りました",
		"手配いたしました", "確定いたしました", "完了いたしました", "予約完了", "予約されました", "手配済み", "決まりです",
		"決まりました", "決定しました", "確定して", "予約確定", "押さえてあります", "押さえました", "押さえておきました",
		"予約しておきました", "入れておきました", "取っておきました", "完了して", "登録しました", "予約が取れ"}
	lx.cjkNegation = []string{"ません", "ない", "未", "まだ", "予定", "次第", "か", "待ち", "後", "たら", "れば"}
	lx.cjkPrice = []string{"料金", "費用", "価格", "値段", "代金", "金額", "見積", "かかります", "お値段", "報酬", "手数料", "相場", "予算", "支払", "払い", "謝礼", "診料"}
	lx.cjkCounter = []string{"つ", "人", "件", "回", "個", "名", "枚", "台", "部", "歳", "階", "号", "番", "週", "泊", "室", "席", "点", "か所", "ヶ", "箇", "カ所", "社", "軒", "本", "冊", "度", "割", "位", "通り", "丁目", "番地", "分", "時", "日", "月", "年", "秒"}
	lx.cjkCurrency = []string{"円", "万円", "千円", "億円", "ドル", "ユーロ", "ポンド", "元", "万ドル", "千ドル", "万ユーロ"}
	lx.cjkDate = []string{"年", "月", "日"}
	lx.cjkTime = []string{"時", "分"}
	lx.onRequest = []string{"on request", "upon request", "given on request", "auf anfrage", "sur demande", "a petición",
		"bajo petición", "previa solicitud", "a solicitud", "su richiesta", "op verzoek", "op aanvraag", "mediante pedido",
		"a pedido", "sob pedido", "mediante solicitação", "ご依頼に応じて", "依頼に応じて", "リクエストに応じて", "お問い合わせに応じて"}
	for _, p := range lx.onRequest {
		if strings.IndexFunc(p, isCJK) >= 0 {
			lx.requestCJK = append(lx.requestCJK, p)
			continue
		}
		f := strings.Fields(p)
		last := f[len(f)-1]
		k := 0
		for k < len(lx.requestGroups) && lx.requestGroups[k].word != last {
			k++
		}
		if k == len(lx.requestGroups) {
			lx.requestGroups = append(lx.requestGroups, requestGroup{word: last})
		}
		lx.requestGroups[k].phrases = append(lx.requestGroups[k].phrases, p)
	}
	add(wRequestWord, "request anfrage demande petición solicitud richiesta verzoek aanvraag pedido solicitação")
	lx.table = newWordTable(lx.words)
	for c := range lx.ascii {
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			lx.ascii[c] = aSpace
		case isASCIILetter(byte(c)):
			lx.ascii[c] = aLetter
		}
	}
	for c := range lx.mayEnd {
		lx.mayEnd[c] = c >= utf8.RuneSelf || c == '\n' || c == '.' || c == '!' || c == '?'
	}
	return lx
}

func allLetters(s string) bool {
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

type requestGroup struct {
	word    string   // the last word of each phrase
	phrases []string // folded
}

// saysOnRequest reports whether src, folded text read as toks, contains one
// of the "on request" phrases (OR-6.4) ending at the end of a word. cjk
// reports whether the text has Japanese in it; without it no Japanese
// phrase can be there. A phrase in letters ends with a word of class
// wRequestWord, so only those words are looked at.
func (lx *lexicon) saysOnRequest(src string, toks []token, cjk bool) bool {
	for i := range toks {
		t := &toks[i]
		if t.kind != tWord || t.class&wRequestWord == 0 {
			continue
		}
		end := t.end
		for _, g := range lx.requestGroups {
			if !strings.HasSuffix(t.str(src), g.word) {
				continue
			}
			for _, p := range g.phrases {
				if strings.HasSuffix(src[:end], p) {
					return true
				}
			}
		}
	}
	return cjk && containsAny(src, lx.requestCJK)
}

// A phrase is a multi-word done claim, with each word's hashWord so that
// most mismatches are found without comparing text.
type phrase struct {
	words  []string
	hashes []uint64
}

// phraseIndex finds done phrases by the hashes of their first two words
// (the second may be "$", the end of the clause), so that a common first
// word such as "is" or "in" costs one probe, not a comparison with every
// phrase that starts with it. It is an open-addressing table like
// wordTable's.
type phraseIndex struct {
	keys  []uint64 // 0: empty slot
	lists [][]phrase
	mask  uint64
	// clauseEnd stands for a second word "$": no word follows.
	clauseEnd uint64
}

func phraseKey(first, second uint64) uint64 {
	if k := first*0x9e3779b97f4a7c15 ^ second; k != 0 {
		return k
	}
	return 1
}

func newPhraseIndex(phrases []phrase) *phraseIndex {
	size := 1
	for size < 3*len(phrases) {
		size <<= 1
	}
	x := &phraseIndex{keys: make([]uint64, size), lists: make([][]phrase, size), mask: uint64(size - 1), clauseEnd: hashWord("$")}
	for _, p := range phrases {
		k := phraseKey(p.hashes[0], p.hashes[1])
		i := k & x.mask
		for x.keys[i] != 0 && x.keys[i] != k {
			i = (i + 1) & x.mask
		}
		x.keys[i] = k
		x.lists[i] = append(x.lists[i], p) // in the order of the list: the first match counts
	}
	return x
}

// at returns the phrases that may start at toks[i], a word.
func (x *phraseIndex) at(toks []token, i int) []phrase {
	second := x.clauseEnd
	if i+1 < len(toks) && toks[i+1].kind == tWord {
		second = toks[i+1].hash
	}
	k := phraseKey(toks[i].hash, second)
	for j := k & x.mask; ; j = (j + 1) & x.mask {
		switch x.keys[j] {
		case 0:
			return nil
		case k:
			return x.lists[j]
		}
	}
}

// maxAbbrev is the length of the longest abbreviation isAbbrev knows.
const maxAbbrev = 6

// isAbbrev reports the abbreviations, lower-cased and without their last
// dot, after which a dot does not end a sentence. It is asked at every
// full stop, so it is a switch, which needs no hashing.
func isAbbrev(w []byte) bool {
	switch string(w) {
	case "e.g", "i.e", "z.b", "u.a", "approx", "ca", "mr", "mrs", "ms", "dr", "st", "nr", "no", "vs", "bzw", "sr", "sra",
		"av", "tel", "p.ex", "env", "ggf", "inkl", "zzgl", "tsd", "mio", "mrd", "evtl", "ca.", "vgl",
		"mo", "di", "mi", "do", "fr", "sa", "so":
		return true
	}
	return false
}
