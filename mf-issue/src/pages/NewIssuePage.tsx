import { Flash, Heading, Link } from 'shared-kernel/primer';
import { NewIssueForm } from '../features/new-issue/components/NewIssueForm';
import { useNewIssueContext } from '../features/new-issue/hooks/useNewIssueContext';
import { useFollowUpPrefill } from '../features/new-issue/hooks/useFollowUpPrefill';
import { LOAD_ERROR, NEW_ISSUE_HEADING, NOT_ALLOWED_TEXT, NOT_FOUND_TEXT, SIGN_IN_TEXT } from '../features/new-issue/texts';
import { hrefOf, navigate, projectIssuesRouteRef } from 'shared-kernel/routing';
import { IssuablePageSkeleton, toPagePath } from 'issuable-ui/react';
import type { IssueType } from '../lib/types';

export interface NewIssuePageProps {
  fullPath: string;
  addRelatedIssue?: number | undefined;
  issueType?: IssueType | undefined;
  mergeRequestToResolveDiscussionsOf?: number | undefined;
}

/** The new-issue page: the project and related issue load first; who may not create issues gets a message. */
export function NewIssuePage({ fullPath, addRelatedIssue, issueType = 'issue', mergeRequestToResolveDiscussionsOf }: NewIssuePageProps) {
  const context = useNewIssueContext(fullPath, addRelatedIssue);
  const followUp = useFollowUpPrefill(fullPath, mergeRequestToResolveDiscussionsOf);
  if (context.status === 'loading' || followUp === 'loading') return <IssuablePageSkeleton />;

  let body;
  if (context.status === 'not_found') body = <Flash variant="danger">{NOT_FOUND_TEXT}</Flash>;
  else if (context.status === 'error')
    body = (
      <Flash variant="danger" role="alert">
        {LOAD_ERROR}
      </Flash>
    );
  else if (!context.canCreateIssue)
    body = context.signedIn ? (
      <Flash variant="warning">{NOT_ALLOWED_TEXT}</Flash>
    ) : (
      <Flash variant="warning">
        <Link href="/users/sign_in">{SIGN_IN_TEXT}</Link>
      </Flash>
    );
  else
    body = (
      <NewIssueForm
        fullPath={fullPath}
        related={context.related}
        canCreateIncident={context.canCreateIncident}
        canSetIssueMetadata={context.canSetIssueMetadata}
        initialType={issueType}
        followUp={followUp}
        onCreated={(webUrl) => navigate(toPagePath(webUrl))}
        onCancel={() => navigate(hrefOf(projectIssuesRouteRef, { fullPath }))}
      />
    );

  return (
    <section aria-label={NEW_ISSUE_HEADING}>
      <Heading as="h1" style={{ fontSize: 24, marginBottom: 16 }}>
        {NEW_ISSUE_HEADING}
      </Heading>
      {body}
    </section>
  );
}
