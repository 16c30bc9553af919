import type { ExecutionContext } from '@mci/schema';
import {
  type CompiledTemplate,
  type CompileOptions,
  compileTemplate,
  type RenderOptions,
  renderValue,
} from '@mci/templating';
import type { CallScope } from './create-call-scope.js';

/**
 * The context of one call: render helpers bound to this call's props and env, the tool's path policy and
 * redaction. The tool's config strings were compiled at load; calls reuse them.
 */
export function createExecutionContext(
  scope: CallScope,
  props: Readonly<Record<string, unknown>>,
  env: Readonly<Record<string, string | undefined>>,
  maxIterations: number | undefined,
): ExecutionContext {
  const templateContext = { props, input: props, env };
  const options: RenderOptions = {
    optionalPaths: scope.inputDefaults.optionalPaths,
    ...(maxIterations === undefined ? {} : { maxIterations }),
  };
  // Config strings were compiled at load; other texts (such as file contents) are compiled per call.
  const compiled = (
    cache: ReadonlyMap<string, CompiledTemplate>,
    text: string,
    compileOptions: CompileOptions,
  ) => cache.get(text) ?? compileTemplate(text, compileOptions);
  return {
    tool: scope.executionTool,
    props,
    input: props,
    env,
    renderValue: (value) =>
      renderValue(value, templateContext, { ...options, cache: scope.templates.placeholders }),
    renderString: (text) =>
      compiled(scope.templates.placeholders, text, { directives: false }).render(templateContext, options),
    renderTemplate: (text) =>
      compiled(scope.templates.templates, text, { directives: true }).render(templateContext, options),
    pathPolicy: scope.pathPolicy,
    redact: scope.redactor.text,
  };
}
