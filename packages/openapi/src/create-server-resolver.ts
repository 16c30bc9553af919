import type { OpenApiEnvVariable } from './create-auth-resolver.js';
import { OpenApiImportError } from './open-api-import-error.js';
import type { ApiServer } from './read-api-description.js';

export interface ServerResolver {
  /** The absolute base URL of an operation (`label` names it in errors). */
  baseUrl(url: string | undefined, label: string): string;
  /** Env variables of the server variables used so far. */
  envVariables(): OpenApiEnvVariable[];
}

/**
 * Makes operations' server URLs absolute: a relative one is resolved against the document's URL when it
 * was fetched; otherwise `OpenApiImportError` says to pass `--base-url`. The document's server variables
 * (region, tenant) become env variables with their default as fallback: `{{env.PREFIX_REGION | 'eu'}}`.
 */
export function createServerResolver(
  source: string,
  server: ApiServer | undefined,
  prefix: string,
): ServerResolver {
  const used = new Map<string, OpenApiEnvVariable>();
  const templated = server && server.variables.length > 0 ? templateUrl(server, prefix) : undefined;
  const fetched = /^https?:\/\//i.test(source);
  return {
    baseUrl(given, label) {
      // A protocol-relative URL (`//api.example.com/v1`) is taken as https.
      const url = given?.startsWith('//') ? `https:${given}` : withSourcePort(given, source);
      if (url !== undefined && /^https?:\/\//i.test(url)) {
        if (url !== server?.filledUrl || templated === undefined) return url;
        for (const variable of templated.variables) used.set(variable.name, variable);
        return templated.url;
      }
      if (url !== undefined && fetched) return new URL(url, source).href;
      const what = url ? `the relative server URL "${url}"` : 'no server URL';
      throw new OpenApiImportError({
        source,
        reason: `${label} has ${what}; pass the API's address with --base-url (baseUrl), e.g. --base-url https://api.example.com${url?.startsWith('/') ? url : ''}`,
      });
    },
    envVariables: () => [...used.values()],
  };
}

/**
 * swagger-parser resolves a server URL starting with `/` of a fetched document against the document's
 * host name, losing its port: the port is put back.
 */
function withSourcePort(url: string | undefined, source: string): string | undefined {
  if (url === undefined || !/^https?:\/\//i.test(source)) return url;
  const { protocol, hostname, port, origin } = new URL(source);
  const portless = `${protocol}//${hostname}/`;
  return port !== '' && url.startsWith(portless) ? `${origin}/${url.slice(portless.length)}` : url;
}

function templateUrl(server: ApiServer, prefix: string): { url: string; variables: OpenApiEnvVariable[] } {
  const variables: OpenApiEnvVariable[] = [];
  const url = server.url.replace(/\{([^{}]+)\}/g, (whole, name: string) => {
    const variable = server.variables.find((entry) => entry.name === name);
    if (!variable) return whole;
    const envName = `${prefix}_${toWord(name)}`;
    const choices = variable.values.length > 0 ? `; one of ${variable.values.join(', ')}` : '';
    variables.push({
      name: envName,
      description: `Server variable ${name} (default "${variable.default}"${choices})`,
    });
    return `{{env.${envName} | ${quoteLiteral(variable.default)}}}`;
  });
  return { url, variables };
}

function toWord(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toUpperCase();
}

function quoteLiteral(text: string): string {
  return text.includes("'") ? `"${text}"` : `'${text}'`;
}
