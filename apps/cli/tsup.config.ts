import { defineConfig } from 'tsup';

// The command line is bundled: its own workspace packages, the libraries every command starts with
// (zod, commander, picocolors, dotenv) and the MCP SDK go into dist, so `mci list` loads a few files
// instead of hundreds and `mci run` shares one tree-shaken zod with the SDK. The dependencies of
// package.json (heavy libraries loaded when a command first needs them, and @mci/schema for its JSON
// Schema file) stay outside, loaded from node_modules.
export default defineConfig({
  entry: ['src/index.ts', 'src/mci.ts'],
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  sourcemap: true,
  clean: true,
  target: 'node20',
  noExternal: [/^@mci\//, /^@modelcontextprotocol\/sdk/],
  // Bundled CommonJS libraries (commander, dotenv, cross-spawn) call `require` for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
