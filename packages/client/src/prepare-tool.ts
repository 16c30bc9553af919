import type { ExecutorV1, MciDiagnostic } from '@mci/schema';
import { compileConfigTemplates, type LoadTemplates } from './compile-config-templates.js';
import {
  advertisedDefinition,
  compileOutputShaping,
  type OutputShaping,
  withSelectArgument,
} from './compile-output-shaping.js';
import { compileToolChecks, type ToolChecks, type ToolChecksSettings } from './compile-tool-checks.js';
import { type CallScope, type CallScopeSettings, createCallScope } from './create-call-scope.js';
import { createDiagnostic } from './create-diagnostic.js';
import { createEnvUseLocator, type EnvUseLocator } from './create-env-use-locator.js';
import type { JmesPath } from './load-jmes-path.js';
import { parseToolExecution, type ToolDispatch } from './parse-tool-execution.js';
import type { Tool } from './tool.js';
import type { ToolCandidate } from './tool-candidate.js';

/**
 * A loaded tool: everything its calls need that can be worked out once, at load, by who uses it: its
 * executor and parsed config (`ToolDispatch`) and its validators (`ToolChecks`) among them, as fields of
 * this one object (a load keeps one per tool).
 */
export interface PreparedTool extends ToolDispatch, ToolChecks {
  /**
   * What listing, filters, search and docs see: the definition with its source. Not frozen yet:
   * `MCIClient` freezes it before anyone else can reach it.
   */
  readonly tool: Tool;
  /** How answers are shaped, for a tool that declares `output`. */
  readonly shaping: OutputShaping | undefined;
  /** What each call's `ExecutionContext` is built from. */
  readonly scope: CallScope;
  /** The field that first reads an env variable, with its position (worked out when asked). */
  readonly envUses: EnvUseLocator;
}

export interface PrepareSettings extends ToolChecksSettings, CallScopeSettings {
  readonly executors: ReadonlyMap<string, ExecutorV1>;
  /** The templates of this load, shared by its tools. */
  readonly templates: LoadTemplates;
  /** The JMESPath library, when a tool of this load has an expression. */
  readonly jmespath: JmesPath | undefined;
}

/**
 * Parses the tool's execution with its executor, compiles its config strings and validators (checking
 * their schemas now with `checkSchemas: 'load'`, at the first call otherwise) and builds its call scope.
 * A tool with any problem gives diagnostics and no prepared tool.
 */
export function prepareTool(
  candidate: ToolCandidate,
  settings: PrepareSettings,
): { prepared?: PreparedTool; diagnostics: MciDiagnostic[] } {
  const { dispatch, diagnostics } = parseToolExecution(candidate, settings.executors);
  const shaping = compileOutputShaping(candidate, settings.jmespath, diagnostics);
  const definition = shaping ? withSelectArgument(candidate.definition, shaping) : candidate.definition;
  const checked = shaping ? { ...candidate, definition } : candidate;
  const checks = compileToolChecks(checked, settings, diagnostics);
  if (!dispatch) return { diagnostics };
  const scan = compileConfigTemplates(dispatch.config, settings.templates);
  for (const problem of scan.errors) {
    const path = [...candidate.path, 'execution', ...problem.path];
    const message = `template error: ${problem.message}`;
    diagnostics.push(createDiagnostic(candidate.locator, path, 'TEMPLATE_SYNTAX_ERROR', message));
  }
  if (diagnostics.length) return { diagnostics };
  // Frozen (deeply) by the client when it first hands the tool out. Not an object spread: a spread site
  // that sees definitions of several shapes gives every copy a hidden class of its own, while
  // `Object.assign` onto `{}` shares one per shape (the memory it saves: BENCHMARKS.md).
  const advertised = shaping ? advertisedDefinition(definition, shaping) : definition;
  const tool: Tool = Object.assign({}, advertised, { source: candidate.source });
  return {
    diagnostics,
    prepared: {
      tool,
      executor: dispatch.executor,
      config: dispatch.config,
      input: checks.input,
      output: checks.output,
      shaping,
      scope: createCallScope(candidate, tool, scan.envNames, settings),
      envUses: createEnvUseLocator(candidate, dispatch.config),
    },
  };
}
