import { type CompiledTemplate, compileTemplate } from './compile-template.js';
import { ABSENT } from './render-nodes.js';
import type { RenderOptions, TemplateContext } from './render-options.js';
import { Template } from './template.js';
import { TemplateError } from './template-error.js';

const PLACEHOLDERS_ONLY = { directives: false } as const;

type ValueOptions = RenderOptions & { cache?: ReadonlyMap<string, CompiledTemplate> };

/**
 * Renders every string inside a value with placeholders only (`@` is plain text), deep through arrays and
 * plain objects, into new arrays and objects; the input is never mutated. A string that is exactly one
 * `{!! path !!}` becomes the native value. An object entry or array item whose whole string is one
 * placeholder of an optional absent path is left out; at the top level such a string gives `undefined`.
 * `cache` holds strings compiled ahead (with directives off); it is only read: a string it lacks is
 * compiled for this call and not stored, so a cache shared by concurrent calls never changes or grows.
 */
export function renderValue(value: unknown, context: TemplateContext, options?: ValueOptions): unknown {
  const rendered = renderAny(value, context, options, []);
  return rendered === ABSENT ? undefined : rendered;
}

function renderAny(
  value: unknown,
  context: TemplateContext,
  options: ValueOptions | undefined,
  parents: object[],
): unknown {
  if (typeof value === 'string') return renderString(value, context, options);
  if (typeof value !== 'object' || value === null) return value;
  const isArray = Array.isArray(value);
  const prototype: unknown = Object.getPrototypeOf(value);
  if (!isArray && prototype !== Object.prototype && prototype !== null) return value;
  if (parents.includes(value)) {
    throw new TemplateError(
      'TEMPLATE_INVALID_VALUE',
      'Cannot render a value that contains itself (a circular structure)',
      {
        line: 1,
        column: 1,
        snippet: '',
      },
    );
  }
  parents.push(value);
  try {
    if (isArray) {
      const items: unknown[] = [];
      for (const item of value) {
        const rendered = renderAny(item, context, options, parents);
        if (rendered !== ABSENT) items.push(rendered);
      }
      return items;
    }
    const source = value as Record<string, unknown>;
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(source)) {
      const rendered = renderAny(source[key], context, options, parents);
      if (rendered === ABSENT) continue;
      if (key === '__proto__') {
        Object.defineProperty(result, key, {
          value: rendered,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      } else {
        result[key] = rendered;
      }
    }
    return result;
  } finally {
    parents.pop();
  }
}

function renderString(text: string, context: TemplateContext, options: ValueOptions | undefined): unknown {
  const template = compileCached(text, options?.cache);
  return template instanceof Template
    ? template.renderEntry(context, options)
    : template.render(context, options);
}

function compileCached(
  text: string,
  cache: ReadonlyMap<string, CompiledTemplate> | undefined,
): CompiledTemplate {
  return cache?.get(text) ?? compileTemplate(text, PLACEHOLDERS_ONLY);
}
