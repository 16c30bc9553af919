import { importOptionalPackage } from '@mci/client/internal';

type CodeMode = typeof import('@mci/code-mode');
let loaded: CodeMode | undefined;

/**
 * Loads the optional package `@mci/code-mode` for the `code` option, at its first call; when it is not
 * installed, the `OptionalPackageMissingError` names it.
 */
export async function loadCodeMode(): Promise<CodeMode> {
  loaded ??= await importOptionalPackage(() => import('@mci/code-mode'), {
    packages: ['@mci/code-mode'],
    neededFor: 'The code option of @mci/adapters',
  });
  return loaded;
}
