import type { ErrorCodeRow } from './collect-error-codes.js';
import { inlineCode, tableCell } from './markdown-text.js';

/** The Markdown table of `docs/error-codes.md`: code, meaning, stage and execution types, one row per code. */
export function renderErrorCodeTable(rows: readonly ErrorCodeRow[]): string {
  const lines = ['| Code | Meaning | When | Execution types |', '| --- | --- | --- | --- |'];
  for (const row of rows) {
    const types = row.executionTypes.length === 0 ? 'any' : row.executionTypes.map(inlineCode).join(', ');
    lines.push(`| ${inlineCode(row.code)} | ${tableCell(row.meaning)} | ${row.stage} | ${types} |`);
  }
  return `${lines.join('\n')}\n`;
}
