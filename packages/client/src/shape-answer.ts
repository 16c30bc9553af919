import type { JSONValue } from '@jmespath-community/jmespath';
import type { ExecutionResult } from '@mci/schema';
import { type CompiledSelect, type OutputShaping, reasonOf } from './compile-output-shaping.js';
import { OutputSelectError } from './output-select-error.js';
import { writeCutNote } from './write-cut-note.js';

/**
 * Shapes a successful answer by the tool's `output`: the JSON answer (`structuredContent`, else the text
 * read as JSON) is projected by `select`, then by the caller's `callerSelect`, and a top-level array is cut
 * to `maxItems`; the text is then cut to `maxChars` (a JSON array by whole items when at least one fits).
 * A cut answer ends with a note saying what was left out and how to get the rest. An answer nothing is
 * applied to is returned as it is; one with content other than text is never shaped.
 */
export function shapeAnswer(
  result: ExecutionResult,
  shaping: OutputShaping,
  callerSelect: CompiledSelect | undefined,
  toolName: string,
): ExecutionResult {
  if (result.isError || result.content.some((item) => item.type !== 'text')) return result;
  const original = result.content.map((item) => (item.type === 'text' ? item.text : '')).join('');
  const { maxChars, maxItems } = shaping;
  const selects = [shaping.select, callerSelect].filter((select) => select !== undefined);
  const needsValue = selects.length > 0 || maxItems !== undefined || original.length > (maxChars ?? Infinity);
  const parsed = needsValue ? jsonOf(result, original) : undefined;
  if (parsed === undefined) return maxChars === undefined ? result : cutText(result, original, shaping);
  let value = parsed.value;
  for (const select of selects) value = applySelect(select, value, shaping, toolName);
  let items: { kept: number; total: number } | undefined;
  if (Array.isArray(value) && maxItems !== undefined && value.length > maxItems) {
    items = { kept: maxItems, total: value.length };
    value = value.slice(0, maxItems);
  }
  if (selects.length === 0 && items === undefined && original.length <= (maxChars ?? Infinity)) return result;
  const text = selects.length === 0 && items === undefined ? original : (JSON.stringify(value) ?? 'null');
  if (maxChars !== undefined && text.length > maxChars) {
    const list = Array.isArray(value) ? value : undefined;
    const fitted = list && fitItems(list, maxChars);
    if (!list || !fitted) return cutText(result, text, shaping);
    const cut = { unit: 'items', kept: fitted.kept, total: items?.total ?? list.length, maxChars } as const;
    return answer(result, fitted.text, undefined, writeCutNote(cut, shaping));
  }
  const structured = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
  return answer(result, text, structured, items && writeCutNote({ unit: 'items', ...items }, shaping));
}

/** The answer's JSON: its `structuredContent`, else its text parsed; undefined when the text is not JSON. */
function jsonOf(result: ExecutionResult, text: string): { value: JSONValue } | undefined {
  if (result.structuredContent !== undefined) return { value: result.structuredContent as JSONValue };
  try {
    return { value: JSON.parse(text) as JSONValue };
  } catch {
    return undefined;
  }
}

function applySelect(
  select: CompiledSelect,
  value: JSONValue,
  shaping: OutputShaping,
  toolName: string,
): JSONValue {
  try {
    return select.search(value);
  } catch (error) {
    const origin =
      select === shaping.select ? 'output.select' : `argument "${String(shaping.selectArgument)}"`;
    const fields = { toolName, origin, expression: select.text, reason: reasonOf(error) };
    throw new OutputSelectError(fields, { cause: error });
  }
}

/** The longest run of first items whose JSON array text has at most `maxChars` characters. */
function fitItems(items: readonly JSONValue[], maxChars: number): { text: string; kept: number } | undefined {
  let length = 2;
  let kept = 0;
  for (const item of items) {
    const next = length + (JSON.stringify(item) ?? 'null').length + (kept > 0 ? 1 : 0);
    if (next > maxChars) break;
    length = next;
    kept += 1;
  }
  return kept === 0 ? undefined : { text: JSON.stringify(items.slice(0, kept)), kept };
}

/** The first `maxChars` characters of `text` (never half a surrogate pair) and the note. */
function cutText(result: ExecutionResult, text: string, shaping: OutputShaping): ExecutionResult {
  const maxChars = shaping.maxChars ?? text.length;
  if (text.length <= maxChars) return result;
  const end = isHighSurrogate(text.charCodeAt(maxChars - 1)) ? maxChars - 1 : maxChars;
  const note = writeCutNote({ unit: 'characters', kept: end, total: text.length }, shaping);
  return answer(result, text.slice(0, end), undefined, note);
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** The shaped answer: one text item (ending with the note, if any) and the structured content kept. */
function answer(
  result: ExecutionResult,
  text: string,
  structuredContent: Record<string, unknown> | undefined,
  note: string | undefined,
): ExecutionResult {
  const { structuredContent: _unshaped, ...rest } = result;
  return {
    ...rest,
    content: [{ type: 'text', text: note === undefined ? text : `${text}\n\n${note}` }],
    ...(structuredContent && { structuredContent }),
  };
}
