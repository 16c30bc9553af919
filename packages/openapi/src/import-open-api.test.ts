import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseToolsetFile } from '@mci/schema';
import { startHttpServer } from '@mci/test-utils/http-server';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BLOCKFROST, fixture, PETSTORES } from './__fixtures__/example-documents.js';
import { importOpenApi } from './import-open-api.js';
import { OpenApiImportError } from './open-api-import-error.js';

/** Validates a toolset the way a library folder's file is: no errors, no warnings (no unknown fields). */
function expectValidToolset(toolset: unknown): void {
  const parsed = parseToolsetFile(JSON.stringify(toolset), { filePath: 'imported.mci.json' });
  expect(parsed.warnings).toEqual([]);
}

describe.each(Object.entries(PETSTORES))('the Petstore in %s', (_version, file) => {
  it('becomes one valid http tool per operation, with names, annotations, tags and auth', async () => {
    const { toolset, report } = await importOpenApi(file, { name: 'petstore' });
    expectValidToolset(toolset);
    expect(report.operationsRead).toBe(20);
    expect(report.toolsWritten).toBe(20);
    expect(report.skipped).toEqual([]);
    expect(report.operations.every((entry) => entry.imported)).toBe(true);
    // The OAuth2 implicit flow becomes a bearer token the user holds.
    expect(report.envVariables.map((variable) => variable.name).sort()).toEqual([
      'PETSTORE_API_KEY',
      'PETSTORE_TOKEN',
    ]);
    expect(report.warnings).toEqual([]);
    const byName = new Map(toolset.tools.map((tool) => [tool.name, tool]));
    expect([...byName.keys()]).toContain('getPetById');
    const getPet = byName.get('getPetById');
    expect(getPet?.annotations).toMatchObject({ readOnlyHint: true, openWorldHint: true });
    expect(getPet?.tags).toEqual(['pet']);
    expect(getPet?.title).toBe('Find pet by ID');
    expect(getPet?.execution.auth).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'api_key',
      value: '{{env.PETSTORE_API_KEY}}',
    });
    expect(getPet?.inputSchema.required).toEqual(['petId']);
    expect(byName.get('deletePet')?.annotations).toMatchObject({
      destructiveHint: true,
      idempotentHint: true,
    });
    expect(byName.get('addPet')?.annotations).toMatchObject({ readOnlyHint: false, idempotentHint: false });
    expect(byName.get('updatePet')?.annotations).toMatchObject({
      idempotentHint: true,
      destructiveHint: false,
    });
  });

  it('sends what the operations describe to a real server', async () => {
    const server = await startHttpServer();
    for (const route of ['/pet/7', '/pet', '/pet/findByStatus', '/user/hello%20world%2Fx'])
      server.route(route, (_request, response) => {
        response.end('{"ok":true}');
      });
    const { MCIClient } = await import('@mci/client');
    const { createHttpExecutor } = await import('@mci/executor-http');
    const { toolset } = await importOpenApi(file, { name: 'petstore', baseUrl: `${server.origin}/` });
    const client = await MCIClient.load({
      schema: toolset,
      baseDir: process.cwd(),
      env: { PETSTORE_API_KEY: 'secret-key', PETSTORE_TOKEN: 'token-1' },
      executors: [createHttpExecutor()],
    });
    try {
      expect((await client.execute('getPetById', { petId: 7 })).isError).toBe(false);
      expect((await client.execute('getUserByName', { username: 'hello world/x' })).isError).toBe(false);
      expect((await client.execute('findPetsByStatus', { status: ['available', 'sold'] })).isError).toBe(
        false,
      );
      const pet = { name: 'Rex', photoUrls: ['a'], category: { id: 1, name: 'dogs' }, status: 'sold' };
      expect((await client.execute('addPet', pet)).isError).toBe(false);
      await client.execute('updatePetWithForm', { petId: 7, name: 'Max' });
      await client.execute('deletePet', { petId: 7, api_key: 'k-1' });
      const invalid = await client.execute('addPet', { name: 'Rex' });
      expect(invalid.isError).toBe(true);

      const [getPet, getUser, find, add, form, remove, ...rest] = server.requests;
      expect(rest).toEqual([]);
      expect([getPet?.method, getPet?.url, getPet?.headers.api_key]).toEqual(['GET', '/pet/7', 'secret-key']);
      expect([getUser?.method, getUser?.url]).toEqual(['GET', '/user/hello%20world%2Fx']);
      expect([find?.method, find?.url]).toEqual(['GET', '/pet/findByStatus?status=available&status=sold']);
      expect([add?.method, add?.url, add?.headers['content-type'], add?.headers.authorization]).toEqual([
        'POST',
        '/pet',
        'application/json',
        'Bearer token-1',
      ]);
      expect(JSON.parse(add?.text ?? '')).toEqual(pet);
      expect([form?.method, form?.url, form?.headers['content-type'], form?.text]).toEqual([
        'POST',
        '/pet/7',
        'application/x-www-form-urlencoded',
        'name=Max',
      ]);
      expect([remove?.method, remove?.url, remove?.headers.api_key, remove?.text]).toEqual([
        'DELETE',
        '/pet/7',
        'k-1',
        '',
      ]);
    } finally {
      await client.close();
      await server.close();
    }
  });
});

