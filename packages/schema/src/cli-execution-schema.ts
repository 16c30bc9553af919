import * as z from 'zod';
import { cliFlagSchema } from './cli-flag-schema.js';

/** `execution` of a tool that runs a command (never through a shell). */
export const cliExecutionSchema = z
  .object({
    type: z.literal('cli').meta({ description: 'Must be "cli".' }),
    command: z.string().min(1).meta({ description: 'Command to execute.' }),
    args: z.array(z.string()).optional().meta({ description: 'Positional arguments. Supports templating.' }),
    flags: z.record(z.string(), cliFlagSchema).optional().meta({
      description: 'Flags mapped from properties, keyed by the flag as written (e.g. "-i", "--size").',
    }),
    cwd: z.string().optional().meta({
      description:
        'Working directory. Supports templating. Default: the folder of the file that declares the tool.',
    }),
    timeout_ms: z
      .number()
      .int()
      .min(0)
      .default(30_000)
      .meta({ description: 'Execution timeout in milliseconds (at least 0).' }),
  })
  .meta({ title: 'CLI execution', description: 'Run a command-line program.' });

export type CliExecutionConfig = z.output<typeof cliExecutionSchema>;
