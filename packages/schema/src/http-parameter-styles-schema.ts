import * as z from 'zod';

/** Serialisation styles of OpenAPI 3, by where the value goes. */
export const HTTP_PARAMETER_STYLES = {
  params: ['form', 'spaceDelimited', 'pipeDelimited', 'deepObject'],
  pathParams: ['simple', 'label', 'matrix'],
  headers: ['simple'],
  cookies: ['form'],
} as const;

export type HttpParameterLocation = keyof typeof HTTP_PARAMETER_STYLES;

const allStyles = [...new Set(Object.values(HTTP_PARAMETER_STYLES).flat())] as [string, ...string[]];

/** How one array or object value is written, as OpenAPI 3's `style` and `explode`. */
export const httpParameterStyleSchema = z
  .object({
    style: z.enum(allStyles).optional().meta({
      description:
        'OpenAPI 3 style: params form (default), spaceDelimited, pipeDelimited or deepObject; pathParams simple (default), label or matrix; headers simple; cookies form.',
    }),
    explode: z.boolean().optional().meta({
      description: 'OpenAPI 3 explode: default true for form and deepObject, false for the other styles.',
    }),
  })
  .meta({ description: 'Serialisation of one parameter (OpenAPI 3 style and explode).' });

export type HttpParameterStyle = z.output<typeof httpParameterStyleSchema>;

const styleMap = z.record(z.string(), httpParameterStyleSchema).optional();

/** `styles` of an http tool: per parameter of params, pathParams, headers and cookies. */
export const httpParameterStylesSchema = z
  .object({
    params: styleMap.meta({ description: 'Styles of query parameters, by name.' }),
    pathParams: styleMap.meta({ description: 'Styles of path parameters, by name.' }),
    headers: styleMap.meta({ description: 'Styles of headers, by name.' }),
    cookies: styleMap.meta({ description: 'Styles of cookies, by name.' }),
  })
  .meta({
    description:
      'How array and object values are written, following OpenAPI 3 style/explode: e.g. params {"ids": {"style": "form", "explode": false}} sends ids=1,2; {"filter": {"style": "deepObject"}} sends filter[status]=open. Values without a style keep the default encoding.',
  });

export type HttpParameterStyles = z.output<typeof httpParameterStylesSchema>;
