import { MCIClient } from '@mci/client';
import { createHttpExecutor } from '@mci/executor-http';
import { startHttpServer, type TestHttpServer } from '@mci/test-utils/http-server';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from './__fixtures__/example-documents.js';
import { importOpenApi } from './import-open-api.js';
import { IMPORTED_MAX_CHARS } from './imported-output.js';

// A local API answering lists of up to 100 issues of about 5 KB each (half a megabyte), as GitHub's do.
const issue = (number: number) => ({
  number,
  title: `Issue ${number}`,
  state: number % 3 === 0 ? 'closed' : 'open',
  body: `${'Steps to reproduce. '.repeat(250)}#${number}`,
});
const issues = (page: number, perPage: number) =>
  Array.from({ length: perPage }, (_, index) => issue((page - 1) * perPage + index + 1));

let server: TestHttpServer;
const clients: MCIClient[] = [];

beforeAll(async () => {
  server = await startHttpServer({
    routes: {
      'GET /repos/acme/issues': (request, response) => {
        const page = Number(request.query.get('page') ?? 1);
        const perPage = Number(request.query.get('per_page') ?? 100);
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify(issues(page, perPage)));
      },
      'GET /search/issues': (_request, response) => {
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify({ total_count: 100, items: issues(1, 100) }));
      },
    },
  });
});

afterAll(async () => {
  for (const client of clients) await client.close();
  await server.close();
});

async function load(schema: object): Promise<MCIClient> {
  const client = await MCIClient.load({ schema, baseDir: process.cwd(), executors: [createHttpExecutor()] });
  clients.push(client);
  return client;
}

async function loadImported(): Promise<MCIClient> {
  const { toolset } = await importOpenApi(fixture('issues.yaml'), { baseUrl: server.origin });
  return load(toolset);
}

/** A hand-written http tool of the local API with `output`. */
function handWritten(output: object, extra: object = {}) {
  return load({
    schemaVersion: '1.0',
    tools: [
      {
        name: 'list_issues',
        inputSchema: { type: 'object', properties: { page: { type: 'integer' } } },
        execution: {
          type: 'http',
          url: `${server.origin}/repos/acme/issues`,
          params: { page: '{{props.page}}' },
        },
        output,
        ...extra,
      },
    ],
  });
}

const textOf = (result: { content: readonly { type: string; text?: string }[] }) =>
  result.content.map((item) => item.text ?? '').join('');

function split(text: string): { body: string; note: string | undefined } {
  const at = text.lastIndexOf('\n\n[Answer cut: ');
  return at < 0 ? { body: text, note: undefined } : { body: text.slice(0, at), note: text.slice(at + 2) };
}

describe('hand-written http tools with output, against a local API answering 100 issues', () => {
  it('select projects the answer', async () => {
    const client = await handWritten({ select: "[?state=='closed'].number" });
    const result = await client.execute('list_issues', {});
    expect(JSON.parse(textOf(result))).toEqual(Array.from({ length: 33 }, (_, index) => (index + 1) * 3));
  });

  it('maxItems keeps the first items, and the note names the page argument', async () => {
    const client = await handWritten({ select: '[].{number: number, title: title}', maxItems: 10 });
    const { body, note } = split(textOf(await client.execute('list_issues', { page: 2 })));
    expect(JSON.parse(body)).toEqual(
      issues(2, 100)
        .slice(0, 10)
        .map(({ number, title }) => ({ number, title })),
    );
    expect(note).toBe(
      '[Answer cut: showing the first 10 of 100 items. To get the rest, call the tool again with its "page" argument to page through the rest.]',
    );
  });

  it('maxChars: the text before the note has at most maxChars characters, whole items only', async () => {
    const client = await handWritten({ maxChars: 20_000 });
    const { body, note } = split(textOf(await client.execute('list_issues', {})));
    expect(body.length).toBeLessThanOrEqual(20_000);
    const kept = JSON.parse(body) as unknown[];
    expect(kept).toEqual(issues(1, 100).slice(0, kept.length));
    expect(note).toMatch(
      new RegExp(
        `^\\[Answer cut: showing the first ${kept.length} of 100 items, the most that fit in 20000 characters\\. To get the rest, call the tool again with its "page" argument`,
      ),
    );
  });

  it('structured content validates against the outputSchema the tool advertises', async () => {
    const outputSchema = {
      type: 'object',
      properties: { total_count: { type: 'integer' }, items: { type: 'array' } },
      required: ['total_count', 'items'],
      additionalProperties: false,
    };
    const client = await load({
      schemaVersion: '1.0',
      tools: [
        {
          name: 'kept',
          execution: { type: 'http', url: `${server.origin}/search/issues` },
          outputSchema,
          output: { maxItems: 5 },
        },
        {
          name: 'projected',
          execution: { type: 'http', url: `${server.origin}/search/issues` },
          outputSchema,
          output: { select: '{total: total_count, titles: items[].title}' },
        },
      ],
    });
    const ajv = new Ajv2020();
    for (const name of ['kept', 'projected']) {
      const result = await client.execute(name, {});
      expect(result.isError).toBe(false);
      const advertised = client.getTool(name)?.outputSchema;
      if (advertised) expect(ajv.validate(advertised, result.structuredContent), name).toBe(true);
    }
    expect(client.getTool('kept')?.outputSchema).toEqual(outputSchema);
    expect(client.getTool('projected')?.outputSchema).toBeUndefined();
    expect((await client.execute('projected', {})).structuredContent).toMatchObject({ total: 100 });
  });
});

