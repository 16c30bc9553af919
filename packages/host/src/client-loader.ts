import { MCIClient } from '@mci/client';
import { createRedactor, type Redactor } from '@mci/executor-kit';
import type { ExecutorV1 } from '@mci/schema';
import { loadDotenv } from './load-dotenv.js';

export interface ClientLoaderSettings {
  readonly mainFilePath: string;
  readonly cwd: string;
  readonly envFile?: string | undefined;
  readonly processEnv?: Readonly<Record<string, string | undefined>> | undefined;
  readonly executors: () => ExecutorV1[];
}

/**
 * Loads the `.env` files and the MCI file into a new client with fresh executors, each time it is asked
 * (the first start and every reload), and remembers which `.env` files were read and which values to hide.
 */
export class ClientLoader {
  readonly #settings: ClientLoaderSettings;
  #envFiles: readonly string[] = [];
  #redactor: Redactor = createRedactor([]);

  constructor(settings: ClientLoaderSettings) {
    this.#settings = settings;
  }

  /** The `.env` files the last load read. */
  get envFiles(): readonly string[] {
    return this.#envFiles;
  }

  /** Replaces the env values of the last load by `***`. */
  redact(value: Record<string, unknown>): Record<string, unknown> {
    return this.#redactor.value(value);
  }

  async load(): Promise<MCIClient> {
    const { mainFilePath, cwd, envFile, processEnv, executors } = this.#settings;
    const dotenv = await loadDotenv({
      mainFilePath,
      cwd,
      ...(envFile !== undefined && { envFile }),
      ...(processEnv !== undefined && { processEnv }),
    });
    this.#envFiles = dotenv.files;
    this.#redactor = createRedactor(Object.values(dotenv.env));
    return MCIClient.load({ schemaFilePath: mainFilePath, env: dotenv.env, executors: executors() });
  }
}
