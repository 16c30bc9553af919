import { formatValue } from './format-value.js';
import { ABSENT, createState, evaluateNative, evaluatePlaceholder } from './render-nodes.js';
import type { RenderOptions, TemplateContext } from './render-options.js';
import { childOf, MISSING } from './resolve-path.js';
import type { NativeNode, PlaceholderNode, TemplateNode } from './template-node.js';

/** A tag of a template without directives, with what its first operand reads and the text after it. */
interface FlatTag {
  readonly tag: PlaceholderNode | NativeNode;
  /** Index in `FlatParts.roots` of the first operand's context root; -1 when that operand is a literal. */
  readonly root: number;
  /** The segments of the first operand, its root first. */
  readonly segments: readonly string[];
  after: string;
}

/** A template without directives, split once at compile time: text, then each tag and the text after it. */
export interface FlatParts {
  readonly head: string;
  /** The distinct context roots the tags read first (`props`, `env`), so a render compares indexes. */
  readonly roots: readonly string[];
  readonly tags: readonly FlatTag[];
}

/** The parts of nodes that are text, placeholders and `{!! !!}` only; `undefined` for any directive. */
export function splitFlat(nodes: readonly TemplateNode[]): FlatParts | undefined {
  let head = '';
  const roots: string[] = [];
  const tags: FlatTag[] = [];
  let last: FlatTag | undefined;
  for (const node of nodes) {
    if (typeof node === 'string') {
      if (last === undefined) head += node;
      else last.after += node;
      continue;
    }
    if (node.type !== 'placeholder' && node.type !== 'native') return undefined;
    const first = node.type === 'placeholder' ? node.alternatives[0] : node.path;
    const segments = first?.kind === 'path' ? first.segments : [];
    const name = segments[0];
    let root = name === undefined ? -1 : roots.indexOf(name);
    if (name !== undefined && root === -1) root = roots.push(name) - 1;
    last = { tag: node, root, segments, after: '' };
    tags.push(last);
  }
  // Copies hold exactly the items: the lists grew by push and have spare room.
  return { head, roots: roots.slice(), tags: tags.slice() };
}

/**
 * Renders the parts of a template without directives, so every path is a context path. Each context
 * root is read once per render while the values rendered are strings or numbers (formatting an object
 * can run its `toJSON`, which could change the context). A tag whose first operand is a literal or does
 * not resolve goes to the general evaluation: fallbacks, optional absent, the error.
 */
export function renderFlat(
  parts: FlatParts,
  text: string,
  context: TemplateContext,
  options: RenderOptions | undefined,
): string {
  const { roots, tags } = parts;
  const root: object = typeof context === 'object' && context !== null ? context : {};
  let rootIndex = -1;
  let rootValue: unknown;
  let output = parts.head;
  for (let index = 0; index < tags.length; index++) {
    const part = tags[index] as FlatTag;
    let value: unknown = MISSING;
    if (part.root !== -1) {
      if (part.root !== rootIndex) {
        rootIndex = part.root;
        rootValue = childOf(root, roots[rootIndex] as string);
      }
      value = rootValue;
      const segments = part.segments;
      // No early exit: a child of MISSING is MISSING, and comparing values of any type costs more.
      for (let segment = 1; segment < segments.length; segment++) {
        value = childOf(value, segments[segment] as string);
      }
    }
    if (typeof value === 'string') {
      output += value;
    } else {
      output += renderTag(value, part.tag, text, context, options);
      // Formatting an object can run its `toJSON`: read the roots again after anything but a number.
      if (typeof value !== 'number') rootIndex = -1;
    }
    output += part.after;
  }
  return output;
}

/** The text of a tag whose first operand gave `value`, not a string: formatted, or evaluated in full. */
function renderTag(
  value: unknown,
  tag: PlaceholderNode | NativeNode,
  text: string,
  context: TemplateContext,
  options: RenderOptions | undefined,
): string {
  let result = value;
  if (result === MISSING) {
    const state = createState(text, context, options);
    result = tag.type === 'placeholder' ? evaluatePlaceholder(tag, state) : evaluateNative(tag, state);
  }
  return result === ABSENT ? '' : formatValue(result, text, tag);
}
