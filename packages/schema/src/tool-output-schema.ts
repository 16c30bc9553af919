import * as z from 'zod';

/** A name a model can send as an argument and templates can address: a letter or `_`, then word characters. */
const argumentName = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * `output` of a tool: how its answer is shaped before a model reads it. The client applies it to every
 * execution type whose answer is JSON (or text, for `maxChars`); an answer that needs no cut is not touched.
 */
export const toolOutputSchema = z
  .object({
    select: z.string().min(1).optional().meta({
      description:
        'JMESPath expression applied to the JSON answer, such as "[].{id: id, title: title}". Compiled at load.',
    }),
    maxItems: z.int().min(1).optional().meta({
      description:
        'Keep the first n items of the answer when it is an array (after "select"); a note says how many were left out.',
    }),
    maxChars: z.int().min(1).optional().meta({
      description:
        'At most this many characters of text reach the model; a longer answer is cut and ends with a note saying what was left out.',
    }),
    selectArgument: z
      .string()
      .regex(argumentName, { error: 'expected a name of letters, digits and "_", not starting with a digit' })
      .optional()
      .meta({
        description:
          'Name of an optional argument added to the tool for the model: a JMESPath expression applied to the answer (after "select"), never passed to the tool itself.',
      }),
  })
  .meta({
    title: 'Output',
    description:
      'How the answer is shaped before a model reads it: projected, cut to a number of items or characters, with a note saying what was left out.',
  });

export type ToolOutput = z.output<typeof toolOutputSchema>;
