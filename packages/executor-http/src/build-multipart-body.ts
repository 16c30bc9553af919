import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { resolveAllowedPath } from '@mci/executor-kit';
import type { ExecutionContext } from '@mci/schema';
import type { HttpMultipartBody } from '@mci/schema/internal';
import { decodeBase64 } from './decode-base64.js';
import { toFieldValues } from './encode-values.js';
import { HttpBodyError } from './http-body-error.js';

/** Largest file part read from disk (bytes). */
const MAX_FILE_PART_BYTES = 64 * 1024 * 1024;

interface Part {
  readonly name: string;
  readonly bytes: Buffer;
  readonly filename?: string;
  readonly contentType?: string;
}

/**
 * Renders a `multipart` body: text parts from `content` (see `toFieldValues`), file parts from a path
 * inside the tool's allowed folders (`PathNotAllowedError` otherwise) or from base64. Returns the bytes
 * and the `multipart/form-data` content type with its boundary.
 */
export async function buildMultipartBody(
  body: HttpMultipartBody,
  context: ExecutionContext,
): Promise<{ bytes: Buffer; contentType: string }> {
  const parts: Part[] = [];
  const content = body.content === undefined ? {} : (context.renderValue(body.content) as object);
  for (const [name, value] of Object.entries(content ?? {})) {
    for (const text of toFieldValues(value)) parts.push({ name, bytes: Buffer.from(text, 'utf8') });
  }
  for (const [name, file] of Object.entries(body.files ?? {})) {
    const part = await filePart(name, file, context);
    if (part) parts.push(part);
  }
  const boundary = `mci-${randomBytes(12).toString('hex')}`;
  return { bytes: encodeParts(parts, boundary), contentType: `multipart/form-data; boundary=${boundary}` };
}

type FileSpec = NonNullable<HttpMultipartBody['files']>[string];

async function filePart(name: string, file: FileSpec, context: ExecutionContext): Promise<Part | undefined> {
  const render = (text: string | undefined) => (text === undefined ? '' : context.renderString(text));
  const filePath = render(file.path);
  const base64 = render(file.base64);
  if (filePath && base64)
    throw new HttpBodyError({ part: name, reason: 'has both a path and base64; give one' });
  if (!filePath && !base64) return undefined;
  const filename = render(file.filename) || (filePath ? path.basename(filePath) : 'file');
  const contentType = render(file.contentType) || 'application/octet-stream';
  const bytes = filePath ? await readFilePart(name, filePath, context) : decodeBase64(base64, name);
  return { name, bytes, filename, contentType };
}

async function readFilePart(name: string, filePath: string, context: ExecutionContext): Promise<Buffer> {
  const real = await resolveAllowedPath(context.pathPolicy, filePath);
  let bytes: Buffer;
  try {
    bytes = await readFile(real);
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? 'names a file that does not exist'
        : 'cannot be read';
    throw new HttpBodyError({ part: name, reason: `${reason} (${filePath})` }, { cause: error });
  }
  if (bytes.length > MAX_FILE_PART_BYTES)
    throw new HttpBodyError({ part: name, reason: `is larger than ${MAX_FILE_PART_BYTES} bytes` });
  return bytes;
}

function encodeParts(parts: readonly Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${quote(part.filename)}"`;
    const type =
      part.contentType === undefined ? '' : `\r\nContent-Type: ${part.contentType.replace(/[\r\n]/g, '')}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${quote(part.name)}"${filename}${type}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** A name or file name inside a quoted header parameter: quotes and line breaks percent-encoded (as browsers do). */
function quote(text: string): string {
  return text.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
