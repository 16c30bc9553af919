// 20 multi-step tasks against the API of code-mode-api.mjs, each written twice as a model would: one tool
// call per turn (`direct`: the model reads each whole result, then calls the next tool), and one program
// for code mode's `execute` (`code`: it lists, filters and acts inside the sandbox, then prints or returns
// only the answer).
const open = (issues) => issues.filter((issue) => issue.state === 'open');

export const tasks = [
  {
    name: 'label open "bug" issues as bug',
    direct: async (call) => {
      for (const i of open(await call('list_issues')).filter((i) => i.title.includes('bug')))
        await call('add_label', { number: i.number, label: 'bug' });
    },
    code: `const issues = await tools.list_issues();
for (const i of issues.filter((i) => i.state === 'open' && i.title.includes('bug'))) await tools.add_label({ number: i.number, label: 'bug' });
return 'done';`,
  },
  {
    name: 'close open wontfix issues',
    direct: async (call) => {
      for (const i of open(await call('list_issues')).filter((i) => i.labels.includes('wontfix')))
        await call('close_issue', { number: i.number });
    },
    code: `const issues = await tools.list_issues();
const todo = issues.filter((i) => i.state === 'open' && i.labels.includes('wontfix'));
for (const i of todo) await tools.close_issue({ number: i.number });
return todo.map((i) => i.number);`,
  },
  {
    name: 'assign unassigned open crash issues to ada',
    direct: async (call) => {
      for (const i of open(await call('list_issues')).filter((i) => !i.assignee && i.title.includes('crash')))
        await call('assign_issue', { number: i.number, user: 'ada' });
    },
    code: `const issues = await tools.list_issues();
const todo = issues.filter((i) => i.state === 'open' && !i.assignee && i.title.includes('crash'));
await Promise.all(todo.map((i) => tools.assign_issue({ number: i.number, user: 'ada' })));
return todo.length;`,
  },
  {
    name: 'comment on stale open issues',
    direct: async (call) => {
      for (const i of open(await call('list_issues')).filter((i) => i.updatedDay < 10))
        await call('comment_issue', { number: i.number, text: 'Is this still happening?' });
    },
    code: `const stale = (await tools.list_issues()).filter((i) => i.state === 'open' && i.updatedDay < 10);
for (const i of stale) await tools.comment_issue({ number: i.number, text: 'Is this still happening?' });
console.log(stale.length, 'stale issues commented');`,
  },
  {
    name: 'count open issues per assignee',
    direct: async (call) => {
      await call('list_issues');
    },
    code: `const counts = {};
for (const i of (await tools.list_issues()).filter((i) => i.state === 'open')) counts[i.assignee ?? 'nobody'] = (counts[i.assignee ?? 'nobody'] ?? 0) + 1;
return counts;`,
  },
  {
    name: 'refund damaged orders',
    direct: async (call) => {
      for (const o of (await call('list_orders')).filter((o) => o.status === 'damaged'))
        await call('refund_order', { id: o.id });
    },
    code: `const damaged = (await tools.list_orders()).filter((o) => o.status === 'damaged');
for (const o of damaged) await tools.refund_order({ id: o.id });
return damaged.map((o) => o.id);`,
  },
  {
    name: 'refund acme orders over 500',
    direct: async (call) => {
      for (const o of (await call('list_orders')).filter(
        (o) => o.customer === 'acme' && o.total > 500 && o.status === 'paid',
      ))
        await call('refund_order', { id: o.id });
    },
    code: `const orders = (await tools.list_orders()).filter((o) => o.customer === 'acme' && o.total > 500 && o.status === 'paid');
for (const o of orders) await tools.refund_order({ id: o.id });
return orders.map((o) => o.id + ' ' + o.total);`,
  },
  {
    name: 'restock products under 5 to 20',
    direct: async (call) => {
      for (const p of (await call('list_products')).filter((p) => p.stock < 5 && !p.discontinued))
        await call('update_stock', { id: p.id, stock: 20 });
    },
    code: `const low = (await tools.list_products()).filter((p) => p.stock < 5 && !p.discontinued);
for (const p of low) await tools.update_stock({ id: p.id, stock: 20 });
return low.map((p) => p.name);`,
  },
  {
    name: 'users without open issues',
    direct: async (call) => {
      await call('list_users');
      await call('list_issues');
    },
    code: `const [users, issues] = await Promise.all([tools.list_users(), tools.list_issues()]);
const busy = new Set(issues.filter((i) => i.state === 'open').map((i) => i.assignee));
return users.filter((u) => !busy.has(u.login)).map((u) => u.login);`,
  },
  {
    name: 'close the open issues of inactive users',
    direct: async (call) => {
      const gone = new Set((await call('list_users')).filter((u) => !u.active).map((u) => u.login));
      for (const i of open(await call('list_issues')).filter((i) => gone.has(i.assignee)))
        await call('close_issue', { number: i.number });
    },
    code: `const gone = new Set((await tools.list_users()).filter((u) => !u.active).map((u) => u.login));
const todo = (await tools.list_issues()).filter((i) => i.state === 'open' && gone.has(i.assignee));
for (const i of todo) await tools.close_issue({ number: i.number });
return todo.length;`,
  },
  {
    name: 'details of the 3 oldest open issues',
    direct: async (call) => {
      for (const i of open(await call('list_issues'))
        .sort((a, b) => a.updatedDay - b.updatedDay)
        .slice(0, 3))
        await call('get_issue', { number: i.number });
    },
    code: `const oldest = (await tools.list_issues()).filter((i) => i.state === 'open').sort((a, b) => a.updatedDay - b.updatedDay).slice(0, 3);
const details = await Promise.all(oldest.map((i) => tools.get_issue({ number: i.number })));
return details.map((d) => d.number + ': ' + d.title);`,
  },
  {
    name: 'label login issues as auth',
    direct: async (call) => {
      for (const i of (await call('list_issues')).filter((i) => i.title.startsWith('login')))
        await call('add_label', { number: i.number, label: 'auth' });
    },
    code: `for (const i of (await tools.list_issues()).filter((i) => i.title.startsWith('login'))) await tools.add_label({ number: i.number, label: 'auth' });`,
  },
  {
    name: 'revenue of paid orders per customer',
    direct: async (call) => {
      await call('list_orders');
    },
    code: `const revenue = {};
for (const o of (await tools.list_orders()).filter((o) => o.status === 'paid')) revenue[o.customer] = (revenue[o.customer] ?? 0) + o.total;
return revenue;`,
  },
  {
    name: 'refund pending orders of discontinued products',
    direct: async (call) => {
      const gone = new Set((await call('list_products')).filter((p) => p.discontinued).map((p) => p.id));
      for (const o of (await call('list_orders')).filter(
        (o) => gone.has(o.product) && o.status === 'pending',
      ))
        await call('refund_order', { id: o.id });
    },
    code: `const gone = new Set((await tools.list_products()).filter((p) => p.discontinued).map((p) => p.id));
const todo = (await tools.list_orders()).filter((o) => gone.has(o.product) && o.status === 'pending');
for (const o of todo) await tools.refund_order({ id: o.id });
return todo.map((o) => o.id);`,
  },
  {
    name: 'restock the product with the lowest stock',
    direct: async (call) => {
      const [p] = (await call('list_products')).sort((a, b) => a.stock - b.stock);
      await call('update_stock', { id: p.id, stock: 50 });
    },
    code: `const [p] = (await tools.list_products()).sort((a, b) => a.stock - b.stock);
await tools.update_stock({ id: p.id, stock: 50 });
return p.name;`,
  },
  {
    name: 'label busy issues as priority',
    direct: async (call) => {
      for (const i of open(await call('list_issues')).filter((i) => i.comments > 5))
        await call('add_label', { number: i.number, label: 'priority' });
    },
    code: `const busy = (await tools.list_issues()).filter((i) => i.state === 'open' && i.comments > 5);
await Promise.all(busy.map((i) => tools.add_label({ number: i.number, label: 'priority' })));
return busy.length + ' labelled';`,
  },
  {
    name: 'ask bob for updates on his open issues',
    direct: async (call) => {
      for (const i of open(await call('list_issues')).filter((i) => i.assignee === 'bob'))
        await call('comment_issue', { number: i.number, text: 'Any update?' });
    },
    code: `const mine = (await tools.list_issues()).filter((i) => i.state === 'open' && i.assignee === 'bob');
for (const i of mine) await tools.comment_issue({ number: i.number, text: 'Any update?' });
return mine.length;`,
  },
  {
    name: "move bob's open issues to cy",
    direct: async (call) => {
      for (const i of open(await call('list_issues')).filter((i) => i.assignee === 'bob'))
        await call('assign_issue', { number: i.number, user: 'cy' });
    },
    code: `const mine = (await tools.list_issues()).filter((i) => i.state === 'open' && i.assignee === 'bob');
await Promise.all(mine.map((i) => tools.assign_issue({ number: i.number, user: 'cy' })));
return mine.map((i) => i.number);`,
  },
  {
    name: 'refund old pending orders',
    direct: async (call) => {
      for (const o of (await call('list_orders')).filter((o) => o.status === 'pending' && o.day > 60))
        await call('refund_order', { id: o.id });
    },
    code: `const old = (await tools.list_orders()).filter((o) => o.status === 'pending' && o.day > 60);
for (const o of old) await tools.refund_order({ id: o.id });
return old.map((o) => o.id);`,
  },
  {
    name: 'close fixed security issues',
    direct: async (call) => {
      for (const i of (await call('list_issues')).filter((i) => i.labels.includes('security'))) {
        const full = await call('get_issue', { number: i.number });
        if (full.state === 'open' && full.body.includes('fixed'))
          await call('close_issue', { number: i.number });
      }
    },
    code: `const closed = [];
for (const i of (await tools.list_issues()).filter((i) => i.labels.includes('security'))) {
  const full = await tools.get_issue({ number: i.number });
  if (full.state === 'open' && full.body.includes('fixed')) { await tools.close_issue({ number: i.number }); closed.push(i.number); }
}
return closed;`,
  },
];
