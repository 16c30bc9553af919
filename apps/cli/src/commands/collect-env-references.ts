import { formatJsonPath } from '@mci/schema/internal';
import { readTemplateStrings } from '@mci/templating';

/** One place an env variable is used: the file and the JSON path of the string that reads it. */
export interface EnvReference {
  readonly name: string;
  readonly file: string;
  /** `tools[2].execution.url` */
  readonly path: string;
  readonly jsonPath: ReadonlyArray<string | number>;
}

/** Every `env.NAME` that any string of a parsed MCI document reads, in document order. */
export function collectEnvReferences(document: unknown, file: string): EnvReference[] {
  return readTemplateStrings(document).flatMap(({ envNames, path: jsonPath }) =>
    envNames.map((name) => ({ name, file, path: formatJsonPath(jsonPath), jsonPath })),
  );
}
