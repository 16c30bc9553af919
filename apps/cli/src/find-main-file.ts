import { statSync } from 'node:fs';
import path from 'node:path';

const names = ['mci.json', 'mci.yaml', 'mci.yml'];

/**
 * The first of mci.json, mci.yaml and mci.yml that is a file in `cwd`, as `findSchemaFile` of @mci/host
 * finds it. The command line looks here itself: importing @mci/host loads the MCP server and its SDK,
 * which commands that only need the file's path (`mci import openapi` into a new project) should not pay for.
 */
export function findMainFile(cwd: string): string | undefined {
  for (const name of names) {
    const candidate = path.resolve(cwd, name);
    if (statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  return undefined;
}
