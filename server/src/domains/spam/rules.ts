/** The notice GitLab flashes after "Submit as spam" (its Akismet wording does not apply: no Akismet here). */
export const SPAM_SUBMITTED_NOTICE = 'Issue was submitted as spam.';
export const SPAM_ALREADY_SUBMITTED = 'Issue has already been submitted as spam.';
