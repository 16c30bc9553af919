/**
 * The small vocabulary of tool search: the verbs and nouns of APIs and the everyday words people use for
 * them. Curated by hand, each rule with a test that shows the request it fixes; not a thesaurus.
 */

/** Short forms read as their long form, in tools and requests alike (`repos` finds `repository`). */
export const shortForms: ReadonlyMap<string, string> = new Map(
  Object.entries({
    pr: 'pull request',
    prs: 'pull requests',
    mr: 'merge request',
    repo: 'repository',
    repos: 'repositories',
    org: 'organization',
    orgs: 'organizations',
    config: 'configuration',
    env: 'environment',
    info: 'information',
    dir: 'directory',
    db: 'database',
  }),
);

/**
 * Words the Porter stemmer would merge with unrelated ones, kept apart: `logged` (in) is not `log`,
 * `news` is not `new`, `general` is not `generate`, `organization` is not `organ`.
 */
export const stemExceptions: ReadonlyMap<string, string> = new Map(
  Object.entries({
    logged: 'logged',
    logging: 'logging',
    news: 'news',
    general: 'general',
    organization: 'organization',
    organizations: 'organization',
    university: 'university',
    universe: 'universe',
  }),
);

/**
 * Words or phrases of a request (lowercase, as written) and the words of tools they also look for, at a
 * lower weight than the request's own words: an agent says "open a pull request", GitHub says "create".
 */
export const requestSynonyms: ReadonlyArray<readonly [string, string]> = [
  // creating
  ['open', 'create'],
  ['new', 'create'],
  ['make', 'create'],
  ['add', 'create'],
  ['start', 'create'],
  ['set up', 'create'],
  ['submit', 'create'],
  ['publish', 'create'],
  ['register', 'create'],
  ['file a', 'create'],
  // reading
  ['show', 'get list'],
  ['see', 'get list'],
  ['view', 'get'],
  ['read', 'get'],
  ['fetch', 'get'],
  ['look up', 'get search'],
  ['grab', 'get download'],
  ['retrieve', 'get'],
  ['display', 'get'],
  ['what', 'get list'],
  ['which', 'list'],
  // listing
  ['all', 'list'],
  ['every', 'list'],
  // changing
  ['edit', 'update'],
  ['change', 'update'],
  ['modify', 'update'],
  ['rename', 'update'],
  ['close', 'update'],
  // removing
  ['remove', 'delete'],
  ['delete', 'remove'],
  ['drop', 'delete'],
  ['destroy', 'delete'],
  ['erase', 'delete'],
  ['get rid of', 'delete remove'],
  ['take off', 'remove'],
  ['kick', 'remove'],
  ['stop', 'cancel'],
  ['abort', 'cancel'],
  // running
  ['kick off', 'dispatch trigger'],
  ['trigger', 'dispatch'],
  ['launch', 'dispatch'],
  ['rerun', 're-run'],
  // finding
  ['find', 'search'],
  ['look for', 'search'],
  // the caller
  ['my', 'authenticated current myself'],
  ['i', 'authenticated current myself'],
  ['who am i', 'authenticated current user myself'],
  ['logged in', 'authenticated current user'],
  ['signed in', 'authenticated current user'],
  // things
  ['upvote', 'vote reaction'],
  ['thumbs up', 'reaction vote'],
  ['react', 'reaction'],
  ['ticket', 'issue'],
  ['bug', 'issue'],
  ['ci', 'workflow run'],
  ['build', 'workflow run'],
  ['assign', 'assignee'],
  ['pay out', 'payout'],
  ['send money', 'transfer'],
  ['reply', 'comment'],
];
