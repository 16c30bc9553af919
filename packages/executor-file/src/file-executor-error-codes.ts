import type { ErrorCodeList } from '@mci/schema';

/** The codes of the errors of the file executor: what each means and when it comes. */
export const fileExecutorErrorCodes = {
  FILE_INVALID_PATH: { stage: 'call', meaning: 'The rendered path is not a usable path' },
  FILE_IS_DIRECTORY: { stage: 'call', meaning: 'The path names a directory' },
  FILE_NOT_FOUND: { stage: 'call', meaning: 'The file does not exist' },
  FILE_NOT_REGULAR: { stage: 'call', meaning: 'The path names a device, socket or pipe' },
  FILE_NOT_TEXT: { stage: 'call', meaning: 'The file is not valid UTF-8 text' },
  FILE_PERMISSION_DENIED: { stage: 'call', meaning: 'The file cannot be read' },
  FILE_TEMPLATE_ERROR: {
    stage: 'call',
    meaning: "The file's contents are not a valid template or fail to render",
    appliesTo: (tool) => tool.execution.enableTemplating !== false,
  },
  FILE_TOO_LARGE: { stage: 'call', meaning: 'The file is larger than the size limit' },
  FILE_UNREADABLE: { stage: 'call', meaning: 'Reading the file failed for another reason' },
} as const satisfies ErrorCodeList;

export type FileExecutorErrorCode = keyof typeof fileExecutorErrorCodes;
