import { fileURLToPath } from 'node:url';
import { sendJson, startHttpServer, type TestHttpServer } from '@mci/test-utils/http-server';
import { findReadmeBlock, runnableReadmeBlocks } from '@mci/test-utils/readme-blocks';
import { runReadmeBlock } from '@mci/test-utils/run-readme-block';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const blocks = runnableReadmeBlocks(fileURLToPath(new URL('../README.md', import.meta.url)));

describe('README', () => {
  let temp: TempDir;
  let server: TestHttpServer;
  beforeEach(async () => {
    temp = await createTempDir();
    server = await startHttpServer({
      routes: {
        'GET /posts/1': (_request, response) => sendJson(response, 200, { id: 1, title: 'sunt aut facere' }),
      },
    });
  });
  afterEach(async () => {
    await server.close();
    await temp.remove();
  });

  it('has one runnable block, the example', () => {
    expect(blocks.map((block) => block.language)).toEqual(['ts']);
  });

  it('runs the example against a local copy of the API it calls', async () => {
    const example = findReadmeBlock(blocks, "execute('get_post'");
    const local = {
      ...example,
      code: example.code.replace('https://jsonplaceholder.typicode.com', server.origin),
    };
    expect(local.code).not.toBe(example.code);
    const run = await runReadmeBlock(local, { cwd: temp.path });
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain(`text: '{"id":1,"title":"sunt aut facere"}'`);
    expect(run.stdout).toMatch(/status_code: 200, response_time_ms: \d+/);
    expect(server.requests.map((request) => request.headers.accept)).toEqual(['application/json']);
  });
});
