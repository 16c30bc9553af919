import type { ToolDefinition } from '@mci/schema';
import type { FileLocator } from './file-locator.js';
import type { ToolSource } from './tool.js';

/** A tool read from some file, before filters, duplicate checks and preparation. */
export interface ToolCandidate {
  readonly definition: ToolDefinition;
  readonly source: ToolSource;
  readonly locator: FileLocator;
  /** JSON path of the tool in its file, such as `['tools', 3]`. */
  readonly path: ReadonlyArray<string | number>;
  /** Folder of the declaring file: relative paths of the tool resolve against it. */
  readonly baseDir: string;
}
