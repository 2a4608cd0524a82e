import { containsSecretToken, SECRET_TOKEN_CONFIRM_LABEL, SECRET_TOKEN_DESCRIPTION_CONFIRM } from 'shared-kernel/secrets';
import type { ConfirmOptions } from 'shared-kernel/ui';

/**
 * The secret-token confirmation before a description is saved (edit form) or created (new-issue form):
 * true when there is nothing to ask about or the user chose to go on.
 */
export async function confirmDescriptionSecrets(confirm: (options: ConfirmOptions) => Promise<boolean>, description: string): Promise<boolean> {
  if (!containsSecretToken(description)) return true;
  return confirm({ title: SECRET_TOKEN_DESCRIPTION_CONFIRM, confirmLabel: SECRET_TOKEN_CONFIRM_LABEL, variant: 'danger' });
}
