import { describe, expect, it } from 'vitest';
import { createLexicalRanker } from './create-lexical-ranker.js';
import { requestSynonyms } from './search-vocabulary.js';
import type { Tool } from './tool.js';

const http = (name: string, title: string, method: string, url: string): Tool =>
  ({
    name,
    title,
    tags: [],
    execution: { type: 'http', method, url: `https://api.example.com${url}` },
    source: { file: undefined },
  }) as unknown as Tool;

const noun = (name: string): Tool =>
  ({
    name,
    title: name,
    tags: [],
    execution: { type: 'text' },
    source: { file: undefined },
  }) as unknown as Tool;

// Tools as imported APIs name them, and a decoy per noun (a tool named after it and nothing else): with
// the rule missing, a request that only shares the noun finds the decoy first.
const tools = [
  ...['widget', 'member', 'workflow', 'user', 'issue', 'run', 'coupon', 'note', 'tag'].map(noun),
  http('widgets_archive', 'Archive a widget', 'POST', '/widgets/{id}/archive'),
  http('widgets_create', 'Create a widget', 'POST', '/widgets'),
  http('widgets_list', 'List widgets', 'GET', '/widgets'),
  http('widgets_get', 'Get a widget', 'GET', '/widgets/{id}'),
  http('widgets_update', 'Update a widget', 'PATCH', '/widgets/{id}'),
  http('widgets_delete', 'Delete a widget', 'DELETE', '/widgets/{id}'),
  http('widgets_cancel', 'Cancel a widget', 'POST', '/widgets/{id}/cancel'),
  http('search_widgets', 'Search widgets', 'GET', '/search/widgets'),
  http('members_add', 'Add a member', 'POST', '/members'),
  http('members_remove', 'Remove a member', 'DELETE', '/members/{id}'),
  http('workflows_disable', 'Disable a workflow', 'PUT', '/workflows/{id}/disable'),
  http('workflows_dispatch', 'Create a workflow dispatch event', 'POST', '/workflows/{id}/dispatches'),
  http('workflows_re-run', 'Re-run a workflow', 'POST', '/runs/{id}/attempts'),
  http('runs_logs', 'Download workflow run logs', 'GET', '/runs/{id}/logs'),
  http('users_get', 'Get a user', 'GET', '/users/{username}'),
  http('users_get-authenticated', 'Get the authenticated user', 'GET', '/user'),
  http('issues_lock', 'Lock an issue', 'PUT', '/issues/{number}/lock'),
  http('issues_get', 'Get an issue', 'GET', '/issues/{number}'),
  http('reactions_create', 'Create reaction for an issue', 'POST', '/issues/{number}/reactions'),
  http('issues_add-assignees', 'Add assignees to an issue', 'POST', '/issues/{number}/assignees'),
  http('issues_create-comment', 'Create an issue comment', 'POST', '/issues/{number}/comments'),
  http('labels_get', 'Get a label', 'GET', '/labels/{name}'),
  http('runs_list', 'List workflow runs', 'GET', '/runs'),
  http('balance_get', 'Get the balance', 'GET', '/balance'),
  http('coupons_delete', 'Delete a coupon', 'DELETE', '/coupons/{id}'),
  http('coupons_create', 'Create a coupon', 'POST', '/coupons'),
  http('payouts_create', 'Create a payout', 'POST', '/payouts'),
  http('transfers_create', 'Create a transfer', 'POST', '/transfers'),
  // Tools of MCP servers say what they do in words only: no method.
  { ...noun('delete_note'), title: 'Delete a note' },
  { ...noun('remove_tag'), title: 'Remove a tag' },
];

/** Per rule of `requestSynonyms`: a request it fixes, and the tool that must come first. */
const cases: Record<string, readonly [string, string]> = {
  open: ['open a widget', 'widgets_create'],
  new: ['a new widget please', 'widgets_create'],
  make: ['make a widget', 'widgets_create'],
  add: ['add a coupon', 'coupons_create'],
  start: ['start a widget', 'widgets_create'],
  'set up': ['set up a widget', 'widgets_create'],
  submit: ['submit a widget', 'widgets_create'],
  publish: ['publish a widget', 'widgets_create'],
  register: ['register a widget', 'widgets_create'],
  'file a': ['file a widget', 'widgets_create'],
  show: ['show widgets', 'widgets_list'],
  see: ['see the widgets', 'widgets_list'],
  view: ['view the widget', 'widgets_get'],
  read: ['read the widget', 'widgets_get'],
  fetch: ['fetch the widget', 'widgets_get'],
  'look up': ['look up that user', 'users_get'],
  grab: ['grab the widget', 'widgets_get'],
  retrieve: ['retrieve the widget', 'widgets_get'],
  display: ['display the widget', 'widgets_get'],
  what: ['what widgets are there', 'widgets_list'],
  which: ['which widgets', 'widgets_list'],
  all: ['all widgets', 'widgets_list'],
  every: ['every widget', 'widgets_list'],
  edit: ['edit the widget', 'widgets_update'],
  change: ['change the widget', 'widgets_update'],
  modify: ['modify the widget', 'widgets_update'],
  rename: ['rename the widget', 'widgets_update'],
  close: ['close the widget', 'widgets_update'],
  remove: ['remove the note', 'delete_note'],
  delete: ['delete the tag', 'remove_tag'],
  drop: ['drop the widget', 'widgets_delete'],
  destroy: ['destroy the widget', 'widgets_delete'],
  erase: ['erase the widget', 'widgets_delete'],
  'get rid of': ['get rid of the note', 'delete_note'],
  'take off': ['take off a member', 'members_remove'],
  kick: ['kick the member', 'members_remove'],
  stop: ['stop the widget', 'widgets_cancel'],
  abort: ['abort the widget', 'widgets_cancel'],
  'kick off': ['kick off the workflow', 'workflows_dispatch'],
  trigger: ['trigger the workflow', 'workflows_dispatch'],
  launch: ['launch the workflow', 'workflows_dispatch'],
  rerun: ['rerun the workflow', 'workflows_re-run'],
  find: ['find widgets', 'search_widgets'],
  'look for': ['look for widgets', 'search_widgets'],
  my: ['my user', 'users_get-authenticated'],
  i: ['user I am', 'users_get-authenticated'],
  'who am i': ['who am I', 'users_get-authenticated'],
  'logged in': ['which user is logged in', 'users_get-authenticated'],
  'signed in': ['user signed in', 'users_get-authenticated'],
  upvote: ['upvote that issue', 'reactions_create'],
  'thumbs up': ['thumbs up on the issue', 'reactions_create'],
  react: ['react to the issue', 'reactions_create'],
  ticket: ['get the ticket', 'issues_get'],
  bug: ['get the bug', 'issues_get'],
  ci: ['list the ci', 'runs_list'],
  build: ['list the build', 'runs_list'],
  assign: ['assign the issue to bob', 'issues_add-assignees'],
  'pay out': ['pay out 100 dollars', 'payouts_create'],
  'send money': ['send money to bob', 'transfers_create'],
  reply: ['reply on the issue', 'issues_create-comment'],
};

describe('requestSynonyms', () => {
  it('has a case below for every rule', () => {
    expect(Object.keys(cases).sort()).toEqual(requestSynonyms.map(([phrase]) => phrase).sort());
  });

  it.each(Object.entries(cases))('"%s": %j comes first', async (_rule, [request, expected]) => {
    const score = await createLexicalRanker().index(tools);
    const scores = Array.from(await score(request));
    const best = scores.indexOf(Math.max(...scores));
    expect(tools[best]?.name).toBe(expected);
  });
});
