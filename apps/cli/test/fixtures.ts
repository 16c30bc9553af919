/** A main file with text tools in the file and in two toolsets, for list, envs and add tests. */
export const listFixture = {
  'mci.json': {
    schemaVersion: '1.0',
    tools: [
      {
        name: 'alpha',
        description: 'First tool, with a description long enough to be cut on a narrow terminal window.',
        tags: ['read'],
        execution: { type: 'text', text: 'alpha says {{ env.ALPHA_TOKEN }}' },
      },
      {
        name: 'beta',
        description: 'Second tool',
        tags: ['write', 'destructive'],
        execution: { type: 'text', text: 'beta' },
      },
      { name: 'hidden', disabled: true, execution: { type: 'text', text: 'never' } },
    ],
    toolsets: ['extra'],
  },
  'mci/extra.mci.json': {
    schemaVersion: '1.0',
    tools: [
      {
        name: 'gamma',
        description: 'From a toolset',
        tags: ['read'],
        execution: { type: 'text', text: '{{env.GAMMA_URL}}' },
      },
    ],
  },
  'mci/more.mci.yaml': [
    'schemaVersion: "1.0"',
    'tools:',
    '  - name: delta',
    '    tags: [read]',
    '    execution: { type: text, text: delta }',
    '',
  ].join('\n'),
} as const;
