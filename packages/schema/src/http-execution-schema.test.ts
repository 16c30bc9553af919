import { describe, expect, it } from 'vitest';
import { ConfigValidationError } from './config-validation-error.js';
import { httpExecutionSchema } from './http-execution-schema.js';
import { parseExecutionConfig } from './parse-execution-config.js';

function issuesOf(execution: unknown) {
  try {
    parseExecutionConfig(httpExecutionSchema, 'http', execution);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigValidationError);
    return (error as ConfigValidationError).issues;
  }
  throw new Error('expected the config to be refused');
}

describe('httpExecutionSchema', () => {
  it('applies the defaults: GET, 30 s, and retries when given', () => {
    expect(httpExecutionSchema.parse({ type: 'http', url: 'https://x' })).toEqual({
      type: 'http',
      method: 'GET',
      url: 'https://x',
      timeout_ms: 30_000,
    });
    expect(httpExecutionSchema.parse({ type: 'http', url: 'u', retries: {} }).retries).toEqual({
      attempts: 1,
      backoff_ms: 500,
    });
  });

  it('accepts lower-case methods and normalises them to upper case', () => {
    for (const method of ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'DELETE']) {
      expect(httpExecutionSchema.parse({ type: 'http', url: 'u', method }).method).toBe(method.toUpperCase());
    }
  });

  it('says which methods are allowed', () => {
    expect(issuesOf({ type: 'http', url: 'u', method: 'FETCH' })).toEqual([
      {
        path: ['method'],
        message:
          'expected an HTTP method (GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS, upper or lower case), received "FETCH"',
      },
    ]);
  });

  it('reports every problem with a readable message', () => {
    expect(
      issuesOf({
        type: 'http',
        timeout_ms: -5,
        headers: 'X-Id: 3',
        retries: { attempts: 0, backoff_ms: 1.5 },
      }),
    ).toEqual([
      { path: ['url'], message: 'missing required field (expected string)' },
      { path: ['headers'], message: 'expected object, received string' },
      { path: ['timeout_ms'], message: 'expected a number >= 0, received -5' },
      { path: ['retries', 'attempts'], message: 'expected a number >= 1, received 0' },
      { path: ['retries', 'backoff_ms'], message: 'expected integer, received number' },
    ]);
  });

  it('builds the message of ConfigValidationError from the readable issues', () => {
    expect(() => parseExecutionConfig(httpExecutionSchema, 'http', { type: 'http', url: 7 })).toThrow(
      'Invalid "http" execution config: url: expected string, received number',
    );
  });
});

