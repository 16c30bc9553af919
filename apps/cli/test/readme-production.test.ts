import { readFile } from 'node:fs/promises';
import { parseMainFile } from '@mci/schema';
import { describe, expect, it } from 'vitest';

/** The fenced YAML blocks of the README's "Who may call what" section, in order. */
async function whoMayCallWhatBlocks(): Promise<string[]> {
  const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
  const start = readme.indexOf('### Who may call what');
  const section = readme.slice(start, readme.indexOf('**A systemd unit**', start));
  return [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
}

describe('the README section on who may call what', () => {
  it('shows an MCI file whose requiredScopes are valid', async () => {
    const [mciFile] = await whoMayCallWhatBlocks();
    const parsed = parseMainFile(mciFile ?? '', { filePath: 'mci.yaml' });
    expect(parsed.warnings).toEqual([]);
    expect(parsed.value.tools[0]?.requiredScopes).toEqual(['notes:read']);
    expect(parsed.value.toolsets[0]?.requiredScopes).toEqual(['admin']);
    expect(parsed.value.mcp_servers.github?.requiredScopes).toEqual(['github']);
  });
});
