import * as z from 'zod/mini';
import { globalSlot } from '../internal/globalSlot';
import { ensureZodLocale } from '../internal/zodLocale';

ensureZodLocale();

/** Runtime configuration of the platform's API endpoints. */
export interface PlatformConfig {
  /** Origin (and optional path prefix) of the API; `''` means the page's own origin. */
  apiBaseUrl: string;
  /** Path of the GraphQL HTTP endpoint under `apiBaseUrl`. */
  graphqlPath: string;
  /** Absolute `ws(s)://` URL of the GraphQL WebSocket endpoint. */
  graphqlWsUrl: string;
}

/** Partial configuration accepted by {@link configurePlatform} and `window.__PLATFORM_CONFIG__`. */
export type PlatformConfigInput = Partial<PlatformConfig>;

declare global {
  interface Window {
    /** Runtime configuration a host page may set before the kernel is used. */
    __PLATFORM_CONFIG__?: PlatformConfigInput;
  }
}

const configInputSchema = z.object({
  apiBaseUrl: z.optional(z.string()),
  graphqlPath: z.optional(z.string().check(z.startsWith('/'))),
  graphqlWsUrl: z.optional(z.string().check(z.regex(/^wss?:\/\//))),
});

const DEFAULT_GRAPHQL_PATH = '/api/graphql';
const SLOT = Symbol.for('shared-kernel.platform-config.v1');

function fromWindow(): PlatformConfigInput {
  if (typeof window === 'undefined' || window.__PLATFORM_CONFIG__ === undefined) return {};
  const parsed = configInputSchema.safeParse(window.__PLATFORM_CONFIG__);
  if (parsed.success) return parsed.data;
  console.warn('[shared-kernel/api] ignored an invalid window.__PLATFORM_CONFIG__', z.prettifyError(parsed.error));
  return {};
}

function deriveWsUrl(apiBaseUrl: string, graphqlPath: string): string {
  const location = typeof window === 'undefined' ? undefined : window.location;
  const base = new URL(apiBaseUrl || '/', location?.href ?? 'http://localhost/');
  const protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${base.host}${base.pathname.replace(/\/$/, '')}${graphqlPath}`;
}

function resolve(overrides: PlatformConfigInput): PlatformConfig {
  const input = { ...fromWindow(), ...overrides };
  const apiBaseUrl = (input.apiBaseUrl ?? '').replace(/\/$/, '');
  const graphqlPath = input.graphqlPath ?? DEFAULT_GRAPHQL_PATH;
  return { apiBaseUrl, graphqlPath, graphqlWsUrl: input.graphqlWsUrl ?? deriveWsUrl(apiBaseUrl, graphqlPath) };
}

interface ConfigSlot {
  overrides: PlatformConfigInput;
}

function slot(): ConfigSlot {
  return globalSlot<ConfigSlot>(SLOT, () => ({ overrides: {} }));
}

/**
 * Sets the page's API configuration (shared by every copy of the kernel). Values given here win over
 * `window.__PLATFORM_CONFIG__`, which wins over the defaults (same origin, `/api/graphql`, and a
 * WebSocket URL derived from the API origin or the page's location). Clients built earlier pick up
 * the new base URL on their next request.
 *
 * @throws Error when a value is malformed (e.g. a `graphqlWsUrl` that is not `ws://` or `wss://`).
 */
export function configurePlatform(config: PlatformConfigInput): PlatformConfig {
  const parsed = configInputSchema.parse(config);
  const current = slot();
  current.overrides = { ...current.overrides, ...stripUndefined(parsed) };
  return getPlatformConfig();
}

/** The page's effective API configuration. */
export function getPlatformConfig(): PlatformConfig {
  return resolve(slot().overrides);
}

/** Forgets every value set with {@link configurePlatform} (tests only). */
export function resetPlatformConfig(): void {
  slot().overrides = {};
}

function stripUndefined(input: PlatformConfigInput): PlatformConfigInput {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}
