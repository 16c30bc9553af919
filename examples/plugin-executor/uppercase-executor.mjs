// A third-party executor: a plain module (no package, no dependency) that MCIClient accepts as it is.
// Tools use it with `"execution": { "type": "uppercase", "text": "..." }`.

/**
 * The errors of its calls. Errors follow the MCI convention: a class per thing that failed, carrying a
 * stable `code` that the executor declares in `errorCodes`; a cancelled call and a call after close()
 * carry the codes every executor uses for them. A published executor throws `CallCancelledError` and
 * `ExecutorClosedError` of @mci/executor-kit; this module has no dependency, so it extends Error.
 */
export class UppercaseCallError extends Error {
  constructor(code, message) {
    super(message);
    this.name = 'UppercaseCallError';
    this.code = code;
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
      CALL_CANCELLED: { stage: 'call', meaning: "The call's signal was aborted (the caller cancelled it)" },
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
    async execute({ config, context, signal }) {
      // A closed executor runs nothing more, and a cancelled call nothing at all.
      if (closed) throw new UppercaseCallError('EXECUTOR_CLOSED', 'the "uppercase" executor is closed');
      if (signal.aborted) throw new UppercaseCallError('CALL_CANCELLED', 'the call was cancelled');
      const text = context.renderString(config.text).toUpperCase();
      return { isError: false, content: [{ type: 'text', text }] };
    },
    // Called by client.close(): release what the executor holds (nothing here) and refuse later calls.
    async close() {
      closed = true;
    },
  };
}