describe('a large real API (Blockfrost, 129 operations)', () => {
  it('imports every operation it can into valid, uniquely named tools that run', async () => {
    const progress: number[] = [];
    const { toolset, report, name } = await importOpenApi(BLOCKFROST, {
      name: 'blockfrost',
      onProgress: (done) => progress.push(done),
    });
    expect(name).toBe('blockfrost');
    expect(report.operationsRead).toBe(129);
    expect(progress).toHaveLength(129);
    expect(report.toolsWritten).toBe(129 - report.skipped.length);
    expect(report.toolsWritten).toBeGreaterThanOrEqual(100);
    expect(report.envVariables.map((variable) => variable.name)).toEqual(['BLOCKFROST_API_KEY']);
    expectValidToolset(toolset);
    const names = toolset.tools.map((tool) => tool.name);
    expect(new Set(names).size).toBe(names.length);
    for (const toolName of names) expect(toolName).toMatch(/^[A-Za-z0-9_-]{1,64}$/);

    const server = await startHttpServer();
    server.route('/api/v0/addresses/addr%201/utxos', (_request, response) => {
      response.end('[]');
    });
    const { MCIClient } = await import('@mci/client');
    const { createHttpExecutor } = await import('@mci/executor-http');
    const local = await importOpenApi(BLOCKFROST, { name: 'blockfrost', baseUrl: `${server.origin}/api/v0` });
    const client = await MCIClient.load({
      schema: local.toolset,
      baseDir: process.cwd(),
      env: { BLOCKFROST_API_KEY: 'project-1' },
      executors: [createHttpExecutor()],
    });
    try {
      const result = await client.execute('get_addresses_address_utxos', { address: 'addr 1', count: 5 });
      expect(result.isError).toBe(false);
      const [request] = server.requests;
      expect([request?.url, request?.headers.project_id]).toEqual([
        '/api/v0/addresses/addr%201/utxos?count=5&page=1&order=asc',
        'project-1',
      ]);
    } finally {
      await client.close();
      await server.close();
    }
  });
});

