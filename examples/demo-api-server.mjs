// A small weather API for the demo and the tests: GET /weather?city=Paris with a bearer token.
import { createServer } from 'node:http';

const conditions = ['sunny', 'cloudy', 'rainy', 'windy'];

/**
 * Starts the API on 127.0.0.1 with a free port. Requests need `Authorization: Bearer <token>`.
 * Returns `{ url, close }`.
 */
export async function startDemoApiServer({ token }) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const send = (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${token}`)
      return send(401, { error: 'missing or wrong token' });
    if (request.method !== 'GET' || url.pathname !== '/weather') return send(404, { error: 'not found' });
    const city = url.searchParams.get('city') ?? '';
    if (!city) return send(400, { error: 'city is required' });
    const seed = [...city].reduce((sum, char) => sum + char.charCodeAt(0), 0);
    return send(200, {
      city,
      temperature_c: 8 + (seed % 20),
      conditions: conditions[seed % conditions.length],
      units: url.searchParams.get('units') ?? 'metric',
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
