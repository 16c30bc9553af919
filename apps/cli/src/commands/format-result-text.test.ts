import { describe, expect, it } from 'vitest';
import { formatResultText } from './format-result-text.js';

describe('formatResultText', () => {
  it('prints text as it is and other content as one short line each', () => {
    const text = formatResultText({
      isError: false,
      content: [
        { type: 'text', text: 'first' },
        { type: 'image', data: Buffer.from('12345').toString('base64'), mimeType: 'image/png' },
        { type: 'resource_link', uri: 'file:///a.txt', name: 'a.txt' },
        { type: 'resource', resource: { uri: 'mem://x', text: 'inline text\n' } },
        { type: 'resource', resource: { uri: 'mem://y', blob: 'AAAA', mimeType: 'application/zip' } },
      ],
    });
    expect(text).toBe(
      'first\n[image: image/png, 5 bytes]\n[resource link: a.txt file:///a.txt]\ninline text\n' +
        '[resource: mem://y, application/zip, 3 bytes]\n',
    );
  });

  it('prints structured content as JSON when there is no content', () => {
    expect(formatResultText({ isError: false, content: [], structuredContent: { a: 1 } })).toBe(
      '{\n  "a": 1\n}\n',
    );
  });
});
