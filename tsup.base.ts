import type { Options } from 'tsup';

/** The build every library package shares: ESM for Node 20 with types and source maps. */
export const libraryBuild: Options = {
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'node20',
};
