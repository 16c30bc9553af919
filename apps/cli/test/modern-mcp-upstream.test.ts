import path from 'node:path';
import { readLogLines } from '@mci/test-utils/mcp-servers';
import { modernStdioServerScript } from '@mci/test-utils/modern-mcp-servers';
import { useTempDir } from '@mci/test-utils/use-temp-dir';
import { describe, expect, it } from 'vitest';
import { runMci, writeFiles } from './run-mci.js';

describe('an MCP server that speaks only 2026-07-28, named in mcp_servers by command', () => {
  const temp = useTempDir();

  it('is listed by mci list and called by mci call, then listed from its cache', async () => {
    const startsLog = path.join(temp.path, 'starts.log');
    await writeFiles(temp.path, {
      'mci.json': {
        schemaVersion: '1.0',
        mcp_servers: {
          modern: { command: process.execPath, args: [modernStdioServerScript, '--starts-log', startsLog] },
        },
      },
    });
    const list = await runMci(['list', '--format', 'json'], { cwd: temp.path });
    expect(list.stderr).toBe('');
    expect(list.code).toBe(0);
    expect(JSON.parse(list.stdout).map((tool: { name: string }) => tool.name)).toEqual([
      'echo',
      'add',
      'era',
      'pid',
    ]);

    const call = await runMci(['call', 'era'], { cwd: temp.path });
    expect(call.stderr).toBe('');
    expect(call.code).toBe(0);
    expect(call.stdout.trim()).toBe('modern');
    const add = await runMci(['call', 'add', '--prop', 'a=2', '--prop', 'b=40', '--json'], {
      cwd: temp.path,
    });
    expect(JSON.parse(add.stdout)).toMatchObject({ isError: false, structuredContent: { sum: 42 } });

    // The list was cached by the first run: listing again starts no server.
    const starts = (await readLogLines(startsLog)).length;
    expect((await runMci(['list'], { cwd: temp.path })).code).toBe(0);
    expect(await readLogLines(startsLog)).toHaveLength(starts);
  });
});
