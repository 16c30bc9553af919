import * as z from 'zod';
import { documentedMainFileSchema } from './documented-schemas.js';

/** Where the published JSON Schema of MCI files can be fetched. */
export const MCI_JSON_SCHEMA_ID = 'https://unpkg.com/@mci/schema/mci.schema.json';

/**
 * The JSON Schema (draft 2020-12) of MCI files, generated from the zod schemas: field descriptions for
 * editors, and `execution` as the known types plus custom ones. The package ships it as
 * `@mci/schema/mci.schema.json`.
 */
export function createMciJsonSchema(): Record<string, unknown> {
  const { $schema, ...generated } = z.toJSONSchema(documentedMainFileSchema, {
    target: 'draft-2020-12',
    io: 'input',
  });
  return { $schema, $id: MCI_JSON_SCHEMA_ID, ...generated };
}
