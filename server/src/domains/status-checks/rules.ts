import { ACCESS, type ViewerFacts } from '../memberships/rules.ts';

/** GitLab's texts of external status checks (ee/lib/api/status_checks.rb, ExternalStatusChecks services). */
export const STATUS_CHECK_MESSAGES = {
  mustBeFailed: 'External status check must be failed',
  accepted: '202 Accepted',
  nameTaken: 'Name has already been taken',
  urlTaken: 'External url has already been taken',
  nameBlank: "Name can't be blank",
  urlBlank: "External url can't be blank",
  urlBlocked: 'External url is blocked: Only allowed schemes are http, https',
} as const;

/**
 * admin_project: who lists, creates, updates and deletes a project's external status checks
 * (maintainers and owners of the project, admins).
 */
export function canManageStatusChecks(viewer: ViewerFacts | null, accessLevel: number): boolean {
  if (!viewer) return false;
  return viewer.isAdmin || accessLevel >= ACCESS.MAINTAINER;
}

/**
 * Who may answer for an external service (provide_status_check_response) and retry a failed check
 * (retry_failed_status_checks): those who may approve the merge request, developers and above.
 * Reading the merge request's checks needs only read_merge_request.
 */
export function canRespondToStatusChecks(mayApprove: boolean): boolean {
  return mayApprove;
}

/** ExternalStatusCheck's url validation (AddressableUrlValidator: http and https only). */
export function validExternalUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
