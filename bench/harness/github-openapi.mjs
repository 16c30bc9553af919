// GitHub's REST API description (`api.github.com.json`, 13 MB, about 1 200 operations) from the npm
// package @octokit/openapi. It is 29 MB packed, so it is not a dependency: the first run that needs it
// downloads it once with `npm pack` into bench/.cache and keeps only that file.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';

const version = '23.0.2';
const cache = path.join(path.dirname(new URL(import.meta.url).pathname), '..', '.cache', 'octokit-openapi');

/** The path of api.github.com.json of @octokit/openapi, downloaded on first use. */
export async function githubOpenApiDocument() {
  const folder = path.join(cache, version);
  const file = path.join(folder, 'api.github.com.json');
  if (existsSync(file)) return file;
  await mkdir(folder, { recursive: true });
  const tarball = execFileSync('npm', ['pack', `@octokit/openapi@${version}`, '--silent'], {
    cwd: folder,
    encoding: 'utf8',
  }).trim();
  execFileSync('tar', ['xzf', tarball, '--strip-components=2', 'package/generated/api.github.com.json'], {
    cwd: folder,
  });
  await rm(path.join(folder, tarball));
  return file;
}
