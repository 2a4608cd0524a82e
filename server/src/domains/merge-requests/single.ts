import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { isSubscribed } from '../issuables/queries.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { hasConflicts } from './git.ts';
import { mrRelations } from './queries.ts';
import { mrSingleApiJson } from './serializers.ts';
import { diffVersions, repoOf, unresolvedThreadsCount, type MergeRequestContext } from './service.ts';

/** REST v4's single merge request (show, create, update, merge answers): conflicts checked on the repository. */
export async function singleMergeRequestJson(db: Db, config: Pick<Config, 'externalUrl' | 'dataDir'>, viewer: Viewer, ctx: MergeRequestContext) {
  const versions = await diffVersions(db, ctx.mr.id);
  const latest = versions[0] ?? null;
  const conflicts = ctx.mr.state === 'opened' && latest?.startCommitSha && latest.headCommitSha ? await hasConflicts(repoOf(config.dataDir, ctx), latest.startCommitSha, latest.headCommitSha) : false;
  const unresolved = await unresolvedThreadsCount(db, ctx.mr.id);
  const rel = (await mrRelations(db, [ctx.mr], new Map([[ctx.mr.id, conflicts]]), new Map([[ctx.mr.id, unresolved]]))).get(ctx.mr.id);
  if (!rel) throw new AppError('MERGE_REQUEST_NOT_FOUND');
  const subscribed = await isSubscribed(db, viewer.user?.id ?? null, { type: 'MergeRequest', id: ctx.mr.id, authorId: ctx.mr.authorId });
  return mrSingleApiJson(config.externalUrl, ctx, rel, { subscribed, latest, changesCount: latest ? latest.realSize : null, canMerge: ctx.abilities.merge });
}
