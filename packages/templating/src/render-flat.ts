import { formatValue } from './format-value.js';
import { ABSENT, createState, evaluateNative, evaluatePlaceholder } from './render-nodes.js';
import type { RenderOptions, TemplateContext } from './render-options.js';
import { childOf, MISSING } from './resolve-path.js';
import type { NativeNode, Operand, PlaceholderNode, TemplateNode } from './template-node.js';

/**
 * Renders a template without directives: text and placeholders only, so every path is a context path.
 * Each context root (`props`, `env`) is read once per render while the values rendered are strings,
 * numbers, booleans or null (formatting an object can run its `toJSON`, which could change the context).
 * A tag none of whose paths resolves goes to the general evaluation, for optional absent or the error.
 */
export function renderFlat(
  nodes: readonly TemplateNode[],
  text: string,
  context: TemplateContext,
  options: RenderOptions | undefined,
): string {
  const root: object = typeof context === 'object' && context !== null ? context : {};
  let rootName: string | undefined;
  let rootValue: unknown;
  let output = '';
  for (let index = 0; index < nodes.length; index++) {
    const node = nodes[index] as TemplateNode;
    if (typeof node === 'string') {
      output += node;
      continue;
    }
    const tag = node as PlaceholderNode | NativeNode;
    const alternatives = tag.type === 'placeholder' ? tag.alternatives : undefined;
    const count = alternatives === undefined ? 1 : alternatives.length;
    let value: unknown = MISSING;
    for (let alternative = 0; alternative < count && value === MISSING; alternative++) {
      const operand =
        alternatives === undefined ? (tag as NativeNode).path : (alternatives[alternative] as Operand);
      if (operand.kind === 'literal') {
        value = operand.value;
        continue;
      }
      const segments = operand.segments;
      const first = segments[0] as string;
      if (first !== rootName) {
        rootValue = childOf(root, first);
        rootName = first;
      }
      value = rootValue;
      for (let segment = 1; segment < segments.length && value !== MISSING; segment++) {
        value = childOf(value, segments[segment] as string);
      }
    }
    if (value === MISSING) {
      const state = createState(text, context, options);
      value = tag.type === 'placeholder' ? evaluatePlaceholder(tag, state) : evaluateNative(tag, state);
    }
    if (typeof value === 'string') output += value;
    else if (value !== ABSENT) {
      output += formatValue(value, text, tag);
      if (typeof value === 'object') rootName = undefined;
    }
  }
  return output;
}
