import type { Content, ExecutionContext, ExecutorV1 } from '@mci/schema';
import { afterEach, describe, expect, it } from 'vitest';

/** The props of one call. */
type Props = Readonly<Record<string, unknown>>;

/** A call the suite makes: an `execution` object as in a file, and the props of the call. */
export interface ExecutorV1Call {
  readonly execution: unknown;
  readonly props?: Props;
}

/** A call that succeeds, and the content it must give, exactly. */
export interface ExecutorV1SuccessCall extends ExecutorV1Call {
  readonly content: readonly Content[];
}

/** A call that fails, and the code of its error, exactly. */
export interface ExecutorV1FailingCall extends ExecutorV1Call {
  readonly code: string;
}

/** A call that runs until its signal aborts (a long command, a server that never answers). */
export interface ExecutorV1SlowCall extends ExecutorV1Call {
  /**
   * Resolves once the next slow call has begun its work (the server got the request, the process
   * started): the suite cancels or closes then, never after a fixed wait. `createStartHook()` makes one.
   */
  readonly started: () => Promise<void>;
}

/** What the suite runs an executor with. Fixture fields may be getters (a test server's port comes late). */
export interface ExecutorV1Fixtures {
  /** The `execution.type` the executor serves. */
  readonly type: string;
  /** A fresh context per call with these props, e.g. `createTestExecutionContext({ props })`. */
  readonly context: (props: Props) => ExecutionContext;
  /**
   * At least two calls that succeed and give different content: each must give exactly its own, also
   * when they all run at once (so one call's answer in another's result shows).
   */
  readonly calls: readonly ExecutorV1SuccessCall[];
  /** An `execution` object that `parseConfig` must refuse. */
  readonly invalidExecution: unknown;
  /** Calls that fail (a missing file, a refused connection, a failing command), each with its code. */
  readonly failingCalls?: readonly ExecutorV1FailingCall[];
  /** With it the suite checks that cancelling a running call and `close()` stop it, with their codes. */
  readonly slowCall?: ExecutorV1SlowCall;
  /** A call that runs longer than its timeout: it must fail with `CALL_TIMEOUT`. */
  readonly timeoutCall?: ExecutorV1Call;
}

type Create = () => ExecutorV1 | Promise<ExecutorV1>;

/** How a call ended: its result, or what it threw. */
type Outcome = { readonly result: unknown } | { readonly error: unknown };

/**
 * The conformance suite of the executor contract (`ExecutorV1`), as vitest tests: call it at the top level
 * of a test file with a factory of your executor and its fixtures. Every MCI executor runs it. Results
 * and codes are compared exactly: a wrong answer, one call's answer in another's result, a missing or
 * wrong code, or a call that outlives `close()` fails it.
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
      await Promise.all(made.splice(0).map((executor) => executor.close()));
    });
    const run = (executor: ExecutorV1, call: ExecutorV1Call, signal: AbortSignal) =>
      settle(callOnce(executor, call, fixtures, signal));
    describeShape(make, fixtures);
    describeResults(make, run, fixtures);
    describeCancellation(make, run, fixtures);
    describeClose(make, run, fixtures);
  });
}

type Run = (executor: ExecutorV1, call: ExecutorV1Call, signal: AbortSignal) => Promise<Outcome>;

/** Calls with a deep-frozen config: an executor that changes it throws (ESM code is strict). */
function callOnce(
  executor: ExecutorV1,
  call: ExecutorV1Call,
  fixtures: ExecutorV1Fixtures,
  signal: AbortSignal,
) {
  const config = deepFreeze(executor.parseConfig(call.execution));
  return executor.execute({ config, context: fixtures.context(call.props ?? {}), signal });
}

function settle(promise: Promise<unknown>): Promise<Outcome> {
  return promise.then(
    (result) => ({ result }),
    (error: unknown) => ({ error }),
  );
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const entry of Object.values(value)) deepFreeze(entry);
  }
  return value;
}

/** A success with exactly this content. */
function expectContent(outcome: Outcome, content: readonly Content[]): void {
  expect('error' in outcome ? outcome.error : undefined).toBeUndefined();
  expect(outcome).toMatchObject({ result: { isError: false } });
  expect((outcome as { result: { content: unknown } }).result.content).toEqual(content);
}

/** The error convention: an `Error` with exactly this code, declared in `errorCodes`, with no stack in its message. */
function expectCode(executor: ExecutorV1, outcome: Outcome, code: string): void {
  expect('result' in outcome ? outcome.result : undefined).toBeUndefined();
  const error = (outcome as { error: unknown }).error;
  expect(error).toBeInstanceOf(Error);
  expect((error as { code?: unknown }).code).toBe(code);
  expect(Object.keys(executor.errorCodes)).toContain(code);
  expect((error as Error).message).not.toMatch(/\n\s+at /);
}

