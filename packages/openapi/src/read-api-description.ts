type JsonObject = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'] as const;
export type ApiMethod = (typeof METHODS)[number];

export interface ApiParameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required: boolean;
  readonly description: string | undefined;
  /** The parameter's schema (OpenAPI 3), or a schema built from a Swagger 2.0 parameter's own fields. */
  readonly schema: unknown;
  /** OpenAPI 3 `style` (or the one Swagger 2.0's `collectionFormat` means), when given. */
  readonly style: string | undefined;
  readonly explode: boolean | undefined;
  /** The media type of a parameter defined by `content` instead of `schema` (e.g. `application/json`). */
  readonly mediaType?: string;
}

export interface ApiBody {
  readonly required: boolean;
  readonly description: string | undefined;
  /**
   * json: any JSON media type; form: application/x-www-form-urlencoded; multipart: multipart/form-data;
   * raw: text/* and XML; binary: any other media type (bytes).
   */
  readonly kind: 'json' | 'form' | 'multipart' | 'raw' | 'binary';
  readonly mediaType: string;
  readonly schema: unknown;
  /** OpenAPI 3 `encoding` of a form or multipart body: per property, `contentType`, `style`, `explode`. */
  readonly encoding?: Readonly<Record<string, unknown>>;
}

export interface ApiOperation {
  readonly method: ApiMethod;
  readonly path: string;
  readonly operationId: string | undefined;
  readonly summary: string | undefined;
  readonly description: string | undefined;
  readonly tags: readonly string[];
  /** Server URL of the operation (operation, then path, then document servers), variables filled. */
  readonly serverUrl: string | undefined;
  readonly parameters: readonly ApiParameter[];
  readonly body: ApiBody | undefined;
  /** Media types of a request body this importer cannot send (multipart, binary), when it has no other. */
  readonly unsupportedBody: readonly string[] | undefined;
  readonly security: ReadonlyArray<Readonly<Record<string, readonly string[]>>> | undefined;
}

export type ApiSecurityScheme =
  | { readonly type: 'apiKey'; readonly in: string; readonly name: string }
  | { readonly type: 'http'; readonly scheme: string }
  | { readonly type: 'oauth2'; readonly clientCredentials: { tokenUrl: string } | undefined }
  | { readonly type: 'openIdConnect' }
  | { readonly type: 'other'; readonly kind: string };

export interface ApiServer {
  readonly url: string;
  /** The URL with each variable replaced by its default (as operations' `serverUrl` hold it). */
  readonly filledUrl: string;
  readonly variables: ReadonlyArray<{ name: string; default: string; values: readonly string[] }>;
}

export interface ApiDescription {
  readonly title: string | undefined;
  readonly version: string | undefined;
  readonly description: string | undefined;
  readonly operations: readonly ApiOperation[];
  readonly securitySchemes: Readonly<Record<string, ApiSecurityScheme>>;
  /** The document's first server (OpenAPI 3): its URL as written (`{variables}` kept) and variables. */
  readonly server: ApiServer | undefined;
  /** Schemas of `components.schemas` (or Swagger's `definitions`) by object, with their names. */
  readonly namedSchemas: ReadonlyMap<object, string>;
}

/**
 * Reads the operations of a dereferenced OpenAPI 3.x or Swagger 2.0 document into one shape: Swagger's
 * body and formData parameters become a body, `host`/`basePath`/`schemes` a server URL,
 * `securityDefinitions` security schemes.
 */
export function readApiDescription(document: JsonObject): ApiDescription {
  const swagger2 = typeof document.swagger === 'string';
  const info = asObject(document.info);
  const paths = asObject(document.paths);
  const documentServer = swagger2 ? swaggerServer(document) : firstServer(document.servers);
  const documentConsumes = asStrings(document.consumes);
  const operations: ApiOperation[] = [];
  for (const [apiPath, pathValue] of Object.entries(paths)) {
    const pathItem = asObject(pathValue);
    const pathServer = swagger2 ? undefined : firstServer(pathItem.servers);
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (typeof operation !== 'object' || operation === null) continue;
      const op = operation as JsonObject;
      const parameters = mergeParameters(pathItem.parameters, op.parameters);
      const common = {
        method,
        path: apiPath,
        operationId: asString(op.operationId),
        summary: asString(op.summary),
        description: asString(op.description),
        tags: asStrings(op.tags),
        serverUrl: (swagger2 ? undefined : firstServer(op.servers)) ?? pathServer ?? documentServer,
        security: Array.isArray(op.security)
          ? (op.security as Array<Record<string, string[]>>)
          : Array.isArray(document.security)
            ? (document.security as Array<Record<string, string[]>>)
            : undefined,
      };
      operations.push({
        ...common,
        ...(swagger2
          ? swaggerParameters(
              parameters,
              asStrings(op.consumes).length ? asStrings(op.consumes) : documentConsumes,
            )
          : openApiParameters(parameters, op.requestBody)),
      });
    }
  }
  return {
    title: asString(info.title),
    version: asString(info.version),
    description: asString(info.description),
    operations,
    securitySchemes: swagger2
      ? mapObject(asObject(document.securityDefinitions), swaggerScheme)
      : mapObject(asObject(asObject(document.components).securitySchemes), openApiScheme),
    server: swagger2 ? undefined : describeServer(document.servers),
    namedSchemas: namedSchemas(swagger2 ? document.definitions : asObject(document.components).schemas),
  };
}

