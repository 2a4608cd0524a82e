import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError, isAppError } from '../../errors.ts';
import { rewriteNamespaceUrl } from '../../lib/namespacePaths.ts';
import type { Viewer } from '../memberships/viewer.ts';
import type { IssuableKind, LoadedIssuable } from './kind.ts';
import { kindRoutes } from './routes.ts';
import type { IssuableUpdateResult } from './update.ts';

/**
 * A third kind that exists only here (as merge requests will): one registration, and the generator
 * alone gives it its web JSON and REST routes, at any namespace depth.
 */
function widgetKind(calls: string[], next: { update?: IssuableUpdateResult<{ iid: number }> } = {}): IssuableKind<LoadedIssuable> {
  const loaded = (fullPath: string, iid: number): LoadedIssuable => ({
    owner: { type: 'Issue', id: 1000 + iid },
    iid,
    fullPath,
    abilities: { update: true, destroy: true, admin: true, awardEmoji: true },
  });
  return {
    name: 'Issue',
    noun: 'widget',
    namespace: 'group',
    segment: 'widgets',
    rest: { segment: 'widgets', iidParam: 'widget_iid' },
    notFound: 'NOT_FOUND',
    staleMessage: 'Someone edited this widget at the same time you did.',
    destroyConfirmationMessage: 'Destroy confirmation not provided for widget',
    pollInterval: 1234,
    load: async (_db, _viewer, parent, iid) => {
      if (iid === 404) throw new AppError('NOT_FOUND');
      return loaded('fullPath' in parent ? parent.fullPath : `group-${parent.id}`, iid);
    },
    reload: async (_db, _viewer, ctx) => ctx,
    ref: (ctx) => ({ kind: 'Widget', id: ctx.owner.id, iid: ctx.iid, projectId: null, group: { id: 1, fullPath: ctx.fullPath } }),
    isSubscribed: async () => false,
    setSubscription: async (_db, _user, ctx, subscribed) => void calls.push(`subscribe ${ctx.fullPath} ${subscribed}`),
    updateShared: async () => ({ kind: 'ok', row: { iid: 1 } }),
    graphql: { parentArg: 'groupPath', iidType: 'ID', payloadField: 'widget', payload: (ctx) => ctx, mutations: [] },
    handlers: () => ({
      pageJson: async (_viewer, ctx) => ({ page: ctx.fullPath, iid: ctx.iid }),
      realtimeChanges: async (_viewer, ctx) => ({ title: `widget ${ctx.iid}` }),
      update: async (_user, ctx, body) => {
        calls.push(`update ${ctx.fullPath} ${JSON.stringify(body)}`);
        return next.update ?? { kind: 'ok', row: { iid: ctx.iid } };
      },
      destroy: async (ctx) => void calls.push(`destroy ${ctx.fullPath}#${ctx.iid}`),
      canAward: () => true,
      restJson: async (_viewer, ctx) => ({ rest: ctx.fullPath, iid: ctx.iid }),
    }),
  };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function appWith(kind: IssuableKind<LoadedIssuable>): Promise<FastifyInstance> {
  app = Fastify({ rewriteUrl: rewriteNamespaceUrl });
  app.decorateRequest('viewer', null as unknown as Viewer);
  app.addHook('onRequest', async (request) => {
    request.viewer = { user: { id: 7 }, signedIn: true } as unknown as Viewer;
  });
  app.setErrorHandler((error, _request, reply) => (isAppError(error) ? reply.code(error.status).send({ message: error.body }) : reply.send(error)));
  kindRoutes(app, kind);
  await app.ready();
  return app;
}

describe('kindRoutes: one registration produces the shared routes', () => {
  it('registers every shared route once, for any depth', async () => {
    const fastify = await appWith(widgetKind([]));
    const routes: [string, string][] = [
      ['GET', '/groups/:group_path/-/widgets/:iid'],
      ['PUT', '/groups/:group_path/-/widgets/:iid'],
      ['PATCH', '/groups/:group_path/-/widgets/:iid'],
      ['DELETE', '/groups/:group_path/-/widgets/:iid'],
      ['POST', '/groups/:group_path/-/widgets/:iid'],
      ['GET', '/groups/:group_path/-/widgets/:iid/realtime_changes'],
      ['POST', '/groups/:group_path/-/widgets/:iid/toggle_award_emoji'],
      ['POST', '/groups/:group_path/-/widgets/:iid/toggle_subscription'],
      ['GET', '/groups/:group_path/-/widgets/:iid/descriptions/:version_id/diff'],
      ['DELETE', '/groups/:group_path/-/widgets/:iid/descriptions/:version_id'],
      ['GET', '/api/v4/groups/:id/widgets/:widget_iid'],
    ];
    for (const [method, url] of routes) expect(fastify.hasRoute({ method: method as 'GET', url }), `${method} ${url}`).toBe(true);
  });

  it('serves the page, realtime changes and REST through the kind, three groups deep', async () => {
    const fastify = await appWith(widgetKind([]));
    expect((await fastify.inject({ method: 'GET', url: '/groups/a/b/c/-/widgets/3.json' })).json()).toEqual({ page: 'a/b/c', iid: 3 });
    const realtime = await fastify.inject({ method: 'GET', url: '/groups/a/b/c/-/widgets/3/realtime_changes' });
    expect(realtime.headers['poll-interval']).toBe('1234');
    expect(realtime.json()).toEqual({ title: 'widget 3' });
    expect((await fastify.inject({ method: 'GET', url: '/api/v4/groups/a%2Fb/widgets/5' })).json()).toEqual({ rest: 'a/b', iid: 5 });
    expect((await fastify.inject({ method: 'GET', url: '/groups/a/b/-/widgets/x' })).statusCode).toBe(404);
    expect((await fastify.inject({ method: 'GET', url: '/groups/a/b/-/widgets/404' })).statusCode).toBe(404);
  });

  it('answers the kind’s update, conflict, validation and destroy messages', async () => {
    const calls: string[] = [];
    const ok = await appWith(widgetKind(calls));
    const put = await ok.inject({ method: 'PUT', url: '/groups/a/b/-/widgets/2', payload: { widget: { title: 'x' } } });
    expect(put.json()).toEqual({ page: 'a/b', iid: 2 });
    const unconfirmed = await ok.inject({ method: 'DELETE', url: '/groups/a/b/-/widgets/2' });
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json()).toEqual({ errors: 'Destroy confirmation not provided for widget' });
    const deleted = await ok.inject({ method: 'DELETE', url: '/groups/a/b/-/widgets/2?destroy_confirm=true' });
    expect(deleted.json()).toEqual({ web_url: '/groups/a/b/-/widgets' });
    expect((await ok.inject({ method: 'POST', url: '/groups/a/b/c/-/widgets/2/toggle_subscription' })).json()).toEqual({ subscribed: true });
    expect(calls).toEqual(['update a/b {"widget":{"title":"x"}}', 'destroy a/b#2', 'subscribe a/b/c true']);
    await ok.close();

    const stale = await appWith(widgetKind([], { update: { kind: 'conflict' } }));
    const conflict = await stale.inject({ method: 'PATCH', url: '/groups/a/-/widgets/2', payload: {} });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ errors: ['Someone edited this widget at the same time you did.'] });
    await stale.close();

    const invalid = await appWith(widgetKind([], { update: { kind: 'invalid', errors: { title: ["can't be blank"] } } }));
    const refused = await invalid.inject({ method: 'PATCH', url: '/groups/a/-/widgets/2', payload: {} });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ errors: ["Title can't be blank"] });
  });
});
