// The viewed checkbox's memory, as GitLab keeps it (app/assets/javascripts/diffs/utils/file_reviews.js):
// local storage under `{merge request path}-file-reviews`, a map of file identifier hash → the reviewed
// versions of that file (`hash:<file_hash>`), so a file that changes after it was viewed is unviewed.

/** `{id}-file-reviews`, the id being the merge request's web path. */
export const fileReviewsKey = (mergeRequestPath: string) => `${mergeRequestPath}-file-reviews`;

export type FileReviews = Record<string, string[]>;

interface ReviewableFile {
  file_hash: string;
  file_identifier_hash?: string;
}

const identifierOf = (file: ReviewableFile) => file.file_identifier_hash ?? file.file_hash;
const versionOf = (file: ReviewableFile) => `hash:${file.file_hash}`;

export function readFileReviews(mergeRequestPath: string, storage: Storage = localStorage): FileReviews {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(fileReviewsKey(mergeRequestPath)) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])));
  } catch {
    return {};
  }
}

export function writeFileReviews(mergeRequestPath: string, reviews: FileReviews, storage: Storage = localStorage): void {
  try {
    storage.setItem(fileReviewsKey(mergeRequestPath), JSON.stringify(reviews));
  } catch {
    // Storage full or disabled: the checkbox still works for this page.
  }
}

export function isFileReviewed(reviews: FileReviews, file: ReviewableFile): boolean {
  return reviews[identifierOf(file)]?.includes(versionOf(file)) ?? false;
}

/** The reviews with `file` marked viewed or not (a new object; empty entries are dropped). */
export function markFileReviewed(reviews: FileReviews, file: ReviewableFile, reviewed: boolean): FileReviews {
  const id = identifierOf(file);
  const versions = new Set(reviews[id] ?? []);
  if (reviewed) versions.add(versionOf(file));
  else versions.delete(versionOf(file));
  const next = { ...reviews };
  if (versions.size === 0) delete next[id];
  else next[id] = [...versions];
  return next;
}
