import { defineConfig } from 'tsup';
import { appBundleBuild, libraryBuild } from '../../tsup.base.js';

export default defineConfig([
  // The library entry is not bundled: it shares MCIClient and the other MCI packages with its caller.
  // Its clean leaves dist/bin to the bin's build, which may run at the same time.
  { ...libraryBuild, clean: ['!bin/**'] },
  // The bin is bundled like the `mci` command line, commander and zod too (dependencies of the library),
  // so a host starting `mci-mcp-server` waits for a few files instead of hundreds.
  {
    ...appBundleBuild,
    entry: { 'mci-mcp-server': 'src/bin.ts' },
    outDir: 'dist/bin',
    noExternal: [...(appBundleBuild.noExternal ?? []), 'commander', 'zod'],
  },
]);
