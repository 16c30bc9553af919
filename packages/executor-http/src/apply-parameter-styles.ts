import type { HttpParameterStyles } from '@mci/schema/internal';
import { appendFields, toFieldValues } from './encode-values.js';
import {
  serializeHeaderParameter,
  serializePathParameter,
  serializeQueryParameter,
} from './serialize-parameter.js';

type Fields = Readonly<Record<string, unknown>>;

/** Appends rendered query parameters: those with a style as that style says, the others by default. */
export function appendQueryParameters(
  target: URLSearchParams,
  fields: unknown,
  styles: HttpParameterStyles['params'],
): void {
  if (styles === undefined || fields === null || typeof fields !== 'object') {
    appendFields(target, fields);
    return;
  }
  for (const [name, value] of Object.entries(fields)) {
    const style = styles[name];
    if (style === undefined) appendFields(target, { [name]: value });
    else for (const [key, text] of serializeQueryParameter(name, value, style)) target.append(key, text);
  }
}

/** Path parameter values with a style, already serialised and percent-encoded; the others as given. */
export function styledPathValues(
  values: Fields,
  styles: HttpParameterStyles['pathParams'],
): { values: Fields; encoded: ReadonlySet<string> } {
  if (styles === undefined) return { values, encoded: new Set() };
  const result: Record<string, unknown> = { ...values };
  for (const [name, style] of Object.entries(styles))
    result[name] = serializePathParameter(name, values[name], style);
  return { values: result, encoded: new Set(Object.keys(styles)) };
}

/** The values one rendered header sends: with a style as one `simple` value, else one per item. */
export function headerValues(name: string, value: unknown, styles: HttpParameterStyles['headers']): string[] {
  const style = styles?.[name];
  if (style === undefined) return toFieldValues(value);
  const text = serializeHeaderParameter(value, style);
  return text === undefined ? [] : [text];
}

/**
 * The `Cookie` header of rendered cookies (`a=1; b=2`), each cookie under OpenAPI 3's `form` style (its
 * default explode true unless styled), values percent-encoded. Undefined when no cookie has a value.
 */
export function cookieHeader(cookies: unknown, styles: HttpParameterStyles['cookies']): string | undefined {
  if (cookies === null || typeof cookies !== 'object') return undefined;
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(cookies)) {
    const entries = serializeQueryParameter(name, value, styles?.[name] ?? { style: 'form' });
    for (const [key, text] of entries) pairs.push(`${key}=${encodeURIComponent(text)}`);
  }
  return pairs.length === 0 ? undefined : pairs.join('; ');
}

/**
 * The query with each space written `%20` instead of `+` (a literal `+` is already `%2B`), as OpenAPI's
 * `spaceDelimited` style writes it and validators expect it.
 */
export function spacesAsPercent20(search: string): string {
  return search.replace(/\+/g, '%20');
}
