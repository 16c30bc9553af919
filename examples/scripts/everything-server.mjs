// Starts the stdio server of @modelcontextprotocol/server-everything, a dev dependency of @mci/cli in this
// repository, so `mci.json` runs it with `node` on every system without a path set by hand. mci starts
// stdio MCP servers in the folder of the file that declares them, where this relative path holds.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const requireFromCli = createRequire(new URL('../../apps/cli/package.json', import.meta.url));
const packageFile = requireFromCli.resolve('@modelcontextprotocol/server-everything/package.json');
const { bin } = JSON.parse(readFileSync(packageFile, 'utf8'));
const entry = typeof bin === 'string' ? bin : bin['mcp-server-everything'];
await import(pathToFileURL(path.join(path.dirname(packageFile), entry)).href);
