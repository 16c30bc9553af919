import type { ToolsetHttpSettings } from '@mci/schema/internal';
import { CliUsageError } from '../cli-usage-error.js';

/** What `--auth` sets on the toolset's entry: auth, or (an API key in a cookie) a Cookie header. */
export type ImportAuth = Pick<ToolsetHttpSettings, 'auth' | 'headers'>;

export const importAuthForms =
  'bearer:TOKEN_VAR | basic:USER_VAR:PASSWORD_VAR | apikey:header|query|cookie:NAME:KEY_VAR | oauth2:ID_VAR:SECRET_VAR:TOKEN_URL';

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * `--auth` of `mci import openapi`: each credential is the name of an env variable, written as an
 * `{{env.NAME}}` placeholder (never the secret itself).
 */
export function parseImportAuth(text: string): ImportAuth {
  const [kind = '', ...parts] = text.split(':');
  const env = (index: number, what: string): string => {
    const name = parts[index] ?? '';
    if (!ENV_NAME.test(name))
      refuse(text, `${what} must be the name of an env variable (such as GITHUB_TOKEN), got "${name}"`);
    return `{{env.${name}}}`;
  };
  switch (kind.toLowerCase()) {
    case 'bearer':
      return exact(text, parts, 1, { auth: { type: 'bearer', token: env(0, 'the token') } });
    case 'basic':
      return exact(text, parts, 2, {
        auth: { type: 'basic', username: env(0, 'the user name'), password: env(1, 'the password') },
      });
    case 'apikey':
      return exact(text, parts, 3, apiKey(text, parts[0] ?? '', parts[1] ?? '', env(2, 'the key')));
    case 'oauth2': {
      const tokenUrl = parts.slice(2).join(':');
      if (!/^https?:\/\/\S+$/.test(tokenUrl)) refuse(text, 'the token URL must be an http(s) URL');
      const credentials = { clientId: env(0, 'the client id'), clientSecret: env(1, 'the client secret') };
      return { auth: { type: 'oauth2', flow: 'clientCredentials', tokenUrl, ...credentials } };
    }
    default:
      return refuse(text, `unknown kind "${kind}"`);
  }
}

function apiKey(text: string, where: string, name: string, value: string): ImportAuth {
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name))
    refuse(text, `"${name}" is not a header, query or cookie name`);
  if (where === 'cookie') return { headers: { Cookie: `${name}=${value}` } };
  if (where !== 'header' && where !== 'query')
    refuse(text, `the key goes in header, query or cookie, not "${where}"`);
  return { auth: { type: 'apiKey', in: where, name, value } };
}

function exact(text: string, parts: readonly string[], count: number, auth: ImportAuth): ImportAuth {
  if (parts.length !== count) refuse(text, `expected ${count} part${count === 1 ? '' : 's'} after the kind`);
  return auth;
}

function refuse(text: string, reason: string): never {
  throw new CliUsageError({ reason: `--auth "${text}": ${reason}; use ${importAuthForms}` });
}
