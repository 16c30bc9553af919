import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'dotenv';
import { EnvFileError } from './env-file-error.js';

export interface LoadDotenvOptions {
  /** The main MCI file; its folder is searched for env files. */
  mainFilePath: string;
  /** One more file (`--env-file`), relative to `cwd`; it must exist. It wins over the files found. */
  envFile?: string;
  /** Folder `envFile` is relative to. Default `process.cwd()`. */
  cwd?: string;
  /** The real environment, which wins over every file. Default `process.env`. */
  processEnv?: Readonly<Record<string, string | undefined>>;
}

export interface LoadedDotenv {
  /** File values overridden by the real environment: what to pass to `MCIClient.load({ env })`. */
  readonly env: Record<string, string | undefined>;
  /** The files that were read, lowest precedence first. */
  readonly files: readonly string[];
}

/** The files looked for next to the main file, lowest precedence first. */
export function dotenvCandidates(mainFilePath: string): string[] {
  const folder = path.dirname(path.resolve(mainFilePath));
  return [path.join(folder, '.env'), path.join(folder, 'mci', '.env.mci'), path.join(folder, '.env.mci')];
}

/**
 * Builds the environment tools see: `.env` in the main file's folder, then `mci/.env.mci`, then
 * `.env.mci` (each later file wins), then `envFile`, and over all of them the real environment.
 * Missing candidates are skipped; a missing `envFile` is an `EnvFileError`.
 */
export async function loadDotenv(options: LoadDotenvOptions): Promise<LoadedDotenv> {
  const files: string[] = [];
  const values: Record<string, string> = {};
  for (const candidate of dotenvCandidates(options.mainFilePath)) {
    const text = await readFile(candidate, 'utf8').catch(() => undefined);
    if (text === undefined) continue;
    Object.assign(values, parse(text));
    files.push(candidate);
  }
  if (options.envFile !== undefined) {
    const envFile = path.resolve(options.cwd ?? process.cwd(), options.envFile);
    Object.assign(values, parse(await readEnvFile(envFile)));
    files.push(envFile);
  }
  const processEnv = options.processEnv ?? process.env;
  return { env: { ...values, ...processEnv }, files };
}

async function readEnvFile(filePath: string): Promise<string> {
  try {
    return await readFile(filePath, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : String(code);
    throw new EnvFileError({ filePath, reason }, { cause: error });
  }
}
