import type { HttpAuth } from '@mci/schema/internal';
import type { ApiOperation, ApiSecurityScheme } from './read-api-description.js';

/** An env variable the imported tools read their credentials from. */
export interface OpenApiEnvVariable {
  readonly name: string;
  /** What to put in it, e.g. `API key for header X-API-Key (scheme api_key)`. */
  readonly description: string;
}

export interface AuthChoice {
  readonly auth: HttpAuth | undefined;
  /** Further credentials of a requirement of several schemes, or API keys sent in a cookie. */
  readonly headers: Record<string, string>;
  readonly params: Record<string, string>;
  readonly cookies: Record<string, string>;
  /** Set when the operation requires a scheme that cannot be expressed (the tool gets no auth). */
  readonly unsupported: string | undefined;
}

const NO_AUTH: AuthChoice = { auth: undefined, headers: {}, params: {}, cookies: {}, unsupported: undefined };

export interface AuthResolver {
  authFor(security: ApiOperation['security']): AuthChoice;
  /** Env variables of the schemes used so far, in first-use order. */
  envVariables(): OpenApiEnvVariable[];
}

/**
 * Maps security schemes to MCI http auth whose values are `{{env.NAME}}` placeholders, NAME built from
 * `prefix` (the API's name in upper case): `PREFIX_API_KEY` (apiKey in header or query), `PREFIX_TOKEN`
 * (http bearer), `PREFIX_USERNAME`/`PREFIX_PASSWORD` (http basic), `PREFIX_CLIENT_ID`/`PREFIX_CLIENT_SECRET`
 * (oauth2 client credentials). When a document has several schemes of one kind, the scheme's name is put
 * in between (`PREFIX_ADMIN_KEY_API_KEY`). OAuth2 flows other than client credentials and OpenID Connect
 * become a bearer token the user holds (`PREFIX_TOKEN`); an API key in a cookie is sent as a cookie. For
 * each operation, the first alternative of its security requirement whose schemes can all be expressed is
 * used: the first scheme that is an MCI auth becomes `auth`, the others (API keys) headers, params or cookies;
 * further bearer tokens of the same requirement are met by the first one.
 */
export function createAuthResolver(
  schemes: Readonly<Record<string, ApiSecurityScheme>>,
  prefix: string,
): AuthResolver {
  const kindCounts = new Map<string, number>();
  for (const scheme of Object.values(schemes)) {
    const kind = kindOf(scheme);
    kindCounts.set(kind, (kindCounts.get(kind) ?? 0) + 1);
  }
  // Every variable a scheme would read; those of the choices made go to `used`.
  const known = new Map<string, OpenApiEnvVariable>();
  const used = new Map<string, OpenApiEnvVariable>();
  const envName = (schemeName: string, scheme: ApiSecurityScheme, suffix: string, description: string) => {
    const middle = (kindCounts.get(kindOf(scheme)) ?? 0) > 1 ? `_${toEnvWord(schemeName)}` : '';
    const name = `${prefix}${middle}_${suffix}`;
    if (!known.has(name)) known.set(name, { name, description: `${description} (scheme ${schemeName})` });
    return `{{env.${name}}}`;
  };
  const markUsed = (choice: AuthChoice): AuthChoice => {
    for (const [, name] of JSON.stringify(choice).matchAll(/\{\{env\.([A-Za-z0-9_]+)\}\}/g)) {
      const variable = known.get(name as string);
      if (variable && !used.has(variable.name)) used.set(variable.name, variable);
    }
    return choice;
  };

  const toAuth = (schemeName: string): HttpAuth | undefined => {
    const scheme = schemes[schemeName];
    if (!scheme) return undefined;
    return schemeAuth(scheme, (suffix, description) => envName(schemeName, scheme, suffix, description));
  };

  return {
    authFor(security) {
      if (!security || security.length === 0) return NO_AUTH;
      for (const requirement of security) {
        const parts = Object.entries(requirement).map(([name, scopes]) => withScopes(toAuth(name), scopes));
        const choice = combine(parts);
        if (choice) return markUsed(choice);
      }
      const wanted = security.map((requirement) => Object.keys(requirement).join(' + ')).join(' or ');
      return { ...NO_AUTH, unsupported: wanted };
    },
    envVariables: () => [...used.values()],
  };
}

