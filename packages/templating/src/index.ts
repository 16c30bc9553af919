export { collectPaths } from './collect-paths.js';
export { type CompiledPathExpression, compilePathExpression } from './compile-path-expression.js';
export { type CompiledTemplate, type CompileOptions, compileTemplate } from './compile-template.js';
export {
  type ReadTemplateStringsOptions,
  readTemplateStrings,
  type TemplateString,
} from './read-template-strings.js';
export type { RenderOptions, TemplateContext } from './render-options.js';
export { renderTemplate } from './render-template.js';
export { renderValue } from './render-value.js';
export { TemplateError, type TemplateErrorPosition } from './template-error.js';
export { type TemplateErrorCode, templatingErrorCodes } from './templating-error-codes.js';
