import { createElement, useState } from 'react';
import { usePublish } from 'shared-kernel/react';
import { closeBlockedIssueConfirmation, deleteIssuableConfirmation, useConfirm, type AbuseCategory } from 'shared-kernel/ui';
import { useIssueContext } from '../../../lib/IssueContext';
import { toPagePath } from '../../../lib/navigate';
import { deleteIssue } from '../api/deleteIssue';
import { markAsSpam } from '../api/markAsSpam';
import { promoteToEpic } from '../api/promoteToEpic';
import { reportAbuse } from '../api/reportAbuse';
import { setIssueLocked } from '../api/setIssueLocked';
import { toggleSubscription } from '../api/toggleSubscription';
import { updateIssueState } from '../api/updateIssueState';
import { updateEpicState } from '../../epic/api/updateEpicState';
import { epicStateToggleError } from '../../epic/texts';
import { getLinkedItems } from '../../linked-items/api/getLinkedItems';
import type { BlockingIssue, IssueRef } from '../../../lib/types';
import { typeName } from '../../header/texts';
import { BlockersList } from '../components/BlockersList';
import {
  ABUSE_ERROR,
  ABUSE_SUCCESS,
  DELETE_ERROR,
  EMAIL_COPIED,
  LOCK_ERROR,
  PROMOTE_ERROR,
  PROMOTE_SUCCESS,
  REFERENCE_COPIED,
  SPAM_ERROR,
  SPAM_SUCCESS,
  STATE_TOGGLE_ERROR,
  SUBSCRIPTION_ERROR,
} from '../texts';

/** Without `blocked_by_issues` in the page JSON, the open "is blocked by" links are the blockers. */
async function openBlockers(ref: IssueRef): Promise<BlockingIssue[]> {
  try {
    const items = await getLinkedItems(ref);
    return items
      .filter((item) => item.link_type === 'is_blocked_by' && item.state !== 'closed')
      .map((item) => ({ iid: item.iid, title: item.title, web_url: item.path, reference: item.reference }));
  } catch {
    return [];
  }
}

async function copyText(text: string): Promise<void> {
  await navigator.clipboard.writeText(text);
}

/** The header actions: each a request, its event or redirect, and its message. */
export function useIssueActions() {
  const { ref, issue, setIssue, refetch, notify, navigate, source } = useIssueContext();
  const confirm = useConfirm();
  const publish = usePublish(source);
  const [busy, setBusy] = useState<string | null>(null);
  const type = typeName(issue.issue_type);

  async function run(name: string, action: () => Promise<void>) {
    setBusy(name);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  }

  async function toggleState() {
    const closing = issue.state !== 'closed';
    const epic = ref.kind === 'epic';
    // The page JSON's list may predate a link added since: an empty one is checked against the links (epics have none).
    const blockers = closing && !epic ? (issue.blocked_by_issues?.length ? issue.blocked_by_issues : await openBlockers(ref)) : [];
    if (closing && blockers.length > 0) {
      const ok = await confirm(closeBlockedIssueConfirmation(createElement(BlockersList, { blockers })));
      if (!ok) return;
    }
    await run('state', async () => {
      try {
        const state = await (epic ? updateEpicState : updateIssueState)(ref, closing ? 'CLOSE' : 'REOPEN');
        setIssue((current) => ({ ...current, state }));
        publish('status-changed', {
          issuableType: issue.issue_type,
          id: issue.id,
          iid: issue.iid,
          fullPath: ref.fullPath,
          state: closing ? 'closed' : 'reopened',
        });
        // Every save bumps lock_version: keep the edit form's copy current.
        void refetch().catch(() => {});
      } catch {
        notify({ variant: 'danger', message: epic ? epicStateToggleError(closing) : STATE_TOGGLE_ERROR });
      }
    });
  }

  async function destroy() {
    if (!(await confirm(deleteIssuableConfirmation(type)))) return;
    await run('delete', async () => {
      try {
        const list = toPagePath(await deleteIssue(ref));
        // No epics list here yet: a deleted epic leads to its group's page.
        navigate(ref.kind === 'epic' ? `/groups/${ref.fullPath}` : list);
      } catch {
        notify({ variant: 'danger', message: DELETE_ERROR });
      }
    });
  }

  async function promote() {
    await run('promote', async () => {
      try {
        const webPath = await promoteToEpic(ref);
        notify({ variant: 'success', message: PROMOTE_SUCCESS });
        navigate(webPath);
      } catch {
        notify({ variant: 'danger', message: PROMOTE_ERROR });
      }
    });
  }

  async function toggleLock() {
    await run('lock', async () => {
      try {
        const locked = await setIssueLocked(ref, !issue.discussion_locked);
        setIssue((current) => ({ ...current, discussion_locked: locked }));
        void refetch().catch(() => {});
      } catch {
        notify({ variant: 'danger', message: LOCK_ERROR });
      }
    });
  }

  async function toggleSubscribed() {
    const subscribed = !issue.subscribed;
    setIssue((current) => ({ ...current, subscribed }));
    try {
      await toggleSubscription(ref);
    } catch {
      setIssue((current) => ({ ...current, subscribed: !subscribed }));
      notify({ variant: 'danger', message: SUBSCRIPTION_ERROR });
    }
  }

  async function submitAsSpam() {
    await run('spam', async () => {
      try {
        await markAsSpam(ref);
        notify({ variant: 'success', message: SPAM_SUCCESS });
        // The page JSON no longer offers "Submit as spam" once the issue was submitted.
        setIssue((current) => ({ ...current, current_user: { ...current.current_user, can_report_spam: false } }));
        void refetch().catch(() => {});
      } catch {
        notify({ variant: 'danger', message: SPAM_ERROR });
      }
    });
  }

  async function submitAbuseReport(category: AbuseCategory) {
    try {
      await reportAbuse({ userId: issue.author.id, category, reportedFromUrl: window.location.href });
      notify({ variant: 'success', message: ABUSE_SUCCESS });
    } catch {
      notify({ variant: 'danger', message: ABUSE_ERROR });
    }
  }

  async function copyReference() {
    try {
      await copyText(issue.full_reference ?? issue.reference ?? `${ref.fullPath}#${ref.iid}`);
      notify({ variant: 'success', message: REFERENCE_COPIED });
    } catch {
      notify({ variant: 'danger', message: 'An error occurred while fetching reference' });
    }
  }

  async function copyEmail() {
    if (!issue.issue_email) return;
    try {
      await copyText(issue.issue_email);
      notify({ variant: 'success', message: EMAIL_COPIED });
    } catch {
      notify({ variant: 'danger', message: 'Unable to copy the email address at this time' });
    }
  }

  return { busy, toggleState, destroy, promote, toggleLock, toggleSubscribed, submitAsSpam, submitAbuseReport, copyReference, copyEmail };
}

export type IssueActions = ReturnType<typeof useIssueActions>;
