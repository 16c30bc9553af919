import { afterEach, beforeEach } from 'vitest';
import { createTempDir, type TempDir } from './temp-dir.js';

/**
 * A fresh empty temp folder for each test of the suite (or file) that calls it, removed after the test.
 * Its `path` is read inside tests.
 */
export function useTempDir(): { readonly path: string } {
  let temp: TempDir | undefined;
  beforeEach(async () => {
    temp = await createTempDir();
  });
  afterEach(() => temp?.remove());
  return {
    get path(): string {
      if (temp === undefined) throw new Error('useTempDir: the folder exists only while a test runs');
      return temp.path;
    },
  };
}
