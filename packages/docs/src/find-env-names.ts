import { collectPaths } from '@mci/templating';

/** Names of the env variables that the strings anywhere inside `value` read (`{{env.NAME}}`), sorted. */
export function findEnvNames(value: unknown): string[] {
  const names = new Set<string>();
  visit(value, (text) => {
    for (const found of pathsOf(text)) {
      const [root, name] = found.split('.');
      if (root === 'env' && name) names.add(name);
    }
  });
  return [...names].sort();
}

function visit(value: unknown, onString: (text: string) => void): void {
  if (typeof value === 'string') onString(value);
  else if (Array.isArray(value)) for (const item of value) visit(item, onString);
  else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) visit(item, onString);
  }
}

/** A string that is not a valid full template is read for placeholders only. */
function pathsOf(text: string): string[] {
  if (!text.includes('{') && !text.includes('@')) return [];
  for (const directives of [true, false]) {
    try {
      return collectPaths(text, { directives });
    } catch {
      // Try again with placeholders only; a string that does not parse at all reads nothing.
    }
  }
  return [];
}
