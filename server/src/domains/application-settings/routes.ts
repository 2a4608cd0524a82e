import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { effectiveSettings, updateSettings, type EffectiveSettings } from './queries.ts';

/** GitLab's ApplicationSetting entity, for the settings this instance has. */
function settingsJson(settings: EffectiveSettings) {
  return {
    id: settings.id,
    signup_enabled: settings.signupEnabled,
    created_at: settings.createdAt?.toISOString() ?? null,
    updated_at: settings.updatedAt?.toISOString() ?? null,
  };
}

function administrator(request: FastifyRequest): void {
  const user = request.viewer.user;
  if (!user) throw new AppError('UNAUTHORIZED');
  if (!user.isAdmin) throw new AppError('FORBIDDEN');
}

/** `true`/`false` as JSON booleans or the strings a form or query string sends (Grape's Boolean coercion). */
function booleanParam(value: unknown): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === true || value === 'true' || value === '1' || value === 1) return true;
  if (value === false || value === 'false' || value === '0' || value === 0) return false;
  throw new AppError('BAD_REQUEST', '400 Bad request - signup_enabled is invalid');
}

/**
 * `GET/PUT /api/v4/application/settings` (administrators): instance settings in GitLab's shape.
 * `signup_enabled` defaults to the operator's SIGNUP_ENABLED until an administrator sets it.
 */
export const applicationSettingsRoutes: FastifyPluginAsync = async (app) => {
  const defaults = () => ({ signupEnabled: app.config.signupEnabled });

  app.get('/api/v4/application/settings', async (request) => {
    administrator(request);
    return settingsJson(await effectiveSettings(app.db, defaults()));
  });

  app.put('/api/v4/application/settings', async (request) => {
    administrator(request);
    const body = { ...((request.query ?? {}) as Record<string, unknown>), ...((request.body ?? {}) as Record<string, unknown>) };
    await updateSettings(app.db, { signupEnabled: booleanParam(body.signup_enabled) });
    return settingsJson(await effectiveSettings(app.db, defaults()));
  });
};
