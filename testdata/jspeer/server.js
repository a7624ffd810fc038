// An A2A 1.0 agent for Example Memorial Chapel, built on @a2a-js/sdk and
// express. It declares the On Request extension exactly as Annex A of the
// extension's specification does, and answers every kind of outcome the Go
// library reads, chosen by a keyword in the question or by a skill hint.
//
// It is a test peer: a third-party A2A implementation in another language.
// It listens on 127.0.0.1 only.
//
//   node server.js [--port=N] [--card-max-age=SECONDS] [--rest-first]
//                  [--v03 | --v03-only] [--sdk-card] [--says-done]
//                  [--unusable-v1-card] [--exit-with-stdin]
//
// The port also comes from JSPEER_PORT and the card lifetime from
// JSPEER_CARD_MAX_AGE; port 0 picks a free port. --rest-first lists the
// HTTP+JSON interface before the JSON-RPC one; --v03 and --v03-only add A2A
// 0.3, and --sdk-card serves the card as the SDK's README does (see below).
// --says-done makes the agent break OR-5.8: it tells the client that a
// callback (a deferred action) is booked, in words and with a
// given-on-opt-in marker on an artifact. --unusable-v1-card serves an A2A 1.0
// card with no interface, so that only the 0.3 card (with --v03) is usable.
// When it is ready to serve it prints one line on stdout:
//
//   READY http://127.0.0.1:PORT
//
// Routes:
//   GET  /.well-known/agent-card.json  the card (ETag, Cache-Control: max-age, 304)
//   POST /a2a/v1                       JSON-RPC binding
//   /a2a/rest                          HTTP+JSON binding
//   GET  /debug/stats                  what the agent saw (for tests)
//
// Reply rules (§6 of the extension): the metadata object is put on a reply
// only when the request activated the extension (A2A-Extensions carries the
// URI, OR-6.1); the words say the same thing either way (OR-6.2), and what
// is given or withheld never depends on activation (OR-5.1).

import http from 'node:http';
import crypto from 'node:crypto';
import express from 'express';
import { Message, Task, TaskStatusUpdateEvent, TaskArtifactUpdateEvent, AgentCard, AGENT_CARD_PATH } from '@a2a-js/sdk';
import {
  AgentEvent,
  DefaultRequestHandler,
  InMemoryTaskStore,
  defaultServerCallContextBuilder,
} from '@a2a-js/sdk/server';
import { agentCardHandler, jsonRpcHandler, restHandler, UserBuilder } from '@a2a-js/sdk/server/express';
import { legacyAgentCardRouter } from '@a2a-js/sdk/compat/v0_3/server/express';

export const URI = 'https://agent-capability.org/ext/on-request/v1';
const TALK = 'https://ask.example.com/talk';

function flag(name, envName, fallback) {
  const prefix = `--${name}=`;
  const arg = process.argv.slice(2).find((a) => a.startsWith(prefix));
  const raw = arg !== undefined ? arg.slice(prefix.length) : process.env[envName];
  if (raw === undefined || raw === '') return fallback;
  const n = Number.parseInt(raw, 10);
  if (!Number.isInteger(n) || n < 0 || String(n) !== raw.trim()) {
    console.error(`jspeer: --${name} must be a whole number, got ${JSON.stringify(raw)}`);
    process.exit(2);
  }
  return n;
}

const port = flag('port', 'JSPEER_PORT', 0);
const cardMaxAge = flag('card-max-age', 'JSPEER_CARD_MAX_AGE', 3600);
const restFirst = process.argv.includes('--rest-first');
// --v03 also serves A2A 0.3 through the SDK's compatibility layer: a 0.3
// JSON-RPC interface is listed after the 1.0 ones, requests without
// A2A-Version (or with 0.3) are answered in 0.3, and so is the card.
// --v03-only lists the 0.3 interface alone, as an agent not yet on 1.0.
const v03Only = process.argv.includes('--v03-only');
const v03 = v03Only || process.argv.includes('--v03');
// --sdk-card serves the card the way the SDK's README shows, with the
// request handler as the card provider. The SDK then sends JSON.stringify of
// its parsed card, whose oneofs (securitySchemes) come out as
// {"scheme": {"$case": ..., "value": ...}}: not A2A's JSON. For tests that
// need an agent as it is commonly deployed.
const sdkCard = process.argv.includes('--sdk-card');
const saysDone = process.argv.includes('--says-done');
const unusableV1Card = process.argv.includes('--unusable-v1-card');

