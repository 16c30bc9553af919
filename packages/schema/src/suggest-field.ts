import { closestKey } from './closest-key.js';

/**
 * The field an unknown key was probably meant to be: first a required field the object lacks, close to
 * the key or abbreviated by it (`cmd` for a missing `command`), then any known field close to it.
 */
export function suggestField(
  key: string,
  field: { readonly knownKeys: readonly string[]; readonly missingKeys: readonly string[] },
): string | undefined {
  return (
    closestKey(key, field.missingKeys) ??
    field.missingKeys.find((missing) => abbreviates(key.toLowerCase(), missing.toLowerCase())) ??
    closestKey(key, field.knownKeys)
  );
}

/** Whether `short` is `long` with letters left out, starting with the same letter (`cmd`, `command`). */
function abbreviates(short: string, long: string): boolean {
  if (short.length < 2 || short[0] !== long[0]) return false;
  let index = 0;
  for (const letter of long) if (letter === short[index]) index++;
  return index === short.length;
}
