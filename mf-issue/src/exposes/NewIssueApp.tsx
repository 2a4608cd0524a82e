import type { SlotComponent } from 'shared-kernel/slots';
import { ConfirmProvider } from 'shared-kernel/ui';
import { NewIssuePage } from '../pages/NewIssuePage';

/** Props of the `./NewIssueApp` slot component (public API: a breaking change bumps the major version). */
export interface NewIssueAppProps {
  /** The project's full path, e.g. `gitlab-org/gitlab`. */
  fullPath: string;
  /** The iid of an issue of the same project the new one should relate to (`?add_related_issue=3`). */
  addRelatedIssue?: number;
  /** The type selected at first (`?issue[issue_type]=incident`); incidents only for those allowed. */
  issueType?: 'issue' | 'incident';
  /** A merge request of the project whose unresolved threads the new issue takes over (`?merge_request_to_resolve_discussions_of=5`). */
  mergeRequestToResolveDiscussionsOf?: number;
}

/**
 * The new-issue page for the shell's `issue.new` slot: title, type, template, markdown description,
 * confidentiality and "Relate to #N". Creates the issue with `POST /:fullPath/-/issues` and navigates to it.
 */
function NewIssueApp({ fullPath, addRelatedIssue, issueType, mergeRequestToResolveDiscussionsOf }: NewIssueAppProps) {
  const related = addRelatedIssue === undefined ? undefined : Number(addRelatedIssue);
  const followUp = mergeRequestToResolveDiscussionsOf === undefined ? undefined : Number(mergeRequestToResolveDiscussionsOf);
  return (
    <ConfirmProvider>
      <NewIssuePage
        key={`${fullPath}#${related ?? ''}!${followUp ?? ''}`}
        fullPath={fullPath}
        addRelatedIssue={related !== undefined && Number.isSafeInteger(related) && related > 0 ? related : undefined}
        issueType={issueType}
        mergeRequestToResolveDiscussionsOf={followUp !== undefined && Number.isSafeInteger(followUp) && followUp > 0 ? followUp : undefined}
      />
    </ConfirmProvider>
  );
}

// Typed against the shell's slot: a change of the props that breaks the slot contract fails the type check.
export default NewIssueApp satisfies SlotComponent<'issue.new'>;
