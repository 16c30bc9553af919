import path from 'node:path';
import type { Tool } from '@mci/client';
import type { MciMainFile, PathPolicy } from '@mci/schema';
import type { McpServerConfig } from '@mci/schema/internal';
import { findEnvNames } from './find-env-names.js';
import { inlineCode, listOf } from './markdown-text.js';

/** What the security sentences of a tool need besides the tool. */
export interface SecurityContext {
  readonly mainFile: MciMainFile;
  /** Absolute folder of the main file. */
  readonly mainDir: string;
  /** The main file's name, as shown. */
  readonly mainFileName: string;
  /** An absolute path as shown: relative to the main file's folder, with `/`. */
  readonly show: (absolutePath: string) => string;
}

type Execution = Record<string, unknown>;

/**
 * Sentences (Markdown) on what a tool may touch, from its execution as written: the folders of a file or
 * cli tool, that commands run without a shell, the hosts of an http tool and the env variables it sends as
 * credentials, that an MCP tool runs on another server. Env variables appear by name, never by value.
 * `paths` is the tool's path policy, as the client builds it (`createToolPathPolicy`).
 */
export function describeSecurity(tool: Tool, paths: PathPolicy, context: SecurityContext): string[] {
  const execution = tool.execution as Execution;
  switch (tool.execution.type) {
    case 'text':
      return [
        'Renders text only: it reads no file, runs no command and makes no network call.',
        ...envSentence(
          findEnvNames(execution.text),
          'Its template reads',
          '(what they hold can appear in the result).',
        ),
      ];
    case 'file':
      return fileSecurity(execution, paths, context);
    case 'cli':
      return cliSecurity(tool, execution, paths, context);
    case 'http':
      return httpSecurity(execution);
    case 'mcp':
      return mcpSecurity(tool, context);
    default:
      return [
        `Runs with the ${inlineCode(tool.execution.type)} executor, which is not part of MCI: see its documentation for what it may touch.`,
        ...envSentence(
          findEnvNames(execution),
          'Its execution reads',
          '(only names appear in this document).',
        ),
      ];
  }
}

function fileSecurity(execution: Execution, paths: PathPolicy, context: SecurityContext): string[] {
  const sentences = [
    `Reads the file ${inlineCode(String(execution.path))} (a relative path starts at the folder of the file that declares the tool).`,
    pathSentence(paths, context, 'It may only read files inside'),
  ];
  if (execution.enableTemplating !== false) {
    sentences.push(
      "The file's content is rendered as a template with the call's arguments; inserted values are never read as templates again.",
    );
  }
  sentences.push(
    ...envSentence(findEnvNames(execution), 'Its path reads', '(only names appear in this document).'),
  );
  return sentences;
}

function cliSecurity(
  tool: Tool,
  execution: Execution,
  paths: PathPolicy,
  context: SecurityContext,
): string[] {
  const cwd =
    typeof execution.cwd === 'string'
      ? `in the working directory ${inlineCode(execution.cwd)}`
      : `in the folder of ${inlineCode(context.show(tool.source.file ?? path.join(context.mainDir, context.mainFileName)))}`;
  return [
    `Runs ${inlineCode(String(execution.command))} directly, without a shell, ${cwd}: arguments are passed as a list, so shell syntax in them (\`;\`, \`|\`, \`$(...)\`, globs) is not interpreted.`,
    pathSentence(paths, context, 'Its working directory must be inside'),
    `Stopped with its whole process tree after ${String(execution.timeout_ms ?? 30_000)} ms (\`timeout_ms\`).`,
    ...envSentence(
      findEnvNames(execution),
      'Passes the values of',
      'to the command (only names appear in this document).',
    ),
  ];
}

function httpSecurity(execution: Execution): string[] {
  const method = String(execution.method ?? 'GET').toUpperCase();
  const sentences = [`Sends ${inlineCode(method)} requests to ${describeHost(String(execution.url))}.`];
  const auth = execution.auth as Execution | undefined;
  if (auth?.type === 'oauth2') {
    sentences.push(`Gets OAuth2 access tokens from ${describeHost(String(auth.tokenUrl))}.`);
  }
  const credentials = findEnvNames([auth, execution.headers]);
  const credentialSentence = envSentence(
    credentials,
    'Sends',
    `as credentials (${credentialPlaces(auth, execution.headers)}; only names appear in this document).`,
  );
  sentences.push(
    ...(credentials.length > 0 ? credentialSentence : ['Sends no env variable as a credential.']),
  );
  const others = findEnvNames(execution).filter((name) => !credentials.includes(name));
  sentences.push(...envSentence(others, 'Its request also reads', '(only names appear in this document).'));
  return sentences;
}

function mcpSecurity(tool: Tool, context: SecurityContext): string[] {
  const serverName = tool.source.mcpServer ?? String((tool.execution as Execution).serverName);
  const server = context.mainFile.mcp_servers[serverName];
  const reached = server ? describeServer(server, true) : 'a server that the loaded files do not declare';
  return [
    `Runs on another server: the MCP server ${inlineCode(serverName)}, ${reached}. MCI passes the arguments as they are; what the tool does, and whether its annotations are true, is up to that server.`,
    ...envSentence(
      server ? findEnvNames(server) : [],
      "The server's entry reads",
      'in its command, arguments, env or headers (only names appear in this document).',
    ),
  ];
}

/** How an MCP server is reached, as written in the file. */
export function describeServer(server: McpServerConfig, sentence = false): string {
  if ('url' in server) {
    return sentence ? `reached at ${describeHost(server.url)} over Streamable HTTP` : `http: ${server.url}`;
  }
  const command = [server.command, ...server.args].join(' ');
  return sentence ? `started by MCI as ${inlineCode(command)} (stdio)` : `stdio: ${command}`;
}

/**
 * The scheme and host of a URL as written (`https://api.example.com`, without user or password), or the
 * template that gives it.
 */
function describeHost(url: string): string {
  const match = /^([a-z][a-z0-9+.-]*:\/\/)?([^/?#]*)/i.exec(url);
  // User and password written in the URL are credentials: leave them out.
  const authority = (match?.[2] ?? '').replace(/^.*@/, '');
  const origin = match ? `${match[1] ?? ''}${authority}` : url;
  return origin.includes('{{') || origin.includes('{!!')
    ? `the host given by ${inlineCode(origin)}, known only when the tool runs`
    : inlineCode(origin);
}

function pathSentence(paths: PathPolicy, context: SecurityContext, lead: string): string {
  if (paths.enableAnyPaths) {
    return '`enableAnyPaths` is true: the path check is off, so any path the process can reach is allowed.';
  }
  const folders = paths.allowedDirectories.map((folder) => inlineCode(context.show(folder)));
  return `${lead} ${listOf(folders)} (relative to the folder of ${inlineCode(context.mainFileName)}); symlinks are resolved before the check.`;
}

/** `[]`, or one sentence naming the variables: `lead` then "the env variable(s) ..." then `tail`. */
function envSentence(names: readonly string[], lead: string, tail: string): string[] {
  if (names.length === 0) return [];
  const variables = `the env variable${names.length === 1 ? '' : 's'} ${listOf(names.map(inlineCode))}`;
  return [`${lead} ${variables} ${tail}`];
}

function credentialPlaces(auth: Execution | undefined, headers: unknown): string {
  const places = [auth ? `${String(auth.type)} auth` : '', headers ? 'headers' : ''].filter(Boolean);
  return listOf(places);
}
