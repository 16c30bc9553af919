import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.base.js';

// Not bundled: @mci/cli bundles these files into its own dist (the `mci-mcp-server` bin it ships and the
// serve flags of `mci run`), sharing one copy of the modules both use. `filter-option` is an entry of its
// own so that `mci list` can take `--filter` without loading the serve options.
export default defineConfig({
  ...libraryBuild,
  entry: ['src/index.ts', 'src/filter-option.ts', 'src/mci-mcp-server.ts'],
  dts: { entry: ['src/index.ts', 'src/filter-option.ts'] },
});
