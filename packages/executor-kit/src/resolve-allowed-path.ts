import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { PathPolicy } from '@mci/schema';
import { PathNotAllowedError } from './path-not-allowed-error.js';

/**
 * Resolves `candidate` against the policy's `baseDir`, follows symlinks, and returns the real path when
 * it lies inside an allowed folder (or the policy allows any path). Throws `PathNotAllowedError`
 * otherwise (the promise rejects). A path that does not resolve (missing, unreadable) is checked through
 * its nearest parent that does. The real paths are read with one synchronous `realpath` call each: through
 * libuv's thread pool that was a round trip of tens of microseconds, most of a small file tool's call.
 */
export async function resolveAllowedPath(policy: PathPolicy, candidate: string): Promise<string> {
  const absolute = path.resolve(policy.baseDir, candidate);
  const real = realpathOfNearest(absolute);
  if (policy.enableAnyPaths) return real;
  for (const directory of policy.allowedDirectories) {
    if (isInside(real, realpathOfNearest(directory))) return real;
  }
  throw new PathNotAllowedError({ path: candidate, allowedDirectories: policy.allowedDirectories });
}

function isInside(target: string, directory: string): boolean {
  if (target === directory) return true;
  const prefix = directory.endsWith(path.sep) ? directory : directory + path.sep;
  return target.startsWith(prefix);
}

function realpathOfNearest(absolute: string): string {
  const missing: string[] = [];
  let current = absolute;
  for (;;) {
    try {
      const real = realpathSync.native(current);
      return missing.length ? path.join(real, ...missing.reverse()) : real;
    } catch {
      // Missing, unreadable or looping: check through the nearest parent that resolves, so a symlinked
      // parent is still followed before the check.
      const parent = path.dirname(current);
      if (parent === current) return absolute;
      missing.push(path.basename(current));
      current = parent;
    }
  }
}
