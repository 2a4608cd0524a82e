/** Options of the secret detectors. */
export interface SecretDetectionOptions {
  /** Prefix of personal access tokens on this instance. Default `'glpat-'`. */
  patPrefix?: string;
}

/** A token found in a text. */
export interface SecretTokenMatch {
  /** Which kind of token (e.g. `'GitLab personal access token'`). */
  name: string;
  /** The matched text. */
  match: string;
  /** Offset of the match in the text. */
  index: number;
}

const TOKEN = '[0-9a-zA-Z_-]';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The token patterns (GitLab 16.x), matched case-insensitively anywhere in the text. */
export function secretTokenPatterns({ patPrefix = 'glpat-' }: SecretDetectionOptions = {}): ReadonlyArray<{ name: string; pattern: RegExp }> {
  const rules: Array<[string, string]> = [
    ['GitLab personal access token', `${escapeRegExp(patPrefix)}${TOKEN}{20}`],
    ['Feed token', `feed_token=${TOKEN}{20}|glft-${TOKEN}{20}|glft-[a-h0-9]+-[0-9]+_`],
    ['GitLab OAuth application secret', `gloas-${TOKEN}{64}`],
    ['GitLab deploy token', `gldt-${TOKEN}{20}`],
    ['GitLab SCIM OAuth access token', `glsoat-${TOKEN}{20}`],
    ['GitLab CI job token', `glcbt-[0-9a-zA-Z]{1,5}_${TOKEN}{20}`],
  ];
  return rules.map(([name, source]) => ({ name, pattern: new RegExp(source, 'gi') }));
}

/** Every token in `text`, in pattern order. */
export function findSecretTokens(text: string, options: SecretDetectionOptions = {}): SecretTokenMatch[] {
  return secretTokenPatterns(options).flatMap(({ name, pattern }) =>
    [...text.matchAll(pattern)].map((found) => ({ name, match: found[0], index: found.index })),
  );
}

/** True when `text` appears to contain a token; the form then asks for confirmation before saving. */
export function containsSecretToken(text: string, options: SecretDetectionOptions = {}): boolean {
  return secretTokenPatterns(options).some(({ pattern }) => pattern.test(text));
}

/** An upload link: `/uploads/` + 32 hex characters + `/` + file name. */
export const UPLOAD_LINK_PATTERN = /\/uploads\/[0-9a-f]{32}\/[^\s/)\]"'<>]+/i;

/**
 * True for the address of an uploaded file: `/<project>/uploads/<32 hex>/<file>`, a group's
 * `/groups/<group>/-/uploads/<32 hex>/<file>`, or `/uploads/-/system/…` (metric images, avatars). Such
 * addresses are the API's (downloads or views), never pages of the shell.
 */
export function isUploadPath(pathname: string): boolean {
  return /\/uploads\/(?:[0-9a-f]{32}|-\/system)\//i.test(pathname);
}

/** True when `text` links an uploaded file (shows the attachment warning). */
export function containsUploadLink(text: string): boolean {
  return UPLOAD_LINK_PATTERN.test(text);
}

/** Confirmation prompt for a comment that appears to contain a token. */
export const SECRET_TOKEN_COMMENT_CONFIRM = 'This comment appears to have a token in it. Are you sure you want to add it?';

/** Confirmation prompt for a description that appears to contain a token. */
export const SECRET_TOKEN_DESCRIPTION_CONFIRM = 'This description appears to have a token in it. Are you sure you want to add it?';

/** Label of the confirm button of the token prompt. */
export const SECRET_TOKEN_CONFIRM_LABEL = 'Proceed';
