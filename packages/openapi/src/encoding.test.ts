import { MCIClient } from '@mci/client';
import { createHttpExecutor } from '@mci/executor-http';
import { startHttpServer } from '@mci/test-utils/http-server';
import { describe, expect, it } from 'vitest';
import { fixture } from './__fixtures__/example-documents.js';
import { importOpenApi } from './import-open-api.js';

// express-openapi-validator reads neither a form body's `encoding` nor a header's `content` (it looks the
// header up by its written case), so these requests are checked as a real server receives them.
describe('parameters defined by content, and the encoding of form and multipart bodies', () => {
  it('sends content parameters as JSON text, form fields in their encoding style, file parts with their type', async () => {
    const server = await startHttpServer();
    for (const route of ['/reports', '/forms', '/uploads'])
      server.route(route, (_request, response) => {
        response.end('{}');
      });
    const { toolset } = await importOpenApi(fixture('encoding.yaml'), { baseUrl: server.origin });
    const client = await MCIClient.load({
      schema: toolset,
      baseDir: process.cwd(),
      executors: [createHttpExecutor()],
    });
    try {
      const calls = [
        client.execute('reports_list', { X_Context: { user: 'ana' }, filter: { kind: 'daily' } }),
        client.execute('forms_submit', {
          ids: [1, 2],
          tags: ['a', 'b'],
          filter: { status: 'open' },
          meta: { source: 'web' },
        }),
        client.execute('uploads_create', {
          caption: 'me',
          avatar_base64: Buffer.from('PNG!').toString('base64'),
        }),
      ];
      for (const call of calls) expect((await call).isError).toBe(false);
      const [reports, forms, uploads] = server.requests;
      expect(decodeURIComponent(reports?.url ?? '')).toBe('/reports?filter={"kind":"daily"}');
      expect(reports?.headers['x-context']).toBe('{"user":"ana"}');
      expect(decodeURIComponent(forms?.text ?? '')).toBe(
        'ids=1,2&tags=a|b&filter[status]=open&meta={"source":"web"}',
      );
      expect(uploads?.text).toMatch(/name="avatar"[^\r\n]*\r\nContent-Type: image\/png\r\n\r\nPNG!/);
      expect(uploads?.text).toMatch(/name="caption"\r\n\r\nme\r\n/);
    } finally {
      await client.close();
      await server.close();
    }
  });
});
