import { compileTemplate } from './compile-template.js';
import type { RenderOptions, TemplateContext } from './render-options.js';

/**
 * The full engine in one call: placeholders plus `@for`, `@foreach` and `@if`. To render the same text
 * many times, compile it once with `compileTemplate`.
 */
export function renderTemplate(text: string, context: TemplateContext, options?: RenderOptions): string {
  return compileTemplate(text).render(context, options);
}
