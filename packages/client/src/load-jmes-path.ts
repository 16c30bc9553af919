import type { ToolCandidate } from './tool-candidate.js';

/** What the client uses of the JMESPath library. */
export type JmesPath = Pick<typeof import('@jmespath-community/jmespath'), 'compile' | 'TreeInterpreter'>;

/**
 * The JMESPath library, imported only when a tool of the load has an expression (`output.select` or
 * `output.selectArgument`): loads without one never pay for it.
 */
export async function loadJmesPath(candidates: readonly ToolCandidate[]): Promise<JmesPath | undefined> {
  const used = candidates.some(({ definition: { output } }) => output?.select ?? output?.selectArgument);
  return used ? import('@jmespath-community/jmespath') : undefined;
}
