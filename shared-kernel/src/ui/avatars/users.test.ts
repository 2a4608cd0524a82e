import { describe, expect, it } from 'vitest';
import { normalizeUser, visibleAvatars } from './users';

describe('normalizeUser', () => {
  it('reads REST and GraphQL spellings', () => {
    expect(normalizeUser({ id: 1, name: 'Ada', username: 'ada', avatar_url: '/a.png', web_url: '/ada' })).toEqual({
      id: 1, name: 'Ada', username: 'ada', avatarUrl: '/a.png', webUrl: '/ada',
    });
    expect(normalizeUser({ id: 'gid://User/2', name: 'Bo', username: 'bo', avatarUrl: '/b.png', webUrl: '/bo' })).toMatchObject({ avatarUrl: '/b.png', webUrl: '/bo' });
    expect(normalizeUser({ id: 3, name: 'Cy', username: 'cy' })).toMatchObject({ avatarUrl: null, webUrl: null });
  });
});

describe('visibleAvatars', () => {
  const users = (n: number) => Array.from({ length: n }, (_, index) => index);

  it('shows up to 3 without a counter', () => {
    expect(visibleAvatars(users(3))).toEqual({ shown: [0, 1, 2], hiddenCount: 0, counterLabel: null });
  });

  it('turns the last slot into a +N counter', () => {
    expect(visibleAvatars(users(4))).toEqual({ shown: [0, 1], hiddenCount: 2, counterLabel: '+2' });
    expect(visibleAvatars(users(101)).counterLabel).toBe('+99');
    expect(visibleAvatars(users(102)).counterLabel).toBe('99+');
    expect(visibleAvatars(users(6), 5)).toMatchObject({ shown: [0, 1, 2, 3], counterLabel: '+2' });
  });
});
