/**
 * Where a library reports what it does, shared by the packages that log (the MCP server, the host).
 * Messages are single lines without secrets; the app decides where they go.
 */
export interface Logger {
  error(message: string): void;
  warn(message: string): void;
  info(message: string): void;
  debug(message: string): void;
}

/** A logger that drops everything (the default of libraries). */
export const silentLogger: Logger = {
  error: () => {},
  warn: () => {},
  info: () => {},
  debug: () => {},
};
