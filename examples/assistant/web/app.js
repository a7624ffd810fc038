// The chat page. Everything that comes from the server (the answer, the
// businesses' names, the labels) is put in the page as text (textContent),
// never as HTML. Links are made only for https: and tel: addresses.
'use strict';

(() => {
  const $ = (id) => document.getElementById(id);
  const log = $('log');
  const form = $('ask');
  const input = $('message');
  const send = $('send');
  const picker = $('lang');
  const status = $('status');
  const suggestions = $('suggestions');

  // The conversation's id lives in this page only: another tab, or this
  // one reloaded, is another conversation.
  const state = { id: '', lang: 'en', strings: {}, busy: false };

  // t returns the label for key in the page's language, with {name}
  // placeholders filled in.
  function t(key, vars) {
    let s = Object.hasOwn(state.strings, key) ? state.strings[key] : key;
    for (const [k, v] of Object.entries(vars || {})) {
      s = s.split('{' + k + '}').join(v);
    }
    return s;
  }

  function el(tag, className, text) {
    const e = document.createElement(tag);
    if (className) e.className = className;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  async function loadStrings(lang) {
    const res = await fetch('/i18n/' + encodeURIComponent(lang) + '.json');
    if (!res.ok) throw new Error('labels for ' + lang + ': ' + res.status);
    state.strings = await res.json();
    state.lang = lang;
    document.documentElement.lang = lang;
    document.title = t('title');
    for (const e of document.querySelectorAll('[data-i18n]')) {
      e.textContent = t(e.dataset.i18n);
    }
    suggestions.replaceChildren();
    for (const q of state.strings.suggestions || []) {
      const b = el('button', 'suggestion', q);
      b.type = 'button';
      b.addEventListener('click', () => { input.value = q; form.requestSubmit(); });
      const li = el('li');
      li.append(b);
      suggestions.append(li);
    }
  }

  async function startConversation() {
    const res = await fetch('/api/conversations', { method: 'POST' });
    const body = await res.json();
    if (!res.ok) throw new Error(body.error || res.statusText);
    state.id = body.id;
    return body;
  }

  function postMessage(text) {
    return fetch('/api/conversations/' + encodeURIComponent(state.id) + '/messages', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: text, lang: state.lang }),
    });
  }

  // newTurn adds the person's message and an empty answer to the log.
  function newTurn(text) {
    const turn = el('article', 'turn');
    turn.setAttribute('aria-busy', 'true');
    const you = el('p', 'you');
    you.append(el('span', 'who', t('you')), ' ', el('span', 'said', text));
    const answer = el('div', 'answer');
    answer.lang = state.lang;
    const who = el('p', 'who', t('assistant'));
    const outcomes = el('p', 'outcomes');
    const body = el('p', 'text');
    answer.append(who, outcomes, body);
    turn.append(you, answer);
    log.append(turn);
    turn.scrollIntoView({ block: 'end' });
    return { turn, answer, outcomes, body };
  }

  function safeLink(link) {
    return typeof link === 'string' && (link.startsWith('https://') || link.startsWith('tel:'));
  }

  // showTurn adds the badges, the addresses and what was held back.
  function showTurn(parts, turn) {
    const links = el('p', 'links');
    for (const step of turn.steps) {
      const badge = el('span', 'badge', t('badge.' + step.kind));
      badge.dataset.kind = step.kind;
      const item = el('span', 'outcome');
      item.append(badge);
      if (step.operator) item.append(' ', el('span', 'operator', step.operator));
      parts.outcomes.append(item);
      if (!safeLink(step.link)) continue;
      const tel = step.link.startsWith('tel:');
      const a = el('a', tel ? 'entry tel' : 'entry');
      a.href = step.link;
      if (!tel) a.rel = 'noopener noreferrer';
      a.append(t(tel ? 'link.tel' : 'link.https', { operator: step.operator || t('the-business') }), ' ',
        el('span', 'address', step.linkText || step.link));
      links.append(a);
    }
    if (links.childElementCount > 0) parts.answer.append(links);
    if (turn.heldBack.length > 0) {
      const details = el('details', 'held');
      details.append(el('summary', '', t('held.summary', { n: String(turn.heldBack.length) })));
      const list = el('ul');
      for (const h of turn.heldBack) {
        list.append(el('li', '', t('held.' + h.reason)));
      }
      details.append(list);
      parts.answer.append(details);
    }
  }

  function showError(parts, message) {
    parts.answer.append(el('p', 'error', t('error', { message: message })));
  }

  // readEvents reads a text/event-stream body and calls onEvent for each
  // event with its name and its data, parsed as JSON.
  async function readEvents(res, onEvent) {
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buf = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buf += decoder.decode(value, { stream: true });
      let end;
      while ((end = buf.indexOf('\n\n')) >= 0) {
        const block = buf.slice(0, end);
        buf = buf.slice(end + 2);
        let name = 'message';
        let data = '';
        for (const line of block.split('\n')) {
          if (line.startsWith('event: ')) name = line.slice(7);
          else if (line.startsWith('data: ')) data += line.slice(6);
        }
        if (data) onEvent(name, JSON.parse(data));
      }
    }
  }

  async function ask(text) {
    const parts = newTurn(text);
    try {
      let res = await postMessage(text);
      if (res.status === 404) {
        // The server let the conversation go (idle too long): start anew.
        await startConversation();
        status.textContent = t('expired');
        res = await postMessage(text);
      }
      if (!res.ok) {
        const body = await res.json().catch(() => ({}));
        showError(parts, body.error || res.statusText);
        return;
      }
      await readEvents(res, (name, data) => {
        if (name === 'text') parts.body.append(data.text);
        else if (name === 'turn') showTurn(parts, data);
        else if (name === 'error') showError(parts, data.message);
      });
    } catch (err) {
      showError(parts, String(err.message || err));
    } finally {
      parts.turn.setAttribute('aria-busy', 'false');
      parts.turn.dataset.done = 'true';
      parts.turn.scrollIntoView({ block: 'end' });
    }
  }

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const text = input.value.trim();
    if (!text || state.busy || !state.id) return;
    state.busy = true;
    send.disabled = true;
    input.value = '';
    status.textContent = t('answering');
    try {
      await ask(text);
    } finally {
      state.busy = false;
      send.disabled = false;
      if (status.textContent === t('answering')) status.textContent = '';
      input.focus();
    }
  });

  picker.addEventListener('change', () => {
    loadStrings(picker.value).catch((err) => { status.textContent = String(err.message || err); });
  });

  async function init() {
    const conv = await startConversation();
    picker.replaceChildren();
    for (const l of conv.languages) {
      const o = el('option', '', l.name);
      o.value = l.tag;
      o.lang = l.tag;
      picker.append(o);
    }
    picker.value = conv.lang;
    await loadStrings(conv.lang);
    document.body.dataset.ready = 'true';
    input.focus();
  }

  init().catch((err) => { status.textContent = String(err.message || err); });
})();
