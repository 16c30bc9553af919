import { readTemplateStrings } from '@mci/templating';

/** Names of the env variables that the strings anywhere inside `value` read (`{{env.NAME}}`), sorted. */
export function findEnvNames(value: unknown): string[] {
  return [...new Set(readTemplateStrings(value).flatMap((found) => found.envNames))].sort();
}
