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
 * for malformed templates (with line and column).
 */
export function compileTemplate(text: string, options?: CompileOptions): CompiledTemplate {
  if (typeof text !== 'string') {
    throw new TemplateError('TEMPLATE_INVALID_VALUE', `A template must be a string, not ${typeof text}`, {
      line: 1,
      column: 1,
      snippet: '',
    });
  }
  const source = new TemplateSource(text);
  const tokens = tokenizeTemplate(source, options?.directives ?? true);
  const parsed = parseTemplate(source, tokens);
  return new Template(text, parsed.nodes, parsed.paths);
}
