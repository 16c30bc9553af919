import { describe, expect, it } from 'vitest';
import { CodeRunError } from './code-run-error.js';
import { type HostCallTool, type RunCodeOptions, runCode } from './run-code.js';

// Each case is code a model (or an attacker steering one) could send to `execute`: it must end with the
// error of the limit it hits or a plain failure, never reach the host, and the next run must still work.

const secret = 'sk-live-0123456789abcdef';
process.env.CODE_MODE_TEST_SECRET = secret;
const tools = [{ name: 'list-items', toolset: 'shop' }];
const hostObject = { items: [{ id: 1 }] };
const callTool: HostCallTool = async () => {
  const authorization = `Bearer ${secret}`;
  return authorization.length > 0 ? hostObject : null;
};
const small = { timeoutMs: 2000, memoryBytes: 16 * 1024 * 1024, maxToolCalls: 20, maxOutputChars: 10_000 };

async function contained(code: string, options: Partial<RunCodeOptions> = {}): Promise<CodeRunError> {
  const error = await runCode({ code, tools, callTool, limits: small, ...options }).catch(
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(CodeRunError);
  expect((error as Error).message).not.toContain(secret);
  const next = await runCode({ code: 'return (await shop.list_items()).items[0].id;', tools, callTool });
  expect(next.returned).toBe('1');
  return error as CodeRunError;
}

describe('the sandbox contains', () => {
  it('reading files: there is no fs, require or Node global', async () => {
    const error = await contained('return require("node:fs").readFileSync("/etc/passwd", "utf8");');
    expect(error.code).toBe('CODE_THREW');
    expect(error.message).toContain("'require' is not defined");
  });

  it('import of a module, static or dynamic', async () => {
    expect(
      (await contained('const fs = await import("node:fs"); return fs.readFileSync("/etc/passwd");')).message,
    ).toContain("could not load module 'node:fs'");
    const error = await contained(
      'import fs from "node:fs";\nreturn fs.readFileSync("/etc/passwd", "utf8");',
    );
    expect(error.code).toBe('CODE_SYNTAX_ERROR');
  });

  it('process, and the globals of Node and browsers', async () => {
    const result = await runCode({
      code: `return ['process', 'require', 'module', 'Buffer', 'fetch', 'XMLHttpRequest', 'WebSocket', 'setTimeout',
        'setInterval', 'queueMicrotask', 'std', 'os', 'Deno', 'Bun'].filter((name) => typeof globalThis[name] !== 'undefined');`,
      tools,
      callTool,
    });
    expect(result.returned).toBe('[]');
    expect((await contained('return process.env.CODE_MODE_TEST_SECRET;')).message).toContain(
      "'process' is not defined",
    );
  });

  it('network access', async () => {
    const error = await contained('return await fetch("http://127.0.0.1:1/");');
    expect(error.message).toContain("'fetch' is not defined");
  });

  it('prototype pollution of host objects: only JSON text crosses the boundary', async () => {
    const result = await runCode({
      code: `const answer = await shop.list_items();
        Object.getPrototypeOf(answer).polluted = 'yes';
        answer.items.__proto__.polluted = 'yes';
        Object.prototype.polluted = 'yes';
        shop.list_items.constructor.prototype.polluted = 'yes';
        const global = shop.list_items.constructor('return this')();
        return [typeof global.process, typeof global.require, ({}).polluted];`,
      tools,
      callTool,
    });
    expect(result.returned).toBe('[\n  "undefined",\n  "undefined",\n  "yes"\n]');
    expect(({} as { polluted?: string }).polluted).toBeUndefined();
    expect(([] as unknown as { polluted?: string }).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(hostObject)).toBe(Object.prototype);
    expect(Object.keys(hostObject)).toEqual(['items']);
  });

  it('reaching a secret: nothing reachable from the sandbox holds it', async () => {
    const result = await runCode({
      code: `const seen = new Set(); const found = [];
        const walk = (value, depth) => {
          if (value === null || (typeof value !== 'object' && typeof value !== 'function') || seen.has(value) || depth > 6) return;
          seen.add(value);
          for (const key of Reflect.ownKeys(value)) {
            let inner; try { inner = value[key]; } catch { continue; }
            if (typeof inner === 'string') found.push(inner);
            walk(inner, depth + 1);
          }
        };
        walk(globalThis, 0);
        walk(await shop.list_items(), 0);
        return found.join(' ');`,
      tools,
      callTool,
    });
    expect(result.returned).not.toContain(secret);
    expect(result.returned).not.toContain('Bearer');
  });

  it('an endless loop, with the time limit', async () => {
    const error = await contained('for (;;) {}', { limits: { ...small, timeoutMs: 100 } });
    expect(error.code).toBe('CODE_TIMEOUT');
    expect(error.message).toContain('100 ms');
  });

  it('an endless loop that catches what it can, with the time limit', async () => {
    const error = await contained('for (;;) { try { for (;;) {} } catch { } }', {
      limits: { ...small, timeoutMs: 100 },
    });
    expect(error.code).toBe('CODE_TIMEOUT');
  });

  it('an endless loop after a tool call, with the limit on computing at a stretch', async () => {
    const error = await contained('await shop.list_items(); for (;;) {}', {
      limits: { ...small, timeoutMs: 600_000, computeMs: 100 },
    });
    expect(error.code).toBe('CODE_COMPUTE_LIMIT');
    expect(error.message).toContain('more than 100 ms without waiting for a tool call');
  });

  it('a memory bomb, with the memory limit', { timeout: 600_000 }, async () => {
    // No time limit to speak of: the memory limit must be what ends it.
    const error = await contained('const all = []; for (;;) all.push(new Uint8Array(1 << 20));', {
      limits: { ...small, memoryBytes: 8 * 1024 * 1024, timeoutMs: 600_000 },
    });
    expect(error.code).toBe('CODE_MEMORY_LIMIT');
    expect(error.message).toContain('8 MiB');
  });

  it('a huge output, printed or returned, with the output limit', async () => {
    expect((await contained('for (;;) console.log("x".repeat(1000));')).code).toBe('CODE_OUTPUT_LIMIT');
    expect((await contained('for (;;) { try { console.log("x".repeat(1000)); } catch {} }')).code).toBe(
      'CODE_OUTPUT_LIMIT',
    );
    expect((await contained('return "x".repeat(20000);')).code).toBe('CODE_OUTPUT_LIMIT');
  });

  it('a tool call storm, with the tool call limit, caught or not', async () => {
    const error = await contained('for (;;) shop.list_items();');
    expect(error.code).toBe('CODE_TOOL_CALL_LIMIT');
    expect(error.message).toContain('20 tool calls');
    const caught = await contained('for (;;) { try { await shop.list_items(); } catch {} }');
    expect(caught.code).toBe('CODE_TOOL_CALL_LIMIT');
  });

  it('a promise that never settles', async () => {
    const error = await contained('await new Promise(() => {}); return "never";');
    expect(error.code).toBe('CODE_NEVER_SETTLED');
  });

  it('a tool call that never settles, with the time limit', async () => {
    const error = await contained('await shop.list_items(); return "never";', {
      callTool: () => new Promise(() => {}),
      limits: { ...small, timeoutMs: 100 },
    });
    expect(error.code).toBe('CODE_TIMEOUT');
  });

  it('a throw of a value that is not an Error', async () => {
    const error = await contained('throw { toString() { return "boom"; }, secret: 1 };');
    expect(error.code).toBe('CODE_THREW');
    expect(error.message).toContain('not an Error');
    expect((await contained('throw null;')).message).toContain('not an Error: null');
  });

  it('deep recursion, as an error the code could have caught', async () => {
    const error = await contained('const f = (n) => f(n + 1) + 1; return f(0);');
    expect(error.code).toBe('CODE_THREW');
    expect(error.message).toMatch(/stack overflow/i);
  });
});
