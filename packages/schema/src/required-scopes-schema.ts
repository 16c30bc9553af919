import * as z from 'zod';

/** An OAuth scope token (RFC 6749 section 3.3): printable ASCII without space, `"` and `\`. */
const scopeToken = /^[\x21\x23-\x5B\x5D-\x7E]+$/;

/**
 * `requiredScopes` of a tool, a toolset reference or an `mcp_servers` entry: OAuth scopes a caller of the
 * HTTP server must hold (all of them, compared exactly and case-sensitively) to see and call the tool.
 */
export const requiredScopesSchema = z
  .array(
    z.string().regex(scopeToken, {
      error: 'expected an OAuth scope: printable ASCII without spaces, quotes or backslashes',
    }),
  )
  .optional()
  .meta({
    description:
      'OAuth scopes a caller over HTTP must hold, all of them (exact, case-sensitive match), to see and call the tool.',
  });
