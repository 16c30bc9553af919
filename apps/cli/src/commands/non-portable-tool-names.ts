import { isPortableToolName, type MciDiagnostic, toPortableToolNames } from '@mci/schema';
import { formatJsonPath } from '@mci/schema/internal';

interface ParsedToolsFile {
  readonly raw: unknown;
  locate(jsonPath: ReadonlyArray<string | number>): { line: number; column: number } | undefined;
}

/**
 * Warnings for tool names OpenAI and Anthropic refuse as function names (they accept only ASCII letters,
 * digits, `_` and `-`, 1 to 64 of them): what is wrong with the name, and the name adapters send instead.
 */
export function nonPortableToolNames(parsed: ParsedToolsFile, filePath: string): MciDiagnostic[] {
  const tools = (parsed.raw as { tools?: unknown }).tools;
  if (!Array.isArray(tools)) return [];
  const names = tools.map((tool: unknown) => (tool as { name?: unknown } | null)?.name);
  const portable = toPortableToolNames(names.filter((name) => typeof name === 'string'));
  return names.flatMap((name, index) => {
    if (typeof name !== 'string' || isPortableToolName(name)) return [];
    const jsonPath = ['tools', index, 'name'];
    return [
      {
        severity: 'warning' as const,
        code: 'NON_PORTABLE_TOOL_NAME',
        message: `tool "${name}" has a name OpenAI and Anthropic refuse as a function name (${whyNotPortable(name)}); adapters send it as "${portable.get(name)}", which a model may not connect to this name: use ASCII letters, digits, "_" and "-", at most 64`,
        filePath,
        path: formatJsonPath(jsonPath),
        ...parsed.locate(jsonPath),
      },
    ];
  });
}

function whyNotPortable(name: string): string {
  const reasons: string[] = [];
  if (name === '') reasons.push('it is empty');
  if (name.length > 64) reasons.push(`${name.length} characters`);
  if (/\s/u.test(name)) reasons.push('spaces');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ASCII is the range from \x00 to \x7f
  if (/[^\x00-\x7f]/u.test(name)) reasons.push('non-ASCII characters');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ASCII is the range from \x00 to \x7f
  const others = [...new Set(name.replace(/[A-Za-z0-9_\-\s]|[^\x00-\x7f]/gu, ''))];
  if (others.length) reasons.push(others.map((character) => `"${character}"`).join(', '));
  return reasons.join(', ');
}
