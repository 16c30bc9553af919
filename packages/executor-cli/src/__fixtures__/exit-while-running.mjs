// `node exit-while-running.mjs <probe> <pid file>`: starts the probe's `sleep` through the built
// executor, then exits Node while it runs. The executor must not leave the command behind.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { MCIClient } from '@mci/client';
import { createCliExecutor } from '../../dist/index.js';

const [probe, pidFile] = process.argv.slice(2);
const client = await MCIClient.load({
  schema: {
    schemaVersion: '1.0',
    tools: [
      {
        name: 'sleep',
        execution: { type: 'cli', command: process.execPath, args: [probe, 'sleep', pidFile], timeout_ms: 0 },
      },
    ],
  },
  baseDir: path.dirname(pidFile),
  executors: [createCliExecutor()],
});
client.execute('sleep');
const poll = setInterval(() => {
  if (!existsSync(pidFile)) return;
  clearInterval(poll);
  process.exit(0);
}, 20);
