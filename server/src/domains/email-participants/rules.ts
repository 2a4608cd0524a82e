/** GitLab's IssueEmailParticipants services take at most this many addresses per command. */
export const MAX_EMAILS_PER_COMMAND = 6;

/** Devise's `email_regexp`, which GitLab's `devise_email` validation uses. */
const EMAIL = /^[^@\s]+@[^@\s]+$/;

export const isEmail = (value: string) => EMAIL.test(value) && value.length <= 255;

/** `a@b.c, x@y.z` → the distinct addresses (case-insensitive, first spelling kept), in order. */
export function parseEmails(arg: string): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const word of arg.split(/[\s,]+/)) {
    const email = word.trim();
    if (!email || seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    result.push(email);
  }
  return result;
}

export const NONE_ADDED = 'No email participants were added. Either none were provided, or they already exist.';
export const NONE_REMOVED = "No email participants were removed. Either none were provided, or they don't exist.";
