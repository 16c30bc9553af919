import { MciError } from '@mci/schema';

/** A toolset name matched no folder or file in the library folder. */
export class ToolsetNotFoundError extends MciError {
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
