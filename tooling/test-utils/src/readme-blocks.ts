import { readFileSync } from 'node:fs';

/** One fenced code block of a README. */
export interface ReadmeBlock {
  /** The word after the opening fence: `ts`, `js`, `sh`, `json`, ... */
  readonly language: string;
  readonly code: string;
  /** 1-based line of the opening fence. */
  readonly line: number;
  /** The reason given by a `<!-- not run: reason -->` line right above the fence, if any. */
  readonly notRun?: string;
}

/** Languages whose blocks are programs or commands a reader would run. */
export const runnableLanguages: readonly string[] = ['js', 'javascript', 'ts', 'typescript', 'sh', 'bash'];

const notRunMark = /^<!--\s*not run:(.*)-->\s*$/;

/** Every fenced code block of a README, in order. A `not run` mark must give its reason. */
export function readmeBlocks(readmePath: string): ReadmeBlock[] {
  const lines = readFileSync(readmePath, 'utf8').split(/\r?\n/);
  const blocks: ReadmeBlock[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const opening = /^```(\w+)\s*$/.exec(lines[index] ?? '');
    if (!opening?.[1]) continue;
    const end = lines.indexOf('```', index + 1);
    if (end === -1) throw new Error(`${readmePath}:${index + 1}: code block is never closed`);
    const mark = notRunMark.exec(lines[index - 1]?.trim() ?? '');
    const reason = mark?.[1]?.trim();
    if (mark && !reason) throw new Error(`${readmePath}:${index}: a "not run" mark needs its reason`);
    const code = `${lines.slice(index + 1, end).join('\n')}\n`;
    blocks.push({ language: opening[1], code, line: index + 1, ...(reason ? { notRun: reason } : {}) });
    index = end;
  }
  return blocks;
}

/** The blocks a test must run: runnable languages without a `not run` mark. */
export function runnableReadmeBlocks(readmePath: string): ReadmeBlock[] {
  return readmeBlocks(readmePath).filter(
    (block) => runnableLanguages.includes(block.language) && block.notRun === undefined,
  );
}

/** The one block whose code contains `text`; throws when none or several do. */
export function findReadmeBlock(blocks: readonly ReadmeBlock[], text: string): ReadmeBlock {
  const found = blocks.filter((block) => block.code.includes(text));
  const [block] = found;
  if (!block || found.length > 1)
    throw new Error(`${found.length} README blocks contain ${JSON.stringify(text)}`);
  return block;
}
