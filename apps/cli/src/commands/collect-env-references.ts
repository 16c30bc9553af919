import { formatJsonPath } from '@mci/schema';
import { collectPaths } from '@mci/templating';

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
  const references: EnvReference[] = [];
  visit(document, [], (text, jsonPath) => {
    const names = new Set(envNames(text));
    for (const name of names) references.push({ name, file, path: formatJsonPath(jsonPath), jsonPath });
  });
  return references;
}

function visit(
  value: unknown,
  jsonPath: Array<string | number>,
  onString: (text: string, jsonPath: Array<string | number>) => void,
): void {
  if (typeof value === 'string') {
    onString(value, jsonPath);
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) visit(item, [...jsonPath, index], onString);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) visit(item, [...jsonPath, key], onString);
  }
}

/** Env names a string reads; a string that is not a valid template is read for placeholders only. */
function envNames(text: string): string[] {
  if (!text.includes('{') && !text.includes('@')) return [];
  return pathsOf(text)
    .filter((contextPath) => contextPath.startsWith('env.'))
    .map((contextPath) => contextPath.split('.')[1] ?? '')
    .filter(Boolean);
}

function pathsOf(text: string): string[] {
  try {
    return collectPaths(text);
  } catch {
    try {
      return collectPaths(text, { directives: false });
    } catch {
      return [];
    }
  }
}
