import * as z from 'zod';

/** `execution` of a tool that returns templated text. */
export const textExecutionSchema = z
  .object({
    type: z.literal('text').meta({ description: 'Must be "text".' }),
    text: z.string().meta({ description: 'Text template (placeholders, loops and conditionals).' }),
  })
  .meta({ title: 'Text execution', description: 'Return templated text.' });

export type TextExecutionConfig = z.output<typeof textExecutionSchema>;
