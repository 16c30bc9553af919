import {
  Document,
  isMap,
  isNode,
  isScalar,
  isSeq,
  type Node,
  parseDocument,
  stringify,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';
import { CliCommandError } from '../cli-command-error.js';
import { lineEnding, lineIndent, lineStart } from './text-layout.js';
import { entryKeys, isToolsetNamed, type ToolsetEntry, toolsetEntryValue } from './toolset-entry.js';

type Range = [number, number, number];
type Edit = { start: number; end: number; insert: string };

/**
 * Adds or replaces a toolset reference in YAML text. When the file already has a `toolsets` list, only
 * the text of that list changes (an item appended, or the fields of an existing item rewritten), so
 * everything else, comments and blank lines included, stays byte for byte. Otherwise the `yaml`
 * Document API adds the list, keeping comments, key order and the file's indentation.
 */
export function addToolsetToYaml(text: string, entry: ToolsetEntry): { text: string; updated: boolean } {
  const document = parseDocument(text);
  if (document.errors.length > 0) {
    throw new CliCommandError({
      reason: 'The main file is not valid YAML; fix it first (mci validate shows why).',
    });
  }
  const list = document.get('toolsets', true);
  if (list === undefined || list === null || (isScalar(list) && list.value === null)) {
    document.set('toolsets', document.createNode([toolsetEntryValue(entry)]));
    return { text: document.toString({ lineWidth: 0, ...indentation(text) }), updated: false };
  }
  if (!isSeq(list) || !list.range)
    throw new CliCommandError({ reason: '"toolsets" in the main file is not a list.' });
  const index = list.items.findIndex((item) =>
    isToolsetNamed(isNode(item) ? item.toJSON() : item, entry.name),
  );
  const edits = index >= 0 ? replaceItem(text, list, index, entry) : appendItem(text, list, entry);
  return { text: applyEdits(text, edits), updated: index >= 0 };
}

function appendItem(text: string, list: YAMLSeq, entry: ToolsetEntry): Edit[] {
  const range = list.range as Range;
  const last = list.items.at(-1) as Node | undefined;
  if (list.flow) {
    const value = flowText(entry, text);
    if (!last?.range) return [{ start: range[0], end: range[1], insert: `[${value}]` }];
    return [{ start: last.range[1], end: last.range[1], insert: `, ${value}` }];
  }
  const lastRange = (last?.range ?? range) as Range;
  const eol = lineEnding(text);
  const dashIndent = lineIndent(text, lastRange[0]);
  const item = `${dashIndent}- ${blockText(entry, `${dashIndent}  `, eol)}${eol}`;
  const at = afterLine(text, lastRange[2]);
  if (at === text.length && !text.endsWith('\n')) {
    return [{ start: at, end: at, insert: `${eol}${item.slice(0, -eol.length)}` }];
  }
  return [{ start: at, end: at, insert: item }];
}

function replaceItem(text: string, list: YAMLSeq, index: number, entry: ToolsetEntry): Edit[] {
  const item = list.items[index] as Node;
  const range = item.range as Range;
  if (list.flow || (isMap(item) && item.flow)) {
    return [{ start: range[0], end: range[1], insert: flowText(entry, text) }];
  }
  if (isMap(item) && (typeof toolsetEntryValue(entry) !== 'string' || hasOtherKeys(item)))
    return updateBlockMap(text, item, entry);
  if (isMap(item)) {
    // Back to a plain name: the block map becomes one scalar, on the line of its first key.
    const newline = text[range[1] - 1] === '\n' ? lineEnding(text) : '';
    return [{ start: range[0], end: range[1], insert: `${scalarText(entry.name)}${newline}` }];
  }
  const column = ' '.repeat(range[0] - lineStart(text, range[0]));
  return [{ start: range[0], end: range[1], insert: blockText(entry, column, lineEnding(text)) }];
}

/** Whether a toolset reference map has keys besides those `mci add` and `mci import` write. */
function hasOtherKeys(map: YAMLMap): boolean {
  return map.items.some(
    (item) => !(isScalar(item.key) && (entryKeys as readonly string[]).includes(String(item.key.value))),
  );
}

/** Rewrites the written keys of an item in a block map (an object value on one line), leaving its other lines alone. */
function updateBlockMap(text: string, map: YAMLMap, entry: ToolsetEntry): Edit[] {
  const edits: Edit[] = [];
  const eol = lineEnding(text);
  const firstKey = map.items[0]?.key as Node | undefined;
  const column = ' '.repeat((firstKey?.range?.[0] ?? 0) - lineStart(text, firstKey?.range?.[0] ?? 0));
  const value = toolsetEntryValue(entry) as Record<string, unknown>;
  const wanted = entryKeys.filter((key) => key !== 'name').map((key) => [key, value[key]] as const);
  const missing: string[] = [];
  for (const [key, value] of wanted) {
    const pair = map.items.find((item) => isScalar(item.key) && item.key.value === key);
    const valueRange = (pair?.value as Node | null | undefined)?.range;
    const keyRange = (pair?.key as Node | undefined)?.range;
    if (value === undefined) {
      if (keyRange && valueRange) {
        const start = lineStart(text, keyRange[0]);
        const lineEnd = text.indexOf('\n', Math.max(valueRange[1], valueRange[2] - 1));
        edits.push({ start, end: lineEnd < 0 ? text.length : lineEnd + 1, insert: '' });
      }
    } else if (valueRange && keyRange && isScalar(pair?.value)) {
      edits.push({ start: valueRange[0], end: valueRange[1], insert: scalarText(value) });
    } else if (valueRange && keyRange) {
      // A nested value (http:) is written again on one line, from its key to the end of its last line.
      const end = afterLine(text, valueRange[2]);
      edits.push({ start: keyRange[0], end, insert: `${key}: ${scalarText(value)}${eol}` });
    } else {
      missing.push(`${column}${key}: ${scalarText(value)}${eol}`);
    }
  }
  if (missing.length > 0) {
    const at = afterLine(text, (map.range as Range)[2]);
    const prefix = at === text.length && !text.endsWith('\n') ? eol : '';
    edits.push({ start: at, end: at, insert: prefix + missing.join('') });
  }
  return edits;
}

/** The start of the line after the one `end` is on (`end` itself when it starts a line), or the end. */
function afterLine(text: string, end: number): number {
  if (end > 0 && text[end - 1] === '\n') return end;
  const lineEnd = text.indexOf('\n', end);
  return lineEnd < 0 ? text.length : lineEnd + 1;
}

function applyEdits(text: string, edits: readonly Edit[]): string {
  return [...edits]
    .sort((a, b) => b.start - a.start)
    .reduce((result, edit) => result.slice(0, edit.start) + edit.insert + result.slice(edit.end), text);
}

/** The entry as a block item body: `name` alone, or `name: ...` lines indented to `column`. */
function blockText(entry: ToolsetEntry, column: string, eol: string): string {
  const value = toolsetEntryValue(entry);
  if (typeof value === 'string') return scalarText(value);
  return Object.entries(value)
    .map(([key, item]) => `${key}: ${scalarText(item)}`)
    .join(`${eol}${column}`);
}

/** The entry in flow style, with the file's spacing inside braces. */
function flowText(entry: ToolsetEntry, text: string): string {
  const value = toolsetEntryValue(entry);
  if (typeof value === 'string') return scalarText(value);
  const inner = Object.entries(value)
    .map(([key, item]) => `${key}: ${scalarText(item)}`)
    .join(', ');
  return indentation(text).flowCollectionPadding ? `{ ${inner} }` : `{${inner}}`;
}

/** A value as YAML writes it on one line: a string plain when it can be, objects in flow style. */
function scalarText(value: unknown): string {
  if (typeof value === 'object' && value !== null)
    return new Document(value, { flow: true }).toString({ lineWidth: 0 }).trimEnd();
  return stringify(value, { lineWidth: 0 }).trimEnd();
}

/**
 * The file's layout: spaces per level, whether `- ` items sit indented below their key, and whether flow
 * collections have spaces inside their brackets (`[ a ]`).
 */
function indentation(text: string): { indent: number; indentSeq: boolean; flowCollectionPadding: boolean } {
  const nested = /^( *)[^\s#-][^\n]*:[ \t]*\n( +)[^\s#-]/m.exec(text);
  const indent = nested ? Math.max(1, (nested[2]?.length ?? 2) - (nested[1]?.length ?? 0)) : 2;
  const sequence = /^( *)[^\s#-][^\n]*:[ \t]*\n( *)- /m.exec(text);
  const indentSeq = sequence ? (sequence[2]?.length ?? 0) > (sequence[1]?.length ?? 0) : true;
  return { indent, indentSeq, flowCollectionPadding: /[[{] [^\s\]}]/.test(text) };
}
