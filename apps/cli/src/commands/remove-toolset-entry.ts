import { isNode, isSeq, type Node, parseDocument, type YAMLSeq } from 'yaml';
import { CliCommandError } from '../cli-command-error.js';
import { lineStart } from './text-layout.js';
import { isToolsetNamed } from './toolset-entry.js';

/**
 * Removes the entries of toolset `name` from the `toolsets` list of a main file's text (JSON or YAML),
 * editing only the text of those entries: the rest keeps its layout and comments. Returns the text and
 * how many entries were removed.
 */
export function removeToolsetEntry(text: string, name: string): { text: string; removed: number } {
  const document = parseDocument(text);
  if (document.errors.length > 0)
    throw new CliCommandError({
      reason: 'The main file cannot be read; fix it first (mci validate shows why).',
    });
  const list = document.get('toolsets', true);
  if (!isSeq(list)) return { text, removed: 0 };
  let result = text;
  let removed = 0;
  // From the last to the first, so the ranges of the earlier items stay right.
  for (let index = list.items.length - 1; index >= 0; index -= 1) {
    const item = list.items[index];
    if (!isToolsetNamed(isNode(item) ? item.toJSON() : item, name)) continue;
    const [start, end] = itemSpan(result, list as YAMLSeq<Node>, index, list.items.length - removed);
    result = result.slice(0, start) + result.slice(end);
    removed += 1;
  }
  return { text: result, removed };
}

/** The text to cut for item `index`: with its separating comma (flow lists) or its lines (block lists). */
function itemSpan(text: string, list: YAMLSeq<Node>, index: number, remaining: number): [number, number] {
  const range = list.items[index]?.range as [number, number, number];
  const next = list.items[index + 1]?.range;
  const previous = list.items[index - 1]?.range;
  if (!list.flow) {
    const start = lineStart(text, range[0]);
    if (next) return [start, lineStart(text, next[0])];
    const lineEnd = text.indexOf('\n', Math.max(range[1] - 1, start));
    return [start, lineEnd < 0 ? text.length : lineEnd + 1];
  }
  if (remaining === 1) {
    const listRange = list.range as [number, number, number];
    return [listRange[0] + 1, text.lastIndexOf(']', listRange[1])];
  }
  if (previous && !next) return [previous[1], range[1]];
  return [range[0], next ? next[0] : range[1]];
}
