/**
 * Which folders a tool may read files from or run commands in. Built once per tool at load: `baseDir` is
 * the folder of the file that declared the tool, and relative paths resolve against it.
 */
export interface PathPolicy {
  readonly baseDir: string;
  readonly enableAnyPaths: boolean;
  /** Absolute folders a path may be inside; always includes `baseDir`. */
  readonly allowedDirectories: readonly string[];
}
