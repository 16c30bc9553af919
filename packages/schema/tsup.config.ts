import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.base.js';

// zod is bundled (tree-shaken, without its locales): importing @mci/schema then loads one file instead of
// zod's 285 modules. zod stays a dependency for the type declarations.
export default defineConfig({ ...libraryBuild, noExternal: ['zod'] });
