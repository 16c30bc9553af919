import type { ExecutionContext, ExecutionResult, ExecutorV1 } from '@mci/schema';
import { afterEach, describe, expect, it } from 'vitest';

/** What the suite runs an executor with. */
export interface ExecutorV1Fixtures {
  /** The `execution.type` the executor serves. */
  readonly type: string;
  /** An `execution` object, as in a file, that `parseConfig` accepts and whose call succeeds. */
  readonly execution: unknown;
  /** An `execution` object that `parseConfig` must refuse. */
  readonly invalidExecution: unknown;
  /** A fresh context per call, e.g. `createTestExecutionContext()` of `@mci/client/testing`. */
  readonly context: () => ExecutionContext;
  /**
   * An `execution` whose call runs until its signal aborts (a long command, a server that never answers).
   * With it the suite also checks that cancelling a call and `close()` stop it.
   */
  readonly slowExecution?: unknown;
  /**
   * An `execution` whose call fails (a missing file, a refused connection, a failing command). With it the
   * suite also checks that the error follows the error convention: an `Error` whose `code` the executor
   * declares in `errorCodes`, whose message holds no stack.
   */
  readonly failingExecution?: unknown;
}

type Create = () => ExecutorV1 | Promise<ExecutorV1>;

/**
 * The conformance suite of the executor contract (`ExecutorV1`), as vitest tests: call it at the top level
 * of a test file with a factory of your executor and its fixtures. Every MCI executor runs it.
 */
export function describeExecutorV1(create: Create, fixtures: ExecutorV1Fixtures): void {
  describe(`ExecutorV1 conformance of the "${fixtures.type}" executor`, () => {
    const made: ExecutorV1[] = [];
    const make = async () => {
      const executor = await create();
      made.push(executor);
      return executor;
    };
    afterEach(async () => {
      await Promise.all(made.splice(0).map((executor) => executor.close?.()));
    });
    describeShape(make, fixtures);
    describeClose(make, fixtures);
    // `in`, not a read: fixtures may be getters that can only answer once a test server runs.
    if ('slowExecution' in fixtures) describeCancellation(make, fixtures);
    if ('failingExecution' in fixtures) describeFailure(make, fixtures);
  });
}

function call(executor: ExecutorV1, execution: unknown, fixtures: ExecutorV1Fixtures, signal: AbortSignal) {
  const config = Object.freeze(executor.parseConfig(execution));
  return executor.execute({ config, context: fixtures.context(), signal });
}

function describeShape(make: () => Promise<ExecutorV1>, fixtures: ExecutorV1Fixtures): void {
  it('declares specification v1, its type and the three functions', async () => {
    const executor = await make();
    expect(executor.specificationVersion).toBe('v1');
    expect(executor.type).toBe(fixtures.type);
    expect(typeof executor.parseConfig).toBe('function');
    expect(typeof executor.execute).toBe('function');
    expect(typeof executor.close).toBe('function');
  });

  it('declares the codes its errors carry in errorCodes, EXECUTOR_CLOSED among them', async () => {
    const executor = await make();
    expect(executor.errorCodes).toHaveProperty('EXECUTOR_CLOSED');
    for (const info of Object.values(executor.errorCodes ?? {})) {
      expect(['call', 'load']).toContain(info.stage);
      expect(info.meaning).not.toBe('');
    }
  });

  it('parses a valid execution into a config of its type, and refuses an invalid one with an Error', async () => {
    const executor = await make();
    expect(executor.parseConfig(fixtures.execution)).toMatchObject({ type: fixtures.type });
    expect(() => executor.parseConfig(fixtures.invalidExecution)).toThrow(Error);
  });

  it('runs a call into an ExecutionResult without changing the frozen config', async () => {
    const executor = await make();
    const result: ExecutionResult = await call(
      executor,
      fixtures.execution,
      fixtures,
      new AbortController().signal,
    );
    expect(result.isError).toBe(false);
    expect(Array.isArray(result.content)).toBe(true);
    expect(result.content.length).toBeGreaterThan(0);
  });

  it('runs calls concurrently, each with its own result', async () => {
    const executor = await make();
    const signal = new AbortController().signal;
    const results = await Promise.all(
      [1, 2, 3].map(() => call(executor, fixtures.execution, fixtures, signal)),
    );
    for (const result of results) expect(result.content).toEqual(results[0]?.content);
  });
}

function describeClose(make: () => Promise<ExecutorV1>, fixtures: ExecutorV1Fixtures): void {
  it('refuses calls after close() with the code EXECUTOR_CLOSED, and closes twice without harm', async () => {
    const executor = await make();
    await executor.close?.();
    await executor.close?.();
    const later = call(executor, fixtures.execution, fixtures, new AbortController().signal);
    await expect(later).rejects.toMatchObject({ code: 'EXECUTOR_CLOSED' });
  });
}

/** The error convention: an `Error` with a declared, stable `code` and a message for people. */
function expectDeclaredError(executor: ExecutorV1, error: unknown): void {
  expect(error).toBeInstanceOf(Error);
  const { code, message } = error as Error & { code?: unknown };
  expect(typeof code).toBe('string');
  expect(Object.keys(executor.errorCodes ?? {})).toContain(code);
  expect(message).not.toMatch(/\n\s+at /);
}

function describeFailure(make: () => Promise<ExecutorV1>, fixtures: ExecutorV1Fixtures): void {
  it('throws a failed call as an Error with a code it declares in errorCodes', async () => {
    const executor = await make();
    const failing = call(executor, fixtures.failingExecution, fixtures, new AbortController().signal);
    const error = await failing.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expectDeclaredError(executor, error);
  });
}

function describeCancellation(make: () => Promise<ExecutorV1>, fixtures: ExecutorV1Fixtures): void {
  it("stops a running call when the caller's signal aborts", async () => {
    const executor = await make();
    const controller = new AbortController();
    const running = call(executor, fixtures.slowExecution, fixtures, controller.signal);
    const settled = running.then(
      (result) => ({ result }),
      (error: unknown) => ({ error }),
    );
    setTimeout(() => controller.abort(new Error('cancelled by the test')), 100);
    const outcome = await settled;
    expect('error' in outcome || ('result' in outcome && outcome.result.isError)).toBe(true);
    if ('error' in outcome) expectDeclaredError(executor, outcome.error);
  });

  it('stops running calls on close(), which resolves once they have settled', async () => {
    const executor = await make();
    const running = call(executor, fixtures.slowExecution, fixtures, new AbortController().signal);
    const settled = running.then(
      (result) => ({ result }),
      (error: unknown) => ({ error }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await executor.close?.();
    const outcome = await Promise.race([settled, Promise.resolve('still running' as const)]);
    expect(outcome).not.toBe('still running');
  });
}
