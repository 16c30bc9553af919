import type { CliContext } from '../cli-context.js';
import { openClient } from '../open-client.js';
import type { SchemaOptions } from '../schema-options.js';
import { checkUnknownProps } from './check-unknown-props.js';
import { formatResultText } from './format-result-text.js';
import { parseCallProps } from './parse-call-props.js';

export interface CallOptions extends SchemaOptions {
  props?: string;
  prop?: string[];
  json?: boolean;
  allowUnknownProps?: boolean;
}

/** `mci call`. */
export async function callAction(context: CliContext, toolName: string, options: CallOptions): Promise<void> {
  const { output } = context;
  // Usage errors first, before the file is loaded; then again with the tool's inputSchema.
  parseCallProps(options.props, options.prop ?? []);
  const { client } = await openClient(context, options);
  try {
    const inputSchema = client.getTool(toolName)?.inputSchema;
    const props = parseCallProps(options.props, options.prop ?? [], inputSchema);
    if (!options.allowUnknownProps && inputSchema) checkUnknownProps(toolName, props, inputSchema);
    const result = await client.execute(toolName, props);
    if (options.json) output.line(JSON.stringify(result, null, 2));
    else if (!result.isError) output.write(formatResultText(result));
    if (result.isError) {
      output.error(result.error ?? (formatResultText(result).trim() || `tool ${toolName} returned an error`));
      context.exitCode = 1;
    }
  } finally {
    await client.close();
  }
}
