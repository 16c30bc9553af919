import * as z from 'zod';
import { requiredScopesSchema } from './required-scopes-schema.js';
import { checkFilterPair, filterFields, filterPairJsonSchema } from './tool-filter-type-schema.js';
import { whenObject } from './when-object.js';

const toolsetName = () =>
  z.string().min(1).meta({ description: 'Name of a toolset file or folder in libraryDir.' });

const toolsetObjectSchema = z
  .object({
    name: toolsetName(),
    ...filterFields,
    requiredScopes: requiredScopesSchema,
  })
  .superRefine(checkFilterPair, whenObject)
  .meta({ title: 'Toolset', ...filterPairJsonSchema });

/** A toolset to load from `libraryDir`: a plain name (normalised to `{ name }`) or an object with a filter. */
export const toolsetReferenceSchema = z
  .union([toolsetName().transform((name): ToolsetReference => ({ name })), toolsetObjectSchema])
  .meta({ description: 'A toolset name, or an object with the name and an optional filter.' });

/** `{ name, filter?, filterValue?, requiredScopes? }`; a plain name becomes `{ name }`. */
export type ToolsetReference = z.output<typeof toolsetObjectSchema>;
