import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The root of the repository (this file is built to tooling/test-utils/dist). */
const root = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The one way a test reaches a file outside its own package: `repoPath('examples', 'demo.mjs')`. Turbo
 * hashes only a package's own files, so the package's `turbo.json` must list what its tests read this
 * way as `test` inputs (`$TURBO_ROOT$/examples/**`); `findUndeclaredTestInputs` checks that it does. Name
 * the folders with string literals, so the check can read them.
 */
export function repoPath(...segments: string[]): string {
  return path.join(root, ...segments);
}
