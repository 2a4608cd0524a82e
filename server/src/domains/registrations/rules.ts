/** Top-level paths the platform's own pages use: no user (or group) may take them (GitLab's reserved paths). */
export const RESERVED_USERNAMES = new Set([
  '-', 'admin', 'api', 'dashboard', 'explore', 'groups', 'help', 'profile', 'projects', 'search', 'users', 'uploads', 'assets', 'public', 'oauth', 'import', 'sitemap',
]);

const USERNAME = /^[a-zA-Z0-9_][a-zA-Z0-9_.-]*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Devise's minimum password length in GitLab. */
export const MINIMUM_PASSWORD_LENGTH = 8;

export interface Registration {
  name: string;
  username: string;
  email: string;
  password: string;
}

/**
 * GitLab's validations of a new account, field by field, with its messages (taken usernames and
 * e-mails are checked against the database by the caller).
 */
export function registrationErrors(input: Registration): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (!input.name.trim()) add('name', "can't be blank");
  else if (input.name.length > 255) add('name', 'is too long (maximum is 255 characters)');
  if (!input.username) add('username', "can't be blank");
  else if (input.username.length > 255) add('username', 'is too long (maximum is 255 characters)');
  else if (!USERNAME.test(input.username) || /\.(git|atom)$/.test(input.username) || input.username.endsWith('.')) {
    add('username', "can contain only letters, digits, '_', '-' and '.'. Cannot start with '-' or end in '.', '.git' or '.atom'.");
  } else if (RESERVED_USERNAMES.has(input.username.toLowerCase())) add('username', `${input.username} is a reserved name`);
  if (!EMAIL.test(input.email) || input.email.length > 255) add('email', 'is invalid');
  if (input.password.length < MINIMUM_PASSWORD_LENGTH) add('password', `is too short (minimum is ${MINIMUM_PASSWORD_LENGTH} characters)`);
  else if (input.password.length > 128) add('password', 'is too long (maximum is 128 characters)');
  return errors;
}
