import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';
import { appBundleBuild } from '../../tsup.base.js';

// The command line is bundled: its own workspace packages, the libraries every command starts with
// (zod, commander, picocolors, dotenv) and the MCP SDK go into dist, so `mci list` loads a few files
// instead of hundreds and `mci run` shares one tree-shaken zod with the SDK. The dependencies of
// package.json (heavy libraries loaded when a command first needs them) stay outside, loaded from
// node_modules.
// The `mci-mcp-server` bin is the one of @mci/mcp-server-app (apps/mcp-server), bundled here with the
// `mci` bin, so that `npm i -g @mci/cli` gives both and they share the modules they both use.
export default defineConfig({
  ...appBundleBuild,
  entry: {
    index: 'src/index.ts',
    mci: 'src/mci.ts',
    'mci-mcp-server': fileURLToPath(import.meta.resolve('@mci/mcp-server-app/bin')),
  },
  // @mci/code-mode (the sandbox of --tools code) is an optional peer: imported from node_modules when
  // installed, never bundled.
  noExternal: [/^@mci\/(?!code-mode)/, /^@modelcontextprotocol\/sdk/],
  dts: { entry: 'src/index.ts' },
});
