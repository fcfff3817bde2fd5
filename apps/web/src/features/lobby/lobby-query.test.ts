import { describe, expect, it } from 'vitest';
import { FAVORITES_QUERY, gamesApiParams, parseLobbyQuery } from './lobby-query';

describe('the lobby query', () => {
  it('the favourites page asks for favourites a page at a time ("Load more" stays within them)', () => {
    expect(Object.fromEntries(gamesApiParams(FAVORITES_QUERY, 2))).toEqual({
      favorites: 'true',
      sort: 'alphabetical',
      page: '2',
      limit: '24',
    });
    expect(gamesApiParams(parseLobbyQuery({}), 1).has('favorites')).toBe(false);
  });
  it("a list without a chosen order takes its category's own (New: newest first); a chosen one wins", () => {
    expect(parseLobbyQuery({ category: 'new' }).sort).toBe('newest');
    expect(parseLobbyQuery({ category: 'new', sort: 'rtp' }).sort).toBe('rtp');
    expect(parseLobbyQuery({ sort: 'nonsense' }).sort).toBe('popular');
  });
});
