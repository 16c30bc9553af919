import path from 'node:path';
import type { PathPolicy } from '@mci/schema';

export interface PathPolicySettings {
  /** Folder of the file that declared the tool (absolute). */
  baseDir: string;
  enableAnyPaths?: boolean;
  /** Extra folders, absolute or relative to `baseDir`. */
  directoryAllowList?: readonly string[];
}

export function createPathPolicy(settings: PathPolicySettings): PathPolicy {
  const baseDir = path.resolve(settings.baseDir);
  const extra = (settings.directoryAllowList ?? []).map((entry) => path.resolve(baseDir, entry));
  return {
    baseDir,
    enableAnyPaths: settings.enableAnyPaths ?? false,
    allowedDirectories: [...new Set([baseDir, ...extra])],
  };
}
