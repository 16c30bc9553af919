import * as z from 'zod';
import { requiredScopesSchema } from './required-scopes-schema.js';
import { checkFilterPair, filterFields, filterPairJsonSchema } from './tool-filter-type-schema.js';
import { toolsetHttpSchema } from './toolset-http-schema.js';
import { whenObject } from './when-object.js';

const toolsetName = () =>
  z.string().min(1).meta({ description: 'Name of a toolset file or folder in libraryDir.' });

const toolsetObjectSchema = z
  .object({
    name: toolsetName(),
    ...filterFields,
    requiredScopes: requiredScopesSchema,
    prefix: z
      .string()
      .regex(/^[A-Za-z0-9_.-]+$/, { error: 'expected letters, digits, "_", "-" or "." (such as "github_")' })
      .optional()
      .meta({
        description:
          'Put before the name of each tool of the toolset ("gh_" makes get_user gh_get_user), so two toolsets with the same tool names load side by side. Filters still name the tools as the toolset file does.',
      }),
    http: toolsetHttpSchema.optional(),
  })
  .superRefine(checkFilterPair, whenObject)
  .meta({ title: 'Toolset', ...filterPairJsonSchema });

/** A toolset to load from `libraryDir`: a plain name (normalised to `{ name }`) or an object with a filter. */
export const toolsetReferenceSchema = z
  .union([toolsetName().transform((name): ToolsetReference => ({ name })), toolsetObjectSchema])
  .meta({
    description:
      'A toolset name, or an object with the name and optional filter, tool name prefix and HTTP settings.',
  });

/** `{ name, filter?, filterValue?, requiredScopes?, prefix?, http? }`; a plain name becomes `{ name }`. */
export type ToolsetReference = z.output<typeof toolsetObjectSchema>;
