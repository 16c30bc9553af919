import { createMciJsonSchema } from '@mci/schema/internal';
import { Document, isMap, isScalar, isSeq } from 'yaml';

/** One file `mci init` writes, relative to the folder it runs in. */
export interface InitFile {
  readonly path: string;
  readonly content: string;
}

const countWordsScript =
  "const words = process.argv[1].split(/\\s+/).filter(Boolean); console.log(words.length + ' words');";

const mainFile = {
  schemaVersion: '1.0',
  metadata: {
    name: 'My tools',
    description: 'Tools made by mci init: change them or add your own.',
  },
  tools: [
    {
      name: 'greet',
      description: 'Greet someone by name.',
      tags: ['example'],
      inputSchema: {
        type: 'object',
        properties: { name: { type: 'string', description: 'Who to greet' } },
        required: ['name'],
      },
      execution: { type: 'text', text: 'Hello, {{props.name}}! Welcome to MCI.' },
    },
    {
      name: 'project_notes',
      description: 'Read the project notes in mci/notes.md, written for a topic.',
      tags: ['example', 'read'],
      inputSchema: {
        type: 'object',
        properties: { topic: { type: 'string', description: 'What the notes are about', default: 'MCI' } },
      },
      execution: { type: 'file', path: './mci/notes.md' },
    },
    {
      name: 'count_words',
      description: 'Count the words of a text with a small Node.js script.',
      tags: ['example'],
      inputSchema: {
        type: 'object',
        properties: { text: { type: 'string', description: 'The text to count' } },
        required: ['text'],
      },
      execution: { type: 'cli', command: 'node', args: ['-e', countWordsScript, '--', '{{props.text}}'] },
    },
  ],
  toolsets: ['example'],
};

const toolsetFile = {
  schemaVersion: '1.0',
  metadata: { name: 'Example toolset', description: 'A toolset: tools kept in the library folder mci/.' },
  tools: [
    {
      name: 'bullet_list',
      description: 'Turn a list of items into a Markdown bullet list.',
      tags: ['example'],
      inputSchema: {
        type: 'object',
        properties: { items: { type: 'array', items: { type: 'string' }, description: 'The items' } },
        required: ['items'],
      },
      execution: { type: 'text', text: '@foreach(item in props.items)\n- {{item}}\n@endforeach' },
    },
  ],
};

const notes = `# Notes on {{props.topic}}

This file is mci/notes.md. The project_notes tool reads it and fills in its placeholders.
@if(props.topic == "MCI")
Call the tool with another topic to see the text change.
@endif
`;

const mainComments: Record<string, string> = {
  greet: ' A text tool: returns its text with the placeholders filled in.',
  project_notes: ' A file tool: reads a file (templating on by default).',
  count_words: ' A cli tool: runs a command without a shell; arguments can use placeholders.',
};

/** Where `mci init` writes the JSON Schema of MCI files, and the `$schema` of the main file that points at it. */
const schemaFilePath = 'mci/mci.schema.json';
const schemaReference = `./${schemaFilePath}`;

/**
 * The files `mci init` creates, in the order it creates them. The main file's `$schema` (a comment for the
 * YAML language server in YAML) is a relative path to a copy of the JSON Schema written next to it, so
 * editors complete and explain fields offline, whatever way the CLI was installed.
 */
export function initFiles(format: 'json' | 'yaml'): InitFile[] {
  const notesFile = { path: 'mci/notes.md', content: notes };
  const gitignore = { path: 'mci/.gitignore', content: '# Tool lists cached from MCP servers\nmcp/\n' };
  const schemaFile = {
    path: schemaFilePath,
    content: `${JSON.stringify(createMciJsonSchema(), null, 2)}\n`,
  };
  if (format === 'json') {
    return [
      {
        path: 'mci.json',
        content: `${JSON.stringify({ $schema: schemaReference, ...mainFile }, null, 2)}\n`,
      },
      { path: 'mci/example.mci.json', content: `${JSON.stringify(toolsetFile, null, 2)}\n` },
      notesFile,
      gitignore,
      schemaFile,
    ];
  }
  return [
    { path: 'mci.yaml', content: `# yaml-language-server: $schema=${schemaReference}\n${mainYaml()}` },
    { path: 'mci/example.mci.yaml', content: toolsetYaml() },
    notesFile,
    gitignore,
    schemaFile,
  ];
}

function mainYaml(): string {
  const document = new Document(mainFile);
  document.commentBefore =
    ' MCI tools: run `mci list` to see them and `mci call greet --prop name=Ada` to try one.';
  const tools = document.get('tools');
  if (isSeq(tools)) {
    for (const item of tools.items) {
      if (isMap(item)) item.commentBefore = mainComments[String(item.get('name'))];
    }
  }
  if (isMap(document.contents)) {
    const pair = document.contents.items.find((item) => isScalar(item.key) && item.key.value === 'toolsets');
    if (pair && isScalar(pair.key))
      pair.key.commentBefore = ' Toolsets: files in the library folder mci/, by name.';
  }
  return document.toString({ lineWidth: 0 });
}

function toolsetYaml(): string {
  const document = new Document(toolsetFile);
  document.commentBefore = ' A toolset file: the main file loads it by name (`toolsets: [example]`).';
  return document.toString({ lineWidth: 0 });
}
