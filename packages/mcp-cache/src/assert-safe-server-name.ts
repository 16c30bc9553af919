import { McpServerConfigError } from './mcp-server-config-error.js';

const safeName = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;
const windowsDeviceName = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;

/**
 * Server names become file names (`{libraryDir}/mcp/{name}.mci.json`), so they may hold only letters,
 * digits, `_`, `-` and `.` (not first, never `..`), at most 128 characters, and no device name.
 */
export function assertSafeServerName(name: string): void {
  if (safeName.test(name) && !name.includes('..') && !windowsDeviceName.test(name)) return;
  throw new McpServerConfigError({
    serverName: name,
    reason:
      'the name must be 1 to 128 letters, digits, "_", "-" or "." (not first, never ".."), so its cache file stays inside the library folder',
  });
}
