import { formatIssuePath } from './config-validation-error.js';

/** `['tools', 2, 'execution', 'url']` becomes `tools[2].execution.url`; odd keys are quoted: `env["MY-KEY"]`. */
export function formatJsonPath(path: ReadonlyArray<string | number>): string {
  return formatIssuePath(path);
}
