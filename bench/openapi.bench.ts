// Importing a large real OpenAPI document (Blockfrost, 129 operations, 0.5 MB of YAML) and loading the
// toolset it makes with MCIClient, as `mci list` or `mci run` would.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { MCIClient } from '@mci/client';
import { createHttpExecutor } from '@mci/executor-http';
import { importOpenApi } from '@mci/openapi';
import { bench, describe } from 'vitest';

const document = createRequire(import.meta.url).resolve('@blockfrost/openapi/openapi.yaml');
const { toolset } = await importOpenApi(document, { name: 'blockfrost' });

describe(`openapi: Blockfrost (${toolset.tools.length} tools)`, () => {
  bench('importOpenApi (parse, resolve $refs, convert)', async () => {
    await importOpenApi(document, { name: 'blockfrost' });
  });
  bench('MCIClient.load of the imported toolset', async () => {
    const client = await MCIClient.load({
      schema: toolset,
      baseDir: process.cwd(),
      executors: [createHttpExecutor()],
    });
    await client.close();
  });
});

// A large document given by path (e.g. GitHub's api.github.com.json from the npm package
// @octokit/openapi, 13 MB, not installed here): MCI_BENCH_OPENAPI_DOCUMENT=<file> pnpm bench.
// Reading and parsing the same file is measured beside it, as the floor any import pays.
const largeDocument = process.env.MCI_BENCH_OPENAPI_DOCUMENT;
if (largeDocument) {
  describe(`openapi: ${largeDocument}`, () => {
    bench('importOpenApi', async () => {
      await importOpenApi(largeDocument);
    });
    bench('readFile + JSON.parse of the same document (baseline)', async () => {
      JSON.parse(await readFile(largeDocument, 'utf8'));
    });
  });
}
