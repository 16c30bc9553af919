// The corpora of the search evaluation set (bench/search-eval/*.json): three real imported APIs (GitHub,
// Stripe, Jira: their published OpenAPI documents, imported with @mci/openapi) and the tools of the 70 real
// MCP servers of LiveMCPBench, each fetched at a pinned version.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MCIClient } from '@mci/client';
import { createHttpExecutor } from '@mci/executor-http';
import { importOpenApi } from '@mci/openapi';
import { githubOpenApiDocument } from './github-openapi.mjs';
import { pinnedGithubFile } from './pinned-github-file.mjs';

/** Where each corpus comes from: a document imported with @mci/openapi, or LiveMCPBench's tool lists. */
export const sources = {
  github: { title: 'GitHub REST API (@octokit/openapi 23.0.2)', document: githubOpenApiDocument },
  stripe: {
    title: 'Stripe API (stripe/openapi @ e812732, spec3.json)',
    document: () =>
      pinnedGithubFile('stripe/openapi', 'e812732f4cff0f6e4315d8d8c7ad0fb80575b137', 'openapi/spec3.json'),
  },
  jira: {
    title: 'Jira Cloud platform API (salto-io/jira-swaggers @ e9edd0e)',
    document: () =>
      pinnedGithubFile(
        'salto-io/jira-swaggers',
        'e9edd0efc751bbc5b2a2c33f8755f9ed04e14158',
        'platform-swagger.v3.json',
      ),
  },
  'mcp-servers': {
    title: 'LiveMCPBench MCP servers (icip-cas/LiveMCPBench @ a928e57)',
    servers: () =>
      pinnedGithubFile(
        'icip-cas/LiveMCPBench',
        'a928e57d1ee7a25579b9a7036030faffff72d15b',
        'tools/LiveMCPTool/tools.json',
      ),
  },
};

/** The toolset files of a corpus: `{ [toolset name]: toolset }`. */
export async function toolsets(name, source) {
  if (source.document) {
    const { toolset } = await importOpenApi(await source.document(), { name });
    return { [name]: toolset };
  }
  const entries = JSON.parse(await readFile(await source.servers(), 'utf8'));
  const result = {};
  for (const entry of entries) {
    for (const [server, listed] of Object.entries(entry.tools ?? {})) {
      const prefix = server.toLowerCase().replace(/[^a-z0-9_-]+/g, '-');
      result[prefix] = {
        schemaVersion: '1.0',
        tools: (listed.tools ?? []).map((tool) => ({
          name: `${prefix}__${tool.name}`,
          description: tool.description ?? '',
          ...(tool.inputSchema && { inputSchema: tool.inputSchema }),
          execution: { type: 'text', text: tool.name },
        })),
      };
    }
  }
  return result;
}

/** A client over the corpus's toolset files, written to a temporary folder and loaded as `mci run` would. */
export async function loadCorpus(folder, sets, ranker) {
  await mkdir(path.join(folder, 'mci'), { recursive: true });
  for (const [name, toolset] of Object.entries(sets)) {
    await writeFile(path.join(folder, 'mci', `${name}.mci.json`), JSON.stringify(toolset));
  }
  const main = path.join(folder, 'mci.json');
  await writeFile(main, JSON.stringify({ schemaVersion: '1.0', toolsets: Object.keys(sets) }));
  return MCIClient.load({
    schemaFilePath: main,
    executors: [createHttpExecutor()],
    ...(ranker && { ranker }),
  });
}
