import { type CompileOptions, compileTemplate } from './compile-template.js';

/**
 * Every context path a text reads, in order of first use: placeholder paths with their fallbacks,
 * condition operands, `@foreach` collections and `@for` bounds. Paths rooted at a loop variable are not
 * context paths and are left out. Throws `TemplateError` for a malformed template.
 */
export function collectPaths(text: string, options?: CompileOptions): string[] {
  return [...compileTemplate(text, options).paths];
}
