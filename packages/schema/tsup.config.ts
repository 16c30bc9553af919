import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.base.js';

export default defineConfig({ ...libraryBuild, entry: ['src/index.ts', 'src/internal.ts'] });
