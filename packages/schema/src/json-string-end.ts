const BACKSLASH = 0x5c;

/**
 * The offset just after the JSON string that starts (with its opening quote) at `start` in a valid JSON
 * text; the end of the text when the string is not closed.
 */
export function jsonStringEnd(text: string, start: number): number {
  let end = text.indexOf('"', start + 1);
  while (end !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return end + 1;
    end = text.indexOf('"', end + 1);
  }
  return text.length;
}
