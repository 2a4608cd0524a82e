import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { idNumber } from '../../lib/params.ts';
import { param } from '../repositories/branchRoutes.ts';
import { apiSuggestionJson } from './serializers.ts';
import { applySuggestions, type AppliedSuggestion } from './service.ts';

/** Grape's `requires :ids, type: Array[Integer]` (an array, or comma separated as CommaSeparatedToIntegerArray). */
function idsParam(request: FastifyRequest): number[] {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const raw = body.ids ?? body['ids[]'] ?? query.ids ?? query['ids[]'];
  if (raw === undefined || raw === null || raw === '') throw new AppError('VALIDATION_FAILED', 'ids is missing');
  const items = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [raw];
  return items.map((item) => {
    const text = typeof item === 'number' ? String(item) : typeof item === 'string' ? item.trim() : '';
    if (!/^\d+$/.test(text)) throw new AppError('VALIDATION_FAILED', 'ids is invalid');
    return idNumber(text);
  });
}

/** `commit_message`: text git can store (no NUL). */
function commitMessageParam(request: FastifyRequest): string | undefined {
  const message = param(request, 'commit_message');
  if (message?.includes('\0')) throw new AppError('VALIDATION_FAILED', 'commit_message is invalid');
  return message;
}

/** GitLab 16.2's suggestions API: apply one (`PUT /suggestions/:id/apply`) or a batch (`PUT /suggestions/batch_apply`). */
export const suggestionRoutes: FastifyPluginAsync = async (app) => {
  const present = (applied: AppliedSuggestion[]) =>
    applied.map(({ suggestion, position, mr }) => apiSuggestionJson(suggestion, position.newLine, { mr, sourceBranchExists: true, path: position.path }));

  app.put<{ Params: { id: string } }>('/api/v4/suggestions/:id/apply', async (request) => {
    if (!request.viewer.user) throw new AppError('UNAUTHORIZED');
    if (!/^\d+$/.test(request.params.id)) throw new AppError('VALIDATION_FAILED', 'id is invalid');
    const [json] = present(await applySuggestions(app, request, [idNumber(request.params.id)], commitMessageParam(request)));
    return json;
  });

  app.put('/api/v4/suggestions/batch_apply', async (request) => {
    if (!request.viewer.user) throw new AppError('UNAUTHORIZED');
    return present(await applySuggestions(app, request, idsParam(request), commitMessageParam(request)));
  });
};
