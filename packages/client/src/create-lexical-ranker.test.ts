import { describe, expect, it } from 'vitest';
import { createLexicalRanker } from './create-lexical-ranker.js';
import type { Tool } from './tool.js';

const tool = (fields: Partial<Tool> & { name: string }): Tool =>
  ({ tags: [], execution: { type: 'text' }, source: { file: undefined }, ...fields }) as Tool;

const tools = [
  tool({ name: 'send_report', description: 'Mails a summary to the team' }),
  tool({ name: 'summary', description: 'Writes a report of the week' }),
  tool({ name: 'notify', description: 'x', tags: ['report'] }),
  tool({
    name: 'poll',
    description: 'y',
    inputSchema: { type: 'object', properties: { report: { description: 'z' } } },
  }),
  tool({ name: 'echo', description: `${'report '.repeat(300)}end` }),
];

describe('createLexicalRanker', () => {
  it('weighs a word of the name over the description, and the description over input properties', async () => {
    const score = await createLexicalRanker().index(tools.slice(0, 4));
    const scores = Array.from(await score('report'));
    expect(scores[0]).toBeGreaterThan(scores[1] ?? 0);
    expect(scores[1]).toBeGreaterThan(scores[3] ?? 0);
    expect(scores[2]).toBeGreaterThan(0);
    expect(scores[3]).toBeGreaterThan(0);
  });

  it('takes other weights, and counts a word repeated 300 times as saturated, not as another field', async () => {
    const score = await createLexicalRanker({ weights: { name: 0.1, description: 5 } }).index(tools);
    const scores = Array.from(await score('report'));
    expect(scores[1]).toBeGreaterThan(scores[0] ?? 0);
    // 300 occurrences stop at 255 and stay in the description: the name field (weight 0.1) does not see them.
    expect(scores[4]).toBeGreaterThan(scores[1] ?? 0);
    expect(Array.from(await score('end'))[4]).toBeGreaterThan(0);
    expect(Array.from(await score('nothing'))).toEqual([0, 0, 0, 0, 0]);
  });
});
