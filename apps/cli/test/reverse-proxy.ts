import { createServer, type OutgoingHttpHeaders, request, type Server } from 'node:http';

/** A reverse proxy the tests start on 127.0.0.1, and the URL clients reach it at. */
export interface ReverseProxy {
  readonly url: URL;
  readonly server: Server;
}

/**
 * A plain reverse proxy on 127.0.0.1 in front of `targets`, each request to the next one (round robin),
 * counting in `served` how many each got. With `forwardFor`, it adds its client's address to
 * `X-Forwarded-For`, as nginx does; either way every request reaches a target from the proxy's address.
 */
export async function startReverseProxy(
  targets: readonly URL[],
  options: { forwardFor?: boolean; served?: number[] } = {},
): Promise<ReverseProxy> {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const index = next++ % targets.length;
    if (options.served) options.served[index] = (options.served[index] ?? 0) + 1;
    const target = targets[index] as URL;
    const headers: OutgoingHttpHeaders = { ...incoming.headers, host: target.host };
    if (options.forwardFor) headers['x-forwarded-for'] = incoming.socket.remoteAddress ?? '';
    const forwarded = request(target, { method: incoming.method, headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return { url: new URL(`http://127.0.0.1:${port}${targets[0]?.pathname ?? '/mcp'}`), server };
}
