import { checkIntegerSetting } from '@mci/executor-kit';

export interface FileExecutorSettings {
  /** Largest file a tool may return, in bytes. Default 10 MB (10 485 760). */
  maxFileBytes?: number;
}

/** The settings of a file executor, checked, with defaults applied. */
export interface ResolvedFileExecutorSettings {
  readonly maxFileBytes: number;
}

const defaultMaxFileBytes = 10 * 1024 * 1024;

/** Checks the settings given to `createFileExecutor`; throws `InvalidSettingError` naming a bad one. */
export function resolveFileExecutorSettings(settings: FileExecutorSettings): ResolvedFileExecutorSettings {
  return {
    maxFileBytes: checkIntegerSetting('maxFileBytes', settings.maxFileBytes ?? defaultMaxFileBytes, 1),
  };
}
