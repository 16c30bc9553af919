import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.base.js';

// find-main-file is an entry of its own: commands that only need the main file's path (such as
// `mci import openapi` into a new project) load it without the MCP server and the executors.
export default defineConfig({ ...libraryBuild, entry: ['src/index.ts', 'src/find-main-file.ts'] });
