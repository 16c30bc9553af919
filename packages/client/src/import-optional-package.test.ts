import { describe, expect, it } from 'vitest';
import { importOptionalPackage } from './import-optional-package.js';
import { OptionalPackageMissingError } from './optional-package-missing-error.js';

describe('importOptionalPackage', () => {
  it('names the package to install when it is not installed', async () => {
    const error = await importOptionalPackage(
      // A real import of a package that is not installed anywhere.
      () => import('@mci/not-installed-redis-client' as string),
      { packages: ['@mci/not-installed-redis-client'], neededFor: 'Rate limits kept in Redis (redisUrl)' },
    ).catch((caught: unknown) => caught);
    expect(OptionalPackageMissingError.isInstance(error)).toBe(true);
    expect((error as OptionalPackageMissingError).code).toBe('OPTIONAL_PACKAGE_MISSING');
    expect((error as Error).message).toBe(
      'Rate limits kept in Redis (redisUrl) needs the optional package @mci/not-installed-redis-client, which is not installed. Install it where @mci/cli is installed: npm i -g @mci/not-installed-redis-client (or npm i @mci/not-installed-redis-client in the project).',
    );
  });

  it('gives the module when the package is installed', async () => {
    const module = await importOptionalPackage(() => import('stemmer'), {
      packages: ['stemmer'],
      neededFor: 'Search',
    });
    expect(module.stemmer('searching')).toBe('search');
  });

  it('passes on other failures unchanged', async () => {
    const failure = new Error('broken module');
    await expect(
      importOptionalPackage(() => Promise.reject(failure), { packages: ['ioredis'], neededFor: '--redis' }),
    ).rejects.toBe(failure);
  });
});
