import { defineConfig, type Options } from 'tsup';

const shared: Options = { format: ['esm'], sourcemap: true, target: 'node20' };

export default defineConfig([
  // The library entry is not bundled: it shares MCIClient and the other MCI packages with its caller.
  // Its clean leaves dist/bin to the bin's build, which may run at the same time.
  { ...shared, entry: ['src/index.ts'], dts: true, clean: ['!bin/**'] },
  // The bin is bundled like the `mci` command line: its MCI packages, the MCP SDK and the libraries it
  // starts with go into dist/bin, so a host starting `mci-mcp-server` waits for a few files instead of
  // hundreds. The libraries loaded when first needed stay outside: the dependencies of package.json.
  {
    ...shared,
    entry: { 'mci-mcp-server': 'src/bin.ts' },
    outDir: 'dist/bin',
    clean: true,
    noExternal: [/^@mci\//, /^@modelcontextprotocol\/sdk/, 'commander', 'zod'],
    // Bundled CommonJS libraries (commander, dotenv, cross-spawn) call `require` for Node's own modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  },
]);
