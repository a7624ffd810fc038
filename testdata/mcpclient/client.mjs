// The TypeScript MCP SDK's client, run by the Go tests against
// `onrequest mcp` started with the demo agents: the chapel and the clinic
// configured, the law firm not. It plays the evidence and prints
// one JSON object of what it saw on standard output; the Go test judges it.
//
//   node client.mjs --law URL --clinic URL (--http URL | -- COMMAND ARGS...)
//
// Over stdio the client starts COMMAND itself, as a host does; each
// session is a new process. Over HTTP each session is a new Mcp-Session-Id
// on the one server. callTool checks structuredContent against the tool's
// output schema, as hosts do: a result that breaks it is an error here.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

function parseArgs(argv) {
  const opts = { command: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--") { opts.command = argv.slice(i + 1); break; }
    const v = argv[++i];
    if (a === "--http") opts.http = v;
    else if (a === "--law") opts.law = v;
    else if (a === "--clinic") opts.clinic = v;
    else throw new Error(`unknown argument ${a}`);
  }
  if (!opts.http && opts.command.length === 0) throw new Error("give --http URL or -- COMMAND");
  return opts;
}

async function connect(opts) {
  const client = new Client({ name: "onrequest-ts-test", version: "1.0.0" });
  const transport = opts.http
    ? new StreamableHTTPClientTransport(new URL(opts.http))
    : new StdioClientTransport({ command: opts.command[0], args: opts.command.slice(1), stderr: "inherit" });
  await client.connect(transport);
  return client;
}

// call returns what a host sees of one tool call; a protocol error or an
// output that breaks the tool's output schema is reported as thrown.
async function call(client, name, args) {
  try {
    const r = await client.callTool({ name, arguments: args });
    const text = (r.content || []).filter((c) => c.type === "text").map((c) => c.text).join("");
    return { isError: !!r.isError, structured: r.structuredContent ?? null, text };
  } catch (e) {
    return { thrown: String(e && e.message ? e.message : e) };
  }
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const out = {};
  const first = await connect(opts);
  out.server = first.getServerVersion();
  const { tools } = await first.listTools();
  out.tools = tools.map((t) => ({
    name: t.name,
    inputType: t.inputSchema?.type ?? null,
    inputRequired: t.inputSchema?.required ?? [],
    hasOutputSchema: !!t.outputSchema,
  }));
  out.chapelPrice = await call(first, "ask_business_agent", { agent: "Example Memorial Chapel", question: "What does a cremation cost?" });
  out.comparison = await call(first, "check_draft", { draft: "A comparison site lists a direct cremation at Example Memorial Chapel for $2,450." });
  out.clinicNoDay = await call(first, "ask_business_agent", { agent: opts.clinic, question: "I would like an appointment", skill: "appointment-request" });
  out.clinicDay = await call(first, "ask_business_agent", { agent: opts.clinic, question: "Thursday would suit me" });
  out.doneClaim = await call(first, "check_draft", { draft: "Great news: your appointment on Thursday is confirmed." });
  out.notConfigured = await call(first, "ask_business_agent", { agent: opts.law, question: "What would a will cost?" });
  out.afterError = await call(first, "check_draft", { draft: "The chapel is open on Saturday morning." });
  const { resources } = await first.listResources();
  out.resources = resources.map((r) => r.name);
  const { prompts } = await first.listPrompts();
  out.prompts = prompts.map((p) => p.name);
  await first.close();

  const second = await connect(opts);
  out.newSession = await call(second, "check_draft", { draft: "A comparison site lists a direct cremation at Example Memorial Chapel for $2,450." });
  await second.close();
  process.stdout.write(JSON.stringify(out) + "\n");
}

main().catch((e) => {
  process.stderr.write(`mcpclient: ${e && e.stack ? e.stack : e}\n`);
  process.exit(1);
});
