import { checkIntegerSetting } from '@mci/executor-kit';

export interface CliExecutorSettings {
  /** Most bytes a command may write to stdout, and to stderr, each. Default 10 MB (10 485 760). */
  maxOutputBytes?: number;
  /** Time a stopped command gets between SIGTERM and SIGKILL, in ms. Default 2000. */
  killGraceMs?: number;
}

const defaultMaxOutputBytes = 10 * 1024 * 1024;
const defaultKillGraceMs = 2000;

/** The settings of a cli executor, checked, with defaults applied. */
export type ResolvedCliExecutorSettings = Required<CliExecutorSettings>;

/** Checks the settings given to `createCliExecutor`; throws `InvalidSettingError` naming a bad one. */
export function resolveCliExecutorSettings(settings: CliExecutorSettings): ResolvedCliExecutorSettings {
  return {
    maxOutputBytes: checkIntegerSetting(
      'maxOutputBytes',
      settings.maxOutputBytes ?? defaultMaxOutputBytes,
      1,
    ),
    killGraceMs: checkIntegerSetting('killGraceMs', settings.killGraceMs ?? defaultKillGraceMs, 0),
  };
}
