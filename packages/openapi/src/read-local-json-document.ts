import { readFileSync } from 'node:fs';
import { dereferenceLocal } from './dereference-local.js';

type JsonObject = Record<string, unknown>;

/** The versions swagger-parser's `parse` accepts (the ones this importer reads). */
const OPENAPI_VERSIONS = new Set(['3.0.0', '3.0.1', '3.0.2', '3.0.3', '3.0.4', '3.1.0', '3.1.1', '3.1.2']);

/**
 * A local JSON document whose `$ref`s all point inside it, read without swagger-parser: parsed, checked
 * the way swagger-parser's `parse` checks the version fields, and dereferenced in place. Undefined when
 * anything is off (not JSON, not an object, a version swagger-parser would refuse, a `$ref` elsewhere):
 * the caller then reads it with swagger-parser, whose messages say what is wrong. Loading swagger-parser
 * (and the schema validator it loads with it) is a large part of `mci import openapi`'s start-up.
 */
export function readLocalJsonDocument(file: string): JsonObject | undefined {
  let document: unknown;
  try {
    // The bytes decoded apart: Node 20's `readFileSync(file, 'utf8')` takes a quarter more CPU on a
    // large document (13 MB) for the same text.
    document = JSON.parse(readFileSync(file).toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isObject(document) || !hasReadableVersion(document)) return undefined;
  return dereferenceLocal(document, true) ? document : undefined;
}

/** What swagger-parser's `parse` requires of the version fields, so both read the same documents. */
function hasReadableVersion(document: JsonObject): boolean {
  const info = document.info;
  if (isObject(info) && typeof info.version === 'number') return false;
  if (document.swagger !== undefined) return document.swagger === '2.0';
  return (
    document.paths !== undefined &&
    typeof document.openapi === 'string' &&
    OPENAPI_VERSIONS.has(document.openapi)
  );
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
