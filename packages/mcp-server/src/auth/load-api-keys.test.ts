import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoPath } from '@mci/test-utils/repo-path';
import { createTempDir, type TempDir } from '@mci/test-utils/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiKeyFileError } from './api-key-file-error.js';
import { createApiKeyVerifier } from './create-api-key-verifier.js';
import { loadApiKeys } from './load-api-keys.js';

let temp: TempDir;
beforeEach(async () => {
  temp = await createTempDir();
});
afterEach(() => temp.remove());

const sha256 = (key: string) => createHash('sha256').update(key).digest('hex');

async function keyFile(text: string): Promise<string> {
  const file = path.join(temp.path, 'keys.yaml');
  await writeFile(file, text);
  return file;
}

async function loadError(text: string): Promise<ApiKeyFileError> {
  const error = await loadApiKeys(await keyFile(text)).catch((thrown: unknown) => thrown);
  expect(ApiKeyFileError.isInstance(error)).toBe(true);
  return error as ApiKeyFileError;
}

describe('loadApiKeys and createApiKeyVerifier', () => {
  it('recognises a listed key by its hash and gives its name and scopes', async () => {
    const file = await keyFile(
      `keys:\n  - name: reporting-bot\n    sha256: ${sha256('key-one-0123456789').toUpperCase()}\n    scopes: [reports:read]\n  - name: ci\n    sha256: ${sha256('key-two-0123456789')}\n`,
    );
    const verifier = createApiKeyVerifier(await loadApiKeys(file));
    expect(await verifier.verify('key-one-0123456789')).toEqual({
      key: 'api-key:reporting-bot',
      name: 'reporting-bot',
      scopes: ['reports:read'],
    });
    expect(await verifier.verify('key-two-0123456789')).toMatchObject({ name: 'ci', scopes: [] });
    expect(await verifier.verify('not-a-listed-key')).toBeUndefined();
  });

  it('names the file, line, column and JSON path of a wrong entry, and how to fix it', async () => {
    const error = await loadError('keys:\n  - name: bot\n    sha256: my-plain-key\n');
    expect(error.message).toBe(
      `${path.join(temp.path, 'keys.yaml')}:3:13: keys[0].sha256: expected 64 hex digits: the SHA-256 of the key, never the key itself`,
    );
  });

  it('refuses a name used twice', async () => {
    const error = await loadError(
      `keys:\n  - name: bot\n    sha256: ${sha256('a')}\n  - name: bot\n    sha256: ${sha256('b')}\n`,
    );
    expect(error).toMatchObject({
      position: '4:11',
      jsonPath: 'keys[1].name',
      reason: 'the name "bot" is used twice',
    });
  });

  it('refuses text that is not YAML, and a file that cannot be read', async () => {
    expect((await loadError('keys: [\n')).position).toMatch(/^\d+:\d+$/);
    const missing = await loadApiKeys(path.join(temp.path, 'none.yaml')).catch((thrown: unknown) => thrown);
    expect(missing).toMatchObject({ reason: 'cannot be read (ENOENT)' });
  });

  it("loads the API-key file of the command line's README (its section on who may call what)", async () => {
    const readme = await readFile(repoPath('apps', 'cli', 'README.md'), 'utf8');
    const start = readme.indexOf('### Who may call what');
    const section = readme.slice(start, readme.indexOf('**A systemd unit**', start));
    const [, keysFile] = [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
    const keys = await loadApiKeys(await keyFile(keysFile ?? ''));
    expect(keys.map(({ name, scopes }) => ({ name, scopes }))).toEqual([
      { name: 'reporting-bot', scopes: ['notes:read'] },
      { name: 'ops', scopes: ['notes:read', 'admin'] },
    ]);
  });
});
