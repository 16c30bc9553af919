import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTestExecutionContext } from '@mci/client/testing';
import { describeExecutorV1 } from '@mci/executor-kit/test';
import { createFileExecutor } from './create-file-executor.js';

const fixtures = fileURLToPath(new URL('./__fixtures__/', import.meta.url));
const base64 = (name: string) =>
  readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url)).toString('base64');

describeExecutorV1(() => createFileExecutor(), {
  type: 'file',
  calls: [
    {
      execution: { type: 'file', path: '{{props.name}}' },
      props: { name: 'pixel.png' },
      content: [{ type: 'image', data: base64('pixel.png'), mimeType: 'image/png' }],
    },
    {
      execution: { type: 'file', path: '{{props.name}}' },
      props: { name: 'tone.wav' },
      content: [{ type: 'audio', data: base64('tone.wav'), mimeType: 'audio/wav' }],
    },
  ],
  invalidExecution: { type: 'file', path: 42 },
  failingCalls: [
    { execution: { type: 'file', path: 'no-such-file.txt' }, code: 'FILE_NOT_FOUND' },
    { execution: { type: 'file', path: '.' }, code: 'FILE_IS_DIRECTORY' },
    { execution: { type: 'file', path: '../../package.json' }, code: 'PATH_NOT_ALLOWED' },
  ],
  context: (props) => createTestExecutionContext({ props, baseDir: fixtures }),
});
