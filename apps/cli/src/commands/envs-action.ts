import path from 'node:path';
import type { CliContext } from '../cli-context.js';
import { formatTable } from '../format-table.js';
import { openClient } from '../open-client.js';
import { readMciDocument } from '../read-mci-document.js';
import type { SchemaOptions } from '../schema-options.js';
import { collectEnvReferences, type EnvReference } from './collect-env-references.js';

export interface EnvsOptions extends SchemaOptions {
  format: 'table' | 'env';
}

/** `mci envs`. */
export async function envsAction(context: CliContext, options: EnvsOptions): Promise<void> {
  const { output } = context;
  const { io } = output;
  const { client, schemaFilePath, env } = await openClient(context, options, { offline: true });
  const files = [...client.files];
  await client.close();

  const byName = new Map<string, EnvReference[]>();
  for (const file of files) {
    for (const reference of collectEnvReferences(await readMciDocument(file), file)) {
      byName.set(reference.name, [...(byName.get(reference.name) ?? []), reference]);
    }
  }
  const names = [...byName.keys()].sort();
  const where = (reference: EnvReference) =>
    `${path.relative(io.cwd, reference.file) || reference.file}: ${reference.path}`;

  if (options.format === 'env') {
    output.line(`# Env variables used by ${path.relative(io.cwd, schemaFilePath) || schemaFilePath}`);
    for (const name of names) {
      output.line('');
      for (const reference of byName.get(name) ?? []) output.line(`# ${where(reference)}`);
      output.line(`${name}=`);
    }
    return;
  }
  if (names.length === 0) {
    output.line('No env variables are used.');
    return;
  }
  const { colors } = output;
  const rows = names.map((name) => [
    name,
    env[name] === undefined ? 'not set' : 'set',
    (byName.get(name) ?? []).map(where).join(', '),
  ]);
  const width = (io.stdout.isTTY && io.stdout.columns) || undefined;
  output.line(
    formatTable(['NAME', 'STATUS', 'USED IN'], rows, { width, header: (text) => colors.bold(text) }),
  );
}