describe('features', () => {
  it('maps security schemes, names, bodies and parameters', async () => {
    const { toolset, report, name } = await importOpenApi(fixture('features.yaml'));
    expectValidToolset(toolset);
    expect(name).toBe('shop');
    expect(toolset.metadata).toEqual({ name: 'shop', description: 'A shop.', version: '2.1.0' });
    expect(toolset.tools.map((tool) => tool.name)).toEqual([
      'get_item',
      'put_items_item_id',
      'delete_items_item_id',
      'get_item_2',
      expect.stringMatching(/^aVeryLongOperationIdThatGoesOnAndOnAndOnWellPastTheSixt_[0-9a-f]{8}$/),
      'upload',
    ]);
    expect(report.skipped).toEqual([]);
    expect(report.envVariables.map((variable) => variable.name)).toEqual([
      'SHOP_TOKEN',
      'SHOP_USERNAME',
      'SHOP_PASSWORD',
      'SHOP_KEY_IN_QUERY_API_KEY',
      'SHOP_CLIENT_ID',
      'SHOP_CLIENT_SECRET',
      'SHOP_COOKIE_API_KEY',
      'SHOP_SCHEME',
    ]);
    expect(report.warnings).toEqual([]);
    const [get, put, remove, form, notes, upload] = toolset.tools;
    expect(get?.execution).toEqual({
      type: 'http',
      method: 'GET',
      url: "{{env.SHOP_SCHEME | 'https'}}://shop.example.com/v2/items/{item id}",
      pathParams: { 'item id': '{!! props.item_id !!}' },
      params: { fields: '{!! props.fields !!}', limit: '{!! props.limit !!}' },
      headers: { 'X-Trace-Id': '{{props.X_Trace_Id}}' },
      styles: { params: { fields: {} } },
      auth: { type: 'bearer', token: '{{env.SHOP_TOKEN}}' },
    });
    expect(get?.inputSchema.properties.limit).toEqual({ type: ['integer', 'null'], default: 10 });
    expect(put?.execution.headers).toEqual({ 'Content-Type': 'application/merge-patch+json' });
    expect(put?.execution.body).toEqual({
      type: 'json',
      content: {
        name: '{!! props.name !!}',
        price: '{!! props.price !!}',
        'item id': '{!! props.body_item_id !!}',
        tree: '{!! props.tree !!}',
      },
    });
    expect(put?.inputSchema.required).toEqual(['item_id', 'name', 'price']);
    expect(put?.inputSchema.properties.price).toEqual({ type: 'number', exclusiveMinimum: 0 });
    // A shared schema stays shared, and its cycle stays a reference.
    expect(put?.inputSchema.properties.tree).toEqual({ $ref: '#/$defs/Node' });
    expect(put?.inputSchema.$defs).toBeUndefined();
    expect(toolset.$defs).toEqual({
      Node: {
        type: 'object',
        properties: {
          label: { type: 'string' },
          children: { type: 'array', items: { $ref: '#/$defs/Node' } },
        },
      },
    });
    expect(put?.execution.auth?.type).toBe('basic');
    expect(remove?.execution.auth).toEqual({
      type: 'apiKey',
      in: 'query',
      name: 'key',
      value: '{{env.SHOP_KEY_IN_QUERY_API_KEY}}',
    });
    expect(form?.execution.body).toEqual({ type: 'form', content: { name: '{!! props.name !!}' } });
    expect(form?.execution.auth).toEqual({
      type: 'oauth2',
      flow: 'clientCredentials',
      tokenUrl: 'https://shop.example.com/token',
      clientId: '{{env.SHOP_CLIENT_ID}}',
      clientSecret: '{{env.SHOP_CLIENT_SECRET}}',
      scopes: ['read'],
    });
    expect(notes?.execution.body).toEqual({ type: 'raw', content: '{{props.body}}' });
    // A path parameter the path does not hold is left out, so the tool still loads.
    expect(notes?.inputSchema).toEqual({
      type: 'object',
      properties: { body: { type: 'string' } },
      required: ['body'],
    });
    expect(notes?.execution.pathParams).toBeUndefined();
    expect(notes?.execution.cookies).toEqual({ session: '{{env.SHOP_COOKIE_API_KEY}}' });
    expect(upload?.execution.body).toEqual({
      type: 'multipart',
      content: {},
      files: { file: { path: '{{props.file_path}}', base64: '{{props.file_base64}}' } },
    });
  });

  it('filters by tags and operations', async () => {
    const only = await importOpenApi(fixture('features.yaml'), {
      includeTags: ['items'],
      excludeTags: ['admin'],
    });
    expect(only.toolset.tools.map((tool) => tool.name)).toEqual(['get_item']);
    expect(only.report.skipped).toContainEqual({
      operation: 'PUT /items/{item id}',
      reason: 'tag "admin" is in --exclude-tags',
    });
    const picked = await importOpenApi(fixture('features.yaml'), {
      operations: ['delete_items_item_id', 'upload'],
    });
    expect(picked.toolset.tools.map((tool) => tool.name)).toEqual(['delete_items_item_id', 'upload']);
    expect(picked.report.operations.map((entry) => [entry.tool, entry.imported])).toEqual([
      ['get_item', false],
      ['put_items_item_id', false],
      ['delete_items_item_id', true],
      ['get_item_2', false],
      [expect.stringMatching(/^aVeryLong/), false],
      ['upload', true],
    ]);
  });

  it('keeps cyclic schemas of a real document as references instead of looping', async () => {
    const { toolset } = await importOpenApi(
      PETSTORES['OpenAPI 3.0'].replace('petstore.json', 'schema-circular.json'),
      { baseUrl: 'https://example.com' },
    );
    expectValidToolset(toolset);
    expect(JSON.stringify(toolset)).toContain('"$ref":"#/$defs/');
  });
});

