import type { JSONValue } from '@jmespath-community/jmespath';
import type { MciDiagnostic, ToolDefinition } from '@mci/schema';
import { createDiagnostic } from './create-diagnostic.js';
import type { JmesPath } from './load-jmes-path.js';
import type { ToolCandidate } from './tool-candidate.js';

/** The `output` of a tool, compiled at load: what each answer of the tool is cut to. */
export interface OutputShaping {
  /** The compiled `select`, with its text for messages. */
  readonly select: CompiledSelect | undefined;
  readonly maxItems: number | undefined;
  readonly maxChars: number | undefined;
  /** The argument a caller can pass a JMESPath expression in; it never reaches the executor. */
  readonly selectArgument: string | undefined;
  /** The JMESPath library, loaded when the tool has an expression. */
  readonly jmespath: JmesPath | undefined;
  /** Arguments of the tool that fetch further pages (`page`, `cursor`, ...), named in the note of a cut. */
  readonly pageArguments: readonly string[];
  /** Whether the tool advertises its declared `outputSchema`: only when shaping keeps the answer's shape. */
  readonly keepsOutputSchema: boolean;
}

export interface CompiledSelect {
  readonly text: string;
  /** Applies the expression, compiled once, to a JSON value; throws when it fails on that value. */
  readonly search: (value: JSONValue) => JSONValue;
}

/** Names APIs give the arguments that page through a list, as the note of a cut names them. */
const PAGE_ARGUMENTS = new Set([
  'page',
  'per_page',
  'perPage',
  'page_size',
  'pageSize',
  'limit',
  'offset',
  'cursor',
  'after',
  'before',
  'starting_after',
  'ending_before',
  'page_token',
  'pageToken',
  'next_page_token',
  'startAt',
  'maxResults',
  'skip',
  'top',
]);

/**
 * Compiles the tool's `output` (none: undefined). A `select` that is not valid JMESPath, or a
 * `selectArgument` that is already a property of the `inputSchema`, adds a diagnostic at its field.
 */
export function compileOutputShaping(
  candidate: ToolCandidate,
  jmespath: JmesPath | undefined,
  diagnostics: MciDiagnostic[],
): OutputShaping | undefined {
  const { output, inputSchema } = candidate.definition;
  if (!output) return undefined;
  const at = (field: string) => [...candidate.path, 'output', field];
  let select: CompiledSelect | undefined;
  if (output.select !== undefined && jmespath) {
    try {
      select = compileSelect(jmespath, output.select);
    } catch (error) {
      const message = `not a valid JMESPath expression: ${reasonOf(error)}`;
      diagnostics.push(createDiagnostic(candidate.locator, at('select'), 'INVALID_OUTPUT_SELECT', message));
    }
  }
  const properties = propertiesOf(inputSchema);
  if (output.selectArgument !== undefined && Object.hasOwn(properties, output.selectArgument)) {
    const message = `"${output.selectArgument}" is already a property of the inputSchema; choose a name the tool does not use`;
    diagnostics.push(
      createDiagnostic(candidate.locator, at('selectArgument'), 'OUTPUT_SELECT_ARGUMENT_TAKEN', message),
    );
  }
  return {
    select,
    maxItems: output.maxItems,
    maxChars: output.maxChars,
    selectArgument: output.selectArgument,
    jmespath,
    pageArguments: Object.keys(properties).filter((name) => PAGE_ARGUMENTS.has(name)),
    keepsOutputSchema:
      output.select === undefined && output.selectArgument === undefined && output.maxChars === undefined,
  };
}

/** Throws the JMESPath library's error for an expression that does not compile. */
export function compileSelect(jmespath: JmesPath, text: string): CompiledSelect {
  const node = jmespath.compile(text);
  return { text, search: (value) => jmespath.TreeInterpreter.search(node, value) };
}

/** The definition with the select argument offered in its `inputSchema` (checked and advertised alike). */
export function withSelectArgument(definition: ToolDefinition, shaping: OutputShaping): ToolDefinition {
  const argument = shaping.selectArgument;
  if (argument === undefined) return definition;
  const description = selectArgumentDescription(shaping);
  const properties = { ...propertiesOf(definition.inputSchema), [argument]: { type: 'string', description } };
  return { ...definition, inputSchema: { type: 'object', ...definition.inputSchema, properties } };
}

/**
 * The definition as advertised (`tools()`, MCP `tools/list`, adapters): without its `outputSchema` when
 * shaping can change the answer's shape, so the shaped answer always fits what is advertised. The declared
 * schema still checks the answer before it is shaped.
 */
export function advertisedDefinition(definition: ToolDefinition, shaping: OutputShaping): ToolDefinition {
  if (shaping.keepsOutputSchema || definition.outputSchema === undefined) return definition;
  const { outputSchema: _declared, ...advertised } = definition;
  return advertised;
}

function selectArgumentDescription(shaping: OutputShaping): string {
  const limit =
    shaping.maxChars === undefined ? '' : ` Answers longer than ${shaping.maxChars} characters are cut.`;
  return `Optional JMESPath expression applied to the JSON answer before it is returned, to keep only what you need (e.g. "[].{id: id, name: name}" or "items[?state=='open'].title").${limit} Not sent to the tool.`;
}

function propertiesOf(schema: ToolDefinition['inputSchema']): Record<string, unknown> {
  const properties = schema?.properties;
  return typeof properties === 'object' && properties !== null ? (properties as Record<string, unknown>) : {};
}

export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
