import { createRequire } from 'node:module';
import path from 'node:path';
import { MCI_JSON_SCHEMA_ID } from '@mci/schema';

/**
 * What `mci init` writes as `$schema`: the JSON Schema that `@mci/schema` ships (`mci.schema.json`), as
 * resolved from `fromFile` (the CLI's own module). When the project folder holds that file (the CLI was
 * installed in the project, `npm i @mci/cli`), the path relative to the folder, such as
 * `./node_modules/@mci/schema/mci.schema.json`; otherwise (a global install, npx) the published URL,
 * since a path outside the project would not hold on another machine.
 */
export function findSchemaReference(fromFile: string, projectDir: string): string {
  let schemaFile: string;
  try {
    schemaFile = createRequire(fromFile).resolve('@mci/schema/mci.schema.json');
  } catch {
    return MCI_JSON_SCHEMA_ID;
  }
  const relative = path.relative(projectDir, schemaFile);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return MCI_JSON_SCHEMA_ID;
  return `./${relative.split(path.sep).join('/')}`;
}
