// What every issuable kind validates and answers the same way (issue, epic, next the merge request).

export const TITLE_MAX_LENGTH = 255;
export const DESCRIPTION_MAX_LENGTH = 1_048_576;

/** ActiveRecord-style validation of an issuable's title and description: attribute → messages. */
export function issuableValidationErrors(input: { title?: string | undefined; description?: string | null | undefined }): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (input.title !== undefined) {
    if (input.title.trim() === '') (errors.title ??= []).push("can't be blank");
    else if (input.title.length > TITLE_MAX_LENGTH) (errors.title ??= []).push(`is too long (maximum is ${TITLE_MAX_LENGTH} characters)`);
  }
  if (typeof input.description === 'string' && input.description.length > DESCRIPTION_MAX_LENGTH) {
    (errors.description ??= []).push(`is too long (maximum is ${DESCRIPTION_MAX_LENGTH} characters)`);
  }
  return errors;
}

/** GitLab's lock_version conflict message (HTTP 409 on the web routes), with the kind's noun. */
export function staleLockVersionMessage(noun: string): string {
  return `Someone edited this ${noun} at the same time you did. Please refresh your browser and make sure your changes will not unintentionally remove theirs.`;
}

/** The 422 of a destroy without `destroy_confirm`. */
export function destroyConfirmationMessage(noun: string): string {
  return `Destroy confirmation not provided for ${noun}`;
}