describe('httpAuthSchema in http execution', () => {
  const withAuth = (auth: unknown) => ({ type: 'http', url: 'https://x', auth });

  it('parses every kind of authentication', () => {
    for (const auth of [
      { type: 'apiKey', in: 'header', name: 'X-Key', value: '{{env.KEY}}' },
      { type: 'apiKey', in: 'query', name: 'key', value: 'v' },
      { type: 'bearer', token: 't' },
      { type: 'basic', username: 'u', password: 'p' },
      { type: 'oauth2', flow: 'clientCredentials', tokenUrl: 'https://t', clientId: 'i', clientSecret: 's' },
      {
        type: 'oauth2',
        flow: 'clientCredentials',
        tokenUrl: 'https://t',
        clientId: 'i',
        clientSecret: 's',
        scopes: ['a'],
      },
    ]) {
      expect(httpExecutionSchema.parse(withAuth(auth)).auth).toEqual(auth);
    }
  });

  it('says what an apiKey without "in" expects', () => {
    expect(issuesOf(withAuth({ type: 'apiKey', name: 'X-Key', value: 'v' }))).toEqual([
      { path: ['auth', 'in'], message: 'missing required field (expected "header" or "query")' },
    ]);
    expect(issuesOf(withAuth({ type: 'apiKey', in: 'cookie', name: 'X-Key', value: 'v' }))).toEqual([
      { path: ['auth', 'in'], message: 'expected "header" or "query", received "cookie"' },
    ]);
  });

  it('names the known types when the type is unknown or missing', () => {
    expect(issuesOf(withAuth({ type: 'digest' }))).toEqual([
      {
        path: ['auth', 'type'],
        message: 'expected "apiKey", "bearer", "basic" or "oauth2", received "digest"',
      },
    ]);
    expect(issuesOf(withAuth({ token: 't' }))).toEqual([
      {
        path: ['auth', 'type'],
        message: 'missing required field (expected "apiKey", "bearer", "basic" or "oauth2")',
      },
    ]);
    expect(issuesOf(withAuth('Bearer x'))).toEqual([
      { path: ['auth'], message: 'expected object, received string' },
    ]);
  });

  it('checks the fields of each kind', () => {
    expect(issuesOf(withAuth({ type: 'bearer' }))).toEqual([
      { path: ['auth', 'token'], message: 'missing required field (expected string)' },
    ]);
    expect(issuesOf(withAuth({ type: 'basic', username: 'u', password: 1 }))).toEqual([
      { path: ['auth', 'password'], message: 'expected string, received number' },
    ]);
    expect(
      issuesOf(
        withAuth({ type: 'oauth2', flow: 'password', tokenUrl: 't', clientId: 'i', clientSecret: 's' }),
      ),
    ).toEqual([{ path: ['auth', 'flow'], message: 'expected "clientCredentials", received "password"' }]);
  });
});

describe('httpBodySchema in http execution', () => {
  const withBody = (body: unknown) => ({ type: 'http', url: 'https://x', method: 'POST', body });

  it('takes json (any value), form (fields or a template) and raw (text)', () => {
    for (const body of [
      { type: 'json', content: { a: 1 } },
      { type: 'json', content: [1, 2] },
      { type: 'json', content: '{!! props.body !!}' },
      { type: 'json', content: null },
      { type: 'form', content: { a: 'b' } },
      { type: 'form', content: '{!! props.fields !!}' },
      { type: 'raw', content: 'text' },
    ]) {
      expect(httpExecutionSchema.parse(withBody(body)).body).toEqual(body);
    }
  });

  it('refuses bodies without content or of an unknown type', () => {
    expect(issuesOf(withBody({ type: 'json' }))).toEqual([
      { path: ['body', 'content'], message: 'missing required field (expected a value)' },
    ]);
    expect(issuesOf(withBody({ type: 'raw', content: { a: 1 } }))).toEqual([
      { path: ['body', 'content'], message: 'expected string, received object' },
    ]);
    expect(issuesOf(withBody({ type: 'xml', content: '<a/>' }))).toEqual([
      { path: ['body', 'type'], message: 'expected "json", "form", "raw" or "multipart", received "xml"' },
    ]);
  });
});

describe('pathParams in http execution', () => {
  it('keeps path parameters whose {name} segments the url holds', () => {
    const config = httpExecutionSchema.parse({
      type: 'http',
      url: 'https://x/pets/{petId}/toys/{toy.id}',
      pathParams: { petId: '{{props.petId}}', 'toy.id': '{!! props.toy !!}' },
    });
    expect(config.pathParams).toEqual({ petId: '{{props.petId}}', 'toy.id': '{!! props.toy !!}' });
  });

  it('says which path parameter has no segment in the url', () => {
    expect(
      issuesOf({ type: 'http', url: 'https://x/pets/{id}', pathParams: { id: '1', petId: '2' } }),
    ).toEqual([{ path: ['pathParams', 'petId'], message: 'the url has no {petId} segment to fill' }]);
  });

  it('refuses names that cannot stand between braces', () => {
    expect(issuesOf({ type: 'http', url: 'https://x/{a}', pathParams: { 'a}': '1' } })).toEqual([
      { path: ['pathParams', 'a}'], message: 'a path parameter name cannot hold {, } or /' },
    ]);
  });
});
