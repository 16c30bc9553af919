import { request } from 'node:http';

export interface RawResponse {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** The JSON-RPC messages of an answer, whether sent as JSON or as an SSE stream. */
export function messagesOf(response: RawResponse): Array<Record<string, unknown>> {
  if (response.body.trim() === '') return [];
  if (!String(response.headers['content-type']).includes('text/event-stream')) {
    return [JSON.parse(response.body)].flat();
  }
  return response.body
    .split('\n')
    .filter((line) => line.startsWith('data: ') && line.length > 6)
    .map((line) => JSON.parse(line.slice(6)));
}

export const initializeMessage = {
  jsonrpc: '2.0',
  id: 0,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
};

/** POSTs `body` as JSON to the MCP endpoint and reads the whole answer. */
export function postJson(
  url: string,
  body: unknown,
  options: { headers?: Record<string, string>; localAddress?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        agent: false,
        ...(options.localAddress !== undefined && { localAddress: options.localAddress }),
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json, text/event-stream',
          'Mcp-Protocol-Version': '2025-06-18',
          ...options.headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(JSON.stringify(body));
  });
}

/** Opens a session with a raw initialize request (and the initialized notification); returns its id. */
export async function openSession(
  url: string,
  localAddress?: string,
): Promise<RawResponse & { sessionId?: string }> {
  const response = await postJson(url, initializeMessage, localAddress === undefined ? {} : { localAddress });
  const sessionId = response.headers['mcp-session-id'];
  if (typeof sessionId !== 'string') return response;
  await postJson(
    url,
    { jsonrpc: '2.0', method: 'notifications/initialized' },
    { headers: { 'Mcp-Session-Id': sessionId } },
  );
  return { ...response, sessionId };
}
