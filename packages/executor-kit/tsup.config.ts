import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.base.js';

// `test` is the conformance suite (`@mci/executor-kit/test`); vitest stays an optional peer, outside the bundle.
export default defineConfig({
  ...libraryBuild,
  entry: ['src/index.ts', 'src/test.ts'],
  external: ['vitest'],
});
