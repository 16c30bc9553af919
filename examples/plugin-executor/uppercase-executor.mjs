// A third-party executor: a plain module (no package, no dependency) that MCIClient accepts as it is.
// Tools use it with `"execution": { "type": "uppercase", "text": "..." }`.

/**
 * The error of a call made after close(). Errors follow the MCI convention: a class per thing that
 * failed, carrying a stable `code` that the executor declares in `errorCodes`. A published executor
 * extends `ToolExecutionError` of @mci/schema; this module has no dependency, so it extends Error.
 */
export class UppercaseClosedError extends Error {
  code = 'EXECUTOR_CLOSED';

  constructor() {
    super('the "uppercase" executor is closed');
    this.name = 'UppercaseClosedError';
  }
}

/**
 * Makes an executor (the ExecutorV1 contract of @mci/schema) for the execution type "uppercase": it renders
 * `text` with the call's placeholders and returns it in upper case.
 */
export function createUppercaseExecutor() {
  let closed = false;
  return {
    specificationVersion: 'v1',
    type: 'uppercase',
    // The codes its errors carry, for the documentation and the table of error codes.
    errorCodes: {
      EXECUTOR_CLOSED: {
        stage: 'call',
        meaning: 'The executor was closed (client.close()); it runs no more calls',
      },
    },
    // Runs once per tool when the file is loaded; a thrown error becomes a load error for that tool.
    parseConfig(execution) {
      if (typeof execution !== 'object' || execution === null || typeof execution.text !== 'string') {
        throw new Error('an "uppercase" execution needs a string "text"');
      }
      return { type: 'uppercase', text: execution.text };
    },
    // Runs for each call; the config is not rendered yet: render what you use through the context.
    async execute({ config, context }) {
      // A closed executor runs nothing more, and says so with the code every executor uses.
      if (closed) throw new UppercaseClosedError();
      const text = context.renderString(config.text).toUpperCase();
      return { isError: false, content: [{ type: 'text', text }] };
    },
    // Called by client.close(): release what the executor holds (nothing here) and refuse later calls.
    async close() {
      closed = true;
    },
  };
}
