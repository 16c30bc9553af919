import type { DiagnosticCodeInfo } from '@mci/schema/internal';
import { inlineCode, tableCell } from './markdown-text.js';

/** The Markdown table of the diagnostic codes of `docs/error-codes.md`: code, meaning and severity, sorted by code. */
export function renderDiagnosticCodeTable(codes: Readonly<Record<string, DiagnosticCodeInfo>>): string {
  const lines = ['| Code | Meaning | Severity |', '| --- | --- | --- |'];
  for (const code of Object.keys(codes).sort()) {
    const { meaning, severity } = codes[code] as DiagnosticCodeInfo;
    const shown = severity === 'either' ? 'error or warning' : severity;
    lines.push(`| ${inlineCode(code)} | ${tableCell(meaning)} | ${shown} |`);
  }
  return `${lines.join('\n')}\n`;
}
