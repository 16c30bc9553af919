import { describe, expect, it } from 'vitest';
import { detectMediaType } from './detect-media-type.js';

const bytes = (...parts: Array<string | number[]>): Uint8Array =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

describe('detectMediaType', () => {
  it.each([
    ['png', bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13]), { kind: 'image', mimeType: 'image/png' }],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0]), { kind: 'image', mimeType: 'image/jpeg' }],
    ['gif87a', bytes('GIF87a', [1, 0]), { kind: 'image', mimeType: 'image/gif' }],
    ['gif89a', bytes('GIF89a', [1, 0]), { kind: 'image', mimeType: 'image/gif' }],
    ['webp', bytes('RIFF', [36, 0, 0, 0], 'WEBPVP8 '), { kind: 'image', mimeType: 'image/webp' }],
    ['wav', bytes('RIFF', [36, 0, 0, 0], 'WAVEfmt '), { kind: 'audio', mimeType: 'audio/wav' }],
    ['ogg', bytes('OggS', [0, 2]), { kind: 'audio', mimeType: 'audio/ogg' }],
    ['mp3 with an ID3v2.4 tag', bytes('ID3', [4, 0, 0]), { kind: 'audio', mimeType: 'audio/mpeg' }],
    [
      'mp3 frame (MPEG-1 layer III)',
      bytes([0xff, 0xfb, 0x90, 0x64]),
      { kind: 'audio', mimeType: 'audio/mpeg' },
    ],
  ])('recognises %s', (_name, input, expected) => {
    expect(detectMediaType(input)).toEqual(expected);
  });

  it.each([
    ['plain text', bytes('hello world')],
    ['empty input', bytes()],
    ['text that starts like a RIFF file', bytes('RIFF notes: WAVE goodbye')],
    ['text that starts with ID3', bytes('ID3 tags are metadata')],
    ['text that starts with OggS', bytes('OggS is a magic word')],
    ['a truncated PNG signature', bytes([0x89], 'PNG')],
    ['an ADTS AAC header (layer bits 00)', bytes([0xff, 0xf1, 0x50, 0x80])],
    ['an MPEG frame with a forbidden bitrate', bytes([0xff, 0xfb, 0xf0, 0x00])],
  ])('does not take %s for media', (_name, input) => {
    expect(detectMediaType(input)).toBeUndefined();
  });
});
