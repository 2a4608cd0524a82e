/** The notice GitLab flashes after "Submit as spam" (its Akismet wording does not apply: no Akismet here). */
export const SPAM_SUBMITTED_NOTICE = 'Issue was submitted as spam.';
export const SPAM_ALREADY_SUBMITTED = 'Issue has already been submitted as spam.';

/**
 * GitLab's `submittable_as_spam_by?`: administrators (`admin_all_resources`) may submit a spammable
 * that has not been submitted yet.
 */
export function canSubmitAsSpam(viewer: { isAdmin: boolean } | null, alreadySubmitted: boolean): boolean {
  return viewer !== null && viewer.isAdmin && !alreadySubmitted;
}
