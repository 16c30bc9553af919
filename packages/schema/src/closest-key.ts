/**
 * A known key within two edits of `key` (a likely typo), if any; otherwise the one known key that starts
 * with `key` (a shortened name such as `timeout` for `timeout_ms` or `readOnly` for `readOnlyHint`).
 */
export function closestKey(key: string, knownKeys: readonly string[]): string | undefined {
  const lower = key.toLowerCase();
  let best: string | undefined;
  let bestDistance = 3;
  for (const known of knownKeys) {
    const distance = editDistance(lower, known.toLowerCase());
    if (distance < bestDistance) {
      best = known;
      bestDistance = distance;
    }
  }
  if (best !== undefined || lower.length < 4) return best;
  const extended = knownKeys.filter((known) => known.toLowerCase().startsWith(lower));
  return extended.length === 1 ? extended[0] : undefined;
}

function editDistance(first: string, second: string): number {
  let previous = Array.from({ length: second.length + 1 }, (_, index) => index);
  for (let row = 1; row <= first.length; row++) {
    const current = [row];
    for (let column = 1; column <= second.length; column++) {
      const cost = first[row - 1] === second[column - 1] ? 0 : 1;
      current.push(
        Math.min(
          (previous[column] ?? 0) + 1,
          (current[column - 1] ?? 0) + 1,
          (previous[column - 1] ?? 0) + cost,
        ),
      );
    }
    previous = current;
  }
  return previous[second.length] ?? 0;
}
