import { McpError } from '@modelcontextprotocol/sdk/types.js';

/**
 * A JSON-RPC error answer. The SDK's `McpError` puts "MCP error <code>:" in front of its message; this
 * one sends the message as written ("Unknown tool: x"), and the SDK client adds the prefix once.
 */
export class ProtocolError extends McpError {
  constructor(code: number, message: string) {
    super(code, message);
    this.name = 'ProtocolError';
    this.message = message;
  }
}
