/** An image or audio format recognised by its first bytes. */
export interface MediaType {
  readonly kind: 'image' | 'audio';
  readonly mimeType: string;
}

/**
 * Recognises png, jpeg, gif, webp, wav, mp3 and ogg by their magic bytes (the file name is not
 * consulted). Returns undefined for anything else. Where a signature is short (ID3, OggS, RIFF) the
 * bytes after it are checked too, so text that merely starts with those letters stays text.
 */
export function detectMediaType(bytes: Uint8Array): MediaType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return image('image/png');
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return image('image/jpeg');
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return image('image/gif');
  if (startsWith(bytes, ascii('RIFF')) && bytes.length >= 12) {
    const form = bytes.subarray(8, 12);
    if (startsWith(form, ascii('WEBP'))) return image('image/webp');
    if (startsWith(form, ascii('WAVE'))) return audio('audio/wav');
  }
  // Ogg page: "OggS" then stream structure version 0.
  if (startsWith(bytes, [...ascii('OggS'), 0x00])) return audio('audio/ogg');
  if (isMp3(bytes)) return audio('audio/mpeg');
  return undefined;
}

/** An ID3v2 tag (major version 2, 3 or 4), or an MPEG audio layer III frame header. */
function isMp3(bytes: Uint8Array): boolean {
  const [first, second, third, fourth] = bytes;
  if (first === undefined || second === undefined) return false;
  if (startsWith(bytes, ascii('ID3')) && fourth !== undefined) return fourth >= 2 && fourth <= 4;
  if (first !== 0xff || (second & 0xe0) !== 0xe0 || third === undefined) return false;
  const version = (second >> 3) & 0b11;
  const layer = (second >> 1) & 0b11;
  const bitrate = third >> 4;
  return version !== 0b01 && layer === 0b01 && bitrate !== 0b1111;
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}

function ascii(text: string): number[] {
  return Array.from(text, (character) => character.charCodeAt(0));
}

function image(mimeType: string): MediaType {
  return { kind: 'image', mimeType };
}

function audio(mimeType: string): MediaType {
  return { kind: 'audio', mimeType };
}
