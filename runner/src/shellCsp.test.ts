import { describe, expect, it } from 'vitest';
import { buildShellCsp } from './shellCsp.ts';

describe('buildShellCsp', () => {
  it('allows the shell itself, the remotes and the API', () => {
    expect(buildShellCsp({ remoteOrigins: ['http://localhost:8085', 'http://localhost:8085', 'http://localhost:8081'], apiOrigin: 'http://127.0.0.1:3000' })).toBe(
      [
        "default-src 'self'",
        "script-src 'self' http://localhost:8085 http://localhost:8081",
        "style-src 'self' 'unsafe-inline' http://localhost:8085 http://localhost:8081",
        "img-src 'self' data: blob: http://localhost:8085 http://localhost:8081",
        "font-src 'self' data: http://localhost:8085 http://localhost:8081",
        "connect-src 'self' ws: wss: http://localhost:8085 http://localhost:8081 http://127.0.0.1:3000",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "object-src 'none'",
      ].join('; '),
    );
  });

  it('works with no remotes', () => {
    expect(buildShellCsp({ remoteOrigins: [] })).toContain("script-src 'self';");
  });

  it('allows inline scripts by hash only', () => {
    const csp = buildShellCsp({ remoteOrigins: ['http://localhost:8085'], scriptHashes: ['sha256-abc='] });
    expect(csp).toContain("script-src 'self' 'sha256-abc=' http://localhost:8085;");
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
  });
});
