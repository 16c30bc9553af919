import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CliCommandError } from '../cli-command-error.js';
import type { CliContext } from '../cli-context.js';
import { initFiles } from './init-files.js';

const mainFileNames = ['mci.json', 'mci.yaml', 'mci.yml'];

/** `mci init`. */
export async function initAction(context: CliContext, options: { yaml?: boolean }): Promise<void> {
  const { output } = context;
  const cwd = output.io.cwd;
  const files = initFiles(options.yaml ? 'yaml' : 'json');
  const taken = [...new Set([...mainFileNames, ...files.map((file) => file.path)])].filter((name) =>
    existsSync(path.join(cwd, name)),
  );
  if (taken.length > 0) {
    throw new CliCommandError({
      reason: `mci init never overwrites files, and these already exist in ${cwd}: ${taken.join(', ')}.`,
    });
  }
  for (const file of files) {
    const target = path.join(cwd, file.path);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.content, { flag: 'wx' });
  }
  const { colors } = output;
  output.line(`${colors.green('Created')} ${files.map((file) => file.path).join(', ')}`);
  output.line('');
  output.line('Next:');
  output.line(`  ${colors.cyan('mci list')}                            see the tools`);
  output.line(`  ${colors.cyan('mci call greet --prop name=Ada')}      run one`);
  output.line(`  ${colors.cyan('mci run')}                             serve them over MCP (stdio)`);
}
