import { QuestionIcon } from '@primer/octicons-react';
import { CONFIDENTIAL_PARENT_HELP } from '../texts';

/** The help icon of a confidential parent's forms: why only confidential children may be added. */
export function ConfidentialHelp() {
  return (
    <span role="img" aria-label={CONFIDENTIAL_PARENT_HELP} title={CONFIDENTIAL_PARENT_HELP} style={{ marginLeft: 4, color: 'var(--fgColor-muted)' }}>
      <QuestionIcon size={14} />
    </span>
  );
}