function interfaces(baseURL) {
  const list = [
    { url: `${baseURL}/a2a/v1`, protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
    { url: `${baseURL}/a2a/rest`, protocolBinding: 'HTTP+JSON', protocolVersion: '1.0' },
  ];
  if (restFirst) list.reverse();
  const legacy = { url: `${baseURL}/a2a/v1`, protocolBinding: 'JSONRPC', protocolVersion: '0.3' };
  if (v03Only) return [legacy];
  if (v03) list.push(legacy);
  return list;
}

// The card as Annex A.1 has it, with the real address, streaming on, an
// HTTP+JSON interface beside the JSON-RPC one, and three more skills so that
// every outcome has a skill to come from: price-list (information opened to
// assistants, A.4), callback-request (a deferred action) and condolence-book
// (an action finished in conversation). The Annex A entries are unchanged.
function cardJSON(baseURL) {
  return {
    name: 'Example Memorial Chapel assistant',
    description:
      'Answers questions for Example Memorial Chapel. Gives public information to any caller. Information the chapel gives on request is given to the person who asks, at the address stated.',
    supportedInterfaces: interfaces(baseURL),
    provider: { organization: 'Example Memorial Chapel', url: 'https://example.com' },
    version: '1.0.0',
    capabilities: {
      streaming: true,
      pushNotifications: false,
      extensions: [
        {
          uri: URI,
          description: 'Skills whose information the chapel gives to the person who asks, and where a person asks.',
          required: false,
          params: {
            skills: [
              { id: 'service-pricing', personEntry: TALK, assistantAccess: false },
              { id: 'arrangement-booking', personEntry: TALK, assistantAccess: true, completion: 'in-conversation' },
              { id: 'price-list', personEntry: TALK, assistantAccess: true },
              { id: 'callback-request', personEntry: TALK, assistantAccess: true, completion: 'deferred' },
              { id: 'condolence-book', personEntry: TALK, assistantAccess: true, completion: 'in-conversation' },
            ],
          },
        },
      ],
    },
    securitySchemes: {
      'family-portal': {
        openIdConnectSecurityScheme: { openIdConnectUrl: 'https://portal.example.com/.well-known/openid-configuration' },
      },
    },
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/plain'],
    skills: [
      { id: 'opening-hours', name: 'Opening hours and location', description: "States the chapel's opening hours and where to find it.", tags: ['hours', 'location'], examples: ['When is Example Memorial Chapel open?'] },
      { id: 'service-pricing', name: 'Service costs', description: "Costs and inclusions of the chapel's services. Given to the person who asks, on request.", tags: ['pricing', 'services'], examples: ['What does a cremation cost at Example Memorial Chapel?'] },
      { id: 'arrangement-booking', name: 'Book an arrangement meeting', description: 'Checks director availability and books an arrangement meeting. The person confirms the booking themselves.', tags: ['booking', 'arrangements'] },
      { id: 'price-list', name: 'Memorial stone price list', description: "The chapel's price list for memorial stones. Given to an assistant acting for a person, on request.", tags: ['pricing', 'memorials'], examples: ['What do memorial stones cost?'] },
      { id: 'callback-request', name: 'Request a callback', description: 'Passes a callback request to the office. A member of staff calls back on the next working day.', tags: ['callback'] },
      { id: 'condolence-book', name: 'Sign the condolence book', description: 'Adds a message to the online condolence book. Staff can remove it.', tags: ['condolences'] },
      { id: 'transfer-status', name: 'Transfer status', description: "Confirms whether a person has been brought into the chapel's care. Requires the family member to sign in.", tags: ['status'], securityRequirements: [{ schemes: { 'family-portal': { list: ['openid'] } } }] },
      { id: 'speak-to-staff', name: 'Speak to a member of staff', description: 'Transfer to a funeral director, or a callback, Monday to Friday 09:00 to 17:00, in English. Outside those hours a callback is arranged for the next working day.', tags: ['escalation', 'human'] },
    ],
    signatures: [{ protected: 'eyJhbGciOiJFUzI1NiIsImtpZCI6ImNoYXBlbC0xIn0', signature: 'PLACEHOLDER' }],
  };
}

// What each question gets. Keywords are matched in order against the
// question text in lower case; a skill hint wins over keywords.
const ROUTES = [
  { skill: 'transfer-status', words: ['transfer status', 'into your care', 'in your care'] },
  { skill: 'speak-to-staff', words: ['speak to', 'member of staff', 'director'] },
  { skill: 'callback-request', words: ['call me back', 'callback', 'call back'] },
  { skill: 'condolence-book', words: ['condolence'] },
  { skill: 'arrangement-booking', words: ['book', 'appointment', 'arrangement meeting'] },
  { skill: 'price-list', words: ['memorial stone', 'price list', 'headstone'] },
  { skill: 'service-pricing', words: ['cost', 'price', 'how much', 'fee'] },
  { skill: 'opening-hours', words: ['open', 'hours', 'where are you', 'address'] },
  { skill: 'fail', words: ['fail', 'break'] },
];
const SKILLS = new Set(ROUTES.map((r) => r.skill));

function textOf(message) {
  return (message?.parts ?? [])
    .map((p) => (p.content?.$case === 'text' ? p.content.value : ''))
    .join(' ')
    .trim();
}

// skillHint looks for the skill the client meant, where a client might put
// it: message or request metadata, plain or under the extension's key.
function skillHint(requestContext) {
  const places = [requestContext.userMessage?.metadata, requestContext.request?.metadata];
  for (const md of places) {
    if (!md || typeof md !== 'object') continue;
    for (const v of [md.skillId, md.skill, md[URI]?.skillId]) {
      if (typeof v === 'string' && SKILLS.has(v)) return v;
    }
  }
  return undefined;
}

function route(requestContext) {
  const hinted = skillHint(requestContext);
  if (hinted) return hinted;
  const text = textOf(requestContext.userMessage).toLowerCase();
  for (const r of ROUTES) {
    if (r.words.some((w) => text.includes(w))) return r.skill;
  }
  return 'opening-hours';
}

// What the agent saw, for tests to read at /debug/stats.
const stats = {
  card: { ok: 0, notModified: 0, conditional: 0 },
  requests: [], // one per JSON-RPC or REST call, in order
};
const byMessageId = new Map();

function activated(ctx) {
  return (ctx?.requestedExtensions ?? []).includes(URI);
}

function marker(status, skillId) {
  return { status, skillId, personEntry: TALK };
}

function agentMessage(ids, text, mark) {
  const json = {
    messageId: crypto.randomUUID(),
    role: 'ROLE_AGENT',
    parts: [{ text }],
    ...(ids.contextId ? { contextId: ids.contextId } : {}),
    ...(ids.taskId ? { taskId: ids.taskId } : {}),
  };
  if (mark) {
    json.extensions = [URI];
    json.metadata = { [URI]: mark };
  }
  return Message.fromJSON(json);
}

function status(ids, state, message) {
  return TaskStatusUpdateEvent.fromJSON({
    taskId: ids.taskId,
    contextId: ids.contextId,
    status: { state, timestamp: new Date().toISOString(), ...(message ? { message: Message.toJSON(message) } : {}) },
  });
}

// A plan is what the agent will say: a Message, or a task's end state with an
// optional artifact.
function plan(skill, on, followUp) {
  switch (skill) {
    case 'opening-hours':
      return { message: 'Example Memorial Chapel is open Monday to Friday, 09:00 to 17:00, at 1 Example Street.' };
    case 'service-pricing': // A.2: information referred, a Message
      return {
        message: `Example Memorial Chapel gives its prices to the person who asks. You can ask here: ${TALK}`,
        mark: on && marker('on-request', 'service-pricing'),
      };
    case 'arrangement-booking': // A.3: action referred, a Task ending REJECTED
      return {
        state: 'TASK_STATE_REJECTED',
        text: `I can't book this meeting for you. The person can book it here: ${TALK}`,
        mark: on && marker('action-referred', 'arrangement-booking'),
      };
    case 'price-list': // A.4: information given on opt-in, an Artifact
      return {
        state: 'TASK_STATE_COMPLETED',
        artifact: {
          name: 'Memorial stone prices',
          text: 'Memorial stones at Example Memorial Chapel start at [price as the chapel gives it], lettering included.',
          mark: on && marker('given-on-opt-in', 'price-list'),
        },
      };
    case 'callback-request': // deferred: passed on, not done (OR-5.8)
      if (saysDone) {
        // The breach under test: "done" for what staff do later.
        return {
          state: 'TASK_STATE_COMPLETED',
          text: 'Done: your callback is booked for tomorrow at 09:00.',
          artifact: {
            name: 'Callback',
            text: 'Callback booked for tomorrow at 09:00.',
            mark: on && { status: 'given-on-opt-in', skillId: 'callback-request' },
          },
        };
      }
      return {
        state: 'TASK_STATE_COMPLETED',
        text: 'I have passed your callback request to the office. A member of staff will call back on the next working day; nothing is arranged until they do.',
      };
    case 'condolence-book': // in conversation: done when the exchange ends
      return {
        state: 'TASK_STATE_COMPLETED',
        text: 'Your message has been added to the condolence book.',
        artifact: { name: 'Condolence book entry', text: 'Entry added to the condolence book.' },
      };
    case 'transfer-status': // OR-5.9: sign-in is A2A's own
      return { state: 'TASK_STATE_AUTH_REQUIRED', text: 'Please sign in to the family portal so that I can tell you this.' };
    case 'speak-to-staff':
      if (followUp) {
        return { state: 'TASK_STATE_COMPLETED', text: 'Thank you. A funeral director will call you at the time you gave.' };
      }
      return { state: 'TASK_STATE_INPUT_REQUIRED', text: 'Which number and time suit you for a call from a funeral director?' };
    case 'fail':
    default:
      return { state: 'TASK_STATE_FAILED', text: 'Something went wrong on our side; the request was not carried out.' };
  }
}

class ChapelExecutor {
  async execute(requestContext, bus) {
    const ctx = requestContext.context;
    const on = activated(ctx);
    const followUp = requestContext.task !== undefined;
    const skill = followUp ? (requestContext.task.metadata?.skill ?? route(requestContext)) : route(requestContext);
    const rec = byMessageId.get(requestContext.userMessage?.messageId);
    const p = plan(skill, on, followUp);
    if (rec) {
      rec.skill = skill;
      rec.contextId = requestContext.contextId;
      if (p.message === undefined) rec.taskId = requestContext.taskId;
    }
    const ids = { taskId: requestContext.taskId, contextId: requestContext.contextId };

    if (p.message !== undefined) {
      bus.publish(AgentEvent.message(agentMessage({ contextId: ids.contextId }, p.message, p.mark)));
      bus.finished();
      return;
    }

    if (followUp) {
      bus.publish(AgentEvent.task(requestContext.task));
    } else {
      bus.publish(
        AgentEvent.task(
          Task.fromJSON({
            id: ids.taskId,
            contextId: ids.contextId,
            status: { state: 'TASK_STATE_SUBMITTED', timestamp: new Date().toISOString() },
            history: [Message.toJSON(requestContext.userMessage)],
            metadata: { skill },
          }),
        ),
      );
    }
    bus.publish(AgentEvent.statusUpdate(status(ids, 'TASK_STATE_WORKING')));
    if (p.artifact) {
      const a = {
        artifactId: crypto.randomUUID(),
        name: p.artifact.name,
        parts: [{ text: p.artifact.text }],
      };
      if (p.artifact.mark) {
        a.extensions = [URI];
        a.metadata = { [URI]: p.artifact.mark };
      }
      bus.publish(
        AgentEvent.artifactUpdate(
          TaskArtifactUpdateEvent.fromJSON({ ...ids, artifact: a, append: false, lastChunk: true }),
        ),
      );
    }
    const words = p.text ? agentMessage(ids, p.text, p.mark) : undefined;
    bus.publish(AgentEvent.statusUpdate(status(ids, p.state, words)));
    bus.finished();
  }

  async cancelTask(taskId, bus) {
    bus.publish(AgentEvent.statusUpdate(status({ taskId, contextId: '' }, 'TASK_STATE_CANCELED')));
    bus.finished();
  }
}

// The context builder activates the extension as soon as a request asks for
// it, so the SDK echoes A2A-Extensions on every reply, streams included. (An
// executor that activated it itself would be too late for a stream: the SDK
// writes the stream's headers before the executor runs.)
function contextBuilder(options) {
  const ctx = defaultServerCallContextBuilder(options);
  if (activated(ctx)) ctx.addActivatedExtension(URI);
  return ctx;
}

// record notes each A2A call before the SDK sees it.
function record(binding) {
  return (req, res, next) => {
    if (req.method !== 'POST') return next();
    const body = req.body ?? {};
    const entry = {
      binding,
      method: binding === 'JSONRPC' ? body.method : req.path,
      a2aVersion: req.header('A2A-Version') ?? null,
      extensionsHeader: req.header('A2A-Extensions') ?? req.header('X-A2A-Extensions') ?? null,
      activated: [req.header('A2A-Extensions'), req.header('X-A2A-Extensions')]
        .flatMap((h) => (h ?? '').split(','))
        .map((s) => s.trim())
        .includes(URI),
    };
    const params = binding === 'JSONRPC' ? body.params : body;
    const messageId = params?.message?.messageId;
    if (typeof messageId === 'string') {
      entry.messageId = messageId;
      byMessageId.set(messageId, entry);
    }
    if (typeof params?.id === 'string') entry.taskId = params.id;
    stats.requests.push(entry);
    next();
  };
}

async function main() {
  const app = express();
  app.disable('x-powered-by');
  const server = http.createServer(app);
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const baseURL = `http://127.0.0.1:${server.address().port}`;
  const card = cardJSON(baseURL);
  // The SDK's card handler sends JSON.stringify of what the provider gives,
  // and its parsed AgentCard has proto-style oneofs ($case), so the card is
  // served from the wire JSON and handed to the request handler parsed.
  const parsed = AgentCard.fromJSON(card);
  const handler = new DefaultRequestHandler(parsed, new InMemoryTaskStore(), new ChapelExecutor());

  app.use(`/${AGENT_CARD_PATH}`, (req, res, next) => {
    if (req.header('If-None-Match')) stats.card.conditional++;
    res.on('finish', () => {
      if (res.statusCode === 304) stats.card.notModified++;
      else if (res.statusCode === 200) stats.card.ok++;
    });
    next();
  });
  const legacyCompat = { enabled: v03 };
  if (v03) {
    // The SDK's 0.3 card is converted from its parsed card, while its 1.0
    // card is JSON.stringify of whatever the provider returns: one provider
    // cannot serve both correctly (the parsed card's securitySchemes carry
    // "$case"). So the 0.3 router gets the parsed card and sits in front,
    // passing 1.0 requests on to the 1.0 handler below.
    app.use(`/${AGENT_CARD_PATH}`, legacyAgentCardRouter({ agentCardProvider: async () => parsed, cache: { maxAge: cardMaxAge } }));
    app.use(`/${AGENT_CARD_PATH}`, (req, res, next) => {
      res.append('Vary', 'A2A-Version'); // the card differs by version
      next();
    });
  }
  let provider = sdkCard ? handler : async () => card;
  if (unusableV1Card) provider = async () => ({ ...card, supportedInterfaces: [] });
  app.use(`/${AGENT_CARD_PATH}`, agentCardHandler({ agentCardProvider: provider, cache: { maxAge: cardMaxAge } }));
  app.use('/a2a/v1', express.json(), record('JSONRPC'));
  app.use('/a2a/v1', jsonRpcHandler({ requestHandler: handler, userBuilder: UserBuilder.noAuthentication, contextBuilder, legacyCompat }));
  app.use('/a2a/rest', express.json(), record('HTTP+JSON'));
  app.use('/a2a/rest', restHandler({ requestHandler: handler, userBuilder: UserBuilder.noAuthentication, contextBuilder }));
  app.get('/debug/stats', (req, res) => res.json(stats));

  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections(); // open streams too: a test is ending
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  if (process.argv.includes('--exit-with-stdin')) {
    // Exit with the parent: when a test binary dies, its end of the pipe closes.
    process.stdin.on('end', stop);
    process.stdin.on('error', stop);
    process.stdin.resume();
  }

  console.log(`READY ${baseURL}`);
}

main().catch((err) => {
  console.error('jspeer:', err);
  process.exit(1);
});