type ParameterPart = Pick<ApiOperation, 'parameters' | 'body' | 'unsupportedBody'>;

function openApiParameters(parameters: JsonObject[], requestBody: unknown): ParameterPart {
  const result = parameters.filter(isPlainParameter).map((parameter) => ({
    name: String(parameter.name),
    in: parameter.in as ApiParameter['in'],
    required: parameter.required === true || parameter.in === 'path',
    description: asString(parameter.description),
    schema: parameter.schema ?? firstMediaSchema(parameter.content),
    style: asString(parameter.style),
    explode: typeof parameter.explode === 'boolean' ? parameter.explode : undefined,
    ...(parameter.schema === undefined && { mediaType: Object.keys(asObject(parameter.content))[0] }),
  }));
  if (typeof requestBody !== 'object' || requestBody === null)
    return { parameters: result, body: undefined, unsupportedBody: undefined };
  const body = requestBody as JsonObject;
  const content = asObject(body.content);
  const mediaTypes = Object.keys(content);
  const chosen = chooseMediaType(mediaTypes);
  if (!chosen) return { parameters: result, body: undefined, unsupportedBody: mediaTypes };
  return {
    parameters: result,
    body: {
      required: body.required === true,
      description: asString(body.description),
      kind: chosen.kind,
      mediaType: chosen.mediaType,
      schema: asObject(content[chosen.mediaType]).schema,
      encoding: asObject(asObject(content[chosen.mediaType]).encoding),
    },
    unsupportedBody: undefined,
  };
}

function swaggerParameters(parameters: JsonObject[], consumes: string[]): ParameterPart {
  const plain = parameters.filter(isPlainParameter).map((parameter) => ({
    name: String(parameter.name),
    in: parameter.in as ApiParameter['in'],
    required: parameter.required === true || parameter.in === 'path',
    description: asString(parameter.description),
    schema: swaggerParameterSchema(parameter),
    ...collectionStyle(parameter.collectionFormat),
  }));
  const bodyParameter = parameters.find((parameter) => parameter.in === 'body');
  if (bodyParameter) {
    const mediaType = consumes.find((type) => chooseMediaType([type])?.kind === 'json') ?? 'application/json';
    return {
      parameters: plain,
      body: {
        required: bodyParameter.required === true,
        description: asString(bodyParameter.description),
        kind: 'json',
        mediaType,
        schema: bodyParameter.schema,
      },
      unsupportedBody: undefined,
    };
  }
  const formFields = parameters.filter((parameter) => parameter.in === 'formData');
  if (formFields.length === 0) return { parameters: plain, body: undefined, unsupportedBody: undefined };
  const multipart =
    formFields.some((field) => field.type === 'file') || consumes.includes('multipart/form-data');
  const properties: JsonObject = {};
  for (const field of formFields) properties[String(field.name)] = swaggerParameterSchema(field);
  const required = formFields.filter((field) => field.required === true).map((field) => String(field.name));
  return {
    parameters: plain,
    body: {
      required: required.length > 0,
      description: undefined,
      kind: multipart ? 'multipart' : 'form',
      mediaType: multipart ? 'multipart/form-data' : 'application/x-www-form-urlencoded',
      schema: { type: 'object', properties, required },
    },
    unsupportedBody: undefined,
  };
}

/** The OpenAPI 3 style a Swagger 2.0 `collectionFormat` means (csv when not given). */
function collectionStyle(format: unknown): Pick<ApiParameter, 'style' | 'explode'> {
  if (format === 'multi') return { style: 'form', explode: true };
  if (format === 'ssv') return { style: 'spaceDelimited', explode: false };
  if (format === 'pipes') return { style: 'pipeDelimited', explode: false };
  return { style: undefined, explode: false };
}

/** A Swagger 2.0 non-body parameter carries its schema fields itself. */
function swaggerParameterSchema(parameter: JsonObject): JsonObject {
  const { name, in: _in, required, allowEmptyValue, collectionFormat, ...schema } = parameter;
  return schema;
}

function isPlainParameter(parameter: JsonObject): boolean {
  return (
    typeof parameter.name === 'string' &&
    (parameter.in === 'path' ||
      parameter.in === 'query' ||
      parameter.in === 'header' ||
      parameter.in === 'cookie')
  );
}

