import * as z from 'zod';
import { httpAuthSchema } from './http-auth-schema.js';

/**
 * HTTP settings for every http tool of a toolset, set on its entry in the main file's `toolsets`: the
 * place a user edits and `mci import openapi` keeps when it writes the toolset file again.
 */
export const toolsetHttpSchema = z
  .object({
    baseUrl: z
      .string()
      .regex(/^(?:https?:\/\/|\{\{)/, { error: 'expected an http(s) URL, such as "https://api.example.com"' })
      .optional()
      .meta({
        description:
          "Sends the toolset's calls here: each tool url keeps its path and query, after this URL's path (https://ghe.example.com/api/v3 + https://api.github.com/user = https://ghe.example.com/api/v3/user). Supports templating.",
      }),
    headers: z.record(z.string(), z.string()).optional().meta({
      description:
        "Headers added to every call; a tool's own header of the same name (any case) wins. Supports templating.",
    }),
    auth: httpAuthSchema.optional().meta({
      description:
        "Authentication of every http tool that declares none itself: a tool's own auth wins. Supports templating, typically {{env.NAME}}.",
    }),
  })
  .meta({
    title: 'Toolset HTTP settings',
    description: 'Base URL, headers and authentication for every http tool of the toolset.',
  });

export type ToolsetHttpSettings = z.output<typeof toolsetHttpSchema>;
