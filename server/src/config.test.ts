import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig allowed origins', () => {
  it('in development accepts the shell under both loopback names', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.shellOrigin).toBe('http://localhost:8080');
    expect(config.allowedOrigins).toEqual(expect.arrayContaining(['http://127.0.0.1:8080', 'http://[::1]:8080']));
    expect(config.allowedOrigins).not.toContain('http://localhost.evil.example:8080');
    expect(loadConfig({ NODE_ENV: 'test', SHELL_ORIGIN: 'http://127.0.0.1:9000' }).allowedOrigins).toContain('http://localhost:9000');
    expect(loadConfig({ NODE_ENV: 'development', SHELL_ORIGIN: 'https://gitlab.example.com' }).allowedOrigins).toEqual([]);
  });

  it('in production accepts only the configured origins', () => {
    const config = loadConfig({ NODE_ENV: 'production', ALLOWED_ORIGINS: 'https://integrator.example' });
    expect(config.allowedOrigins).toEqual(['https://integrator.example']);
  });
});
