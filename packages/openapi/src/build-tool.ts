import type { ToolAnnotations } from '@mci/schema';
import type { HttpAuth, HttpBody, HttpParameterStyle, ToolOutput } from '@mci/schema/internal';
import { buildBody } from './build-body.js';
import { buildParameters, type ParameterFields } from './build-parameters.js';
import type { SchemaConverter } from './convert-schema.js';
import type { AuthChoice } from './create-auth-resolver.js';
import { importedOutput } from './imported-output.js';
import type { ApiOperation } from './read-api-description.js';

type JsonObject = Record<string, unknown>;
type StyleMap = Record<string, HttpParameterStyle>;

/** An http tool of an imported toolset, as written to the file. */
export interface ImportedTool {
  name: string;
  title?: string;
  description: string;
  tags: string[];
  annotations: ToolAnnotations;
  inputSchema: {
    type: 'object';
    properties: Record<string, JsonObject>;
    required?: string[];
    /** Each entry: at least one of its props is required (a required file part: its path or base64). */
    allOf?: Array<{ anyOf: Array<{ required: string[] }> }>;
    $defs?: Record<string, JsonObject>;
  };
  execution: {
    type: 'http';
    method: string;
    url: string;
    pathParams?: Record<string, unknown>;
    params?: Record<string, unknown>;
    headers?: Record<string, unknown>;
    cookies?: Record<string, unknown>;
    styles?: Partial<Record<'params' | 'pathParams' | 'headers' | 'cookies', StyleMap>>;
    body?: HttpBody;
    auth?: HttpAuth;
  };
  /** Answers capped for a model, with an argument to project them (see `importedOutput`). */
  output: ToolOutput;
}

/**
 * Builds the http tool of one operation. Every parameter and body property becomes a prop whose name
 * templates can address (`[A-Za-z0-9_]`, made unique); see `buildParameters` and `buildBody`. The
 * names of the shared schemas the props use in full are added to `sharedDefs` (the toolset's `$defs`,
 * which the loader copies into each tool's schema); stubs of those further away are in the tool's own
 * `$defs`. Credentials of `auth` that are not MCI auth
 * (further API keys, cookie keys) join the headers, params and cookies.
 */
export function buildTool(operation: ApiOperation, fields: ToolFields): ImportedTool {
  const { properties, required, located, body } = collectProps(operation, fields.converter);
  const { full, stubs } = fields.converter.defsOf(Object.values(properties));
  for (const name of full) fields.sharedDefs.add(name);
  const $defs = Object.keys(stubs).length > 0 ? stubs : undefined;
  const method = operation.method.toUpperCase();
  const summary = operation.summary?.trim();
  const description = [summary, operation.description?.trim()].filter(Boolean).join('\n\n');
  return {
    name: fields.name,
    ...(summary ? { title: summary } : {}),
    description: description || `${method} ${operation.path}`,
    tags: [...operation.tags],
    annotations: annotationsFor(method, summary),
    inputSchema: {
      type: 'object',
      properties,
      ...(required.length > 0 && { required }),
      ...(body?.eitherRequired && {
        allOf: body.eitherRequired.map((names) => ({ anyOf: names.map((name) => ({ required: [name] })) })),
      }),
      ...($defs && { $defs }),
    },
    execution: toolExecution(method, fields, located, body),
    output: importedOutput(properties),
  };
}

/** What `buildTool` needs besides the operation. */
interface ToolFields {
  readonly name: string;
  readonly baseUrl: string;
  readonly auth: AuthChoice;
  readonly converter: SchemaConverter;
  readonly sharedDefs: Set<string>;
}

interface CollectedProps {
  readonly properties: Record<string, JsonObject>;
  readonly required: string[];
  readonly located: ParameterFields;
  readonly body: BuiltBody | undefined;
}

type BuiltBody = ReturnType<typeof buildBody>;

/** The props of the operation's parameters, then of its body, with the fields that send them. */
function collectProps(operation: ApiOperation, converter: SchemaConverter): CollectedProps {
  const properties: Record<string, JsonObject> = {};
  const required: string[] = [];
  const addProp = (wanted: string, schema: JsonObject, isRequired: boolean, location = 'body') => {
    const name = uniquePropName(wanted, location, properties);
    properties[name] = schema;
    if (isRequired) required.push(name);
    return name;
  };
  const convert = (schema: unknown) => converter.convert(schema);
  const located = buildParameters(operation.path, operation.parameters, (parameter) => {
    const converted = convert(parameter.schema);
    const schema =
      parameter.description && converted.description === undefined
        ? { ...converted, description: parameter.description }
        : converted;
    return { prop: addProp(parameter.name, schema, parameter.required, parameter.in), schema };
  });
  const body = operation.body ? buildBody(operation.body, convert, addProp) : undefined;
  return { properties, required, located, body };
}

function toolExecution(
  method: string,
  fields: ToolFields,
  located: ParameterFields,
  body: BuiltBody | undefined,
): ImportedTool['execution'] {
  const headers = { ...located.headers, ...fields.auth.headers };
  if (body?.contentType) headers['Content-Type'] = body.contentType;
  const styles = Object.fromEntries(
    Object.entries(located.styles).filter(([, map]) => Object.keys(map).length > 0),
  );
  return {
    type: 'http',
    method,
    url: joinUrl(fields.baseUrl, located.urlPath),
    ...nonEmpty('pathParams', located.pathParams),
    ...nonEmpty('params', { ...located.params, ...fields.auth.params }),
    ...nonEmpty('headers', headers),
    ...nonEmpty('cookies', { ...located.cookies, ...fields.auth.cookies }),
    ...nonEmpty('styles', styles),
    ...(body && { body: body.body }),
    ...(fields.auth.auth && { auth: fields.auth.auth }),
  };
}

function nonEmpty<K extends string>(
  key: K,
  value: Record<string, unknown>,
): Partial<Record<K, Record<string, unknown>>> {
  return Object.keys(value).length > 0 ? ({ [key]: value } as Record<K, Record<string, unknown>>) : {};
}

function annotationsFor(method: string, title: string | undefined): ToolAnnotations {
  const heading = title ? { title } : {};
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS')
    return { ...heading, readOnlyHint: true, openWorldHint: true };
  return {
    ...heading,
    readOnlyHint: false,
    destructiveHint: method === 'DELETE',
    idempotentHint: method === 'PUT' || method === 'DELETE',
    openWorldHint: true,
  };
}

/** A prop name that templates can address, unique among `taken`: `X-Request-Id` -> `X_Request_Id`. */
function uniquePropName(wanted: string, location: string, taken: Record<string, unknown>): string {
  const base = wanted.replace(/[^A-Za-z0-9_]/g, '_') || location;
  if (!(base in taken)) return base;
  const located = `${location}_${base}`;
  if (!(located in taken)) return located;
  let index = 2;
  while (`${located}_${index}` in taken) index += 1;
  return `${located}_${index}`;
}

function joinUrl(baseUrl: string, apiPath: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${apiPath.replace(/^\/+/, '')}`;
}
