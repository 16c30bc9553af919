import type { HttpAuth, ToolAnnotations } from '@mci/schema';
import { convertSchema, isReadOnly } from './convert-schema.js';
import type { ApiOperation, ApiParameter } from './read-api-description.js';

type JsonObject = Record<string, unknown>;

const IGNORED_HEADERS = new Set(['accept', 'content-type', 'authorization']);

/** An http tool of an imported toolset, as written to the file. */
export interface ImportedTool {
  name: string;
  title?: string;
  description: string;
  tags: string[];
  annotations: ToolAnnotations;
  inputSchema: { type: 'object'; properties: Record<string, JsonObject>; required?: string[] };
  execution: {
    type: 'http';
    method: string;
    url: string;
    pathParams?: Record<string, string>;
    params?: Record<string, string>;
    headers?: Record<string, string>;
    body?: { type: 'json' | 'form' | 'raw'; content: unknown };
    auth?: HttpAuth;
  };
}

/**
 * Builds the http tool of one operation. Every parameter and body property becomes a prop whose name
 * templates can address (`[A-Za-z0-9_]`, made unique); path parameters go through `pathParams` (percent-
 * encoded segments), query parameters through `params`, headers through `headers`, all as whole-value
 * placeholders so optional ones not given are left out. A JSON body uses `{!! !!}` so types survive.
 */
export function buildTool(
  operation: ApiOperation,
  fields: { name: string; baseUrl: string; auth: HttpAuth | undefined },
): ImportedTool {
  const properties: Record<string, JsonObject> = {};
  const required: string[] = [];
  const addProp = (wanted: string, location: string, schema: JsonObject, isRequired: boolean) => {
    const name = uniquePropName(wanted, location, properties);
    properties[name] = schema;
    if (isRequired) required.push(name);
    return name;
  };

  const pathParams: Record<string, string> = {};
  const params: Record<string, string> = {};
  const headers: Record<string, string> = {};
  let urlPath = operation.path;
  for (const parameter of operation.parameters) {
    if (parameter.in === 'cookie') continue;
    // OpenAPI says these header parameters are ignored: the body type and the auth scheme set them.
    if (parameter.in === 'header' && IGNORED_HEADERS.has(parameter.name.toLowerCase())) continue;
    // A path parameter the path does not hold has nothing to fill: it is left out.
    if (parameter.in === 'path' && !urlPath.includes(`{${parameter.name}}`)) continue;
    const prop = addProp(parameter.name, parameter.in, parameterSchema(parameter), parameter.required);
    if (parameter.in === 'path') {
      const key = parameter.name.replace(/[{}/]/g, '_');
      urlPath = urlPath.split(`{${parameter.name}}`).join(`{${key}}`);
      pathParams[key] = `{!! props.${prop} !!}`;
    } else if (parameter.in === 'query') params[parameter.name] = `{!! props.${prop} !!}`;
    else headers[parameter.name] = `{{props.${prop}}}`;
  }

  let body: ImportedTool['execution']['body'];
  const requestBody = operation.body;
  if (requestBody) {
    const schema = convertSchema(requestBody.schema);
    const bodyProperties = objectProperties(requestBody.schema);
    if (requestBody.kind !== 'raw' && bodyProperties) {
      const bodyRequired = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
      const content: Record<string, string> = {};
      for (const [name, property] of Object.entries(bodyProperties)) {
        if (isReadOnly(property)) continue;
        const propertySchema = (schema.properties as Record<string, JsonObject>)[name] ?? {};
        const prop = addProp(name, 'body', propertySchema, requestBody.required && bodyRequired.has(name));
        content[name] = `{!! props.${prop} !!}`;
      }
      body = { type: requestBody.kind, content };
    } else {
      const description = requestBody.description ?? schema.description;
      const prop = addProp(
        'body',
        'body',
        description ? { ...schema, description } : schema,
        requestBody.required,
      );
      body = {
        type: requestBody.kind,
        content: requestBody.kind === 'raw' ? `{{props.${prop}}}` : `{!! props.${prop} !!}`,
      };
    }
    const defaultType = { json: 'application/json', form: 'application/x-www-form-urlencoded', raw: '' };
    if (
      !requestBody.mediaType.startsWith(defaultType[requestBody.kind] || '\0') &&
      requestBody.mediaType !== '*/*'
    )
      headers['Content-Type'] = requestBody.mediaType;
  }

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
      ...(required.length > 0 ? { required } : {}),
    },
    execution: {
      type: 'http',
      method,
      url: joinUrl(fields.baseUrl, urlPath),
      ...(Object.keys(pathParams).length > 0 ? { pathParams } : {}),
      ...(Object.keys(params).length > 0 ? { params } : {}),
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
      ...(body ? { body } : {}),
      ...(fields.auth ? { auth: fields.auth } : {}),
    },
  };
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

function parameterSchema(parameter: ApiParameter): JsonObject {
  const schema = convertSchema(parameter.schema);
  return parameter.description && schema.description === undefined
    ? { ...schema, description: parameter.description }
    : schema;
}

/** The properties of a body schema that is an object with named properties (merging `allOf` parts). */
function objectProperties(schema: unknown): Record<string, unknown> | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const source = schema as JsonObject;
  if (source.type !== undefined && source.type !== 'object') return undefined;
  if (typeof source.properties === 'object' && source.properties !== null && !source.oneOf && !source.anyOf)
    return source.properties as Record<string, unknown>;
  return undefined;
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
