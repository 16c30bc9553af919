import { MciError } from '@mci/schema';
import { mainFileNames } from './find-main-file.js';
import type { HostErrorCode } from './host-error-codes.js';

/** No `--file` was given and the folder has none of `mci.json`, `mci.yaml`, `mci.yml`. */
export class MainFileNotFoundError extends MciError<HostErrorCode> {
  readonly directory: string;

  constructor(fields: { directory: string }) {
    const { directory } = fields;
    super(
      'MAIN_FILE_NOT_FOUND',
      `No MCI file found in ${directory}: expected one of ${mainFileNames.join(', ')}, or pass --file.`,
    );
    this.directory = directory;
  }
}
