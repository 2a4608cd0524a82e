import { Flash, Heading, Label, Spinner, Text } from 'shared-kernel/primer';
import { isApiError } from 'shared-kernel/api';
import { differenceInDays, formatDate, parseIsoDate } from 'shared-kernel/dates';
import { useSession } from 'shared-kernel/react';
import { useSubscription, type GitlabSubscription } from '../features/billing/api/getSubscription';
import { useGroup } from '../features/projects/api/getProject';
import type { Group } from '../lib/gitlabTypes';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { MissingPage, SignInPrompt } from './MissingPage';

function day(text: string | null): string {
  const date = text ? parseIsoDate(text) : null;
  return date ? formatDate(date, 'mmm d, yyyy') : '—';
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <tr>
      <th scope="row">{term}</th>
      <td>{children}</td>
    </tr>
  );
}

function Subscription({ group, subscription }: { group: Group; subscription: GitlabSubscription }) {
  const { plan, usage, billing } = subscription;
  const trialEnd = billing.trial_ends_on ? parseIsoDate(billing.trial_ends_on) : null;
  const daysLeft = trialEnd ? differenceInDays(new Date(), trialEnd) : null;
  const trialState = !plan.trial || daysLeft === null ? null : daysLeft >= 0 ? `${daysLeft} days left in your trial` : 'Your trial has ended';
  return (
    <>
      <section aria-labelledby="billing-plan">
        <Heading as="h2" variant="small" id="billing-plan">
          {group.full_name} is currently using the {plan.name} Plan {plan.trial && <Label variant="accent">Trial</Label>}
        </Heading>
        {trialState && <Text as="p">{trialState}.</Text>}
        <table className="modules" aria-label="Subscription">
          <tbody>
            <Row term="Plan">{plan.name}</Row>
            <Row term="Seats in subscription">{usage.seats_in_subscription}</Row>
            <Row term="Seats currently in use">{usage.seats_in_use}</Row>
            <Row term="Max seats used">{usage.max_seats_used}</Row>
            <Row term="Seats owed">{usage.seats_owed}</Row>
            <Row term="Subscription start date">{day(billing.subscription_start_date)}</Row>
            <Row term="Subscription end date">{day(billing.subscription_end_date)}</Row>
            {(plan.trial || billing.trial_ends_on) && <Row term="Trial start date">{day(billing.trial_starts_on)}</Row>}
            {(plan.trial || billing.trial_ends_on) && <Row term="Trial end date">{day(billing.trial_ends_on)}</Row>}
          </tbody>
        </table>
      </section>
      <Text as="p">
        <a href={`/groups/${group.full_path}/-/discover`}>Learn about the features of paid plans</a>
      </Text>
    </>
  );
}

function SubscriptionSection({ group }: { group: Group }) {
  const subscription = useSubscription(group.id);
  if (subscription.status === 'pending') return <Spinner aria-label="Loading subscription" />;
  if (subscription.status === 'error') {
    const forbidden = isApiError(subscription.error) && subscription.error.status === 403;
    return <Flash variant={forbidden ? 'warning' : 'danger'}>{forbidden ? 'Only members of this group can see its billing.' : subscription.error.message}</Flash>;
  }
  return <Subscription group={group} subscription={subscription.data} />;
}

/**
 * `/groups/<group>/-/billings`: the top-level group's plan, seats and subscription and trial dates
 * (GET /namespaces/:id/gitlab_subscription: members and administrators). Subgroups have no billing
 * of their own (404); signed out, the sign-in prompt.
 */
export function BillingPage({ fullPath }: { fullPath: string }) {
  const session = useSession();
  const group = useGroup(fullPath);
  useDocumentTitle(`Billing · ${group.data?.full_name ?? fullPath}`);
  if (session.status !== 'ready' && session.status !== 'error') return <Spinner aria-label="Loading" />;
  if (!session.user) return <SignInPrompt />;
  if (group.status === 'pending') return <Spinner aria-label="Loading" />;
  if (group.status === 'error') return <Flash variant="danger">{group.error.message}</Flash>;
  if (!group.data || group.data.parent_id !== null) return <MissingPage />;
  return (
    <div className="page">
      <Heading as="h1">Billing</Heading>
      <SubscriptionSection group={group.data} />
    </div>
  );
}
