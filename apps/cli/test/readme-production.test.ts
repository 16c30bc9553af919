import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadApiKeys } from '@mci/mcp-server';
import { parseMainFile } from '@mci/schema';
import { createTempDir } from '@mci/test-utils/temp-dir';
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

  it('shows an API-key file that loads', async () => {
    const [, keysFile] = await whoMayCallWhatBlocks();
    const temp = await createTempDir();
    try {
      const file = path.join(temp.path, 'keys.yaml');
      await writeFile(file, keysFile ?? '');
      expect((await loadApiKeys(file)).map(({ name, scopes }) => ({ name, scopes }))).toEqual([
        { name: 'reporting-bot', scopes: ['notes:read'] },
        { name: 'ops', scopes: ['notes:read', 'admin'] },
      ]);
    } finally {
      await temp.remove();
    }
  });
});
