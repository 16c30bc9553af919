import type * as z from 'zod';
import { HTTP_PARAMETER_STYLES, type HttpParameterStyles } from './http-parameter-styles-schema.js';

type StyledConfig = { styles?: HttpParameterStyles | undefined } & Partial<
  Record<keyof HttpParameterStyles, Record<string, unknown> | undefined>
>;

/** Adds an issue for each style that names no parameter of its location or does not fit there. */
export function checkParameterStyles(config: StyledConfig, context: z.RefinementCtx): void {
  for (const location of Object.keys(HTTP_PARAMETER_STYLES) as Array<keyof HttpParameterStyles>) {
    const allowed: readonly string[] = HTTP_PARAMETER_STYLES[location];
    for (const [name, { style }] of Object.entries(config.styles?.[location] ?? {})) {
      if (!(name in (config[location] ?? {})))
        context.addIssue({
          code: 'custom',
          path: ['styles', location, name],
          message: `${location} has no "${name}" to style; add it to ${location} or remove this entry`,
        });
      else if (style !== undefined && !allowed.includes(style))
        context.addIssue({
          code: 'custom',
          path: ['styles', location, name, 'style'],
          message: `"${style}" is not a style of ${location}; use ${allowed.map((s) => `"${s}"`).join(', ')}`,
        });
    }
  }
}
