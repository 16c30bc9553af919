import { TextDecoder } from 'node:util';
import type { Content } from '@mci/schema';

interface MediaType {
  /** `type/subtype` in lower case, '' when the header is absent or empty. */
  readonly essence: string;
  readonly charset: string | undefined;
}

const TEXT_TYPES = new Set([
  'application/json',
  'application/xml',
  'application/javascript',
  'application/ecmascript',
  'application/x-www-form-urlencoded',
  'application/yaml',
  'application/x-yaml',
  'application/x-ndjson',
  'application/graphql',
]);

/** Decodes UTF-8 (invalid bytes become U+FFFD); `decode` keeps no state between calls. */
const UTF8 = new TextDecoder('utf-8');

/** The last Content-Type read, as answers of one server repeat theirs. */
let lastMediaType: { text: string; mediaType: MediaType } | undefined;

/** Splits a Content-Type header into its essence and charset. */
export function parseMediaType(header: string | string[] | undefined): MediaType {
  const text = Array.isArray(header) ? (header[0] ?? '') : (header ?? '');
  if (lastMediaType?.text === text) return lastMediaType.mediaType;
  const mediaType = splitMediaType(text);
  lastMediaType = { text, mediaType };
  return mediaType;
}

function splitMediaType(text: string): MediaType {
  const [essence = '', ...parameters] = text.split(';');
  let charset: string | undefined;
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=');
    if (name?.trim().toLowerCase() === 'charset' && value) charset = value.trim().replace(/^"|"$/g, '');
  }
  return { essence: essence.trim().toLowerCase(), charset };
}

function isTextual(essence: string): boolean {
  return (
    essence.startsWith('text/') ||
    TEXT_TYPES.has(essence) ||
    essence.endsWith('+json') ||
    essence.endsWith('+xml')
  );
}

/**
 * The body as text when the media type is textual, decoded by its charset (UTF-8 when absent or unknown).
 * Without a media type, the body is text when it is valid UTF-8. Undefined for binary bodies.
 */
export function decodeText(bytes: Buffer, mediaType: MediaType): string | undefined {
  if (mediaType.essence === '') {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return undefined;
    }
  }
  if (!isTextual(mediaType.essence)) return undefined;
  if (mediaType.charset === undefined) return UTF8.decode(bytes);
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(mediaType.charset);
  } catch {
    decoder = UTF8;
  }
  return decoder.decode(bytes);
}

/**
 * MCP content for a successful response: text (JSON as received), `image/*` as image content, `audio/*`
 * as audio content, any other binary body as an embedded resource blob at `uri()`.
 */
export function toContent(
  bytes: Buffer,
  contentType: string | string[] | undefined,
  uri: () => string,
): Content[] {
  const mediaType = parseMediaType(contentType);
  const mimeType = mediaType.essence || 'application/octet-stream';
  if (mediaType.essence.startsWith('image/'))
    return [{ type: 'image', data: bytes.toString('base64'), mimeType }];
  if (mediaType.essence.startsWith('audio/'))
    return [{ type: 'audio', data: bytes.toString('base64'), mimeType }];
  const text = decodeText(bytes, mediaType);
  if (text !== undefined) return [{ type: 'text', text }];
  return [{ type: 'resource', resource: { uri: uri(), mimeType, blob: bytes.toString('base64') } }];
}

const EXCERPT_CHARS = 500;

/** A one-line start of an error body: whitespace runs collapsed, at most 500 characters. */
export function bodyExcerpt(
  bytes: Buffer,
  contentType: string | string[] | undefined,
  truncated: boolean,
): string {
  if (bytes.length === 0) return '';
  const mediaType = parseMediaType(contentType);
  const text = decodeText(bytes, mediaType);
  if (text === undefined)
    return `<${bytes.length}${truncated ? '+' : ''} bytes of ${mediaType.essence || 'binary data'}>`;
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_CHARS || truncated ? `${line.slice(0, EXCERPT_CHARS)}…` : line;
}
