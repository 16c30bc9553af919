import { ConstantTemplate } from './constant-template.js';
import { parseTemplate } from './parse-template.js';
import type { RenderOptions, TemplateContext } from './render-options.js';
import { Template } from './template.js';
import { TemplateError } from './template-error.js';
import { TemplateSource } from './template-source.js';
import { tokenizeTemplate } from './tokenize-template.js';

export interface CompileOptions {
  /** false: placeholders only, '@' is plain text. Default true. */
  directives?: boolean;
}

export interface CompiledTemplate {
  readonly source: string;
  /** Every context path the template reads (placeholders incl. fallbacks, conditions, collections). */
  readonly paths: readonly string[];
  render(context: TemplateContext, options?: RenderOptions): string;
}

/**
 * Parses a template once; the result renders many times without parsing again. Throws `TemplateError`
 * for malformed templates (with line and column). Text without tags compiles to a constant.
 */
export function compileTemplate(text: string, options?: CompileOptions): CompiledTemplate {
  if (typeof text !== 'string') {
    throw new TemplateError('TEMPLATE_INVALID_VALUE', `A template must be a string, not ${typeof text}`, {
      line: 1,
      column: 1,
      snippet: '',
    });
  }
  const directives = options?.directives ?? true;
  if (!hasTags(text, directives)) return new ConstantTemplate(text, text);
  const source = new TemplateSource(text);
  const parsed = parseTemplate(source, tokenizeTemplate(source, directives));
  const nodes = parsed.nodes;
  if (nodes.length === 0) return new ConstantTemplate(text, '');
  const only = nodes[0];
  if (nodes.length === 1 && typeof only === 'string') return new ConstantTemplate(text, only);
  return new Template(text, nodes, parsed.paths);
}

/** Whether the text may hold a tag: `{{`, `{!!`, or with directives on an `@`. */
function hasTags(text: string, directives: boolean): boolean {
  return (directives && text.includes('@')) || text.includes('{{') || text.includes('{!!');
}
