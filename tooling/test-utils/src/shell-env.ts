/**
 * The environment of a user's shell: this process's, without the `npm_*` variables that a package manager
 * running the tests sets (they make `npx` and `npm` in a child look in the wrong folders).
 */
export function shellEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('npm_')));
}