describe('schemas the loader accepts', () => {
  it('drops or fixes keywords that would break the file or every call, keeps what an optional body requires, and says so', async () => {
    const { toolset, report } = await importOpenApi(fixture('keywords.yaml'), {
      baseUrl: 'https://x.example',
    });
    expectValidToolset(toolset);
    const [tool] = toolset.tools;
    expect(tool?.name).toBe('things_create');
    expect(tool?.inputSchema).toEqual({
      type: 'object',
      properties: {
        id: { type: 'string' },
        code: { type: 'string' },
        kind: { type: 'string', enum: ['a', 'b'] },
        size: {},
      },
      required: ['id', 'kind'],
    });
    expect(report.operations[0]?.notes).toEqual([
      'pattern "^a\\\\:b$" dropped: not a JavaScript regular expression',
      'pattern 0 dropped: not a string',
      'enum ["a","b","a"]: duplicate items removed',
      'type "int" dropped: not a JSON Schema type',
    ]);
    const { MCIClient } = await import('@mci/client');
    const { createHttpExecutor } = await import('@mci/executor-http');
    const client = await MCIClient.load({
      schema: toolset,
      baseDir: process.cwd(),
      executors: [createHttpExecutor()],
      checkSchemas: 'load',
    });
    await client.close();
  });
});

describe('shared schemas', () => {
  it('holds the shared schemas near a tool in full and those further away as stubs, so every $ref resolves', async () => {
    const { toolset } = await importOpenApi(fixture('chain.yaml'));
    expectValidToolset(toolset);
    // The file holds the full ones once, in the toolset's `$defs`, and the stub in the tool's own.
    expect(Object.keys(toolset.$defs ?? {})).toEqual(['A1', 'A2', 'A3', 'A4']);
    expect(Object.keys(toolset.tools[0]?.inputSchema.$defs ?? {})).toEqual(['A5']);
    const [loaded] = parseToolsetFile(JSON.stringify(toolset)).value.tools;
    const defs = (loaded?.inputSchema?.$defs ?? {}) as Record<string, unknown>;
    expect(Object.keys(defs).sort()).toEqual(['A1', 'A2', 'A3', 'A4', 'A5']);
    expect(defs.A4).toEqual({ type: 'object', properties: { next: { $ref: '#/$defs/A5' } } });
    expect(defs.A5).toEqual({ type: 'object', description: 'A5 (shared schema, not expanded here).' });
  });
});

