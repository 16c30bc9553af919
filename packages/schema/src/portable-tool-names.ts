/** What OpenAI and Anthropic accept as a function name: ASCII letters, digits, `_` and `-`, 1 to 64. */
export const portableToolNamePattern = /^[A-Za-z0-9_-]{1,64}$/;

const maxLength = 64;
const hashLength = 8;

/** Whether every model provider accepts `name` as a function name as it is. */
export function isPortableToolName(name: string): boolean {
  return portableToolNamePattern.test(name);
}

/**
 * Maps each name to a portable one, unique within `names`. Portable names keep themselves; others have
 * accents dropped and every run of other characters replaced by `_` (`repos.get` -> `repos_get`). A name
 * that would then clash or exceed 64 characters ends in `_` and eight hex digits of a hash of the
 * original name, so the result depends only on the names and their order, and stays the same when the
 * same names are mapped again.
 */
export function toPortableToolNames(names: readonly string[]): Map<string, string> {
  const mapped = new Map<string, string>();
  const taken = new Set(names.filter(isPortableToolName));
  for (const name of names) {
    if (mapped.has(name)) continue;
    if (isPortableToolName(name)) {
      mapped.set(name, name);
      continue;
    }
    const portable = uniquePortableName(name, taken);
    taken.add(portable);
    mapped.set(name, portable);
  }
  return mapped;
}

function uniquePortableName(name: string, taken: ReadonlySet<string>): string {
  const base = toPortableBase(name);
  if (base.length <= maxLength && !taken.has(base)) return base;
  const stem = base.slice(0, maxLength - hashLength - 1);
  for (let attempt = 0; ; attempt++) {
    const candidate = `${stem}_${hash(attempt === 0 ? name : `${name}\u0000${attempt}`)}`;
    if (!taken.has(candidate)) return candidate;
  }
}

function toPortableBase(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return base === '' ? 'tool' : base;
}

/** FNV-1a, 32 bits, as eight hex digits: short, stable and with no dependency. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value.toString(16).padStart(hashLength, '0');
}
