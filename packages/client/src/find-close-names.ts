/** Up to `limit` candidates within a small edit distance of `name`, closest first. */
export function findCloseNames(name: string, candidates: readonly string[], limit = 3): string[] {
  const lowered = name.toLowerCase();
  const threshold = Math.max(2, Math.floor(name.length / 3));
  return candidates
    .map((candidate) => ({ candidate, distance: editDistance(lowered, candidate.toLowerCase()) }))
    .filter((entry) => entry.distance <= threshold)
    .sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate))
    .slice(0, limit)
    .map((entry) => entry.candidate);
}

/** Levenshtein distance with one rolling row. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
