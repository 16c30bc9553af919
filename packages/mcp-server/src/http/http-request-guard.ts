import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { isLoopbackHost } from './is-loopback-host.js';

export interface HttpRequestGuardSettings {
  /** The port the server listens on: loopback `Host` headers must name it. */
  port: number;
  /** The address the server listens on; a specific non-loopback address is accepted as a host too. */
  bindHost: string;
  /** More accepted hosts, as `name` (any port) or `name:port`. */
  allowedHosts?: readonly string[];
  /** When set, requests must carry `Authorization: Bearer <token>`. */
  authToken?: string;
}

export type HttpRequestVerdict =
  | { readonly allowed: true }
  | {
      readonly allowed: false;
      readonly status: 401 | 403;
      readonly message: string;
      readonly headers?: Readonly<Record<string, string>>;
    };

interface HostRule {
  readonly hostname: string;
  /** Undefined: any port. */
  readonly port: string | undefined;
}

const loopbackNames = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Checks what DNS rebinding and stray callers could abuse, in this order: the `Host` header must be a
 * loopback name with the server's port, the bind address, or an allowed host (else 403); an `Origin`
 * header, when present, must be a loopback origin or an allowed host (else 403); with a token, the bearer
 * token must match, compared in constant time (else 401), unless `skipToken` (health checks).
 */
export function createHttpRequestGuard(settings: HttpRequestGuardSettings) {
  const rules = hostRules(settings);
  const tokenRefused = bearerCheck(settings.authToken);
  return (headers: IncomingHttpHeaders, options: { skipToken?: boolean } = {}): HttpRequestVerdict => {
    const host = headers.host === undefined ? undefined : parseHost(headers.host);
    if (host === undefined || !matchesRule(rules, host.hostname, host.port || '80')) {
      return { allowed: false, status: 403, message: `Host ${quote(headers.host)} is not allowed` };
    }
    const origin = headers.origin;
    if (origin !== undefined && !originAllowed(rules, origin)) {
      return { allowed: false, status: 403, message: `Origin ${quote(origin)} is not allowed` };
    }
    if (options.skipToken !== true && tokenRefused(headers.authorization)) {
      return {
        allowed: false,
        status: 401,
        message: 'A valid bearer token is required',
        headers: { 'WWW-Authenticate': 'Bearer realm="mci"' },
      };
    }
    return { allowed: true };
  };
}

/** The hosts requests may name: loopback names with the server's port, the bind address, the allowed hosts. */
function hostRules(settings: HttpRequestGuardSettings): HostRule[] {
  const port = String(settings.port);
  const rules: HostRule[] = loopbackNames.map((hostname) => ({ hostname, port }));
  if (!isLoopbackHost(settings.bindHost) && !isWildcard(settings.bindHost)) {
    const parsed = parseHost(settings.bindHost.includes(':') ? `[${settings.bindHost}]` : settings.bindHost);
    if (parsed !== undefined) rules.push({ hostname: parsed.hostname, port });
  }
  for (const entry of settings.allowedHosts ?? []) {
    const parsed = parseHost(entry);
    if (parsed !== undefined) rules.push({ hostname: parsed.hostname, port: parsed.port || undefined });
  }
  return rules;
}

function matchesRule(rules: readonly HostRule[], hostname: string, port: string): boolean {
  return rules.some((rule) => rule.hostname === hostname && (rule.port === undefined || rule.port === port));
}

/** A loopback origin (any port), or one an entry of `rules` names. */
function originAllowed(rules: readonly HostRule[], origin: string): boolean {
  const parsed = parseOrigin(origin);
  if (parsed === undefined) return false;
  return loopbackNames.includes(parsed.hostname) || matchesRule(rules, parsed.hostname, parsed.port);
}

/**
 * Whether an `Authorization` header fails to carry the expected bearer token, compared in constant time;
 * never refuses when no token is expected.
 */
function bearerCheck(authToken: string | undefined): (authorization: string | undefined) => boolean {
  if (authToken === undefined) return () => false;
  const expectedDigest = digest(authToken);
  return (authorization) => {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
    return token === undefined || !timingSafeEqual(digest(token), expectedDigest);
  };
}

function parseHost(value: string): { hostname: string; port: string } | undefined {
  if (value === '' || /[/?#@\s]/.test(value)) return undefined;
  try {
    const url = new URL(`http://${value}`);
    return { hostname: url.hostname, port: url.port };
  } catch {
    return undefined;
  }
}

function parseOrigin(value: string): { hostname: string; port: string } | undefined {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return { hostname: url.hostname, port: url.port || (url.protocol === 'https:' ? '443' : '80') };
  } catch {
    return undefined;
  }
}

function isWildcard(host: string): boolean {
  return host === '0.0.0.0' || host === '::' || host === '[::]';
}

/** Fixed-length digests, so the comparison takes the same time whatever the length of the guess. */
function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

function quote(value: string | undefined): string {
  return value === undefined ? '(missing)' : JSON.stringify(value.slice(0, 100));
}
