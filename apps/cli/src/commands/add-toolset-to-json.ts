import {
  isMap,
  isScalar,
  isSeq,
  type Node,
  parseDocument,
  type Range,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';
import { CliCommandError } from '../cli-command-error.js';
import { lineEnding, lineIndent } from './text-layout.js';
import { isToolsetNamed, type ToolsetEntry, toolsetEntryValue } from './toolset-entry.js';

/** The text being edited and how it is laid out. */
interface JsonLayout {
  readonly text: string;
  /** The entry to write. */
  readonly value: unknown;
  /** One indentation step. */
  readonly unit: string;
  readonly eol: string;
  /** The whole object is on one line (minified or short): the entry goes on that line too. */
  readonly oneLine: boolean;
}

type Edit = { text: string; updated: boolean };

/**
 * Adds or replaces a toolset reference in JSON text by editing only the text around it: the rest of the
 * file keeps its indentation, key order and line layout.
 */
export function addToolsetToJson(text: string, entry: ToolsetEntry): Edit {
  const document = parseDocument(text);
  const root = document.contents;
  if (document.errors.length > 0 || !isMap(root) || !root.range) {
    throw new CliCommandError({
      reason: 'The main file is not a JSON object; fix it first (mci validate shows why).',
    });
  }
  const layout: JsonLayout = {
    text,
    value: toolsetEntryValue(entry),
    unit: indentUnit(text),
    eol: lineEnding(text),
    oneLine: !text.slice(root.range[0], root.range[1]).includes('\n'),
  };
  const pair = root.items.find((item) => isScalar(item.key) && item.key.value === 'toolsets');
  if (!pair) return addToolsetsKey(layout, root as YAMLMap<Node, Node | null> & { range: Range });
  const list = pair.value;
  if (isScalar(list) && list.value === null && list.range) {
    const keyIndent = isScalar(pair.key) && pair.key.range ? lineIndent(text, pair.key.range[0]) : '';
    return { text: splice(text, list.range[0], list.range[1], newList(layout, keyIndent)), updated: false };
  }
  if (!isSeq(list) || !list.range)
    throw new CliCommandError({ reason: '"toolsets" in the main file is not a list.' });
  return addToList(layout, list as YAMLSeq<Node> & { range: Range }, entry.name);
}

/** A main file without `toolsets`: the key goes after the last one, with a list of the entry. */
function addToolsetsKey(layout: JsonLayout, root: YAMLMap<Node, Node | null> & { range: Range }): Edit {
  const { text, value, unit, eol } = layout;
  const last = root.items.at(-1);
  const lastEnd = last?.value?.range?.[1];
  if (layout.oneLine && last && lastEnd !== undefined) {
    const insert = /":\s/.test(text)
      ? `, "toolsets": [${compact(value)}]`
      : `,"toolsets":[${JSON.stringify(value)}]`;
    return { text: splice(text, lastEnd, lastEnd, insert), updated: false };
  }
  if (!last || lastEnd === undefined || !isScalar(last.key) || !last.key.range) {
    const block = `{${eol}${unit}"toolsets": [${eol}${unit}${unit}${render(layout, value, `${unit}${unit}`)}${eol}${unit}]${eol}}`;
    return { text: splice(text, root.range[0], root.range[1], block), updated: false };
  }
  const keyIndent = lineIndent(text, last.key.range[0]);
  const block = `,${eol}${keyIndent}"toolsets": ${newList(layout, keyIndent)}`;
  return { text: splice(text, lastEnd, lastEnd, block), updated: false };
}

/** A `toolsets` list: the entry of the same name is replaced, or the entry goes after the last one. */
function addToList(layout: JsonLayout, list: YAMLSeq<Node> & { range: Range }, name: string): Edit {
  const { text, value, eol } = layout;
  const index = list.items.findIndex((item) => isToolsetNamed(item.toJSON(), name));
  const multiline = text.slice(list.range[0], list.range[1]).includes('\n');
  if (index >= 0) {
    const range = list.items[index]?.range as Range;
    const rendered = multiline ? render(layout, value, lineIndent(text, range[0])) : compact(value);
    return { text: splice(text, range[0], range[1], rendered), updated: true };
  }
  const last = list.items.at(-1);
  if (!last?.range) {
    const block = newList(layout, lineIndent(text, list.range[0]));
    return { text: splice(text, list.range[0], list.range[1], block), updated: false };
  }
  const end = last.range[1];
  if (!multiline) return { text: splice(text, end, end, `, ${compact(value)}`), updated: false };
  const itemIndent = lineIndent(text, last.range[0]);
  return {
    text: splice(text, end, end, `,${eol}${itemIndent}${render(layout, value, itemIndent)}`),
    updated: false,
  };
}

/** A list holding only the entry, laid out like the file; `keyIndent` is the indentation of its key. */
function newList(layout: JsonLayout, keyIndent: string): string {
  const { value, unit, eol } = layout;
  if (layout.oneLine) return `[${compact(value)}]`;
  const itemIndent = keyIndent + unit;
  return `[${eol}${itemIndent}${render(layout, value, itemIndent)}${eol}${keyIndent}]`;
}

/** `item` as indented JSON whose lines after the first start with `indent`. */
function render(layout: JsonLayout, item: unknown, indent: string): string {
  return JSON.stringify(item, null, layout.unit).replaceAll('\n', `${layout.eol}${indent}`);
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
