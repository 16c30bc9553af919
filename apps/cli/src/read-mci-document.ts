import { readFile } from 'node:fs/promises';
import { detectFormat } from '@mci/schema/internal';

/** A JSON or YAML file (by extension) as a plain value, without schema checks. */
export async function readMciDocument(filePath: string): Promise<unknown> {
  const text = await readFile(filePath, 'utf8');
  if (detectFormat(filePath) !== 'yaml') return JSON.parse(text);
  const { parse } = await import('yaml');
  return parse(text);
}
