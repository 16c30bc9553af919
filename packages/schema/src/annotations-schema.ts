import * as z from 'zod';

/** Advisory hints about a tool's behaviour, as in MCP. */
export const annotationsSchema = z
  .object({
    title: z.string().optional().meta({ description: 'Human-readable title for the tool.' }),
    readOnlyHint: z
      .boolean()
      .optional()
      .meta({ description: 'If true, the tool does not modify its environment.' }),
    destructiveHint: z
      .boolean()
      .optional()
      .meta({ description: 'If true, the tool may perform destructive updates.' }),
    idempotentHint: z
      .boolean()
      .optional()
      .meta({ description: 'If true, repeated calls with the same arguments have no additional effect.' }),
    openWorldHint: z
      .boolean()
      .optional()
      .meta({ description: 'If true, the tool interacts with external entities.' }),
  })
  .meta({
    title: 'Annotations',
    description: 'Behavioural hints about the tool. Advisory only: they help agents, they enforce nothing.',
  });

export type ToolAnnotations = z.output<typeof annotationsSchema>;
