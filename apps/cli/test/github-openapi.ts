import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const version = '23.0.2';
const cache = fileURLToPath(new URL(`../node_modules/.cache/octokit-openapi/${version}`, import.meta.url));

/**
 * GitHub's REST API description (`api.github.com.json`, 13 MB) from the npm package @octokit/openapi.
 * The package is 29 MB packed, so it is no dependency: the first run downloads it with `npm pack` and
 * keeps only that file, in node_modules/.cache.
 */
export async function githubOpenApiDocument(): Promise<string> {
  const file = path.join(cache, 'api.github.com.json');
  if (existsSync(file)) return file;
  await mkdir(cache, { recursive: true });
  const tarball = execFileSync('npm', ['pack', `@octokit/openapi@${version}`, '--silent'], {
    cwd: cache,
    encoding: 'utf8',
  }).trim();
  execFileSync('tar', ['xzf', tarball, '--strip-components=2', 'package/generated/api.github.com.json'], {
    cwd: cache,
  });
  await rm(path.join(cache, tarball));
  return file;
}
