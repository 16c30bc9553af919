import { CliCommandError } from '../cli-command-error.js';
import { type JsonNode, readJsonRanges } from './read-json-ranges.js';
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
type JsonObjectNode = Extract<JsonNode, { kind: 'object' }>;
type JsonArrayNode = Extract<JsonNode, { kind: 'array' }>;

/**
 * Adds or replaces a toolset reference in JSON text by editing only the text around it: the rest of the
 * file keeps its indentation, key order and line layout.
 */
export function addToolsetToJson(text: string, entry: ToolsetEntry): Edit {
  const root = readJsonRanges(text);
  if (root?.kind !== 'object') {
    throw new CliCommandError({
      reason: 'The main file is not a JSON object; fix it first (mci validate shows why).',
    });
  }
  const layout: JsonLayout = {
    text,
    value: toolsetEntryValue(entry),
    unit: indentUnit(text),
    eol: lineEnding(text),
    oneLine: !text.slice(root.start, root.end).includes('\n'),
  };
  // The last one, as JSON.parse reads a key written twice.
  const pair = root.entries.findLast((item) => item.key === 'toolsets');
  if (!pair) return addToolsetsKey(layout, root);
  const list = pair.value;
  if (list.kind === 'scalar' && list.value === null) {
    const keyIndent = lineIndent(text, pair.keyStart);
    return { text: splice(text, list.start, list.end, newList(layout, keyIndent)), updated: false };
  }
  if (list.kind !== 'array')
    throw new CliCommandError({ reason: '"toolsets" in the main file is not a list.' });
  return addToList(layout, list, entry.name);
}

/** A main file without `toolsets`: the key goes after the last one, with a list of the entry. */
function addToolsetsKey(layout: JsonLayout, root: JsonObjectNode): Edit {
  const { text, value, unit, eol } = layout;
  const last = root.entries.at(-1);
  if (layout.oneLine && last) {
    const lastEnd = last.value.end;
    const insert = /":\s/.test(text)
      ? `, "toolsets": [${compact(value)}]`
      : `,"toolsets":[${JSON.stringify(value)}]`;
    return { text: splice(text, lastEnd, lastEnd, insert), updated: false };
  }
  if (!last) {
    const block = `{${eol}${unit}"toolsets": [${eol}${unit}${unit}${render(layout, value, `${unit}${unit}`)}${eol}${unit}]${eol}}`;
    return { text: splice(text, root.start, root.end, block), updated: false };
  }
  const keyIndent = lineIndent(text, last.keyStart);
  const block = `,${eol}${keyIndent}"toolsets": ${newList(layout, keyIndent)}`;
  return { text: splice(text, last.value.end, last.value.end, block), updated: false };
}

/** A `toolsets` list: the entry of the same name is replaced, or the entry goes after the last one. */
function addToList(layout: JsonLayout, list: JsonArrayNode, name: string): Edit {
  const { text, value, eol } = layout;
  const named = list.items.find((item) => isToolsetNamed(JSON.parse(text.slice(item.start, item.end)), name));
  const multiline = text.slice(list.start, list.end).includes('\n');
  if (named) {
    const rendered = multiline ? render(layout, value, lineIndent(text, named.start)) : compact(value);
    return { text: splice(text, named.start, named.end, rendered), updated: true };
  }
  const last = list.items.at(-1);
  if (!last) {
    const block = newList(layout, lineIndent(text, list.start));
    return { text: splice(text, list.start, list.end, block), updated: false };
  }
  const end = last.end;
  if (!multiline) return { text: splice(text, end, end, `, ${compact(value)}`), updated: false };
  const itemIndent = lineIndent(text, last.start);
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
