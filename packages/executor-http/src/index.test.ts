import { describe, expect, it } from 'vitest';
import * as library from './index.js';

describe('the public entries', () => {
  it('@mci/executor-http: the executor factory, its errors and codes', () => {
    expect(Object.keys(library).sort()).toEqual([
      'HttpBodyError',
      'HttpHeaderError',
      'HttpPathParamError',
      'HttpRedirectError',
      'HttpRequestError',
      'HttpResponseTooLargeError',
      'HttpStatusError',
      'OAuth2TokenError',
      'createHttpExecutor',
      'httpExecutorErrorCodes',
    ]);
  });
});
