// End-to-end demo of the `mci` command line on this folder: `pnpm demo` from the repository root
// (it builds first). Starts a small local HTTP API, runs the built `mci` bin step by step, serves the tools
// over MCP and calls one through a real MCP client. Exits non-zero when a step fails; cleans up everything.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDemoApiServer } from './demo-api-server.mjs';

const examples = path.dirname(fileURLToPath(import.meta.url));
const cliFolder = path.join(examples, '..', 'apps', 'cli');
const mciBin = path.join(cliFolder, 'dist', 'mci.js');
const mainFile = path.join(examples, 'mci.json');
const cacheFolder = path.join(examples, 'mci', 'mcp');
// The demo's own dependencies (the MCP SDK and server-everything) are dev dependencies of @mci/cli.
const requireFromCli = createRequire(path.join(cliFolder, 'package.json'));

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code) => (text) => (useColor ? `\u001b[${code}m${text}\u001b[0m` : text);
const bold = paint('1');
const dim = paint('2');
const green = paint('32');
const red = paint('31');

const steps = [
  {
    title: 'List the tools (fetches the MCP server once and caches its tools in mci/mcp/)',
    args: ['list'],
    expect: ['greet', 'shopping_list', 'get_weather', 'echo'],
  },
  { title: 'Check the files without running anything', args: ['validate'], expect: ['is valid'] },
  { title: 'A text tool', args: ['call', 'greet', '--prop', 'name=Ada'], expect: ['Hello, Ada!'] },
  {
    title: 'A text tool from the YAML toolset, with @foreach and @if',
    args: ['call', 'shopping_list', '--props', '{"items":["apples","bread"],"note":"organic if possible"}'],
    expect: ['- apples', 'Note: organic'],
  },
  {
    title: 'A file tool: templates/report.md rendered with props',
    args: [
      'call',
      'render_report',
      '--props',
      '{"title":"Weekly report","items":["Shipped the CLI","Wrote docs"]}',
    ],
    expect: ['# Weekly report', '- Wrote docs', 'the team'],
  },
  {
    title: 'A cli tool: node runs scripts/word-count.mjs, no shell involved',
    args: [
      'call',
      'word_count',
      '--prop',
      'text=tools declared in files; no $(shell) here',
      '--prop',
      'lines=true',
    ],
    expect: ['7 words, 1 lines'],
  },
  {
    title: 'An http tool: the local demo API, token from env',
    args: ['call', 'get_weather', '--prop', 'city=Paris'],
    expect: ['"city":"Paris"'],
  },
  {
    title: 'A tool of the MCP server "everything"',
    args: ['call', 'echo', '--prop', 'message=hello over MCP'],
    expect: ['Echo: hello over MCP'],
  },
  {
    title: 'Another one, with numbers',
    args: ['call', 'get-sum', '--props', '{"a":2,"b":40}'],
    expect: ['42'],
  },
  {
    title: 'The env variables the files use',
    args: ['envs'],
    expect: ['DEMO_API_TOKEN', 'DEMO_API_URL'],
  },
];

async function main() {
  if (!existsSync(mciBin)) throw new Error('apps/cli is not built: run `pnpm demo` (it builds first).');
  rmSync(cacheFolder, { recursive: true, force: true });
  const token = 'demo-token-1234';
  const api = await startDemoApiServer({ token });
  const env = {
    ...process.env,
    DEMO_API_URL: api.url,
    DEMO_API_TOKEN: token,
  };
  let failures = 0;
  try {
    const shown = path.relative(process.cwd(), mainFile) || mainFile;
    console.log(bold(`MCI demo on ${shown}`));
    console.log(dim(`demo API at ${api.url}; every command below runs with -f ${shown}\n`));
    for (const step of steps) {
      if (!(await runStep(step, env))) failures += 1;
    }
    if (!(await mcpStep(env))) failures += 1;
  } finally {
    await api.close();
    rmSync(cacheFolder, { recursive: true, force: true });
  }
  const total = steps.length + 1;
  console.log(
    failures === 0
      ? green(bold(`All ${total} steps passed.`))
      : red(bold(`${failures} of ${total} steps failed.`)),
  );
  return failures === 0 ? 0 : 1;
}

async function runStep(step, env) {
  console.log(`${bold(`$ mci ${step.args.map(quote).join(' ')}`)}  ${dim(`# ${step.title}`)}`);
  const run = await runMci(step.args, env);
  const shown = (run.stdout + run.stderr).trimEnd();
  if (shown) console.log(indent(shown));
  const missing = step.expect.filter((text) => !run.stdout.includes(text));
  const ok = run.code === 0 && missing.length === 0;
  if (!ok) {
    const why = run.code === 0 ? `output lacks ${missing.map(quote).join(', ')}` : `exit code ${run.code}`;
    console.log(red(`  ✖ failed: ${why}`));
  }
  console.log('');
  return ok;
}

/** `mci run` serves the tools over stdio; a real MCP client lists them and calls two. */
async function mcpStep(env) {
  console.log(
    `${bold('$ mci run')}  ${dim('# Serve the tools over MCP (stdio) and call them with an MCP client')}`,
  );
  const { Client } = requireFromCli('@modelcontextprotocol/sdk/client/index.js');
  const { StdioClientTransport } = requireFromCli('@modelcontextprotocol/sdk/client/stdio.js');
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [mciBin, 'run', '-f', mainFile],
    env,
    stderr: 'pipe',
  });
  const client = new Client({ name: 'mci-demo', version: '1.0.0' });
  try {
    await client.connect(transport);
    const { tools } = await client.listTools();
    console.log(indent(`tools/list: ${tools.map((tool) => tool.name).join(', ')}`));
    const greeting = await client.callTool({ name: 'greet', arguments: { name: 'MCP client' } });
    console.log(indent(`tools/call greet: ${greeting.content[0]?.text}`));
    const weather = await client.callTool({ name: 'get_weather', arguments: { city: 'Lisbon' } });
    console.log(indent(`tools/call get_weather: ${weather.content[0]?.text}`));
    const ok =
      tools.some((tool) => tool.name === 'echo') &&
      greeting.content[0]?.text === 'Hello, MCP client! Welcome to MCI.' &&
      !weather.isError &&
      String(weather.content[0]?.text).includes('Lisbon');
    if (!ok) console.log(red('  ✖ failed: unexpected answer'));
    console.log('');
    return ok;
  } catch (error) {
    console.log(red(`  ✖ failed: ${error instanceof Error ? error.message : String(error)}\n`));
    return false;
  } finally {
    await client.close();
  }
}

function runMci(args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [mciBin, ...args, '-f', mainFile], { env, stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk) => {
      stderr += chunk;
    });
    child.stdin.end();
    const timer = setTimeout(() => child.kill(), 120_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The stdio entry of @modelcontextprotocol/server-everything, started with `node` by mci.json. */
function quote(text) {
  return /^[\w.,:=/@-]+$/.test(text) ? text : `'${text.replaceAll("'", "'\\''")}'`;
}

function indent(text) {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(red(`demo failed: ${error instanceof Error ? error.message : String(error)}`));
    process.exitCode = 1;
  },
);