describe('$refs and servers', () => {
  it('resolves a relative server URL against the URL the document was fetched from', async () => {
    const server = await startHttpServer();
    server.route('/specs/keywords.yaml', (_request, response) => {
      response.end(readFileSync(fixture('keywords.yaml'), 'utf8'));
    });
    try {
      const { toolset } = await importOpenApi(`${server.origin}/specs/keywords.yaml`);
      expect(toolset.tools[0]?.execution.url).toBe(`${server.origin}/v1/things`);
    } finally {
      await server.close();
    }
  });

  it('follows a $ref to a file in the document folder (Swagger 2.0 body) and needs a base URL', async () => {
    await expect(importOpenApi(fixture('local-ref.yaml'))).rejects.toThrow(
      'POST /pets (addPet) has the relative server URL "/api"; pass the API\'s address with --base-url (baseUrl), e.g. --base-url https://api.example.com/api',
    );
    const { toolset } = await importOpenApi(fixture('local-ref.yaml'), { baseUrl: 'https://x.example/api' });
    expect(toolset.tools[0]?.inputSchema).toEqual({
      type: 'object',
      properties: { name: { type: 'string' }, age: { type: 'integer' } },
      required: ['name'],
    });
  });

  it('refuses a $ref outside the document folder unless allowed', async () => {
    const refused = importOpenApi(fixture('outside-ref.yaml'));
    await expect(refused).rejects.toBeInstanceOf(OpenApiImportError);
    await expect(refused).rejects.toThrow(
      /a \$ref points to a file outside the document's folder \(.*outside\/pet\.json\); pass --allow-external-refs/,
    );
    const allowed = await importOpenApi(fixture('outside-ref.yaml'), { allowExternalRefs: true });
    expect(allowed.toolset.tools[0]?.inputSchema.properties).toEqual({ name: { type: 'string' } });
  });

  it('refuses a $ref to the network without sending anything', async () => {
    const server = await startHttpServer();
    const text = readFileSync(fixture('network-ref.yaml'), 'utf8');
    expect(text).toContain('http://127.0.0.1:9/pet.json');
    try {
      await expect(importOpenApi(fixture('network-ref.yaml'))).rejects.toThrow(
        'a $ref points to the network (http://127.0.0.1:9/pet.json)',
      );
      expect(server.requests).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('reads a document from a URL', async () => {
    const server = await startHttpServer();
    const body = readFileSync(PETSTORES['OpenAPI 3.1'], 'utf8');
    server.route('/openapi.json', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(body);
    });
    try {
      const { report } = await importOpenApi(`${server.origin}/openapi.json`);
      expect(report.toolsWritten).toBe(20);
    } finally {
      await server.close();
    }
  });

  it('says what is wrong with a file that is not an API description', async () => {
    await expect(importOpenApi(fixture('missing.yaml'))).rejects.toThrow(/^Cannot import .*missing\.yaml: /);
  });
});

describe('toolset names, prefixes and toolset-wide auth', () => {
  let temp: TempDir;
  beforeEach(async () => {
    temp = await createTempDir('mci-openapi-name-');
  });
  afterEach(() => temp.remove());
  const writeDocument = async (document: object) => {
    const file = path.join(temp.path, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    return file;
  };
  const titled = (title: string, server: string) => ({
    openapi: '3.0.3',
    info: { title, version: '1' },
    servers: [{ url: server }],
    paths: {},
  });

  it.each([
    ["GitHub's official OpenAPI spec + Octokit extension", 'https://api.github.com', 'github'],
    ['Stripe API', 'https://api.stripe.com/', 'stripe'],
    ['The Jira Cloud platform REST API', 'https://your-domain.atlassian.net', 'jira'],
    ['Swagger Petstore - OpenAPI 3.0', 'https://petstore3.swagger.io/api/v3', 'petstore'],
    ['API v2', 'https://api.example-shop.com/v2', 'example-shop'],
  ])('names %j from its title or host: %s', async (title, server, expected) => {
    const document = await writeDocument(titled(title, server));
    expect((await importOpenApi(document)).name).toBe(expected);
  });

  it('puts --prefix before every tool name, keeping them unique and portable', async () => {
    const { toolset } = await importOpenApi(PETSTORES['OpenAPI 3.0'], { prefix: 'pet30_' });
    expect(toolset.tools.map((tool) => tool.name)).toContain('pet30_getPetById');
    expect(toolset.tools.every((tool) => tool.name.startsWith('pet30_'))).toBe(true);
  });

  it('writes no auth from the document when the auth is set for the whole toolset', async () => {
    const { toolset, report } = await importOpenApi(PETSTORES['OpenAPI 3.0'], { documentAuth: false });
    expect(toolset.tools.some((tool) => tool.execution.auth !== undefined)).toBe(false);
    expect(JSON.stringify(toolset.tools)).not.toContain('{{env.');
    expect(report.envVariables).toEqual([]);
  });

  it('keeps the network cause of a document URL that cannot be fetched', async () => {
    const server = await startHttpServer();
    const origin = server.origin;
    await server.close();
    await expect(importOpenApi(`${origin}/openapi.json`)).rejects.toThrow(
      /: cannot fetch it: fetch failed: .*ECONNREFUSED/,
    );
  });
});
