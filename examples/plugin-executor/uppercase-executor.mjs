// A third-party executor: a plain module (no package, no dependency) that MCIClient accepts as it is.
// Tools use it with `"execution": { "type": "uppercase", "text": "..." }`.

/**
 * Makes an executor (the ExecutorV1 contract of @mci/schema) for the execution type "uppercase": it renders
 * `text` with the call's placeholders and returns it in upper case.
 */
export function createUppercaseExecutor() {
  let closed = false;
  return {
    specificationVersion: 'v1',
    type: 'uppercase',
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
      if (closed)
        throw Object.assign(new Error('the "uppercase" executor is closed'), { code: 'EXECUTOR_CLOSED' });
      const text = context.renderString(config.text).toUpperCase();
      return { isError: false, content: [{ type: 'text', text }] };
    },
    // Called by client.close(): release what the executor holds (nothing here) and refuse later calls.
    async close() {
      closed = true;
    },
  };
}
