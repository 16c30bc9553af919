// Tools and queries for the search rows of the benchmark table: `count` distinct tools named and described
// from a vocabulary of services, actions and objects (as an imported API or several MCP servers give), each
// with a 3-property inputSchema, and requests for them in plain words.

const actions = [
  ['create', 'Creates'],
  ['list', 'Lists'],
  ['get', 'Gets'],
  ['update', 'Updates'],
  ['delete', 'Deletes'],
  ['search', 'Searches'],
  ['archive', 'Archives'],
  ['export', 'Exports'],
  ['import', 'Imports'],
  ['approve', 'Approves'],
  ['cancel', 'Cancels'],
  ['schedule', 'Schedules'],
  ['assign', 'Assigns'],
  ['comment', 'Comments on'],
  ['share', 'Shares'],
  ['restore', 'Restores'],
  ['merge', 'Merges'],
  ['tag', 'Tags'],
  ['lock', 'Locks'],
  ['watch', 'Watches'],
];
const objects =
  'invoice customer order ticket repository issue branch commit release deployment channel message user team project task milestone label webhook payment refund subscription product price coupon report dashboard alert incident page document folder file calendar event meeting contact lead deal campaign email template workflow job pipeline build artifact secret variable environment cluster node volume snapshot backup database table index query record note comment review approval policy role permission group invitation session token key certificate domain record_set bucket object queue topic stream function schedule log metric trace span survey form response poll article post category tag playlist track album video image asset story sprint epic board column card checklist'.split(
    ' ',
  );
const services = [
  'github',
  'stripe',
  'slack',
  'jira',
  'notion',
  'gitlab',
  'hubspot',
  'linear',
  'asana',
  'zendesk',
];

/** @param {number} count */
export function searchFixtureTools(count) {
  const tools = [];
  for (let index = 0; tools.length < count; index++) {
    const [verb, verbText] = actions[index % actions.length];
    const object = objects[Math.floor(index / actions.length) % objects.length];
    const service = services[Math.floor(index / (actions.length * objects.length)) % services.length];
    const words = object.replace('_', ' ');
    tools.push({
      name: `${service}_${verb}_${object}`,
      description: `${verbText} a ${words} in ${service[0].toUpperCase()}${service.slice(1)}. Returns the ${words} with its id, owner and dates.`,
      tags: [service, verb === 'get' || verb === 'list' || verb === 'search' ? 'read' : 'write'],
      inputSchema: {
        type: 'object',
        properties: {
          id: { type: 'string', description: `Id of the ${words}` },
          owner: { type: 'string', description: 'Login of the owner' },
          limit: { type: 'integer', description: 'At most this many results' },
        },
      },
      execution: { type: 'text', text: `${service} ${verb} ${object}` },
    });
  }
  return tools;
}

/** Requests in plain words, as a model would write them. */
export const searchQueries = objects.slice(0, 50).map((object, index) => {
  const [verb] = actions[(index * 7) % actions.length];
  const service = services[index % services.length];
  return `${verb} the ${object.replace('_', ' ')}s of my ${service} account`;
});
