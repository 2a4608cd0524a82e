import { Heading, Label, StateLabel } from 'shared-kernel/primer';
import { normalizeUser, UserAvatarLink } from 'shared-kernel/ui';
import { CopyButton } from '../../../components/CopyButton';
import { isDraft } from '../mergeRequestAsIssuable';
import { COPY_BRANCH, DRAFT, STATE_LABELS } from '../texts';
import type { MergeRequestPageData } from '../types';

const STATUS = { opened: 'pullOpened', closed: 'pullClosed', merged: 'pullMerged', locked: 'pullClosed' } as const;

/** The merge request's header: state badge (Open, Closed, Merged, Locked), Draft, title, source → target branch with copy, author. */
export function MergeRequestHeader({ mr }: { mr: MergeRequestPageData }) {
  return (
    <section aria-label="Merge request header" style={{ paddingBottom: 8 }}>
      <Heading as="h1" style={{ fontSize: 24, margin: '8px 0' }}>
        <span dangerouslySetInnerHTML={{ __html: mr.title_html ?? '' }} hidden={!mr.title_html} />
        {mr.title_html ? null : mr.title}
      </Heading>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, fontSize: 14 }}>
        <StateLabel status={STATUS[mr.state]} size="small">
          {STATE_LABELS[mr.state]}
        </StateLabel>
        {isDraft(mr) ? <Label variant="secondary">{DRAFT}</Label> : null}
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          <UserAvatarLink user={normalizeUser(mr.author)} size={20} />
          <strong>{mr.author.name}</strong>
          requested to merge
        </span>
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>
          <a href={mr.source_branch_path ?? `/${projectOf(mr)}/-/tree/${mr.source_branch}`} aria-label={`Source branch ${mr.source_branch}`} style={branchStyle}>
            {mr.source_branch}
          </a>
          <CopyButton text={mr.source_branch} label={COPY_BRANCH} />
        </span>
        into
        <a href={mr.target_branch_path ?? `/${projectOf(mr)}/-/tree/${mr.target_branch}`} aria-label={`Target branch ${mr.target_branch}`} style={branchStyle}>
          {mr.target_branch}
        </a>
      </div>
    </section>
  );
}

const branchStyle = {
  fontFamily: 'var(--fontStack-monospace, monospace)',
  fontSize: 12,
  background: 'var(--bgColor-accent-muted, #ddf4ff)',
  padding: '1px 6px',
  borderRadius: 6,
} as const;

/** `group/project` from the merge request's web URL (`…/group/project/-/merge_requests/1`). */
function projectOf(mr: MergeRequestPageData): string {
  const path = new URL(mr.web_url, 'http://x').pathname;
  return path.replace(/^\//, '').replace(/\/-\/merge_requests\/\d+.*$/, '');
}
