import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';

/** A cli tool script: writes its pid to `<tag>.pid`, sleeps `ms`, prints `slept <ms>`. */
const sleeper = `
const fs = require('node:fs');
const [ms, tag] = process.argv.slice(2);
fs.writeFileSync(tag + '.pid', String(process.pid));
setTimeout(() => process.stdout.write('slept ' + ms), Number(ms));
`;

export interface FixtureTool {
  name: string;
  [key: string]: unknown;
}

/** The tools of the fixture: a text, a file and two cli tools, and one tagged `internal`. */
export function fixtureTools(): FixtureTool[] {
  return [
    {
      name: 'greet',
      description: 'Greets someone',
      inputSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
      execution: { type: 'text', text: 'Hello {{props.name}}!' },
    },
    {
      name: 'read_note',
      description: 'Reads the note',
      execution: { type: 'file', path: './note.txt' },
    },
    {
      name: 'node_version',
      description: 'Prints the Node.js version',
      execution: {
        type: 'cli',
        command: process.execPath,
        args: ['-e', 'process.stdout.write(process.version)'],
      },
    },
    {
      name: 'sleep',
      description: 'Sleeps',
      inputSchema: {
        type: 'object',
        properties: { ms: { type: 'integer' }, tag: { type: 'string' } },
        required: ['ms', 'tag'],
      },
      execution: {
        type: 'cli',
        command: process.execPath,
        args: ['sleeper.cjs', '{{props.ms}}', '{{props.tag}}'],
        timeout_ms: 120_000,
      },
    },
    {
      name: 'internal_secret',
      description: 'Not for everyone',
      tags: ['internal'],
      execution: { type: 'text', text: 'secret' },
    },
  ];
}

/** Writes `mci.json` (with `tools`), `note.txt` and the sleeper script into `dir`; returns the file path. */
export async function writeFixture(dir: string, tools: FixtureTool[] = fixtureTools()): Promise<string> {
  const file = path.join(dir, 'mci.json');
  await writeFile(file, JSON.stringify({ schemaVersion: '1.0', tools }, null, 2));
  await writeFile(path.join(dir, 'note.txt'), 'Note: {{props.missing | "nothing"}} to add.');
  await writeFile(path.join(dir, 'sleeper.cjs'), sleeper);
  return file;
}

/** The pid a sleeper call wrote, once it is there. */
export async function sleeperPid(dir: string, tag: string): Promise<number> {
  const file = path.join(dir, `${tag}.pid`);
  let pid = 0;
  await expect
    .poll(
      async () => {
        pid = Number(await readFile(file, 'utf8').catch(() => '0'));
        return pid;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  return pid;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
