import { closeSync, constants, fstatSync, openSync, read, readSync } from 'node:fs';
import { promisify } from 'node:util';
import { FileReadError } from './file-read-error.js';
import { FileTooLargeError } from './file-too-large-error.js';

export interface ReadFileBoundedOptions {
  /** The path as the tool wrote it, for error messages. */
  readonly shownPath: string;
  readonly limitBytes: number;
  readonly signal: AbortSignal;
}

/** Bytes read per call once the size reported by `stat` has been read (the file grew meanwhile). */
const growthChunkBytes = 64 * 1024;

/**
 * Files up to this size are read synchronously. Through libuv's thread pool each step (open, stat, read,
 * close) is a round trip of tens of microseconds, more than reading a small file takes; a larger file is
 * read asynchronously, so a long read does not hold the event loop.
 */
const syncReadBytes = 256 * 1024;

const readAsync = promisify(read);

type ReadChunk = (fd: number, buffer: Buffer) => Promise<number> | number;

/**
 * Reads a regular file of at most `limitBytes`. `realPath` must already be checked and free of symlinks:
 * the final component is opened without following links, and a FIFO or device is refused before any
 * read (the open does not block). The size is checked before reading, and reading stops one byte past
 * the limit, so a file that grows while it is read cannot exhaust memory.
 */
export async function readFileBounded(realPath: string, options: ReadFileBoundedOptions): Promise<Buffer> {
  const flags = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);
  let fd: number;
  try {
    fd = openSync(realPath, flags);
  } catch (error) {
    throw toFileReadError(error, { shownPath: options.shownPath, resolvedPath: realPath });
  }
  try {
    return await readOpened(fd, options);
  } catch (error) {
    throw toFileReadError(error, { shownPath: options.shownPath });
  } finally {
    closeSync(fd);
  }
}

async function readOpened(fd: number, options: ReadFileBoundedOptions): Promise<Buffer> {
  const { shownPath, limitBytes, signal } = options;
  const stats = fstatSync(fd);
  if (stats.isDirectory()) throw new FileReadError({ path: shownPath, code: 'FILE_IS_DIRECTORY' });
  if (!stats.isFile()) throw new FileReadError({ path: shownPath, code: 'FILE_NOT_REGULAR' });
  if (stats.size > limitBytes) throw new FileTooLargeError({ path: shownPath, limitBytes });
  const readChunk: ReadChunk =
    stats.size <= syncReadBytes
      ? (handle, buffer) => readSync(handle, buffer, 0, buffer.length, null)
      : async (handle, buffer) => (await readAsync(handle, buffer, 0, buffer.length, null)).bytesRead;

  const chunks: Buffer[] = [];
  let total = 0;
  // One read normally covers the whole file; the extra byte reveals a file that grew since `stat`.
  let chunkBytes = stats.size + 1;
  for (;;) {
    signal.throwIfAborted();
    const buffer = Buffer.allocUnsafe(chunkBytes);
    const bytesRead = await readChunk(fd, buffer);
    if (bytesRead === 0) return Buffer.concat(chunks, total);
    total += bytesRead;
    if (total > limitBytes) throw new FileTooLargeError({ path: shownPath, limitBytes });
    chunks.push(buffer.subarray(0, bytesRead));
    // A regular file reads short only at its end: no need for another read to find it.
    if (bytesRead < chunkBytes)
      return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, total);
    chunkBytes = Math.min(growthChunkBytes, limitBytes - total + 1);
  }
}

/** Turns an operating-system error into a `FileReadError`; anything else is returned as it is. */
function toFileReadError(error: unknown, paths: { shownPath: string; resolvedPath?: string }): unknown {
  if (!isSystemError(error)) return error;
  const { shownPath, resolvedPath } = paths;
  const systemCode = error.code;
  switch (systemCode) {
    case 'ENOENT':
    case 'ENOTDIR':
      return new FileReadError(
        { path: shownPath, code: 'FILE_NOT_FOUND', ...(resolvedPath !== undefined && { resolvedPath }) },
        { cause: error },
      );
    case 'EISDIR':
      return new FileReadError({ path: shownPath, code: 'FILE_IS_DIRECTORY' }, { cause: error });
    case 'ELOOP':
      // O_NOFOLLOW met a symlink: a dangling link, or the path changed after it was checked.
      return new FileReadError({ path: shownPath, code: 'FILE_NOT_REGULAR' }, { cause: error });
    case 'EACCES':
    case 'EPERM':
      return new FileReadError({ path: shownPath, code: 'FILE_PERMISSION_DENIED' }, { cause: error });
    default:
      return new FileReadError({ path: shownPath, code: 'FILE_UNREADABLE' }, { systemCode, cause: error });
  }
}

function isSystemError(error: unknown): error is NodeJS.ErrnoException & { code: string } {
  return (
    error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string' && 'syscall' in error
  );
}
