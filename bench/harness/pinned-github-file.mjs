// A file of a public GitHub repository at a pinned commit, downloaded once into bench/.cache/github.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const cache = path.join(path.dirname(new URL(import.meta.url).pathname), '..', '.cache', 'github');

/**
 * The local path of `file` in `repository` (`owner/name`) at `commit`, downloaded on first use from
 * raw.githubusercontent.com.
 * @param {string} repository @param {string} commit @param {string} file
 */
export async function pinnedGithubFile(repository, commit, file) {
  const cached = path.join(cache, repository, commit, file);
  if (existsSync(cached)) return cached;
  const url = `https://raw.githubusercontent.com/${repository}/${commit}/${file}`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  await mkdir(path.dirname(cached), { recursive: true });
  await writeFile(cached, Buffer.from(await response.arrayBuffer()));
  return cached;
}
