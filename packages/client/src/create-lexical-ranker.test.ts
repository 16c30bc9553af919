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
    // 300 occurrences stop at 127 and stay in the description: the name field (weight 0.1) does not see them.
    expect(scores[4]).toBeGreaterThan(scores[1] ?? 0);
    expect(Array.from(await score('end'))[4]).toBeGreaterThan(0);
    expect(Array.from(await score('nothing'))).toEqual([0, 0, 0, 0, 0]);
  });

  const rank = async (list: Tool[], request: string) => {
    const scores = Array.from(await (await createLexicalRanker().index(list))(request));
    return scores
      .map((score, at) => ({ score, name: list[at]?.name }))
      .filter((entry) => entry.score > 0)
      .sort((a, b) => b.score - a.score)
      .map((entry) => entry.name);
  };
  const http = (name: string, method: string, url: string, description = '') =>
    tool({ name, description, execution: { type: 'http', method, url } as Tool['execution'] });

  it('scores each field apart and adds them up, so a word in the name, title and description outweighs one rarer word', async () => {
    // Summed before one saturation, `block` in three fields of `block` counted little more than in one; `account`
    // (in one tool only) then put the list of blocked users first.
    const list = [
      tool({
        name: 'list_blocked',
        title: 'List blocked users',
        description: 'Lists the users blocked on your account.',
      }),
      tool({
        name: 'block',
        title: 'Block a user',
        description: 'Blocks a user. A blocked user cannot follow you.',
      }),
    ];
    expect(await rank(list, 'block that spammer account')).toEqual(['block', 'list_blocked']);
  });

  it('reads what an http tool does from its method and path when its name does not say', async () => {
    const pets = [
      http('op1', 'GET', 'https://api.example.com/pets/{{props.id}}'),
      http('op2', 'POST', 'https://api.example.com/pets'),
      http('op3', 'DELETE', '{{env.BASE}}/pets/{id}'),
      http('op4', 'GET', '/pets'),
      http('op5', 'PATCH', '/pets/{id}'),
    ];
    expect((await rank(pets, 'create a pet'))[0]).toBe('op2');
    expect((await rank(pets, 'delete the pet'))[0]).toBe('op3');
    expect((await rank(pets, 'remove the pet'))[0]).toBe('op3');
    expect((await rank(pets, 'list pets'))[0]).toBe('op4');
    expect((await rank(pets, 'update the pet'))[0]).toBe('op5');
    expect(await rank(pets, 'example api')).toEqual([]);
  });

  it('reads the first sentence of a description as the title of a tool without one', async () => {
    const list = [
      tool({ name: 'a', description: 'Sends an invoice. Refunds are handled elsewhere.' }),
      tool({ name: 'b', description: 'Refunds a charge. Invoices are sent elsewhere.' }),
    ];
    expect(await rank(list, 'refund')).toEqual(['b', 'a']);
    expect(await rank(list, 'invoice')).toEqual(['a', 'b']);
  });

  it('leaves out sentences that more than max(5, 1 %) of the tools share', async () => {
    const boilerplate = 'This endpoint supports custom media types.';
    const list = [
      ...Array.from({ length: 6 }, (_, at) =>
        tool({ name: `tool${at}`, description: `Thing ${at}. ${boilerplate}` }),
      ),
      tool({ name: 'upload_media', description: 'Uploads an image or a video.' }),
      tool({
        name: 'five',
        description: 'Does five things.',
        inputSchema: { type: 'object', properties: { owner: { description: 'The account owner.' } } },
      }),
    ];
    expect(await rank(list, 'custom media types')).toEqual(['upload_media']);
    expect(await rank(list.slice(1), 'custom media types')).toHaveLength(6);
  });

  it('puts a tool whose name the request covers above one that only mentions its words', async () => {
    const list = [
      tool({
        name: 'GetInvoiceitems',
        description: 'Returns the invoice items of customers, for every customer, sorted by customer.',
      }),
      tool({ name: 'GetCustomers', description: 'Returns a list of your customers.' }),
    ];
    expect(await rank(list, 'list customers')).toEqual(['GetCustomers', 'GetInvoiceitems']);
  });

  it('brings up the best tool of each step of a request of several', async () => {
    const list = [
      tool({ name: 'issues_create', description: 'Create an issue in a repository' }),
      tool({ name: 'issues_update', description: 'Update an issue of a repository' }),
      tool({ name: 'issues_list', description: 'List the issues of a repository' }),
      tool({ name: 'issues_add-labels', description: 'Add labels to an issue' }),
      tool({ name: 'issues_lock', description: 'Lock an issue of a repository' }),
    ];
    const request = 'create an issue in the repository and put the bug labels on it';
    expect((await rank(list, request)).slice(0, 2)).toEqual(['issues_create', 'issues_add-labels']);
  });
});