function describeShape(make: () => Promise<ExecutorV1>, fixtures: ExecutorV1Fixtures): void {
  it('declares specification v1, its type and the three functions', async () => {
    const executor = await make();
    expect(executor.specificationVersion).toBe('v1');
    expect(executor.type).toBe(fixtures.type);
    for (const name of ['parseConfig', 'execute', 'close'] as const) {
      expect(typeof executor[name]).toBe('function');
    }
  });

  it('declares the codes its errors carry, CALL_CANCELLED and EXECUTOR_CLOSED among them', async () => {
    const executor = await make();
    expect(Object.keys(executor.errorCodes)).toEqual(
      expect.arrayContaining(['CALL_CANCELLED', 'EXECUTOR_CLOSED']),
    );
    for (const info of Object.values(executor.errorCodes)) {
      expect(['call', 'load']).toContain(info.stage);
      expect(info.meaning).toMatch(/\S/);
    }
  });

  it('parses a valid execution into a config of its type, and refuses an invalid one with an Error', async () => {
    const executor = await make();
    for (const call of fixtures.calls) {
      expect(executor.parseConfig(call.execution)).toMatchObject({ type: fixtures.type });
    }
    expect(() => executor.parseConfig(fixtures.invalidExecution)).toThrow(Error);
  });
}

function describeResults(make: () => Promise<ExecutorV1>, run: Run, fixtures: ExecutorV1Fixtures): void {
  it('gives each call exactly its content, from a deep-frozen config', async () => {
    expect(fixtures.calls.length).toBeGreaterThanOrEqual(2);
    const executor = await make();
    for (const call of fixtures.calls) {
      expectContent(await run(executor, call, new AbortController().signal), call.content);
    }
  });

  it('runs different calls at once, each with its own content', async () => {
    const executor = await make();
    const signal = new AbortController().signal;
    // Every call twice, interleaved, all in flight together: a shared buffer or state shows up here.
    const calls = [...fixtures.calls, ...fixtures.calls];
    const outcomes = await Promise.all(calls.map((call) => run(executor, call, signal)));
    outcomes.forEach((outcome, index) => {
      expectContent(outcome, (calls[index] as ExecutorV1SuccessCall).content);
    });
  });

  it('throws a failed call as an Error with exactly its code, one it declares', async () => {
    const executor = await make();
    for (const call of fixtures.failingCalls ?? []) {
      expectCode(executor, await run(executor, call, new AbortController().signal), call.code);
    }
  });

  it.runIf('timeoutCall' in fixtures)('ends a call that runs too long with CALL_TIMEOUT', async () => {
    const executor = await make();
    const outcome = await run(executor, fixtures.timeoutCall as ExecutorV1Call, new AbortController().signal);
    expectCode(executor, outcome, 'CALL_TIMEOUT');
  });
}

function describeCancellation(make: () => Promise<ExecutorV1>, run: Run, fixtures: ExecutorV1Fixtures): void {
  it('refuses a call whose signal has already aborted with CALL_CANCELLED', async () => {
    const executor = await make();
    const controller = new AbortController();
    controller.abort(new Error('cancelled by the test'));
    expectCode(
      executor,
      await run(executor, fixtures.calls[0] as ExecutorV1Call, controller.signal),
      'CALL_CANCELLED',
    );
  });

  it.runIf('slowCall' in fixtures)(
    "stops a running call with CALL_CANCELLED when the caller's signal aborts, and not the others",
    async () => {
      const executor = await make();
      const slow = fixtures.slowCall as ExecutorV1SlowCall;
      const controller = new AbortController();
      const started = slow.started();
      const running = run(executor, slow, controller.signal);
      const other = run(executor, fixtures.calls[0] as ExecutorV1Call, new AbortController().signal);
      await started;
      controller.abort(new Error('cancelled by the test'));
      expectCode(executor, await running, 'CALL_CANCELLED');
      expectContent(await other, (fixtures.calls[0] as ExecutorV1SuccessCall).content);
    },
  );
}

function describeClose(make: () => Promise<ExecutorV1>, run: Run, fixtures: ExecutorV1Fixtures): void {
  it('refuses calls after close() with EXECUTOR_CLOSED, and closes twice without harm', async () => {
    const executor = await make();
    await executor.close();
    await executor.close();
    const later = await run(executor, fixtures.calls[0] as ExecutorV1Call, new AbortController().signal);
    expectCode(executor, later, 'EXECUTOR_CLOSED');
  });

  it.runIf('slowCall' in fixtures)(
    'ends running calls with EXECUTOR_CLOSED on close(), which resolves once they have ended',
    async () => {
      const executor = await make();
      const slow = fixtures.slowCall as ExecutorV1SlowCall;
      const started = slow.started();
      const running = run(executor, slow, new AbortController().signal);
      await started;
      await executor.close();
      // Once close() has resolved, the call has ended: nothing it waits for is left but its own settling.
      const stillRunning = new Promise<'still running'>((resolve) => setImmediate(resolve, 'still running'));
      const outcome = await Promise.race([running, stillRunning]);
      expect(outcome).not.toBe('still running');
      expectCode(executor, outcome as Outcome, 'EXECUTOR_CLOSED');
    },
  );
}
