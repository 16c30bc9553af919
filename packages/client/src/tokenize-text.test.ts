import { describe, expect, it } from 'vitest';
import { tokenizeText } from './tokenize-text.js';

describe('tokenizeText', () => {
  it('splits snake, camel, kebab and dotted names into stemmed words', () => {
    expect(tokenizeText('get_user_by_id')).toEqual(['user', 'id']);
    expect(tokenizeText('createPullRequest')).toEqual(['creat', 'pull', 'request']);
    expect(tokenizeText('list-open-issues')).toEqual(['list', 'open', 'issu']);
    expect(tokenizeText('repos.listForOrg')).toEqual(['repo', 'list', 'org']);
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

  it('gives nothing for text without words', () => {
    expect(tokenizeText('  -- !! ')).toEqual([]);
    expect(tokenizeText('')).toEqual([]);
  });
});
