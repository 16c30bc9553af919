// A small issue tracker and shop over HTTP on 127.0.0.1, with its MCI tools: the local server the code
// mode benchmark runs its multi-step tasks against. `reset()` puts the same data back before each run.
import { createServer } from 'node:http';

function seed() {
  const users = ['ada', 'bob', 'cy', 'dee', 'eve', 'fox'].map((login, i) => ({
    login,
    active: i !== 4,
    team: i % 2 ? 'web' : 'core',
  }));
  const words = ['login', 'crash', 'bug', 'slow', 'docs', 'security', 'typo', 'export', 'payment', 'search'];
  const issues = Array.from({ length: 40 }, (_, i) => ({
    number: i + 1,
    title: `${words[i % 10]} problem in ${['editor', 'api', 'billing', 'settings'][i % 4]} (${i + 1})`,
    body: `Steps to reproduce: open the ${['editor', 'api', 'billing', 'settings'][i % 4]}, do the usual thing and watch it ${i % 3 ? 'fail' : 'work, now fixed'}. Seen on version 2.${i % 7}.`,
    state: i % 5 === 0 ? 'closed' : 'open',
    labels: i % 6 === 0 ? ['wontfix'] : i % 9 === 0 ? ['security'] : [],
    assignee: i % 4 === 0 ? null : users[i % 6].login,
    comments: (i * 7) % 11,
    updatedDay: (i * 13) % 60,
  }));
  const products = Array.from({ length: 15 }, (_, i) => ({
    id: `p${i + 1}`,
    name: `Product ${i + 1}`,
    stock: (i * 5) % 23,
    discontinued: i % 7 === 3,
  }));
  const orders = Array.from({ length: 30 }, (_, i) => ({
    id: `o${i + 1}`,
    customer: ['acme', 'globex', 'initech', 'umbrella'][i % 4],
    product: products[i % 15].id,
    total: 50 + ((i * 97) % 900),
    status: ['paid', 'pending', 'damaged', 'paid', 'refunded'][i % 5],
    day: (i * 11) % 90,
  }));
  return { users, issues, products, orders };
}

let data = seed();
export function reset() {
  data = seed();
}

/** What each change does to the record it applies to. */
const changes = {
  labels: (issue, body) => issue.labels.push(body.label),
  close: (issue) => {
    issue.state = 'closed';
  },
  assign: (issue, body) => {
    issue.assignee = body.user;
  },
  comments: (issue) => {
    issue.comments += 1;
  },
  refund: (order) => {
    order.status = 'refunded';
  },
  stock: (product, body) => {
    product.stock = body.stock;
  },
};

function route(method, url, body) {
  const [kind, id, action] = url.pathname.split('/').filter(Boolean);
  const list = data[kind];
  if (list === undefined) return undefined;
  if (id === undefined) return method === 'GET' ? list : undefined;
  const record = list.find((item) => String(item.number ?? item.id) === id);
  if (record === undefined || action === undefined) return record;
  const change = changes[action];
  if (change === undefined || method !== 'POST') return undefined;
  change(record, body);
  return record;
}

export async function startApi() {
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const answer = route(request.method, new URL(request.url, 'http://x'), text ? JSON.parse(text) : {});
      response.writeHead(answer === undefined ? 404 : 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer ?? { error: 'not found' }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((r) => server.close(r)),
  };
}

/** The MCI file of the API's tools. */
export function apiTools(url) {
  const str = (description) => ({ type: 'string', description });
  const object = (properties) => ({ type: 'object', properties, required: Object.keys(properties) });
  const get = (name, path, description, input = object({})) => ({
    name,
    description,
    inputSchema: input,
    execution: { type: 'http', method: 'GET', url: `${url}${path}` },
  });
  const post = (name, path, description, input, content = {}) => ({
    name,
    description,
    inputSchema: input,
    annotations: { destructiveHint: false },
    execution: { type: 'http', method: 'POST', url: `${url}${path}`, body: { type: 'json', content } },
  });
  const number = { type: 'integer', description: 'The issue number' };
  return {
    schemaVersion: '1.0',
    tools: [
      get(
        'list_issues',
        '/issues',
        'List every issue of the tracker with title, body, state, labels, assignee, comment count and last update day',
      ),
      get('get_issue', '/issues/{{props.number}}', 'Get one issue by number', object({ number })),
      get('list_users', '/users', 'List the users of the tracker (login, whether active, team)'),
      get(
        'list_orders',
        '/orders',
        'List the orders of the shop (id, customer, product, total, status, day)',
      ),
      get('list_products', '/products', 'List the products of the shop (id, name, stock, discontinued)'),
      post(
        'add_label',
        '/issues/{{props.number}}/labels',
        'Add a label to an issue',
        object({ number, label: str('The label') }),
        { label: '{{props.label}}' },
      ),
      post('close_issue', '/issues/{{props.number}}/close', 'Close an issue', object({ number })),
      post(
        'assign_issue',
        '/issues/{{props.number}}/assign',
        'Assign an issue to a user',
        object({ number, user: str('The login') }),
        { user: '{{props.user}}' },
      ),
      post(
        'comment_issue',
        '/issues/{{props.number}}/comments',
        'Comment on an issue',
        object({ number, text: str('The comment') }),
        { text: '{{props.text}}' },
      ),
      post(
        'refund_order',
        '/orders/{{props.id}}/refund',
        'Refund an order',
        object({ id: str('The order id') }),
      ),
      post(
        'update_stock',
        '/products/{{props.id}}/stock',
        'Set the stock of a product',
        object({ id: str('The product id'), stock: { type: 'integer' } }),
        { stock: '{!!props.stock!!}' },
      ),
    ],
  };
}
