import { createElement, useState } from 'react';
import { usePublish } from 'shared-kernel/react';
import { closeBlockedIssueConfirmation, deleteIssuableConfirmation, useConfirm, type AbuseCategory } from 'shared-kernel/ui';
import { ABUSE_ERROR, ABUSE_SUCCESS, EMAIL_COPIED, EMAIL_COPY_ERROR, REFERENCE_COPIED, REFERENCE_COPY_ERROR, SUBSCRIPTION_ERROR } from '../../core';
import { useIssuable } from '../page/IssuableContext';
import { toPagePath } from '../page/toPagePath';
import { BlockersList } from './BlockersList';

async function copyText(text: string): Promise<void> {
  await navigator.clipboard.writeText(text);
}

/** The header actions: each a request through the page's API, its event or redirect, and its message. */
export function useIssuableActions() {
  const { api, issue, setIssue, refetch, notify, navigate, source } = useIssuable();
  const confirm = useConfirm();
  const publish = usePublish(source);
  const [busy, setBusy] = useState<string | null>(null);
  const texts = api.texts(issue);
  const type = texts.noun;

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
    const blockers = closing && api.openBlockers ? await api.openBlockers(issue) : [];
    if (closing && blockers.length > 0) {
      const ok = await confirm(closeBlockedIssueConfirmation(createElement(BlockersList, { blockers })));
      if (!ok) return;
    }
    await run('state', async () => {
      try {
        const state = await api.setState(closing ? 'CLOSE' : 'REOPEN');
        setIssue((current) => ({ ...current, state }));
        publish('status-changed', {
          issuableType: issue.issue_type,
          id: issue.id,
          iid: issue.iid,
          fullPath: api.fullPath,
          state: closing ? 'closed' : 'reopened',
        });
        // Every save bumps lock_version: keep the edit form's copy current.
        void refetch().catch(() => {});
      } catch {
        notify({ variant: 'danger', message: texts.stateToggleError(closing) });
      }
    });
  }

  async function destroy() {
    const { destroy: action } = api;
    if (!action || !(await confirm(deleteIssuableConfirmation(type)))) return;
    await run('delete', async () => {
      try {
        navigate(toPagePath(await action.run()));
      } catch {
        notify({ variant: 'danger', message: action.error });
      }
    });
  }

  async function promote() {
    const { promote: action } = api;
    if (!action) return;
    await run('promote', async () => {
      try {
        const webPath = await action.run();
        notify({ variant: 'success', message: action.success });
        navigate(webPath);
      } catch {
        notify({ variant: 'danger', message: action.error });
      }
    });
  }

  async function toggleLock() {
    const { lock: action } = api;
    if (!action) return;
    await run('lock', async () => {
      try {
        const locked = await action.run(!issue.discussion_locked);
        setIssue((current) => ({ ...current, discussion_locked: locked }));
        void refetch().catch(() => {});
      } catch {
        notify({ variant: 'danger', message: action.error });
      }
    });
  }

  async function toggleSubscribed() {
    const subscribed = !issue.subscribed;
    setIssue((current) => ({ ...current, subscribed }));
    try {
      await api.toggleSubscription();
    } catch {
      setIssue((current) => ({ ...current, subscribed: !subscribed }));
      notify({ variant: 'danger', message: SUBSCRIPTION_ERROR });
    }
  }

  async function submitAsSpam() {
    const { markAsSpam: action } = api;
    if (!action) return;
    await run('spam', async () => {
      try {
        await action.run();
        notify({ variant: 'success', message: action.success });
        // The JSON no longer offers "Submit as spam" once the item was submitted.
        setIssue((current) => ({ ...current, current_user: { ...current.current_user, can_report_spam: false } }));
        void refetch().catch(() => {});
      } catch {
        notify({ variant: 'danger', message: action.error });
      }
    });
  }

  async function submitAbuseReport(category: AbuseCategory) {
    if (!api.reportAbuse) return;
    try {
      await api.reportAbuse({ userId: issue.author.id, category, reportedFromUrl: window.location.href });
      notify({ variant: 'success', message: ABUSE_SUCCESS });
    } catch {
      notify({ variant: 'danger', message: ABUSE_ERROR });
    }
  }

  async function copyReference() {
    try {
      await copyText(issue.full_reference ?? issue.reference ?? api.fallbackReference);
      notify({ variant: 'success', message: REFERENCE_COPIED });
    } catch {
      notify({ variant: 'danger', message: REFERENCE_COPY_ERROR });
    }
  }

  async function copyEmail() {
    if (!issue.issue_email) return;
    try {
      await copyText(issue.issue_email);
      notify({ variant: 'success', message: EMAIL_COPIED });
    } catch {
      notify({ variant: 'danger', message: EMAIL_COPY_ERROR });
    }
  }

  return { busy, toggleState, destroy, promote, toggleLock, toggleSubscribed, submitAsSpam, submitAbuseReport, copyReference, copyEmail };
}

export type IssuableActions = ReturnType<typeof useIssuableActions>;
