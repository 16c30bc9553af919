// The Python reference column (`pnpm bench:python`): runs mci_py_rows.py, which measures the same rows
// with mci-py's public API (MCIClient, list_tools, execute, TemplateEngine.render_basic).
import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

const here = path.dirname(new URL(import.meta.url).pathname);
const python = process.env.PYTHON ?? 'python3';

/** Stops with instructions when Python 3 or mci-py is missing. */
export function checkPython() {
  const found = spawnSync(python, ['-c', 'import mcipy, sys; print(sys.version.split()[0])'], {
    encoding: 'utf8',
  });
  if (found.status === 0) return found.stdout.trim();
  const reason = found.error
    ? `${python} was not found`
    : `${python} cannot import mcipy (${found.stderr.trim().split('\n').at(-1)})`;
  process.stderr.write(
    [
      `The Python reference cannot run: ${reason}.`,
      'Install Python 3.11 or later and the reference adapter, then run this again:',
      '  python3 -m venv .venv && . .venv/bin/activate && pip install mci-py==1.2',
      'Set PYTHON to use another interpreter, e.g. PYTHON=.venv/bin/python pnpm bench:python',
      '',
    ].join('\n'),
  );
  process.exit(1);
}

/**
 * Measures the Python rows; returns their values as shown in the table, by row key.
 * @param {{ large: { mainPath: string }, mixed: { mainPath: string }, small: { dir: string, mainPath: string }, httpOrigin: string, mcpServer: string }} fixtures
 * @returns {Promise<Record<string, string>>}
 */
export async function runPythonRows({ large, mixed, small, httpOrigin, mcpServer }) {
  const httpFile = path.join(small.dir, 'http.mci.json');
  await writeFile(
    httpFile,
    JSON.stringify({
      schemaVersion: '1.0',
      tools: [{ name: 'get_hello', execution: { type: 'http', method: 'GET', url: `${httpOrigin}/hello` } }],
    }),
  );
  const mcpFile = path.join(small.dir, 'mcp.mci.json');
  await writeFile(
    mcpFile,
    JSON.stringify({
      schemaVersion: '1.0',
      mcp_servers: { fixture: { command: process.execPath, args: [mcpServer] } },
    }),
  );
  const config = {
    large: large.mainPath,
    mixed: mixed.mainPath,
    small: small.mainPath,
    http: httpFile,
    mcp: mcpFile,
  };
  process.stderr.write('Python reference ...\n');
  const result = spawnSync(python, [path.join(here, 'mci_py_rows.py'), JSON.stringify(config)], {
    cwd: small.dir,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`the Python reference failed:\n${result.stderr}`);
  return JSON.parse(result.stdout);
}
