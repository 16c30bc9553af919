import type { TemplateErrorPosition } from './template-error.js';

const SNIPPET_LIMIT = 80;

/** A template's text with line/column lookup for error positions (1-based, columns in UTF-16 units). */
export class TemplateSource {
  readonly text: string;
  private lineStarts: number[] | undefined;

  constructor(text: string) {
    this.text = text;
  }

  /** The position of `start` and the template text from `start` to `end` (one line, shortened). */
  locate(start: number, end: number): TemplateErrorPosition {
    const starts = this.getLineStarts();
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] ?? 0) <= start) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: start - (starts[low] ?? 0) + 1, snippet: this.snippet(start, end) };
  }

  private snippet(start: number, end: number): string {
    const text = this.text.slice(start, Math.max(start, end));
    const newline = text.search(/[\r\n]/);
    const firstLine = newline === -1 ? text : text.slice(0, newline);
    if (firstLine.length > SNIPPET_LIMIT) return `${firstLine.slice(0, SNIPPET_LIMIT - 3)}...`;
    return newline === -1 ? firstLine : `${firstLine}...`;
  }

  private getLineStarts(): number[] {
    if (this.lineStarts === undefined) {
      const starts = [0];
      let index = this.text.indexOf('\n');
      while (index !== -1) {
        starts.push(index + 1);
        index = this.text.indexOf('\n', index + 1);
      }
      this.lineStarts = starts;
    }
    return this.lineStarts;
  }
}

/** `line 3, column 5`, for messages. */
export function describePosition(position: TemplateErrorPosition): string {
  return `line ${position.line}, column ${position.column}`;
}
