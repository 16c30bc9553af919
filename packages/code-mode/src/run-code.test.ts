import { describe, expect, it } from 'vitest';
import { CodeRunError } from './code-run-error.js';
import { type HostCallTool, type RunCodeOptions, runCode } from './run-code.js';

const secret = 'sk-live-0123456789abcdef';
const tools = [{ name: 'list-items', toolset: 'shop' }, { name: 'buy', toolset: 'shop' }, { name: 'echo' }];

/** The host side: the secret stays in this closure; results are plain JSON. */
const callTool: HostCallTool = async (name, args) => {
  const headers = { authorization: `Bearer ${secret}` };
  if (headers.authorization === '') throw new Error('unreachable');
  if (name === 'buy') throw Object.assign(new Error('Out of stock'), { code: 'TOOL_FAILED' });
  if (name === 'echo') return { args };
  return {
    items: [
      { id: 1, price: 5 },
      { id: 2, price: 50 },
      { id: 3, price: 7 },
    ],
  };
};

function run(code: string, options: Partial<RunCodeOptions> = {}) {
  return runCode({ code, tools, callTool, ...options });
}

/** Runs `code`, expects it to end with `code` as error code, then checks a next run still works. */
async function expectContained(code: string, errorCode: string, options: Partial<RunCodeOptions> = {}) {
  const error = await run(code, options).catch((thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(CodeRunError);
  expect((error as CodeRunError).code).toBe(errorCode);
  expect(String((error as Error).message)).not.toContain(secret);
  await expect(run('const { items } = await shop.list_items(); return items.length;')).resolves.toMatchObject(
    {
      returned: '3',
    },
  );
  return error as CodeRunError;
}

describe('runCode', () => {
  it('runs TypeScript that calls tools, and answers with what it printed and returned', async () => {
    const result = await run(`
      interface Item { id: number; price: number }
      const { items } = (await shop.list_items({})) as { items: Item[] };
      const cheap: Item[] = items.filter((item) => item.price < 10);
      console.log('cheap:', cheap.length);
      return cheap.map((item) => item.id);`);
    expect(result).toEqual({ printed: 'cheap: 2', returned: '[\n  1,\n  3\n]', toolCalls: 1 });
  });

  it('turns a failed tool call into an error the code catches, with its code', async () => {
    const result = await run(`
      try { await shop.buy({ id: 1 }); } catch (error) { return [error.name, error.message, error.code]; }`);
    expect(JSON.parse(result.returned ?? '')).toEqual(['ToolError', 'Out of stock', 'TOOL_FAILED']);
  });

  it('passes the arguments as JSON, the parent call id and a live signal to the host', async () => {
    const seen: unknown[] = [];
    const result = await runCode({
      code: 'return (await tools.echo({ when: new Date(0), n: 1 })).args;',
      tools,
      parentCallId: 'call-7',
      callTool: async (name, args, options) => {
        seen.push([name, options.parentCallId, options.signal.aborted]);
        return callTool(name, args, options);
      },
    });
    expect(JSON.parse(result.returned ?? '')).toEqual({ when: '1970-01-01T00:00:00.000Z', n: 1 });
    expect(seen).toEqual([['echo', 'call-7', false]]);
  });

  it('cancels the tool calls it waits on when the run is cancelled', async () => {
    const abort = new AbortController();
    let inner: AbortSignal | undefined;
    const running = runCode({
      code: 'await tools.echo({}); return "finished";',
      tools,
      signal: abort.signal,
      callTool: (_name, _args, options) => {
        inner = options.signal;
        abort.abort();
        return new Promise((_resolve, reject) =>
          options.signal.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      },
    });
    await expect(running).rejects.toMatchObject({ code: 'CODE_CANCELLED' });
    expect(inner?.aborted).toBe(true);
  });

  it('names the line of code that does not parse', async () => {
    const error = await expectContained('const a = 1;\nlet b: = 2;', 'CODE_SYNTAX_ERROR');
    expect(error.line).toBe(2);
  });
});
