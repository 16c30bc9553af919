import {
  type CompiledSelect,
  compileSelect,
  type OutputShaping,
  reasonOf,
} from './compile-output-shaping.js';
import { InvalidInputError } from './invalid-input-error.js';

/**
 * Takes the caller's JMESPath expression out of the props of a tool with a select argument: the tool runs
 * without it, and the answer is projected by it. An expression that does not compile is invalid input,
 * reported before the tool runs.
 */
export function takeSelectArgument(
  props: Record<string, unknown>,
  shaping: OutputShaping,
  toolName: string,
): { props: Record<string, unknown>; select: CompiledSelect | undefined } {
  const { selectArgument: name, jmespath } = shaping;
  if (name === undefined || !jmespath || !Object.hasOwn(props, name)) return { props, select: undefined };
  const { [name]: expression, ...rest } = props;
  if (typeof expression !== 'string' || expression.trim() === '') return { props: rest, select: undefined };
  try {
    return { props: rest, select: compileSelect(jmespath, expression) };
  } catch (error) {
    const problem = `props.${name}: not a valid JMESPath expression (${reasonOf(error)})`;
    throw new InvalidInputError({ toolName, problems: [problem] }, { cause: error });
  }
}
