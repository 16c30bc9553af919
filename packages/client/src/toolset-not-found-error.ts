import { MciError } from '@mci/schema';
import type { ClientErrorCode } from './client-error-codes.js';

/** A toolset name matched no folder or file in the library folder. */
export class ToolsetNotFoundError extends MciError<ClientErrorCode> {
  readonly toolsetName: string;
  readonly libraryDir: string;

  constructor(fields: { toolsetName: string; libraryDir: string }) {
    const { toolsetName, libraryDir } = fields;
    super(
      'TOOLSET_NOT_FOUND',
      `Toolset "${toolsetName}" not found in ${libraryDir}: looked for the folder ${toolsetName}/, ` +
        `the file ${toolsetName}, and ${toolsetName}.mci.json, .mci.yaml, .mci.yml.`,
    );
    this.toolsetName = toolsetName;
    this.libraryDir = libraryDir;
  }
}
