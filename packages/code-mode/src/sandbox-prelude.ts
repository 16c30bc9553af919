/**
 * The JavaScript run in a fresh sandbox before the code: a function of the two host functions (`call`,
 * `print`) and the tool bindings (as JSON), which installs `console` and one namespace of async functions
 * per toolset, and returns the function that turns the code's result into text. Only strings cross the
 * boundary: arguments go out as JSON text and results come back as JSON text, so no host object, and no
 * prototype of one, is ever reachable from the code.
 */
export const sandboxPrelude = `(call, print, bindingsJson) => {
  'use strict';
  const format = (value) => {
    if (typeof value === 'string') return value;
    if (value instanceof Error) return String(value);
    try {
      const text = JSON.stringify(value, null, 2);
      return text === undefined ? String(value) : text;
    } catch {
      return String(value);
    }
  };
  const log = (...values) => { print(values.map(format).join(' ')); };
  globalThis.console = Object.freeze({ log, info: log, warn: log, error: log, debug: log });
  for (const [name, namespace, identifier] of JSON.parse(bindingsJson)) {
    const space = globalThis[namespace] ?? (globalThis[namespace] = {});
    space[identifier] = async (args) =>
      JSON.parse(await call(name, JSON.stringify(args === undefined ? {} : args)));
  }
  return (value) => (value === undefined ? undefined : format(value));
}`;
