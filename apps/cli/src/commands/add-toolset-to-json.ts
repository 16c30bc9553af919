import { isMap, isScalar, isSeq, type Node, parseDocument } from 'yaml';
import { CliCommandError } from '../cli-command-error.js';
import { lineEnding, lineIndent } from './text-layout.js';
import { isToolsetNamed, type ToolsetEntry, toolsetEntryValue } from './toolset-entry.js';

/**
 * Adds or replaces a toolset reference in JSON text by editing only the text around it: the rest of the
 * file keeps its indentation, key order and line layout.
 */
export function addToolsetToJson(text: string, entry: ToolsetEntry): { text: string; updated: boolean } {
  const document = parseDocument(text);
  const root = document.contents;
  if (document.errors.length > 0 || !isMap(root) || !root.range) {
    throw new CliCommandError({
      reason: 'The main file is not a JSON object; fix it first (mci validate shows why).',
    });
  }
  const unit = indentUnit(text);
  const value = toolsetEntryValue(entry);
  const pair = root.items.find((item) => isScalar(item.key) && item.key.value === 'toolsets');
  // A file written on one line (minified or short) gets the entry on that line too.
  const oneLine = !text.slice(root.range[0], root.range[1]).includes('\n');
  const eol = lineEnding(text);
  const render = (item: unknown, indent: string) =>
    JSON.stringify(item, null, unit).replaceAll('\n', `${eol}${indent}`);

  if (!pair) {
    const last = root.items.at(-1);
    const lastEnd = (last?.value as Node | null | undefined)?.range?.[1];
    if (oneLine && last && lastEnd !== undefined) {
      const insert = /":\s/.test(text)
        ? `, "toolsets": [${compact(value)}]`
        : `,"toolsets":[${JSON.stringify(value)}]`;
      return { text: splice(text, lastEnd, lastEnd, insert), updated: false };
    }
    if (!last || lastEnd === undefined || !isScalar(last.key) || !last.key.range) {
      const block = `{${eol}${unit}"toolsets": [${eol}${unit}${unit}${render(value, `${unit}${unit}`)}${eol}${unit}]${eol}}`;
      return { text: splice(text, root.range[0], root.range[1], block), updated: false };
    }
    const keyIndent = lineIndent(text, last.key.range[0]);
    const itemIndent = keyIndent + unit;
    const block = `,${eol}${keyIndent}"toolsets": [${eol}${itemIndent}${render(value, itemIndent)}${eol}${keyIndent}]`;
    return { text: splice(text, lastEnd, lastEnd, block), updated: false };
  }

  const list = pair.value;
  if (isScalar(list) && list.value === null && list.range) {
    const keyIndent = isScalar(pair.key) && pair.key.range ? lineIndent(text, pair.key.range[0]) : '';
    const itemIndent = keyIndent + unit;
    const block = oneLine
      ? `[${compact(value)}]`
      : `[${eol}${itemIndent}${render(value, itemIndent)}${eol}${keyIndent}]`;
    return { text: splice(text, list.range[0], list.range[1], block), updated: false };
  }
  if (!isSeq(list) || !list.range)
    throw new CliCommandError({ reason: '"toolsets" in the main file is not a list.' });
  const index = list.items.findIndex((item) => isToolsetNamed((item as Node).toJSON(), entry.name));
  const multiline = text.slice(list.range[0], list.range[1]).includes('\n');

  if (index >= 0) {
    const range = (list.items[index] as Node).range as [number, number, number];
    const rendered = multiline ? render(value, lineIndent(text, range[0])) : compact(value);
    return { text: splice(text, range[0], range[1], rendered), updated: true };
  }
  const last = list.items.at(-1) as Node | undefined;
  if (!last?.range) {
    const keyIndent = lineIndent(text, list.range[0]);
    const itemIndent = keyIndent + unit;
    const block = oneLine
      ? `[${compact(value)}]`
      : `[${eol}${itemIndent}${render(value, itemIndent)}${eol}${keyIndent}]`;
    return { text: splice(text, list.range[0], list.range[1], block), updated: false };
  }
  const end = last.range[1];
  if (!multiline) return { text: splice(text, end, end, `, ${compact(value)}`), updated: false };
  const itemIndent = lineIndent(text, last.range[0]);
  return {
    text: splice(text, end, end, `,${eol}${itemIndent}${render(value, itemIndent)}`),
    updated: false,
  };
}

function splice(text: string, start: number, end: number, insert: string): string {
  return text.slice(0, start) + insert + text.slice(end);
}

/** The file's indentation step: the first indented line's whitespace (two spaces when there is none). */
function indentUnit(text: string): string {
  return /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
}

function compact(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  const entries = Object.entries(value).map(
    ([key, item]) => `${JSON.stringify(key)}: ${JSON.stringify(item)}`,
  );
  return `{ ${entries.join(', ')} }`;
}
