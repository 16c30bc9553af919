import { OptionalPackageMissingError } from './optional-package-missing-error.js';

/**
 * Runs `load` (an `import()` of an optional peer dependency); when the package is not installed, throws an
 * `OptionalPackageMissingError` that names `packages` to install for `neededFor`. Other failures pass on.
 */
export async function importOptionalPackage<T>(
  load: () => Promise<T>,
  fields: { packages: readonly string[]; neededFor: string },
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isModuleNotFound(error, fields.packages))
      throw new OptionalPackageMissingError(fields, { cause: error });
    throw error;
  }
}

/** Node's "cannot find package" error for one of `packages` (not for a module inside them). */
function isModuleNotFound(error: unknown, packages: readonly string[]): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') return false;
  const message = error instanceof Error ? error.message : '';
  return packages.some((name) => message.includes(`'${name}'`) || message.includes(`"${name}"`));
}
