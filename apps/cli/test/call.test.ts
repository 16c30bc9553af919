import { echoHandler, startHttpServer, type TestHttpServer } from '@mci/test-utils/http-server';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMci, writeFiles } from './run-mci.js';

describe('mci call', () => {
  let temp: TempDir;
  let server: TestHttpServer;
  beforeAll(async () => {
    temp = await createTempDir('mci-cli-call-');
    server = await startHttpServer({ routes: { '/echo': echoHandler } });
    await writeFiles(temp.path, {
      'mci.json': {
        schemaVersion: '1.0',
        tools: [
          {
            name: 'describe',
            inputSchema: {
              type: 'object',
              properties: {
                name: { type: 'string' },
                count: { type: 'integer' },
                user: { type: 'object', properties: { role: { type: 'string' } } },
              },
              required: ['name'],
            },
            execution: {
              type: 'text',
              text: "{{props.name}} x{{props.count | '1'}} as {{props.user.role | 'guest'}}",
            },
          },
          {
            name: 'fetch',
            inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
            execution: {
              type: 'http',
              url: '{{env.CALL_TEST_URL}}/echo',
              params: { q: '{{props.q}}' },
              headers: { 'X-Token': '{{env.CALL_TEST_TOKEN}}' },
            },
          },
          {
            name: 'broken',
            execution: { type: 'http', url: '{{env.CALL_TEST_URL}}/missing' },
          },
        ],
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await temp.remove();
  });

  const call = (...args: string[]) =>
    runMci(['call', ...args], {
      cwd: temp.path,
      env: { CALL_TEST_URL: server.origin, CALL_TEST_TOKEN: 'secret-token-value' },
    });

  it('takes props from --props and --prop, with JSON values and dotted keys', async () => {
    const run = await call('describe', '--props', '{"name":"Ada","count":2}', '--prop', 'user.role=admin');
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('Ada x2 as admin\n');
    const overridden = await call(
      'describe',
      '--props',
      '{"name":"Ada"}',
      '--prop',
      'name=Bob',
      '--prop',
      'count=5',
    );
    expect(overridden.stdout).toBe('Bob x5 as guest\n');
  });

  it('keeps a --prop value as text when the inputSchema declares a string', async () => {
    const run = await call('describe', '--prop', 'name=5', '--prop', 'user.role=true', '--prop', 'count=2');
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('5 x2 as true\n');
  });

  it('prints the whole result with --json', async () => {
    const run = await call('describe', '--prop', 'name=Ada', '--json');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      isError: false,
      content: [{ type: 'text', text: 'Ada x1 as guest' }],
    });
  });

  it('calls an http tool with env from the environment', async () => {
    const run = await call('fetch', '--prop', 'q=hello world');
    expect(run.code).toBe(0);
    const echoed = JSON.parse(run.stdout);
    expect(echoed.query).toEqual([['q', 'hello world']]);
    expect(echoed.headers['x-token']).toBe('secret-token-value');
  });

  it('exits 1 with the message on stderr when the result is an error', async () => {
    const invalid = await call('describe', '--prop', 'count=3');
    expect(invalid.code).toBe(1);
    expect(invalid.stdout).toBe('');
    expect(invalid.stderr).toMatch(/error: .*name/);

    const status = await call('broken', '--json');
    expect(status.code).toBe(1);
    expect(JSON.parse(status.stdout)).toMatchObject({
      isError: true,
      errorCode: 'HTTP_STATUS',
      metadata: { status_code: 404 },
    });
    expect(status.stderr).toContain('404');
    expect(status.stderr).not.toMatch(/\n\s+at /);
  });

  it('exits 1 for an unknown tool, naming close names', async () => {
    const run = await call('describ');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('describ');
    expect(run.stderr).toContain('describe');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('adds the stack with --debug, naming the TypeScript sources of the bundled command line', async () => {
    const run = await call('describ', '--debug');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/\n\s+at .*[\\/]packages[\\/]client[\\/]src[\\/]mci-client\.ts:\d+:\d+/);
  });

  it('refuses a prop the tool does not declare, with did-you-mean, unless --allow-unknown-props', async () => {
    const refused = await call('describe', '--prop', 'name=Ada', '--prop', 'cont=3');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(
      'Tool "describe" has no prop "cont"; did you mean "count"? Its props: name, count, user. Pass --allow-unknown-props to send it anyway.',
    );
    const allowed = await call('describe', '--prop', 'name=Ada', '--prop', 'cont=3', '--allow-unknown-props');
    expect(allowed.code).toBe(0);
    expect(allowed.stdout).toBe('Ada x1 as guest\n');
  });

  it('names an env variable that is not set, the field, its position and how to set it', async () => {
    const run = await runMci(['call', 'fetch', '--prop', 'q=x', '--json'], {
      cwd: temp.path,
      env: { CALL_TEST_URL: undefined, CALL_TEST_TOKEN: 'secret-token-value' },
    });
    expect(run.code).toBe(1);
    const result = JSON.parse(run.stdout);
    expect(result.errorCode).toBe('ENV_VARIABLE_NOT_SET');
    expect(result.error).toMatch(
      /^env variable CALL_TEST_URL is not set; tool "fetch" reads it in tools\[1\]\.execution\.url \(.*mci\.json:\d+:\d+\)\. Set it in a \.env file next to mci\.json, in the "env" of the server entry of your MCP host's config, or in the environment\.$/,
    );
  });

  it('treats bad --props and --prop as usage errors (exit 2)', async () => {
    expect((await call('describe', '--props', '{nope')).code).toBe(2);
    expect((await call('describe', '--prop', 'novalue')).code).toBe(2);
    expect((await call()).code).toBe(2);
  });
});
