import { MciError } from '@mci/schema';
import { templatingErrorCodes } from '@mci/templating';

/**
 * The code an error result gets for a failure: the `code` of an `MciError` (of any copy of the packages;
 * an executor from elsewhere may use its own), the code of a `TemplateError` (`@mci/templating` depends on
 * nothing, so its error is no `MciError`), else `UNEXPECTED_ERROR`.
 */
export function errorCodeOf(error: unknown): string {
  if (MciError.isInstance(error)) return error.code;
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' && Object.hasOwn(templatingErrorCodes, code) ? code : 'UNEXPECTED_ERROR';
}
