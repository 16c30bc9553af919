import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** The Petstore of `@readme/oas-examples` in Swagger 2.0, OpenAPI 3.0 and 3.1. */
export const PETSTORES = {
  'Swagger 2.0': require.resolve('@readme/oas-examples/2.0/json/petstore.json'),
  'OpenAPI 3.0': require.resolve('@readme/oas-examples/3.0/json/petstore.json'),
  'OpenAPI 3.1': require.resolve('@readme/oas-examples/3.1/json/petstore.json'),
} as const;

/** Blockfrost's API (129 operations, OpenAPI 3.0 YAML), as `@blockfrost/openapi` ships it. */
export const BLOCKFROST = require.resolve('@blockfrost/openapi/openapi.yaml');

/** A document of this folder. */
export function fixture(name: string): string {
  return fileURLToPath(new URL(`./api/${name}`, import.meta.url));
}
