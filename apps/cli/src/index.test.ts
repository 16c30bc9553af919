import { describe, expect, it } from 'vitest';
import * as library from './index.js';

describe('the public entries', () => {
  it('@mci/cli: the command line as a function, and its input and output', () => {
    expect(Object.keys(library).sort()).toEqual(['createProcessIo', 'runCli']);
  });
});
