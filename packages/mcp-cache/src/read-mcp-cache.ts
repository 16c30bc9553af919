import { readFileSync } from 'node:fs';
import { mcpExecutionSchema, toolsetFileSchema } from '@mci/schema';
import { describeIssues, formatJsonPath } from '@mci/schema/internal';
import { deepFreeze } from './deep-freeze.js';

export type McpCacheRead =
  | { readonly state: 'missing' }
  | { readonly state: 'corrupt'; readonly problem: string }
  | {
      readonly state: 'usable';
      readonly tools: readonly unknown[];
      readonly expiresAt: Date;
      /** Absent in files written by other tools: such a file is used until it expires. */
      readonly configHash: string | undefined;
    };

/**
 * The last check of each cache file of this process, by file and server: a load that finds the same text
 * again (a process that loads again and again) reuses it instead of parsing and checking it again.
 */
const lastChecks = new Map<string, { readonly text: string; readonly read: McpCacheRead }>();

/**
 * Reads and checks a cache file; anything unusable is `corrupt` with the reason, never an exception. The
 * read is synchronous, like the check after it: a fresh cache is the fast path of a load, and a small
 * file read through libuv's thread pool takes many times a synchronous read (figures in BENCHMARKS.md).
 * The tools of a usable read are frozen: a later load of the same text gets the same objects.
 */
export function readMcpCache(file: string, serverName: string): McpCacheRead {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { state: 'missing' };
    return { state: 'corrupt', problem: `it cannot be read (${(error as Error).message})` };
  }
  const key = `${serverName}\0${file}`;
  const last = lastChecks.get(key);
  if (last?.text === text) return last.read;
  const read = checkMcpCache(text, serverName);
  lastChecks.set(key, { text, read });
  return read;
}

function checkMcpCache(text: string, serverName: string): McpCacheRead {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return { state: 'corrupt', problem: 'it is not valid JSON' };
  }
  const parsed = toolsetFileSchema.safeParse(document);
  if (!parsed.success) {
    const [issue] = describeIssues(parsed.error.issues, document);
    const where = issue?.path.length ? `${formatJsonPath(issue.path)}: ` : '';
    const detail = issue ? ` (${where}${issue.message})` : '';
    return { state: 'corrupt', problem: `it is not a valid toolset file${detail}` };
  }
  const { expiresAt, tools, metadata } = document as {
    expiresAt?: unknown;
    tools: unknown[];
    metadata?: unknown;
  };
  const expires = typeof expiresAt === 'string' ? new Date(expiresAt) : undefined;
  if (!expires || Number.isNaN(expires.getTime())) {
    return { state: 'corrupt', problem: 'its expiresAt is missing or not a date' };
  }
  const foreign = tools.findIndex((tool) => {
    const execution = mcpExecutionSchema.safeParse((tool as { execution?: unknown }).execution);
    return !execution.success || execution.data.serverName !== serverName;
  });
  if (foreign !== -1) {
    return {
      state: 'corrupt',
      problem: `tools[${foreign}] is not an "mcp" tool of server ${JSON.stringify(serverName)}`,
    };
  }
  const names = tools.map((tool) => (tool as { name?: unknown }).name);
  const repeated = names.findIndex((name, index) => names.indexOf(name) !== index);
  if (repeated !== -1) {
    return {
      state: 'corrupt',
      problem: `tools[${repeated}] repeats the name ${JSON.stringify(names[repeated])}`,
    };
  }
  const configHash = (metadata as { configHash?: unknown } | undefined)?.configHash;
  return {
    state: 'usable',
    tools: deepFreeze(tools),
    expiresAt: expires,
    configHash: typeof configHash === 'string' ? configHash : undefined,
  };
}
