// Writes mci.schema.json (the JSON Schema of MCI files) from the built package. Run by `pnpm build`.
import { writeFileSync } from 'node:fs';
import { createMciJsonSchema } from '../dist/internal.js';

const target = new URL('../mci.schema.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(createMciJsonSchema(), null, 2)}\n`);
