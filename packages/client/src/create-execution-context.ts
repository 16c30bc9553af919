import type { ExecutionContext } from '@mci/schema';
import {
  type CompiledTemplate,
  type CompileOptions,
  compileTemplate,
  type RenderOptions,
  renderValue,
} from '@mci/templating';
import type { PreparedTool } from './prepare-tool.js';

/**
 * The context of one call: render helpers bound to this call's props and env, the tool's path policy and
 * redaction. Templates of the tool's config strings are compiled once and reused across calls.
 */
export function createExecutionContext(
  prepared: PreparedTool,
  props: Readonly<Record<string, unknown>>,
  env: Readonly<Record<string, string | undefined>>,
  maxIterations: number | undefined,
): ExecutionContext {
  const templateContext = { props, input: props, env };
  const options: RenderOptions = {
    optionalPaths: prepared.inputDefaults.optionalPaths,
    ...(maxIterations === undefined ? {} : { maxIterations }),
  };
  const compiled = (cache: Map<string, CompiledTemplate>, text: string, compileOptions: CompileOptions) => {
    const cached = cache.get(text);
    if (cached) return cached;
    const template = compileTemplate(text, compileOptions);
    if (prepared.configStrings.has(text)) cache.set(text, template);
    return template;
  };
  return {
    tool: prepared.executionTool,
    props,
    input: props,
    env,
    renderValue: (value) => renderValue(value, templateContext, { ...options, cache: prepared.valueCache }),
    renderString: (text) =>
      compiled(prepared.stringCache, text, { directives: false }).render(templateContext, options),
    renderTemplate: (text) =>
      compiled(prepared.templateCache, text, { directives: true }).render(templateContext, options),
    pathPolicy: prepared.pathPolicy,
    redact: prepared.redactor.text,
  };
}
