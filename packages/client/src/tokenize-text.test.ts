import { describe, expect, it } from 'vitest';
import { shortForms } from './search-vocabulary.js';
import { tokenizeText } from './tokenize-text.js';

describe('tokenizeText', () => {
  it('splits snake, camel, kebab and dotted names into stemmed words', () => {
    expect(tokenizeText('get_user_by_id')).toEqual(['get', 'user', 'id']);
    expect(tokenizeText('createPullRequest')).toEqual(['creat', 'pull', 'request']);
    expect(tokenizeText('list-open-issues')).toEqual(['list', 'open', 'issu']);
    expect(tokenizeText('repos.listForOrg')).toEqual(['repositori', 'list', 'organization']);
    expect(tokenizeText('parseHTTPResponse')).toEqual(['pars', 'http', 'respons']);
  });

  it('makes plural and inflected English words match, and drops common words', () => {
    expect(tokenizeText('Creates issues')).toEqual(tokenizeText('create an issue'));
    expect(tokenizeText('what is the weather for the city')).toEqual(['weather', 'citi']);
  });

  it('splits text in other scripts into words, also without spaces, and ignores Latin accents', () => {
    expect(tokenizeText('天気予報を取得する')).toContain('天気');
    expect(tokenizeText('Créer un rapport')).toEqual(tokenizeText('creer un rapport'));
    expect(tokenizeText('Получить прогноз погоды')).toEqual(['получить', 'прогноз', 'погоды']);
    expect(tokenizeText('créer_un_rapport')).toEqual(['creer', 'un', 'rapport']);
  });

  it('spells out the short forms of API words, so "repo" finds "repository" and "PR" "pull request"', () => {
    for (const [short, long] of shortForms) expect(tokenizeText(short)).toEqual(tokenizeText(long));
    expect(tokenizeText('open a PR')).toEqual(['open', 'pull', 'request']);
  });

  it('keeps apart words the stemmer would merge with unrelated ones', () => {
    // "who am I logged in as" must not find workflow logs; "news" is not "new"; an organization is no organ.
    expect(tokenizeText('logged')).not.toEqual(tokenizeText('logs'));
    expect(tokenizeText('logging')).not.toEqual(tokenizeText('log'));
    expect(tokenizeText('news')).not.toEqual(tokenizeText('new'));
    expect(tokenizeText('general')).not.toEqual(tokenizeText('generate'));
    expect(tokenizeText('organizations')).toEqual(tokenizeText('organization'));
    expect(tokenizeText('organization')).not.toEqual(tokenizeText('organ'));
    expect(tokenizeText('university')).not.toEqual(tokenizeText('universe'));
    expect(tokenizeText('logs')).toEqual(tokenizeText('log'));
  });

  it('drops bare numbers, which tell no tool apart ("comment on issue 42")', () => {
    expect(tokenizeText('comment on issue 42')).toEqual(['comment', 'issu']);
    expect(tokenizeText('avatar2 base64')).toEqual(['avatar2', 'base64']);
  });

  it('gives nothing for text without words', () => {
    expect(tokenizeText('  -- !! ')).toEqual([]);
    expect(tokenizeText('')).toEqual([]);
  });
});
