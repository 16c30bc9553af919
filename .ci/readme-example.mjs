// Runs the README's "In your code" example in a project where the packed tarballs are installed:
// `node readme-example.mjs <README.md> <project folder>`. The README's mci.json is written there with its
// URL pointing at a local server, and the example's result must be that server's answer.
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const [readmePath, projectDir] = process.argv.slice(2);
const readme = readFileSync(readmePath, 'utf8');
const blocks = [...readme.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map(([, lang, code]) => ({ lang, code }));
const mciFile = blocks.find((block) => block.lang === 'json' && block.code.includes('"schemaVersion"'));
const section = readme.slice(readme.indexOf('## In your code'));
const example = [...section.matchAll(/```js\n([\s\S]*?)```/g)][0]?.[1];
if (!mciFile || !example)
  throw new Error('README: the mci.json block or the "In your code" block is missing');

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const authorized = request.headers.authorization === 'Bearer readme-token';
  response.writeHead(authorized ? 200 : 401, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ city: url.searchParams.get('city'), temperature: 21 }));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
writeFileSync(path.join(projectDir, 'mci.json'), mciFile.code.replaceAll('https://api.example.com', origin));
writeFileSync(path.join(projectDir, 'example.mjs'), `${example}\nconsole.log(JSON.stringify(result));\n`);
try {
  // Asynchronous, so this process's server answers while the example runs.
  const output = await new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['example.mjs'],
      { cwd: projectDir, env: { ...process.env, WEATHER_TOKEN: 'readme-token' } },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
  });
  const result = JSON.parse(output.trim().split('\n').at(-1));
  if (result.isError || !JSON.stringify(result.content).includes('"temperature\\":21')) {
    throw new Error(`README example: unexpected result ${output}`);
  }
  process.stdout.write('README example: ok\n');
} finally {
  server.close();
}
