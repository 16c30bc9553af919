import {
  CallCancelledError,
  createRunningCalls,
  executorKitErrorCodes,
  PathNotAllowedError,
  resolveAllowedPath,
  withSpan,
} from '@mci/executor-kit';
import {
  type Content,
  type ExecutionContext,
  type ExecutionResult,
  type ExecutorV1,
  type FileExecutionConfig,
  fileExecutionSchema,
  parseExecutionConfig,
} from '@mci/schema';
import { detectMediaType } from './detect-media-type.js';
import { fileExecutorErrorCodes } from './file-executor-error-codes.js';
import { type FileExecutorSettings, resolveFileExecutorSettings } from './file-executor-settings.js';
import { FileReadError } from './file-read-error.js';
import { FileTemplateError } from './file-template-error.js';
import { readFileBounded } from './read-file-bounded.js';

/** The codes a file tool's call can give. */
const errorCodes = {
  ...fileExecutorErrorCodes,
  CALL_CANCELLED: executorKitErrorCodes.CALL_CANCELLED,
  EXECUTOR_CLOSED: executorKitErrorCodes.EXECUTOR_CLOSED,
  PATH_NOT_ALLOWED: executorKitErrorCodes.PATH_NOT_ALLOWED,
};

/**
 * The executor of `"file"` tools: reads a file inside the tool's allowed folders and returns it as text
 * (rendered with the full template engine unless `enableTemplating` is false), or as image or audio
 * content when its bytes say it is one.
 */
export function createFileExecutor(settings: FileExecutorSettings = {}): ExecutorV1<FileExecutionConfig> {
  const { maxFileBytes } = resolveFileExecutorSettings(settings);
  const calls = createRunningCalls('file');
  return {
    specificationVersion: 'v1',
    type: 'file',
    errorCodes,
    parseConfig: (execution) => parseExecutionConfig(fileExecutionSchema, 'file', execution),
    execute: ({ config, context, signal }) =>
      calls.run(signal, (callSignal) =>
        withSpan('@mci/executor-file', 'read file', { kind: 'internal' }, () =>
          readTool(config, context, { maxFileBytes, signal: callSignal }),
        ),
      ),
    close: () => calls.close(),
  };
}

async function readTool(
  config: FileExecutionConfig,
  context: ExecutionContext,
  options: { maxFileBytes: number; signal: AbortSignal },
): Promise<ExecutionResult> {
  const { maxFileBytes: limitBytes, signal } = options;
  const toolName = context.tool.name;
  if (signal.aborted)
    throw new CallCancelledError({ toolName, executorType: 'file' }, { cause: signal.reason });
  const writtenPath = context.renderString(config.path);
  const shownPath = context.redact(writtenPath);
  if (writtenPath.includes('\0')) throw new FileReadError({ path: shownPath, code: 'FILE_INVALID_PATH' });
  const realPath = await resolveReadablePath(context, writtenPath, shownPath);
  let bytes: Buffer;
  try {
    bytes = await readFileBounded(realPath, { shownPath, limitBytes, signal });
  } catch (error) {
    if (!signal.aborted) throw error;
    // The read stops between chunks when the signal aborts, with the abort reason.
    const fields = { toolName, executorType: 'file', target: `file ${JSON.stringify(shownPath)}` };
    throw new CallCancelledError(fields, { cause: signal.reason });
  }
  return { isError: false, content: [toContent(bytes, config, context, shownPath)] };
}

/** The checked real path; a refusal names the path as written, with secrets redacted. */
async function resolveReadablePath(
  context: ExecutionContext,
  writtenPath: string,
  shownPath: string,
): Promise<string> {
  try {
    return await resolveAllowedPath(context.pathPolicy, writtenPath);
  } catch (error) {
    if (PathNotAllowedError.isInstance(error) && shownPath !== writtenPath) {
      throw new PathNotAllowedError({ path: shownPath, allowedDirectories: error.allowedDirectories });
    }
    throw error;
  }
}

function toContent(
  bytes: Buffer,
  config: FileExecutionConfig,
  context: ExecutionContext,
  shownPath: string,
): Content {
  const media = detectMediaType(bytes);
  if (media) return { type: media.kind, data: bytes.toString('base64'), mimeType: media.mimeType };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (error) {
    throw new FileReadError({ path: shownPath, code: 'FILE_NOT_TEXT' }, { cause: error });
  }
  if (!config.enableTemplating) return { type: 'text', text };
  try {
    return { type: 'text', text: context.renderTemplate(text) };
  } catch (error) {
    // The engine's message gives line and column inside the file; name the file too.
    throw new FileTemplateError(
      { path: shownPath, reason: error instanceof Error ? error.message : String(error) },
      {
        cause: error,
      },
    );
  }
}
