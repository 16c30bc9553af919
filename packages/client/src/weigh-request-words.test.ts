import { describe, expect, it } from 'vitest';
import { synonymWeight, weighRequestWords } from './weigh-request-words.js';

describe('weighRequestWords', () => {
  it("weighs the request's own words 1 and the words its everyday words stand for less", () => {
    expect(weighRequestWords('open a pull request')).toEqual(
      new Map([
        ['open', 1],
        ['pull', 1],
        ['request', 1],
        ['creat', synonymWeight],
      ]),
    );
    expect(weighRequestWords('who am I')).toEqual(
      new Map([
        ['authent', synonymWeight],
        ['current', synonymWeight],
        ['user', synonymWeight],
        ['myself', synonymWeight],
      ]),
    );
  });

  it('keeps a word the request says at its own weight when a rule also brings it', () => {
    expect(weighRequestWords('delete and remove').get('delet')).toBe(1);
  });

  it('leaves out values: issue keys, long identifiers with digits and e-mail addresses', () => {
    expect([...weighRequestWords('show PROJ-99').keys()]).not.toContain('proj');
    expect([...weighRequestWords('look up customer cus_9s6XKzkNRiz8i3').keys()]).toEqual([
      'look',
      'up',
      'custom',
      'get',
      'search',
    ]);
    expect([...weighRequestWords('add jane@example.com').keys()]).toEqual(['add', 'creat']);
    expect([...weighRequestWords('convert base64 to utf8').keys()]).toEqual(['convert', 'base64', 'utf8']);
  });
});
