import { Button, Flash, Link } from 'shared-kernel/primer';
import { useState } from 'react';
import { containsUploadLink } from 'shared-kernel/secrets';
import { ATTACHMENT_WARNING, confidentialWarning, lockedWarning } from '../messages';
import { LOCKED_DOCS_PATH } from './CommentFormGate';

export const CONFIDENTIAL_DOCS_PATH = '/help/user/project/issues/confidential_issues.md';

/** How many participants' addresses show before "+ N more" (spec §9). */
export const EMAIL_PARTICIPANTS_SHOWN = 3;

export interface CommentFormWarningsProps {
  noteableName: string;
  confidential: boolean;
  locked: boolean;
  internal: boolean;
  text: string;
  emailParticipants: readonly string[];
}

/**
 * Above the form: confidential and locked notices; below it, for non-internal notes on issues with
 * service-desk participants, who will be emailed (3 addresses, then "+ N more") and, when the text
 * links an upload, how attachments travel (spec §5).
 */
export function CommentFormWarnings({ noteableName, confidential, locked, internal, text, emailParticipants }: CommentFormWarningsProps) {
  const [allShown, setAllShown] = useState(false);
  const emailed = !internal && emailParticipants.length > 0;
  const shown = allShown ? emailParticipants : emailParticipants.slice(0, EMAIL_PARTICIPANTS_SHOWN);
  const more = emailParticipants.length - shown.length;
  return (
    <>
      {confidential && (
        <Flash variant="warning">
          {confidentialWarning(noteableName)} <Link href={CONFIDENTIAL_DOCS_PATH}>Learn more</Link>
        </Flash>
      )}
      {locked && (
        <Flash variant="warning">
          {lockedWarning(noteableName)} <Link href={LOCKED_DOCS_PATH}>Learn more</Link>
        </Flash>
      )}
      {emailed && (
        <Flash role="note" aria-label="Email participants">
          {shown.join(', ')}
          {more > 0 && (
            <>
              {', '}
              <Button size="small" variant="invisible" onClick={() => setAllShown(true)}>
                {`+ ${more} more`}
              </Button>
            </>
          )}{' '}
          will be notified of your comment.
          {containsUploadLink(text) && <p style={{ margin: '4px 0 0' }}>{ATTACHMENT_WARNING}</p>}
        </Flash>
      )}
    </>
  );
}
