import type { CliIo } from './cli-io.js';
import type { SchemaOptions } from './schema-options.js';

/**
 * The env templates see: `.env`, then `mci/.env.mci`, then `.env.mci` next to the main file, then
 * `--env-file`, each winning over the ones before, and real env variables over all files.
 */
export async function loadEnvironment(
  mainFilePath: string,
  options: SchemaOptions,
  io: CliIo,
): Promise<Record<string, string | undefined>> {
  const { loadDotenv } = await import('@mci/host');
  const loaded = await loadDotenv({
    mainFilePath,
    cwd: io.cwd,
    processEnv: io.env,
    ...(options.envFile !== undefined && { envFile: options.envFile }),
  });
  return loaded.env;
}
