import { describe, expect, it } from 'vitest';
import { withLoopbackAliases } from 'shared-kernel/registry';

describe('withLoopbackAliases', () => {
  it('adds the other loopback names of a loopback origin, same scheme and port', () => {
    expect(withLoopbackAliases(['http://localhost:8080'])).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080']);
    expect(withLoopbackAliases(['http://127.0.0.1:9000'])).toEqual(['http://127.0.0.1:9000', 'http://localhost:9000', 'http://[::1]:9000']);
    expect(withLoopbackAliases(['https://localhost'])).toEqual(['https://localhost', 'https://127.0.0.1', 'https://[::1]']);
  });

  it('keeps other origins unchanged and does not widen them', () => {
    expect(withLoopbackAliases(['https://gitlab.example.com', 'http://localhost.evil.example:8080', 'not a url'])).toEqual([
      'https://gitlab.example.com',
      'http://localhost.evil.example:8080',
      'not a url',
    ]);
  });
});
