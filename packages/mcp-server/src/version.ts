import packageJson from '../package.json' with { type: 'json' };

/** This package's version, sent as the server version in `initialize`. */
export const version: string = packageJson.version;
