import path from 'node:path';
import type { PathPolicy } from '@mci/schema';
import { createPathPolicy } from './create-path-policy.js';

/** A tool's path settings and those of the main file it was loaded through. */
export interface ToolPathPolicySettings {
  /** Folder of the file that declared the tool (absolute): the tool's relative paths resolve against it. */
  readonly baseDir: string;
  /** The tool's own `enableAnyPaths` and `directoryAllowList`; each overrides the main file's. */
  readonly tool: { readonly enableAnyPaths?: boolean; readonly directoryAllowList?: readonly string[] };
  /** Folder of the main file (absolute), and its `enableAnyPaths` and `directoryAllowList`. */
  readonly main: {
    readonly baseDir: string;
    readonly enableAnyPaths?: boolean;
    readonly directoryAllowList?: readonly string[];
  };
}

/**
 * The path policy of one loaded tool, the rule `MCIClient` applies and the tool specification describes.
 * A tool's own `enableAnyPaths` and `directoryAllowList` override the main file's. It may use the folder of
 * the file that declared it, the main file's folder (the same one for tools of the main file) and the
 * folders of the list in effect. Relative entries keep the meaning they have in the file they are written
 * in: a tool's own against its declaring file's folder, the main file's against the main file's folder.
 */
export function createToolPathPolicy(settings: ToolPathPolicySettings): PathPolicy {
  const { tool, main } = settings;
  const mainDir = path.resolve(main.baseDir);
  const inherited = (main.directoryAllowList ?? []).map((entry) => path.resolve(mainDir, entry));
  return createPathPolicy({
    baseDir: settings.baseDir,
    enableAnyPaths: tool.enableAnyPaths ?? main.enableAnyPaths,
    directoryAllowList: [mainDir, ...(tool.directoryAllowList ?? inherited)],
  });
}
