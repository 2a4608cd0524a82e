import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, filterParams, filterText, parseFilterText, queryFromView, viewFromQuery } from './filters';

describe('the filtered search text', () => {
  it('reads tokens and free text, quotes keeping spaces', () => {
    expect(parseFilterText('author:@developer label:~bug label:~"needs review" milestone:%"Release 1" confidential:yes type:incident api 500')).toEqual({
      author: 'developer',
      labels: ['bug', 'needs review'],
      milestone: 'Release 1',
      confidential: true,
      type: 'incident',
      search: 'api 500',
    });
    expect(parseFilterText('assignee:none weird:token type:epic')).toEqual({ assignee: 'none', labels: [], search: 'weird:token type:epic' });
    expect(parseFilterText('')).toEqual({ labels: [], search: '' });
  });

  it('writes back what it reads', () => {
    const text = 'author:@developer assignee:@reporter label:~bug label:~"needs review" milestone:%v1 confidential:no type:issue crash';
    expect(filterText(parseFilterText(text))).toBe(text);
  });

  it('gives the REST v4 parameters', () => {
    expect(filterParams(parseFilterText('author:@dana assignee:@rita label:~bug label:~ui milestone:%v1 confidential:no type:incident boom'))).toEqual({
      author_username: 'dana',
      'assignee_username[]': ['rita'],
      labels: 'bug,ui',
      milestone: 'v1',
      confidential: 'false',
      issue_type: 'incident',
      search: 'boom',
    });
    expect(filterParams(parseFilterText('assignee:None'))).toEqual({ assignee_id: 'none' });
  });
});

describe('the address of a view', () => {
  it('round-trips, leaving defaults out', () => {
    expect(queryFromView(DEFAULT_VIEW)).toBe('');
    const view = { state: 'closed' as const, filters: parseFilterText('author:@dana label:~bug x'), sort: 'title' as const, direction: 'asc' as const, page: 2 };
    const query = queryFromView(view);
    expect(query).toBe('?state=closed&search=x&author_username=dana&label_name%5B%5D=bug&sort=title_asc&page=2');
    expect(viewFromQuery(query)).toEqual(view);
  });

  it('falls back to defaults for unknown values', () => {
    expect(viewFromQuery('?state=merged&sort=stars_desc&page=-1&type=epic')).toEqual(DEFAULT_VIEW);
  });
});
