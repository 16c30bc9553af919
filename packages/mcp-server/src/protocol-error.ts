import { ProtocolError as SdkProtocolError } from '@modelcontextprotocol/server';

/** A JSON-RPC error answer, its message sent as written ("Unknown tool: x"). */
export class ProtocolError extends SdkProtocolError {
  constructor(code: number, message: string) {
    super(code, message);
    this.name = 'ProtocolError';
  }
}
