import { MciError } from '@mci/schema';
import type { ClientErrorCode } from './client-error-codes.js';

/** A call made after `client.close()`: the executors' connections and processes are gone for good. */
export class ClientClosedError extends MciError<ClientErrorCode> {
  readonly toolName: string;

  constructor(fields: { toolName: string }) {
    const { toolName } = fields;
    super('CLIENT_CLOSED', `Cannot run tool "${toolName}": the MCI client is closed.`);
    this.toolName = toolName;
  }
}