/** Path-level parameters, replaced by operation parameters of the same name and location. */
function mergeParameters(pathLevel: unknown, operationLevel: unknown): JsonObject[] {
  const merged = new Map<string, JsonObject>();
  for (const list of [pathLevel, operationLevel]) {
    if (!Array.isArray(list)) continue;
    for (const parameter of list) {
      if (typeof parameter !== 'object' || parameter === null) continue;
      const value = parameter as JsonObject;
      merged.set(`${String(value.in)}:${String(value.name)}`, value);
    }
  }
  return [...merged.values()];
}

function chooseMediaType(mediaTypes: string[]): { kind: ApiBody['kind']; mediaType: string } | undefined {
  const kinds: Array<[ApiBody['kind'], (type: string) => boolean]> = [
    ['json', (type) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(type) || type === '*/*'],
    ['form', (type) => /^application\/x-www-form-urlencoded\b/i.test(type)],
    ['multipart', (type) => /^multipart\/form-data\b/i.test(type)],
    ['raw', (type) => /^text\/|[/+]xml\b/i.test(type)],
    ['binary', (type) => /^[\w.+-]+\/[\w.+-]+/.test(type)],
  ];
  for (const [kind, matches] of kinds) {
    const mediaType = mediaTypes.find(matches);
    if (mediaType) return { kind, mediaType };
  }
  return undefined;
}

function firstMediaSchema(content: unknown): unknown {
  const first = Object.values(asObject(content))[0];
  return asObject(first).schema;
}

/** The first server's URL with its variables replaced by their defaults. */
function firstServer(servers: unknown): string | undefined {
  if (!Array.isArray(servers) || servers.length === 0) return undefined;
  const server = asObject(servers[0]);
  const url = asString(server.url);
  if (url === undefined) return undefined;
  const variables = asObject(server.variables);
  return url.replace(/\{([^{}]+)\}/g, (whole, name: string) => {
    const value = asObject(variables[name]).default;
    return value === undefined ? whole : String(value);
  });
}

function describeServer(servers: unknown): ApiServer | undefined {
  if (!Array.isArray(servers) || servers.length === 0) return undefined;
  const server = asObject(servers[0]);
  const url = asString(server.url);
  const filledUrl = firstServer(servers);
  if (url === undefined || filledUrl === undefined) return undefined;
  const variables = Object.entries(asObject(server.variables)).map(([name, value]) => ({
    name,
    default: String(asObject(value).default ?? ''),
    values: asStrings(asObject(value).enum),
  }));
  return { url, filledUrl, variables };
}

/** Each named schema object with a unique name fit for `#/$defs/<name>`; an alias keeps the first name. */
function namedSchemas(schemas: unknown): Map<object, string> {
  const names = new Map<object, string>();
  const taken = new Set<string>();
  for (const [name, schema] of Object.entries(asObject(schemas))) {
    if (typeof schema !== 'object' || schema === null || names.has(schema)) continue;
    const base = name.replace(/[^A-Za-z0-9_.-]+/g, '_') || 'schema';
    let unique = base;
    for (let index = 2; taken.has(unique); index += 1) unique = `${base}_${index}`;
    taken.add(unique);
    names.set(schema, unique);
  }
  return names;
}

function swaggerServer(document: JsonObject): string | undefined {
  const host = asString(document.host);
  const basePath = asString(document.basePath) ?? '';
  if (!host) return basePath || undefined;
  const schemes = asStrings(document.schemes);
  const scheme = schemes.includes('https') ? 'https' : (schemes[0] ?? 'https');
  return `${scheme}://${host}${basePath}`;
}

function openApiScheme(value: unknown): ApiSecurityScheme {
  const scheme = asObject(value);
  switch (scheme.type) {
    case 'apiKey':
      return { type: 'apiKey', in: String(scheme.in), name: String(scheme.name) };
    case 'http':
      return { type: 'http', scheme: String(scheme.scheme).toLowerCase() };
    case 'oauth2': {
      const tokenUrl = asString(asObject(asObject(scheme.flows).clientCredentials).tokenUrl);
      return { type: 'oauth2', clientCredentials: tokenUrl ? { tokenUrl } : undefined };
    }
    case 'openIdConnect':
      return { type: 'openIdConnect' };
    default:
      return { type: 'other', kind: String(scheme.type) };
  }
}

function swaggerScheme(value: unknown): ApiSecurityScheme {
  const scheme = asObject(value);
  switch (scheme.type) {
    case 'apiKey':
      return { type: 'apiKey', in: String(scheme.in), name: String(scheme.name) };
    case 'basic':
      return { type: 'http', scheme: 'basic' };
    case 'oauth2': {
      const tokenUrl = asString(scheme.tokenUrl);
      return {
        type: 'oauth2',
        clientCredentials: scheme.flow === 'application' && tokenUrl ? { tokenUrl } : undefined,
      };
    }
    default:
      return { type: 'other', kind: String(scheme.type) };
  }
}

function mapObject<T>(object: JsonObject, convert: (value: unknown) => T): Record<string, T> {
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, convert(value)]));
}

function asObject(value: unknown): JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : {};
}

function asString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function asStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
