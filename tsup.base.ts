import type { Options } from 'tsup';

/**
 * Source maps map positions only: without the sources' text inside (`sourcesContent`), which was most of
 * the size of some packages, stack traces still name the TypeScript files and lines.
 */
const positionsOnly: Options['esbuildOptions'] = (options) => {
  options.sourcesContent = false;
};

/** The build every library package shares: ESM for Node 20 with types and source maps. */
export const libraryBuild: Options = {
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  esbuildOptions: positionsOnly,
  clean: true,
  target: 'node20',
};

/**
 * The build of an app's bundle (`mci`, the `mci-mcp-server` bin): the MCI packages and the MCP SDK go into
 * dist, with whatever they import that is not a dependency of the app; the app's dependencies stay
 * outside, loaded from node_modules when first needed.
 */
export const appBundleBuild: Options = {
  format: ['esm'],
  sourcemap: true,
  esbuildOptions: positionsOnly,
  clean: true,
  target: 'node20',
  noExternal: [/^@mci\//, /^@modelcontextprotocol\/sdk/],
  // Bundled CommonJS libraries (commander, dotenv, cross-spawn) call `require` for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
};
