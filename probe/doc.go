// Package probe checks, from outside, whether an A2A agent keeps the rules
// of the On Request extension (https://agent-capability.org/ext/on-request/v1)
// towards the clients that call it. An operator runs it before assistants
// meet its agent; an assistant product runs it to vet an agent before it
// lists it. The command 'onrequest probe' prints its [Report].
//
// [Run] reads the agent's card (its OR-3.x findings become checks), then
// asks every skill one question built from the card (the skill's first
// example, else its name), twice: with the extension activated and
// without ([client.WithoutActivation]). It never sends anything else, and
// never more than once per skill and mode. Skills that change something in
// the operator's systems (a completion in the extension's entry, or a word
// such as "booking" in the skill's id, name or tags, from the data files
// in actionwords) are asked only with [WithActions]; sign-in skills are
// not asked. Every request goes through the given *client.Client, with its
// address check: without client.WithAllowPrivateNetworks nothing reaches
// a loopback or private address.
//
//	c := client.New()
//	defer c.Close()
//	report, err := probe.Run(ctx, c, "https://agent.example.com")
//	if err != nil {
//		// not probed: unreachable, not an A2A agent, a private address …
//	}
//	for _, ch := range report.Checks {
//		fmt.Println(ch.SkillID, ch.Rule, ch.Result, ch.Message)
//	}
//
// The checks, each a line with the rule, the skill and pass, fail or
// skipped:
//
//	OR-3.x  the card's declaration, as package interpret reads it
//	OR-6.1  the activated reply carries the marker where §6.2 puts it,
//	        with the right status, skillId, personEntry and extensions
//	        list, and the task state §6.2 names
//	OR-5.3  an on-request skill not opened to assistants is referred:
//	        no value, the personEntry in the words (OR-5.7 for an action)
//	OR-6.2  a referral's words say what its marker says
//	OR-5.4  information given on the operator's opt-in (reported)
//	OR-5.8  a pending or declined action is not called done
//	OR-5.1  without activation the agent gives no more than with it
//	OR-5.2  a public skill is answered to every client
//
// Where interpret already judges a rule on a reply, its findings decide
// (a marker out of place, a referral without the address or with a money
// amount); the probe adds what needs both replies or the card's view of a
// skill. The words of an action's reply are read for a claim that it is
// done by present's guard, whose vocabulary is in data files per language.
//
// Whether an agent echoes A2A-Extensions with the extension's URI in its
// HTTP replies to activated calls (Annex C, change 3) is one agent-level
// check, read through client.WithResponseHeader: pass when it does, and
// skipped, never failed, when it does not (a binding may leave it out, and
// a2a-go's servers never echo it).
package probe
