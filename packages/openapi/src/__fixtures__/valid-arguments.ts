import { generate } from 'json-schema-faker';

type JsonObject = Record<string, unknown>;

/**
 * Valid arguments for a tool, made up by json-schema-faker from its input schema (seeded, so runs
 * repeat): every property filled. Of a file part's `<name>_path` and `<name>_base64` only the base64 is
 * given (one of them is wanted), base64 props get real base64, and the select argument the identity.
 */
export async function validArguments(inputSchema: JsonObject, seed: number): Promise<JsonObject> {
  const value = (await generate(inputSchema as never, {
    seed,
    alwaysFakeOptionals: true,
    maxDepth: 3,
    refDepthMax: 2,
    maxItems: 3,
  })) as JsonObject;
  const properties = (inputSchema.properties ?? {}) as Record<string, JsonObject>;
  for (const [name, schema] of Object.entries(properties)) {
    if (schema.contentEncoding === 'base64') value[name] = Buffer.from(`file ${seed}`).toString('base64');
    if (name.endsWith('_path') && `${name.slice(0, -5)}_base64` in properties) delete value[name];
  }
  // The select argument of imported tools takes JMESPath: the identity, so the whole answer comes back.
  if ('mci_select' in properties) value.mci_select = '@';
  return value;
}
