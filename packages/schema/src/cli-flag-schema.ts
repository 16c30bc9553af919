import * as z from 'zod';

/** A CLI flag filled from a property: `boolean` adds the flag when truthy, `value` adds `flag value`. */
export const cliFlagSchema = z
  .object({
    from: z.string().min(1).meta({ description: 'Property path, e.g. "props.ignore_case".' }),
    type: z.enum(['boolean', 'value']).meta({
      description:
        '"boolean": the flag is added when the property is truthy; "value": the flag and the value.',
    }),
  })
  .meta({ description: 'A flag mapped from a property.' });

export type CliFlag = z.output<typeof cliFlagSchema>;
