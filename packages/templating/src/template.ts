import type { CompiledTemplate } from './compile-template.js';
import { formatValue } from './format-value.js';
import {
  ABSENT,
  evaluateNative,
  evaluatePlaceholder,
  type RenderState,
  renderNodes,
} from './render-nodes.js';
import { DEFAULT_MAX_ITERATIONS, type RenderOptions, type TemplateContext } from './render-options.js';
import { TemplateError } from './template-error.js';
import type { NativeNode, PlaceholderNode, TemplateNode } from './template-node.js';

/** A compiled template: the node tree of one text, rendered without parsing again. */
export class Template implements CompiledTemplate {
  readonly source: string;
  readonly paths: readonly string[];
  private readonly nodes: readonly TemplateNode[];
  private readonly whole: PlaceholderNode | NativeNode | undefined;

  constructor(source: string, nodes: readonly TemplateNode[], paths: readonly string[]) {
    this.source = source;
    this.nodes = nodes;
    this.paths = Object.freeze([...paths]);
    const tags = nodes.filter((node) => node.type !== 'text' || node.text.trim() !== '');
    const only = tags.length === 1 ? tags[0] : undefined;
    this.whole = only?.type === 'placeholder' || only?.type === 'native' ? only : undefined;
  }

  render(context: TemplateContext, options?: RenderOptions): string {
    const nodes = this.nodes;
    if (nodes.length === 0) return '';
    if (nodes.length === 1 && nodes[0]?.type === 'text') return nodes[0].text;
    try {
      return renderNodes(nodes, createState(context, options));
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
    const value =
      whole.type === 'native'
        ? evaluateNative(whole, createState(context, options))
        : evaluatePlaceholder(whole, createState(context, options));
    if (value === ABSENT || whole.type === 'native') return value;
    return this.nodes.length === 1 ? formatValue(value, whole.position) : this.render(context, options);
  }
}

function createState(context: TemplateContext, options: RenderOptions | undefined): RenderState {
  const limit = options?.maxIterations;
  return {
    context: typeof context === 'object' && context !== null ? context : {},
    frames: [],
    optionalPaths: options?.optionalPaths,
    maxIterations: typeof limit === 'number' && !Number.isNaN(limit) ? limit : DEFAULT_MAX_ITERATIONS,
    iterations: 0,
  };
}

function outputTooLarge(cause: RangeError): TemplateError {
  return new TemplateError(
    'TEMPLATE_INVALID_VALUE',
    'The rendered text is too large to build as one string: lower the loop bounds or the data',
    { line: 1, column: 1, snippet: '' },
    { cause },
  );
}
