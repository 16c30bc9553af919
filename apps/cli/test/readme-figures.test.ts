import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoPath } from '@mci/test-utils/repo-path';
import { describe, expect, it } from 'vitest';

/**
 * A measured figure: a time in µs or ns, "about N ms" / "about N s", or a speed-up ("3 ×", "3x faster").
 * Settings (a 30 s timeout, `every 1 s`) are not measured, so they may stay.
 */
const measuredFigure =
  /\b\d[\d.,]* ?(?:µs|μs|ns)\b|\babout \d[\d.,]* ?(?:ms|s)\b|\b\d+(?:\.\d+)? ?(?:×|x faster|times faster)/;

/** The root of the repository, where its README is. */
const root = path.dirname(repoPath('README.md'));

/** The READMEs of the repository (all test inputs of this package), bench's own excepted: it is about measuring. */
function readmes(): string[] {
  const inFolder = (folder: string) =>
    readdirSync(folder).map((name) => path.join(folder, name, 'README.md'));
  const folders = [repoPath('packages'), repoPath('apps'), repoPath('tooling')];
  return [repoPath('README.md'), ...folders.flatMap(inFolder)].filter(existsSync);
}

describe('READMEs', () => {
  it('quote no measured timings: figures live in BENCHMARKS.md, which READMEs link to', () => {
    const found: string[] = [];
    for (const file of readmes()) {
      // Code blocks are left out, keeping their lines so the line numbers stay right.
      const prose = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, (block) =>
        block.replace(/[^\n]/g, ''),
      );
      prose.split('\n').forEach((line, index) => {
        if (measuredFigure.test(line))
          found.push(`${path.relative(root, file)}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(found, 'move these figures to BENCHMARKS.md and link to it').toEqual([]);
  });

  it('would catch a quoted timing', () => {
    expect(measuredFigure.test('a call takes about 16 µs')).toBe(true);
    expect(measuredFigure.test('`mci run` answers about 100 ms sooner')).toBe(true);
    expect(measuredFigure.test('headers must arrive within 10 s')).toBe(false);
  });
});
