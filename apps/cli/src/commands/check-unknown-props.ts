import { closestKey } from '@mci/schema/internal';
import { CliUsageError } from '../cli-usage-error.js';

/**
 * Refuses props of `mci call` that the tool's `inputSchema` does not declare (`tims=3` would otherwise run
 * with the default of `times`), with the closest declared name and the list of them. Nothing is refused
 * when the schema declares no properties or allows others (`additionalProperties`).
 */
export function checkUnknownProps(
  toolName: string,
  props: Record<string, unknown>,
  inputSchema: unknown,
): void {
  const schema = (inputSchema ?? {}) as { properties?: unknown; additionalProperties?: unknown };
  const { properties, additionalProperties } = schema;
  if (typeof properties !== 'object' || properties === null) return;
  if (additionalProperties !== undefined && additionalProperties !== false) return;
  const declared = Object.keys(properties);
  const [unknown] = Object.keys(props).filter((key) => !Object.hasOwn(properties, key));
  if (unknown === undefined) return;
  const suggestion = closestKey(unknown, declared);
  const didYouMean = suggestion === undefined ? '' : `; did you mean "${suggestion}"?`;
  const offered = declared.length === 0 ? 'It takes no props.' : `Its props: ${declared.join(', ')}.`;
  throw new CliUsageError({
    reason: `Tool "${toolName}" has no prop "${unknown}"${didYouMean} ${offered} Pass --allow-unknown-props to send it anyway.`,
  });
}
