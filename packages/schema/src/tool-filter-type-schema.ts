import * as z from 'zod';

/** How a toolset or an MCP server's tools are filtered. */
export const toolFilterTypeSchema = z.enum(['only', 'except', 'tags', 'withoutTags']).meta({
  description:
    'Filter type: "only" and "except" keep or drop tools by name, "tags" keeps tools with at least one ' +
    'matching tag, "withoutTags" drops tools with any matching tag.',
});

export type ToolFilterType = z.output<typeof toolFilterTypeSchema>;

/** The `filter` and `filterValue` fields of a toolset reference and of an MCP server's `config`. */
export const filterFields = {
  filter: toolFilterTypeSchema.optional(),
  filterValue: z
    .string()
    .optional()
    .meta({ description: 'Comma-separated list of tool names or tags (required with filter).' }),
};

/** JSON Schema keywords saying that `filter` and `filterValue` come together. */
export const filterPairJsonSchema = {
  dependentRequired: { filter: ['filterValue'], filterValue: ['filter'] },
};

/**
 * Reports `filter` without `filterValue` and the reverse. Used with `whenObject`, so it runs along with the
 * errors of other fields (unless one of them stopped parsing, as a non-integer number does).
 */
export function checkFilterPair(
  value: { filter?: ToolFilterType | undefined; filterValue?: string | undefined },
  context: z.RefinementCtx,
): void {
  if (value.filter !== undefined && value.filterValue === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['filterValue'],
      message:
        'missing required field (expected a comma-separated list of names or tags, since "filter" is set)',
      params: { code: 'MISSING_FIELD' },
    });
  }
  if (value.filterValue !== undefined && value.filter === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['filter'],
      message:
        'missing required field (expected "only", "except", "tags" or "withoutTags", since "filterValue" is set)',
      params: { code: 'MISSING_FIELD' },
    });
  }
}
