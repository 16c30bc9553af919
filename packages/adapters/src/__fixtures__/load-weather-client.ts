import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MCIClient } from '@mci/client';
import { createCliExecutor } from '@mci/executor-cli';
import { createFileExecutor } from '@mci/executor-file';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach } from 'vitest';

/** A 1x1 PNG. */
export const pngBase64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==';

/** A program that writes its pid to the file named by its first argument, then waits a minute. */
const sleeper =
  "require('node:fs').writeFileSync(process.argv[1], String(process.pid)); setTimeout(() => {}, 60000)";

/**
 * A client with five tools: `weather.get` (a text tool whose name providers refuse; `location`
 * required, `units` optional), `notes` (tagged `write`) and `slow` (a real command that runs for a
 * minute and writes its pid to `pidFile`, so a test can see it stop), `logo` (a file tool returning
 * a PNG) and `forecast` (with an outputSchema, so its results have `structuredContent`).
 */
export async function loadWeatherClient(folder: string): Promise<MCIClient> {
  await writeFile(path.join(folder, 'logo.png'), Buffer.from(pngBase64, 'base64'));
  return MCIClient.load({
    schema: {
      schemaVersion: '1.0',
      tools: [
        {
          name: 'weather.get',
          description: 'Current weather of a city',
          tags: ['read'],
          inputSchema: {
            type: 'object',
            properties: {
              location: { type: 'string', minLength: 2 },
              units: { type: 'string', enum: ['metric', 'imperial'], default: 'metric' },
            },
            required: ['location'],
          },
          execution: { type: 'text', text: 'Sunny in {{props.location}} ({{props.units}})' },
        },
        {
          name: 'notes',
          description: 'Writes a note',
          tags: ['write'],
          execution: { type: 'text', text: 'saved' },
        },
        {
          name: 'slow',
          description: 'Runs for a minute',
          tags: ['read'],
          inputSchema: {
            type: 'object',
            properties: { pidFile: { type: 'string' } },
            required: ['pidFile'],
          },
          execution: { type: 'cli', command: process.execPath, args: ['-e', sleeper, '{{props.pidFile}}'] },
        },
        { name: 'logo', description: 'The logo', execution: { type: 'file', path: './logo.png' } },
        {
          name: 'forecast',
          description: 'Tomorrow, as structured content',
          outputSchema: { type: 'object', properties: { temperature: { type: 'number' } } },
          execution: { type: 'text', text: '{"temperature": 21}' },
        },
      ],
    },
    baseDir: folder,
    executors: [createCliExecutor(), createFileExecutor()],
  });
}

/** Resolves with the pid the `slow` tool wrote, once it has written it. */
export async function readPid(pidFile: string): Promise<number> {
  for (;;) {
    const text = await readFile(pidFile, 'utf8').catch(() => '');
    if (text) return Number(text);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Whether a process with this pid still exists. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export const pidFileIn = (folder: string) => path.join(folder, 'slow.pid');

/**
 * A weather client in a temp folder of its own for each test of the file, closed and removed after it:
 * `const weather = useWeatherClient();` then `weather.client` and `weather.folder` inside a test.
 */
export function useWeatherClient(): { readonly client: MCIClient; readonly folder: string } {
  let folder: TempDir | undefined;
  let client: MCIClient | undefined;
  beforeEach(async () => {
    folder = await createTempDir();
    client = await loadWeatherClient(folder.path);
  });
  afterEach(async () => {
    await client?.close();
    await folder?.remove();
  });
  return {
    get client() {
      if (client === undefined) throw new Error('useWeatherClient: use the client inside a test');
      return client;
    },
    get folder() {
      if (folder === undefined) throw new Error('useWeatherClient: use the folder inside a test');
      return folder.path;
    },
  };
}
