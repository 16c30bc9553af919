// The markdown table printed by `pnpm bench` and kept in BENCHMARKS.md.

/**
 * @typedef {{ value: number, text: string }} Measure
 * @typedef {{
 *   name: string,
 *   ours?: Measure,
 *   limit?: Measure,
 *   target?: { text: string, ratio?: number, met: boolean },
 *   python?: string,
 *   pythonValue?: string,
 *   error?: string,
 * }} Row
 */

/** @param {Row[]} rows @param {{ withPython?: boolean }} [options] */
export function formatTable(rows, { withPython = false } = {}) {
  const header = [
    'row',
    'ours',
    ...(withPython ? ['Python reference'] : []),
    'limit',
    'ours / limit',
    'target',
    'met',
  ];
  const lines = [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`];
  for (const row of rows) {
    if (row.error) {
      lines.push(`| ${row.name} | failed: ${row.error.split('\n')[0]} |`);
      continue;
    }
    const ratio =
      row.target?.ratio === undefined ? '' : row.target.ratio.toFixed(row.target.ratio < 0.1 ? 4 : 2);
    const cells = [
      row.name,
      row.ours?.text ?? '',
      ...(withPython ? [row.pythonValue ?? ''] : []),
      row.limit?.text ?? '',
      ratio,
      row.target?.text ?? '',
      row.target ? (row.target.met ? 'yes' : 'no') : '',
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
