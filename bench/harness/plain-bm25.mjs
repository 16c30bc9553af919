// The baseline of the retrieval benchmarks: plain BM25 (k1 1.2, b 0.75) over a tool's name and description
// as one text, in lowercased words; no stemming, no stop words, no fields.

const words = (text) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * A ranker over `tools` ({ name, description }): `rank(query, k)` gives the names of the best k.
 * @param {ReadonlyArray<{ name: string; description?: string }>} tools
 */
export function createPlainBm25(tools) {
  const docs = tools.map((tool) => words(`${tool.name} ${tool.description ?? ''}`));
  const average = docs.reduce((sum, doc) => sum + doc.length, 0) / docs.length;
  const frequency = new Map();
  for (const doc of docs)
    for (const word of new Set(doc)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const counts = docs.map((doc) => {
    const count = new Map();
    for (const word of doc) count.set(word, (count.get(word) ?? 0) + 1);
    return count;
  });
  return (query, k) => {
    const queryWords = new Set(words(query));
    const scores = docs.map((doc, at) => {
      let score = 0;
      for (const word of queryWords) {
        const tf = counts[at].get(word) ?? 0;
        if (tf === 0) continue;
        const df = frequency.get(word);
        const idf = Math.log(1 + (docs.length - df + 0.5) / (df + 0.5));
        score += (idf * tf * 2.2) / (tf + 1.2 * (0.25 + (0.75 * doc.length) / average));
      }
      return { name: tools[at].name, score, at };
    });
    return scores
      .filter((entry) => entry.score > 0)
      .sort((a, b) => b.score - a.score || a.at - b.at)
      .slice(0, k)
      .map((entry) => entry.name);
  };
}
