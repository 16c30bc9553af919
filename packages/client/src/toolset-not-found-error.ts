import { MciError } from '@mci/schema';
import type { ClientErrorCode } from './client-error-codes.js';
import { findCloseNames } from './find-close-names.js';

/** How many toolset names the message lists at most. */
const MAX_LISTED = 20;

/** A toolset name matched no folder or file in the library folder. */
export class ToolsetNotFoundError extends MciError<Extract<ClientErrorCode, 'TOOLSET_NOT_FOUND'>> {
  readonly toolsetName: string;
  readonly libraryDir: string;
  /** The toolsets the library folder does have. */
  readonly available: readonly string[];

  constructor(fields: { toolsetName: string; libraryDir: string; available?: readonly string[] }) {
    const { toolsetName, libraryDir } = fields;
    const available = fields.available ?? [];
    const [closest] = findCloseNames(toolsetName, available, 1);
    const didYouMean = closest === undefined ? '' : ` Did you mean "${closest}"?`;
    const listed = available.slice(0, MAX_LISTED).join(', ') + (available.length > MAX_LISTED ? ', …' : '');
    const offered = available.length === 0 ? ' It has no toolsets.' : ` Its toolsets: ${listed}.`;
    super(
      'TOOLSET_NOT_FOUND',
      `Toolset "${toolsetName}" not found in ${libraryDir}: looked for the folder ${toolsetName}/, ` +
        `the file ${toolsetName}, and ${toolsetName}.mci.json, .mci.yaml, .mci.yml.${didYouMean}${offered}`,
    );
    this.toolsetName = toolsetName;
    this.libraryDir = libraryDir;
    this.available = available;
  }
}
