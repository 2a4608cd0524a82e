import type { MergeRequestContext } from '../merge-requests/service.ts';
import { mergeRequestIdentityJson } from '../merge-requests/serializers.ts';
import type { CheckStatus } from './service.ts';
import type { ExternalStatusCheckRow, StatusCheckResponseRow } from './tables.ts';

/** API::Entities::ExternalStatusCheck (no protected branches: the checks apply to every branch). */
export function externalStatusCheckJson(check: ExternalStatusCheckRow) {
  return { id: check.id, name: check.name, project_id: check.projectId, external_url: check.externalUrl, protected_branches: [] as unknown[] };
}

/** API::Entities::MergeRequests::StatusCheck: a check with its status for the merge request's head sha. */
export function mrStatusCheckJson(check: ExternalStatusCheckRow, status: CheckStatus) {
  return { id: check.id, name: check.name, external_url: check.externalUrl, status };
}

/** API::Entities::MergeRequests::StatusCheckResponse: the answer, its merge request and its check. */
export function statusCheckResponseJson(base: string, ctx: MergeRequestContext, check: ExternalStatusCheckRow, row: StatusCheckResponseRow | undefined) {
  const { mr } = ctx;
  return {
    id: row?.id ?? null,
    merge_request: {
      ...mergeRequestIdentityJson(mr),
      web_url: `${base}/${ctx.fullPath}/-/merge_requests/${mr.iid}`,
    },
    external_status_check: externalStatusCheckJson(check),
  };
}