describe('imported tools', () => {
  it('cap answers at 100 000 characters and offer the model a select argument', async () => {
    const client = await loadImported();
    const tool = client.getTool('listIssues');
    expect(tool?.output).toEqual({ maxChars: IMPORTED_MAX_CHARS, selectArgument: 'mci_select' });
    const properties = (tool?.inputSchema?.properties ?? {}) as Record<string, { description?: string }>;
    expect(Object.keys(properties)).toEqual(['owner', 'page', 'per_page', 'mci_select']);
    expect(properties.mci_select?.description).toContain('JMESPath');
    expect(tool?.inputSchema?.required).toEqual(['owner']);
  });

  it('a list of 100 issues of 5 KB comes back cut to whole items, with a note on how to get the rest', async () => {
    const client = await loadImported();
    const { body, note } = split(textOf(await client.execute('listIssues', { owner: 'acme' })));
    expect(body.length).toBeLessThanOrEqual(IMPORTED_MAX_CHARS);
    const kept = JSON.parse(body) as unknown[];
    expect(kept.length).toBeGreaterThan(10);
    expect(kept).toEqual(issues(1, 100).slice(0, kept.length));
    expect(note).toContain(`showing the first ${kept.length} of 100 items`);
    expect(note).toContain('call the tool again with its "page", "per_page" arguments');
    expect(note).toContain('pass a narrower JMESPath expression in "mci_select"');
  });

  it('the model projects the answer with mci_select, which is never sent to the API', async () => {
    const client = await loadImported();
    const before = server.requestsTo('/repos/acme/issues').length;
    const result = await client.execute('listIssues', {
      owner: 'acme',
      per_page: 100,
      mci_select: '[].{number: number, title: title}',
    });
    expect(textOf(result)).toBe(
      JSON.stringify(issues(1, 100).map(({ number, title }) => ({ number, title }))),
    );
    const [request] = server.requestsTo('/repos/acme/issues').slice(before);
    expect(request?.url).toBe('/repos/acme/issues?per_page=100');
  });

  it('a small answer is passed on untouched: the API body as it came', async () => {
    const client = await loadImported();
    const result = await client.execute('listIssues', { owner: 'acme', per_page: 2 });
    expect(result.content).toEqual([{ type: 'text', text: JSON.stringify(issues(1, 2)) }]);
  });

  it('an object answer too large is cut at maxChars characters, with the note', async () => {
    const client = await loadImported();
    const { body, note } = split(textOf(await client.execute('searchIssues', { q: 'crash' })));
    expect(body).toBe(
      JSON.stringify({ total_count: 100, items: issues(1, 100) }).slice(0, IMPORTED_MAX_CHARS),
    );
    expect(note).toMatch(
      /^\[Answer cut: showing the first 100000 of \d+ characters\. To get the rest, pass a narrower JMESPath expression in "mci_select"/,
    );
  });
});
