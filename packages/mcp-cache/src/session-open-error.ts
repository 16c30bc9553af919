/** Why a connection could not be made, redacted, with the stdio server's stderr tail. */
export class SessionOpenError extends Error {
  readonly reason: string;

  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'SessionOpenError';
    this.reason = reason;
  }
}
