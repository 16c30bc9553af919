import type { DiagnosticCode, MciDiagnostic, MciError } from '@mci/schema';
import { formatJsonPath } from '@mci/schema/internal';
import type { FileLocator } from './file-locator.js';

type JsonPath = ReadonlyArray<string | number>;

/** An error diagnostic for `error` at `path` of the file, with the error's code. */
export function diagnosticFromError(
  locator: FileLocator,
  path: JsonPath,
  error: MciError<DiagnosticCode>,
): MciDiagnostic {
  return createDiagnostic(locator, path, error.code, error.message);
}

export function createDiagnostic(
  locator: FileLocator,
  path: JsonPath,
  code: DiagnosticCode,
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