/** The MCI auth of one scheme, `env(suffix, description)` giving each value's placeholder. */
function schemeAuth(
  scheme: ApiSecurityScheme,
  env: (suffix: string, description: string) => string,
): HttpAuth | undefined {
  const bearer = (what: string): HttpAuth => ({ type: 'bearer', token: env('TOKEN', what) });
  switch (scheme.type) {
    case 'apiKey':
      if (scheme.in !== 'header' && scheme.in !== 'query' && scheme.in !== 'cookie') return undefined;
      // A cookie key is not MCI auth: `combine` moves it to the tool's cookies.
      return {
        type: 'apiKey',
        in: scheme.in,
        name: scheme.name,
        value: env('API_KEY', `API key sent in ${scheme.in} ${scheme.name}`),
      } as HttpAuth;
    case 'http':
      if (scheme.scheme === 'bearer') return bearer('Bearer token');
      if (scheme.scheme !== 'basic') return undefined;
      return {
        type: 'basic',
        username: env('USERNAME', 'HTTP Basic user name'),
        password: env('PASSWORD', 'HTTP Basic password'),
      };
    case 'openIdConnect':
      return bearer('OpenID Connect access token');
    case 'oauth2':
      if (!scheme.clientCredentials) return bearer('OAuth2 access token');
      return {
        type: 'oauth2',
        flow: 'clientCredentials',
        tokenUrl: scheme.clientCredentials.tokenUrl,
        clientId: env('CLIENT_ID', 'OAuth2 client id'),
        clientSecret: env('CLIENT_SECRET', 'OAuth2 client secret'),
      };
    default:
      return undefined;
  }
}

function withScopes(auth: HttpAuth | undefined, scopes: readonly string[] | undefined): HttpAuth | undefined {
  return auth?.type === 'oauth2' && scopes && scopes.length > 0 ? { ...auth, scopes: [...scopes] } : auth;
}

/**
 * The schemes of one requirement (all to be sent) as one choice, or undefined when one cannot be
 * expressed: cookie keys go to cookies, the first other scheme to `auth`, further API keys to headers or
 * params.
 */
function combine(parts: ReadonlyArray<HttpAuth | undefined>): AuthChoice | undefined {
  const choice = { auth: undefined as HttpAuth | undefined, headers: {}, params: {}, cookies: {} };
  const sent: Record<'header' | 'query' | 'cookie', Record<string, string>> = {
    header: choice.headers,
    query: choice.params,
    cookie: choice.cookies,
  };
  for (const part of parts) {
    if (part === undefined) return undefined;
    const key =
      part.type === 'apiKey' ? (part as { in: keyof typeof sent; name: string; value: string }) : undefined;
    if (key && (key.in === 'cookie' || choice.auth !== undefined)) sent[key.in][key.name] = key.value;
    else if (choice.auth === undefined) choice.auth = part;
    // Several OAuth2 or OpenID Connect schemes required together (Google's Oauth2 and Oauth2c) are met
    // by one access token: the first one's.
    else if (part.type !== 'bearer' || choice.auth.type !== 'bearer') return undefined;
  }
  return { ...choice, unsupported: undefined };
}

function kindOf(scheme: ApiSecurityScheme): string {
  if (scheme.type === 'http') return `http:${scheme.scheme}`;
  return scheme.type;
}

/** `Swagger Petstore` -> `SWAGGER_PETSTORE`. */
export function toEnvWord(text: string): string {
  return (
    text
      .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
      .replace(/[^A-Za-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .toUpperCase() || 'API'
  );
}
