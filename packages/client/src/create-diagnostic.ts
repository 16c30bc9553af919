import type { MciDiagnostic, MciError } from '@mci/schema';
import { formatJsonPath } from '@mci/schema/internal';
import type { FileLocator } from './file-locator.js';

type JsonPath = ReadonlyArray<string | number>;

/** An error diagnostic for `error` at `path` of the file; its code is the error's code in kebab-case. */
export function diagnosticFromError(locator: FileLocator, path: JsonPath, error: MciError): MciDiagnostic {
  return createDiagnostic(locator, path, error.code.toLowerCase().replaceAll('_', '-'), error.message);
}

export function createDiagnostic(
  locator: FileLocator,
  path: JsonPath,
  code: string,
  message: string,
  severity: MciDiagnostic['severity'] = 'error',
): MciDiagnostic {
  const position = locator.locate(path);
  return {
    severity,
    code,
    message,
    ...(locator.filePath === undefined ? {} : { filePath: locator.filePath }),
    ...(position ?? {}),
    path: formatJsonPath(path),
  };
}
