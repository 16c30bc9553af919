import { MCIClient } from '@mci/client';
import { createHttpExecutor } from '@mci/executor-http';
import { afterAll, describe, expect, it } from 'vitest';
import { fixture, PETSTORES } from './__fixtures__/example-documents.js';
import { startValidatingServer } from './__fixtures__/start-validating-server.js';
import { validArguments } from './__fixtures__/valid-arguments.js';
import { importOpenApi } from './import-open-api.js';

const clients: MCIClient[] = [];
afterAll(async () => {
  for (const client of clients) await client.close();
});

/**
 * Imports `document`, calls every tool with valid arguments (3 sets each) against a server that
 * validates each request with express-openapi-validator reading the same document, and returns the
 * verdicts.
 */
async function callEveryTool(document: string, basePath: string) {
  const server = await startValidatingServer(document);
  try {
    const { toolset, report } = await importOpenApi(document, { baseUrl: `${server.origin}${basePath}` });
    const env = Object.fromEntries(report.envVariables.map((variable) => [variable.name, 'secret-1']));
    const client = await MCIClient.load({
      schema: toolset,
      baseDir: process.cwd(),
      env,
      executors: [createHttpExecutor()],
    });
    clients.push(client);
    const outcomes: string[] = [];
    // The loaded tools: their schemas hold the toolset's shared `$defs` they use.
    for (const tool of client.tools()) {
      for (const seed of [1, 2, 3]) {
        const result = await client.execute(tool.name, await validArguments(tool.inputSchema ?? {}, seed));
        if (result.isError) outcomes.push(`${tool.name}: ${JSON.stringify(result.content[0]).slice(0, 300)}`);
      }
    }
    return { verdicts: server.verdicts, outcomes, calls: toolset.tools.length * 3, report };
  } finally {
    await server.close();
  }
}

// Dozens of real requests each: a generous bound for loaded CI machines.
describe('requests of imported tools, checked by express-openapi-validator against the same document', {
  timeout: 60_000,
}, () => {
  it('are all accepted for every parameter style, body kind and auth kind', async () => {
    const { verdicts, outcomes, calls, report } = await callEveryTool(fixture('request-matrix.yaml'), '/v1');
    expect(report.skipped).toEqual([]);
    expect(report.warnings.filter((text) => text.includes('security'))).toEqual([]);
    expect(verdicts.filter((verdict) => !verdict.accepted)).toEqual([]);
    expect(outcomes).toEqual([]);
    expect(verdicts).toHaveLength(calls);
  });

  it('are accepted for the last misses of real documents: undeclared required properties, OAuth2 schemes required together, constrained text bodies', async () => {
    const { verdicts, outcomes, calls, report } = await callEveryTool(fixture('last-misses.yaml'), '/v1');
    expect(report.warnings).toEqual([]);
    expect(report.envVariables.map((variable) => variable.name)).toEqual(['LAST_OAUTH2_TOKEN']);
    expect(verdicts.filter((verdict) => !verdict.accepted)).toEqual([]);
    expect(outcomes).toEqual([]);
    expect(verdicts).toHaveLength(calls);
    const sentUris = verdicts.filter((verdict) => verdict.request.startsWith('PUT /v1/me/episodes'));
    expect(sentUris).toHaveLength(3);
  });

  it('refuse, before sending, an upload without its required file part', async () => {
    const server = await startValidatingServer(fixture('last-misses.yaml'));
    try {
      const { toolset } = await importOpenApi(fixture('last-misses.yaml'), {
        baseUrl: `${server.origin}/v1`,
        operations: ['post_files_id_content'],
      });
      const client = await MCIClient.load({
        schema: toolset,
        baseDir: process.cwd(),
        executors: [createHttpExecutor()],
      });
      clients.push(client);
      const missing = await client.execute('post_files_id_content', { file_id: '1', attributes: '{}' });
      expect(missing.isError).toBe(true);
      expect(JSON.stringify(missing.content)).toContain('file_path');
      const sent = await client.execute('post_files_id_content', { file_id: '1', file_base64: 'aGk=' });
      expect(sent.isError).toBe(false);
      expect(server.verdicts).toEqual([expect.objectContaining({ accepted: true })]);
    } finally {
      await server.close();
    }
  });

  it('keep what allOf and anyOf branches require: a call without it is refused before it is sent', async () => {
    const server = await startValidatingServer(fixture('request-matrix.yaml'));
    try {
      const { toolset, report } = await importOpenApi(fixture('request-matrix.yaml'), {
        baseUrl: `${server.origin}/v1`,
        operations: ['checks.update', 'accounts.create'],
      });
      const client = await MCIClient.load({
        schema: toolset,
        baseDir: process.cwd(),
        env: Object.fromEntries(report.envVariables.map((variable) => [variable.name, 'secret-1'])),
        executors: [createHttpExecutor()],
      });
      clients.push(client);
      const outcome = async (tool: string, args: Record<string, unknown>) => {
        const result = await client.execute(tool, args);
        return result.isError ? JSON.stringify(result.content) : 'sent';
      };
      // GitHub's checks/update: a completed check needs its conclusion (an anyOf branch requires it).
      expect(await outcome('checks_update', { id: 1, body: { status: 'completed' } })).toMatch(/conclusion/);
      expect(
        await outcome('checks_update', { id: 1, body: { status: 'completed', conclusion: 'success' } }),
      ).toBe('sent');
      expect(await outcome('checks_update', { id: 1, body: { status: 'queued' } })).toBe('sent');
      // allOf: [Named, {email}] with a property of its own: every branch's properties and requirements.
      expect(await outcome('accounts_create', { name: 'a', note: 'n' })).toMatch(/email/);
      expect(await outcome('accounts_create', { email: 'a@b', note: 'n' })).toMatch(/name/);
      expect(await outcome('accounts_create', { name: 'a', email: 'a@b', note: 'n' })).toBe('sent');
      expect(server.verdicts.map((verdict) => [verdict.request, verdict.accepted])).toEqual([
        ['PATCH /v1/checks/1', true],
        ['PATCH /v1/checks/1', true],
        ['POST /v1/accounts', true],
      ]);
    } finally {
      await server.close();
    }
  });

  it('are all accepted for the real Petstore (OpenAPI 3.0)', async () => {
    const { verdicts, calls } = await callEveryTool(PETSTORES['OpenAPI 3.0'], '/v2');
    expect(verdicts).toHaveLength(calls);
    // The validator fills in the default of Pet.id (readOnly, default 40) and then refuses it as read-only:
    // those bodies did not hold the field, which is checked here; every other request is accepted.
    const refused = verdicts.filter((verdict) => !verdict.accepted);
    for (const verdict of refused) {
      const field = /^request\/body\/(\w+) is read-only$/.exec(verdict.message ?? '')?.[1];
      expect(field).toBeDefined();
      expect(verdict.sentFields).not.toContain(field);
    }
    expect(new Set(refused.map((verdict) => verdict.request))).toEqual(
      new Set(['POST /v2/pet', 'PUT /v2/pet']),
    );
  });
});
