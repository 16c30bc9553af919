import type { CompiledTemplate } from './compile-template.js';
import { formatValue } from './format-value.js';
import { type FlatParts, renderFlat, splitFlat } from './render-flat.js';
import { ABSENT, createState, evaluateNative, evaluatePlaceholder, renderNodes } from './render-nodes.js';
import type { RenderOptions, TemplateContext } from './render-options.js';
import { TemplateError } from './template-error.js';
import type { NativeNode, PlaceholderNode, TemplateNode } from './template-node.js';

/** A compiled template with tags: the node tree of one text, rendered without parsing again. */
export class Template implements CompiledTemplate {
  readonly source: string;
  readonly paths: readonly string[];
  /** Without directives: the text and tags, split once for `renderFlat`. Else the node tree. */
  private readonly body: FlatParts | readonly TemplateNode[];
  /** The one placeholder or `{!! !!}` of a text that has nothing else but blanks. */
  private readonly whole: PlaceholderNode | NativeNode | undefined;

  constructor(source: string, nodes: readonly TemplateNode[], paths: readonly string[]) {
    this.source = source;
    // A copy holds exactly the nodes: the parsed list grew by push and has spare room.
    this.body = splitFlat(nodes) ?? nodes.slice();
    this.paths = Object.freeze(paths);
    this.whole = wholeTag(nodes);
  }

  render(context: TemplateContext, options?: RenderOptions): string {
    try {
      const body = this.body;
      if (isNodeList(body)) return renderNodes(body, createState(this.source, context, options));
      return renderFlat(body, this.source, context, options);
    } catch (error) {
      if (error instanceof RangeError) throw outputTooLarge(error);
      throw error;
    }
  }

  /**
   * For `renderValue`: the native value of a whole-string `{!! !!}`, `ABSENT` for a whole-string
   * placeholder that is optional absent, else the rendered text.
   */
  renderEntry(context: TemplateContext, options?: RenderOptions): unknown {
    const whole = this.whole;
    if (whole === undefined) return this.render(context, options);
    const state = createState(this.source, context, options);
    const value = whole.type === 'native' ? evaluateNative(whole, state) : evaluatePlaceholder(whole, state);
    if (value === ABSENT || whole.type === 'native') return value;
    // The tag alone, without blanks around it: the value needs no text around it either.
    const alone = whole.start === 0 && whole.end === this.source.length;
    return alone ? formatValue(value, this.source, whole) : this.render(context, options);
  }
}

function isNodeList(body: FlatParts | readonly TemplateNode[]): body is readonly TemplateNode[] {
  return Array.isArray(body);
}

/**
 * The tag of nodes made of one placeholder or `{!! !!}` and blank text around it. Texts are merged, so
 * such a list has at most three nodes.
 */
function wholeTag(nodes: readonly TemplateNode[]): PlaceholderNode | NativeNode | undefined {
  if (nodes.length > 3) return undefined;
  let found: TemplateNode | undefined;
  for (const node of nodes) {
    if (typeof node === 'string' && node.trim() === '') continue;
    if (found !== undefined) return undefined;
    found = node;
  }
  return typeof found === 'object' && (found.type === 'placeholder' || found.type === 'native')
    ? found
    : undefined;
}

function outputTooLarge(cause: RangeError): TemplateError {
  return new TemplateError(
    'TEMPLATE_INVALID_VALUE',
    'The rendered text is too large to build as one string: lower the loop bounds or the data',
    { line: 1, column: 1, snippet: '' },
    { cause },
  );
}
