import { readFile } from 'node:fs/promises';
import { detectFormat } from '@mci/schema';
import { parse } from 'yaml';

/** A JSON or YAML file (by extension) as a plain value, without schema checks. */
export async function readMciDocument(filePath: string): Promise<unknown> {
  const text = await readFile(filePath, 'utf8');
  return detectFormat(filePath) === 'yaml' ? parse(text) : JSON.parse(text);
}
