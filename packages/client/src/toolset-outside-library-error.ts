import { MciError } from '@mci/schema';
import type { ClientErrorCode } from './client-error-codes.js';

/** A toolset name (or a symlink it reaches) that points outside the library folder. */
export class ToolsetOutsideLibraryError extends MciError<
  Extract<ClientErrorCode, 'TOOLSET_OUTSIDE_LIBRARY'>
> {
  readonly toolsetName: string;
  readonly libraryDir: string;
  /** For a symlink: the link inside the library and the real path it leads to, outside. */
  readonly link: { readonly path: string; readonly target: string } | undefined;

  constructor(fields: {
    toolsetName: string;
    libraryDir: string;
    link?: { readonly path: string; readonly target: string };
  }) {
    const { toolsetName, libraryDir, link } = fields;
    super(
      'TOOLSET_OUTSIDE_LIBRARY',
      link
        ? `Toolset "${toolsetName}" points outside the library folder ${libraryDir}: ${link.path} ` +
            `leads to ${link.target}; toolset files must stay inside libraryDir.`
        : `Toolset "${toolsetName}" points outside the library folder ${libraryDir}; ` +
            'toolset names must stay inside libraryDir.',
    );
    this.toolsetName = toolsetName;
    this.libraryDir = libraryDir;
    this.link = link;
  }
}
