import type { ErrorCodeList } from '@mci/schema';

/** The codes of the errors of `@mci/openapi`: what each means and when it comes. */
export const openApiErrorCodes = {
  OPENAPI_IMPORT_FAILED: {
    stage: 'load',
    meaning: 'An OpenAPI document cannot be read, parsed or converted (mci import openapi)',
  },
} as const satisfies ErrorCodeList;

export type OpenApiErrorCode = keyof typeof openApiErrorCodes;
