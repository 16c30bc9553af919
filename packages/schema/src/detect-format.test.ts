import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect-format.js';

describe('detectFormat', () => {
  it('reads .yaml and .yml as YAML, in any case, and everything else as JSON', () => {
    expect(detectFormat('mci.yaml')).toBe('yaml');
    expect(detectFormat('/a/b/tools.mci.yml')).toBe('yaml');
    expect(detectFormat('C:\\x\\MCI.YAML')).toBe('yaml');
    expect(detectFormat('mci.json')).toBe('json');
    expect(detectFormat('mci/weather')).toBe('json');
    expect(detectFormat('notes.yaml.json')).toBe('json');
  });
});
