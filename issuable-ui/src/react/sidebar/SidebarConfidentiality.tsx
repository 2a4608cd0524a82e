import { Button } from 'shared-kernel/primer';
import { useState } from 'react';
import { useIssuable } from '../page/IssuableContext';
import { SidebarSection } from './SidebarSection';

/** "Confidentiality": the state and, when the API can set it and the viewer may admin, Turn on / Turn off. */
export function SidebarConfidentiality() {
  const { api, issue, setIssue, refetch, notify } = useIssuable();
  const [busy, setBusy] = useState(false);
  const { confidentiality } = api;
  const texts = api.texts(issue);

  async function toggle() {
    if (!confidentiality) return;
    setBusy(true);
    try {
      const confidential = await confidentiality.run(!issue.confidential);
      setIssue((current) => ({ ...current, confidential }));
      void refetch().catch(() => {});
    } catch {
      notify({ variant: 'danger', message: confidentiality.error });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SidebarSection
      title="Confidentiality"
      action={
        confidentiality && issue.current_user.can_admin_issue ? (
          <Button size="small" variant="invisible" disabled={busy} onClick={() => void toggle()}>
            {issue.confidential ? 'Turn off' : 'Turn on'}
          </Button>
        ) : null
      }
    >
      {issue.confidential ? `This ${texts.noun} is confidential` : 'Not confidential'}
    </SidebarSection>
  );
}
