import { HTTP_PARAMETER_STYLES, type HttpParameterStyle } from '@mci/schema/internal';
import type { ApiParameter } from './read-api-description.js';

type JsonObject = Record<string, unknown>;

/** OpenAPI says these header parameters are ignored: the body type and the auth scheme set them. */
const IGNORED_HEADERS = new Set(['accept', 'content-type', 'authorization']);

/** Where each parameter goes in an http tool, with the styles of those that need one. */
export interface ParameterFields {
  urlPath: string;
  pathParams: Record<string, unknown>;
  params: Record<string, unknown>;
  headers: Record<string, unknown>;
  cookies: Record<string, unknown>;
  styles: { params: StyleMap; pathParams: StyleMap; headers: StyleMap; cookies: StyleMap };
}

type StyleMap = Record<string, HttpParameterStyle>;

/**
 * Places each parameter: path parameters in `pathParams` (the `{name}` of the path renamed to a key
 * without `{`, `}` or `/`), query in `params`, header in `headers`, cookie in `cookies`, each as a whole-
 * value placeholder of its prop (`addProp` gives the prop name), so optional ones not given are left out.
 * A parameter gets a style when the document gives one or its value can be an array or object. One
 * defined by `content` (a media type) is a `{{ }}` placeholder: its value as one text, JSON for an array
 * or object, so `filter={"a":1}`.
 */
export function buildParameters(
  path: string,
  parameters: readonly ApiParameter[],
  addProp: (parameter: ApiParameter) => { prop: string; schema: JsonObject },
): ParameterFields {
  const fields: ParameterFields = {
    urlPath: path,
    pathParams: {},
    params: {},
    headers: {},
    cookies: {},
    styles: { params: {}, pathParams: {}, headers: {}, cookies: {} },
  };
  const target = { path: 'pathParams', query: 'params', header: 'headers', cookie: 'cookies' } as const;
  for (const parameter of parameters) {
    if (parameter.in === 'header' && IGNORED_HEADERS.has(parameter.name.toLowerCase())) continue;
    // A path parameter the path does not hold has nothing to fill: it is left out.
    if (parameter.in === 'path' && !fields.urlPath.includes(`{${parameter.name}}`)) continue;
    const { prop, schema } = addProp(parameter);
    let key = parameter.name;
    if (parameter.in === 'path') {
      key = parameter.name.replace(/[{}/]/g, '_');
      fields.urlPath = fields.urlPath.split(`{${parameter.name}}`).join(`{${key}}`);
    }
    const location = target[parameter.in];
    // A parameter defined by `content` is one text: an array or object written as JSON (as `{{ }}` renders it).
    if (parameter.mediaType !== undefined) {
      fields[location][key] = `{{props.${prop}}}`;
      continue;
    }
    const structured = isStructured(schema);
    fields[location][key] =
      parameter.in === 'header' && !structured ? `{{props.${prop}}}` : `{!! props.${prop} !!}`;
    if (parameter.style !== undefined || parameter.explode !== undefined || structured)
      fields.styles[location][key] = {
        ...(parameter.style !== undefined &&
          (HTTP_PARAMETER_STYLES[location] as readonly string[]).includes(parameter.style) && {
            style: parameter.style,
          }),
        ...(parameter.explode !== undefined && { explode: parameter.explode }),
      };
  }
  return fields;
}

/** Whether a converted schema may hold an array or object (a `$ref` or combination may). */
function isStructured(schema: JsonObject): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('array') || types.includes('object')) return true;
  if (schema.type !== undefined) return false;
  return ['$ref', 'properties', 'items', 'allOf', 'anyOf', 'oneOf'].some((keyword) => keyword in schema);
}
