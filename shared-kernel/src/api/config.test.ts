// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configurePlatform, getPlatformConfig, resetPlatformConfig } from './config';

afterEach(() => {
  resetPlatformConfig();
  delete window.__PLATFORM_CONFIG__;
});

describe('platform config', () => {
  it('defaults to the same origin and derives the WebSocket URL from the location', () => {
    expect(getPlatformConfig()).toEqual({
      apiBaseUrl: '',
      graphqlPath: '/api/graphql',
      graphqlWsUrl: `ws://${window.location.host}/api/graphql`,
    });
  });

  it('reads window.__PLATFORM_CONFIG__ and derives ws(s) from an absolute API origin', () => {
    window.__PLATFORM_CONFIG__ = { apiBaseUrl: 'https://api.example.test/' };
    expect(getPlatformConfig()).toEqual({
      apiBaseUrl: 'https://api.example.test',
      graphqlPath: '/api/graphql',
      graphqlWsUrl: 'wss://api.example.test/api/graphql',
    });
  });

  it('lets configurePlatform win over the window config', () => {
    window.__PLATFORM_CONFIG__ = { apiBaseUrl: 'http://a.test', graphqlPath: '/gql' };
    const config = configurePlatform({ apiBaseUrl: 'http://127.0.0.1:3000', graphqlWsUrl: 'ws://127.0.0.1:3000/live' });
    expect(config).toEqual({ apiBaseUrl: 'http://127.0.0.1:3000', graphqlPath: '/gql', graphqlWsUrl: 'ws://127.0.0.1:3000/live' });
    expect(getPlatformConfig()).toEqual(config);
  });

  it('rejects a malformed value passed in code and ignores one from the page', () => {
    expect(() => configurePlatform({ graphqlWsUrl: 'http://nope' })).toThrow();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.__PLATFORM_CONFIG__ = { graphqlPath: 'no-slash' };
    expect(getPlatformConfig().graphqlPath).toBe('/api/graphql');
    expect(warn).toHaveBeenCalled();
  });
});
