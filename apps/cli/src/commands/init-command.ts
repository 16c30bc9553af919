import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { CliCommandError } from '../cli-command-error.js';
import type { CliContext } from '../cli-context.js';
import { findSchemaReference } from './find-schema-reference.js';
import { initFiles } from './init-files.js';

const mainFileNames = ['mci.json', 'mci.yaml', 'mci.yml'];

export function registerInitCommand(program: Command, context: CliContext): void {
  program
    .command('init')
    .description('Create mci.json (or mci.yaml) with example tools, and the library folder mci/')
    .option('--yaml', 'write YAML files instead of JSON')
    .action(async (options: { yaml?: boolean }) => {
      const { output } = context;
      const cwd = output.io.cwd;
      const schemaReference = findSchemaReference(fileURLToPath(import.meta.url), cwd);
      const files = initFiles(options.yaml ? 'yaml' : 'json', schemaReference);
      const taken = [...new Set([...mainFileNames, ...files.map((file) => file.path)])].filter((name) =>
        existsSync(path.join(cwd, name)),
      );
      if (taken.length > 0) {
        throw new CliCommandError(
          `mci init never overwrites files, and these already exist in ${cwd}: ${taken.join(', ')}.`,
        );
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
    });
}
