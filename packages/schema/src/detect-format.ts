/** The format of an MCI file by its extension: `.yaml` and `.yml` are YAML, anything else is JSON. */
export function detectFormat(filePath: string): 'json' | 'yaml' {
  return /\.ya?ml$/i.test(filePath) ? 'yaml' : 'json';
}
