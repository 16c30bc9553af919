import type {
  Client,
  Request,
  RequestMethod,
  RequestOptions,
  ResultTypeMap,
  StandardSchemaV1,
} from '@modelcontextprotocol/client';

/** The part of the SDK's era codec (`WireCodec`) that validates a result. */
interface ResultCodec {
  validateResult(
    method: string,
    raw: unknown,
  ): { ok: true; value: unknown } | { ok: false; reason: string; message?: string };
}

/**
 * The SDK's `Client` whose `tools/call` results are validated against the negotiated era's own
 * `CallToolResult` schema, given to `request()` as a Standard Schema made once per era. Without one, the
 * SDK first probes whether the era knows the method by validating `undefined` against that schema on
 * every request: a parse that fails and formats its error message, most of the CPU time of `callTool`.
 * Everything else `callTool` does (era gate, output-schema check, header mirroring) stays the SDK's.
 */
export function withToolCallSchema(Base: typeof Client): typeof Client {
  class ToolCallClient extends Base {
    override request<M extends RequestMethod>(
      request: { method: M; params?: Record<string, unknown> },
      options?: RequestOptions,
    ): Promise<ResultTypeMap[M]>;
    override request<T extends StandardSchemaV1>(
      request: Request,
      resultSchema: T,
      options?: RequestOptions,
    ): Promise<StandardSchemaV1.InferOutput<T>>;
    override request(
      request: Request,
      schemaOrOptions?: StandardSchemaV1 | RequestOptions,
      options?: RequestOptions,
    ): Promise<unknown> {
      if (isStandardSchema(schemaOrOptions)) return super.request(request, schemaOrOptions, options);
      if (request.method !== 'tools/call')
        return super.request(request as { method: RequestMethod }, schemaOrOptions);
      return super.request(request, toolCallResultSchema(this._wireCodec()), schemaOrOptions);
    }
  }
  return ToolCallClient;
}

function isStandardSchema(value: unknown): value is StandardSchemaV1 {
  return typeof value === 'object' && value !== null && '~standard' in value;
}

/** One schema per era: the SDK's codecs are constants, one for each era. */
const schemas = new WeakMap<ResultCodec, StandardSchemaV1>();

function toolCallResultSchema(codec: ResultCodec): StandardSchemaV1 {
  let schema = schemas.get(codec);
  if (!schema) {
    schema = {
      '~standard': {
        version: 1,
        vendor: 'mcp-wire-codec',
        validate(value) {
          const outcome = codec.validateResult('tools/call', value);
          if (outcome.ok) return { value: outcome.value };
          return { issues: [{ message: outcome.message ?? 'not-in-era: tools/call' }] };
        },
      },
    };
    schemas.set(codec, schema);
  }
  return schema;
}
