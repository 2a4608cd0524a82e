import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withLoopbackAliases } from 'shared-kernel/registry';
import { z } from 'zod';

/** The repository root: two levels up from server/src. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const csv = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  );

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).optional(),
  NODE_ENV: z.string().default('development'),
  SHELL_ORIGIN: z.string().url().default('http://localhost:8080'),
  ALLOWED_ORIGINS: csv,
  /** Proxies whose X-Forwarded-For is believed (addresses, CIDRs, `loopback`); the shell's proxy is local. */
  TRUSTED_PROXIES: z.string().optional(),
  SESSION_SECRET: z.string().optional(),
  /** Public base URL used in web_url fields and Link headers when no request is at hand. */
  EXTERNAL_URL: z.string().url().optional(),
  /** Whether visitors may register (`/users/sign_up`); GitLab's `signup_enabled`, on by default. */
  SIGNUP_ENABLED: z.enum(['true', 'false']).default('true'),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  nodeEnv: string;
  production: boolean;
  shellOrigin: string;
  allowedOrigins: string[];
  /**
   * Peers whose `X-Forwarded-For` gives the client address (sign-in throttling, rate limits): by default
   * the loopback only, where the shell's static server proxies `/api` from. Anyone else's header is ignored.
   */
  trustedProxies: string[];
  sessionSecret: string | undefined;
  /** Base URL for web_url fields, e.g. http://localhost:8080 (the shell serves the pages). */
  externalUrl: string;
  /** Self-registration at `/users/sign_up` (SIGNUP_ENABLED); off: the page says sign-up is disabled. */
  signupEnabled: boolean;
}

/** Parses the environment; throws a readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const shellOrigin = e.SHELL_ORIGIN.replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR ?? path.join(REPO_ROOT, '.data')),
    nodeEnv: e.NODE_ENV,
    production: e.NODE_ENV === 'production',
    shellOrigin,
    // Development: the shell at 127.0.0.1 instead of localhost (or the other way) is the same shell.
    allowedOrigins: e.NODE_ENV === 'production' ? e.ALLOWED_ORIGINS : withLoopbackAliases([shellOrigin, ...e.ALLOWED_ORIGINS]).filter((origin) => origin !== shellOrigin),
    trustedProxies: (e.TRUSTED_PROXIES ?? 'loopback')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
    sessionSecret: e.SESSION_SECRET,
    externalUrl: (e.EXTERNAL_URL ?? shellOrigin).replace(/\/+$/, ''),
    signupEnabled: e.SIGNUP_ENABLED === 'true',
  };
}
