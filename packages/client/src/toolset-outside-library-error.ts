import { MciError } from '@mci/schema';

/** A toolset name (or a symlink it reaches) that points outside the library folder. */
export class ToolsetOutsideLibraryError extends MciError {
  readonly toolsetName: string;
  readonly libraryDir: string;

  constructor(toolsetName: string, libraryDir: string) {
    super(
      'TOOLSET_OUTSIDE_LIBRARY',
      `Toolset "${toolsetName}" points outside the library folder ${libraryDir}; ` +
        'toolset names must stay inside libraryDir.',
    );
    this.toolsetName = toolsetName;
    this.libraryDir = libraryDir;
  }
}
