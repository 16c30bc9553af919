import type { StartMciMcpServerSettings } from '@mci/host';
import { type Command, InvalidArgumentError } from 'commander';
import { InvalidServeOptionError } from './invalid-serve-option-error.js';

/** The options `addAuthOptions` defines, as commander parses them. */
export interface AuthCommandOptions {
  oauthIssuer?: string[];
  oauthAudience?: string[];
  oauthJwks?: string;
  oauthScopeClaim?: string[];
  publicUrl?: string;
  apiKeys?: string;
}

/** Adds the options that say who may call over HTTP (besides `--auth-token`). */
export function addAuthOptions<T extends Command>(command: T): T {
  return command
    .option(
      '--oauth-issuer <url>',
      'accept JWT access tokens of this issuer, exactly as in "iss" (repeatable)',
      collectUrl,
    )
    .option(
      '--oauth-audience <aud>',
      'a token\'s "aud" must name this (repeatable; default: the public URL)',
      collect,
    )
    .option(
      '--oauth-jwks <url>',
      "the issuer's JWKS URL, instead of finding it through its metadata",
      parseUrl,
    )
    .option(
      '--oauth-scope-claim <claim>',
      'read scopes from this claim (repeatable; default: scope and scp)',
      collect,
    )
    .option(
      '--public-url <url>',
      'the MCP endpoint as clients reach it (behind a proxy); the OAuth resource',
      parseUrl,
    )
    .option('--api-keys <file>', 'accept the API keys of this file (hashed, with names and scopes)');
}

/** The `http` settings and API-key file the auth options ask for; throws `InvalidServeOptionError` on a misuse. */
export function authSettingsFromOptions(
  options: AuthCommandOptions,
  authToken: { value: string | undefined; option: string },
): Pick<StartMciMcpServerSettings, 'apiKeysFile'> & { http: NonNullable<StartMciMcpServerSettings['http']> } {
  const issuers = options.oauthIssuer ?? [];
  const needsIssuer = (
    [
      ['oauthAudience', '--oauth-audience'],
      ['oauthJwks', '--oauth-jwks'],
      ['oauthScopeClaim', '--oauth-scope-claim'],
    ] as const
  ).find(([key]) => options[key] !== undefined);
  if (needsIssuer !== undefined && issuers.length === 0) {
    throw new InvalidServeOptionError({ option: needsIssuer[1], reason: 'only applies with --oauth-issuer' });
  }
  if (options.oauthJwks !== undefined && issuers.length > 1) {
    throw new InvalidServeOptionError({
      option: '--oauth-jwks',
      reason: 'takes one --oauth-issuer, not several',
    });
  }
  const tokenAuth = issuers.length > 0 || options.apiKeys !== undefined;
  if (tokenAuth && authToken.value !== undefined) {
    throw new InvalidServeOptionError({
      option: authToken.option,
      reason: 'cannot be combined with --oauth-issuer or --api-keys; give that client an API key instead',
    });
  }
  return {
    http: {
      ...(authToken.value !== undefined && { authToken: authToken.value }),
      ...(options.publicUrl !== undefined && { publicUrl: options.publicUrl }),
      ...(issuers.length > 0 && {
        oauth: {
          issuers,
          ...(options.oauthAudience !== undefined && { audiences: options.oauthAudience }),
          ...(options.oauthJwks !== undefined && { jwksUri: options.oauthJwks }),
          ...(options.oauthScopeClaim !== undefined && { scopeClaims: options.oauthScopeClaim }),
        },
      }),
    },
    ...(options.apiKeys !== undefined && { apiKeysFile: options.apiKeys }),
  };
}

function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

function collectUrl(value: string, previous: string[] | undefined): string[] {
  return collect(parseUrl(value), previous);
}

function parseUrl(value: string): string {
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new InvalidArgumentError('expected an http:// or https:// URL.');
  }
  return value;
}
