import { useCallback, useMemo, useState } from 'react';
import { Breadcrumbs } from 'shared-kernel/primer';
import { useSession } from 'shared-kernel/react';
import type { PageProps, RouteSlot } from 'shared-kernel/registry';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { RemoteSlot } from '../modules/RemoteSlot';
import { MissingPage } from './MissingPage';

interface Props {
  title: string;
  crumbs: Array<{ label: string; to?: string | undefined }>;
  slots: readonly RouteSlot[];
  /**
   * Props every slot's module receives (its public API). The page's route is data, so these are checked
   * at run time by nobody: the slots' types (`shared-kernel/slots`) are the contract remotes compile against.
   */
  props: PageProps;
}

/**
 * A page the shell only frames: its content comes from the modules filling its slots. A required slot
 * whose subject the API does not show calls `onNotFound`: the whole page becomes the 404 page (or the
 * sign-in prompt when signed out), not one slot's error beside the others'.
 */
export function SlotPage({ title, crumbs, slots, props }: Props) {
  const [missing, setMissing] = useState(false);
  const onNotFound = useCallback(() => setMissing(true), []);
  const requiredProps = useMemo(() => ({ ...props, onNotFound }), [props, onNotFound]);
  const signedIn = Boolean(useSession().user);
  // The parent's title effect runs after its children's: it names the 404 or sign-in page itself.
  useDocumentTitle(missing ? (signedIn ? 'Not found' : 'Sign in') : title);
  if (missing) return <MissingPage />;
  return (
    <div className="page">
      <Breadcrumbs>
        {crumbs.map((crumb) =>
          crumb.to ? (
            <Breadcrumbs.Item key={crumb.label} href={crumb.to}>
              {crumb.label}
            </Breadcrumbs.Item>
          ) : (
            <Breadcrumbs.Item key={crumb.label} selected>
              {crumb.label}
            </Breadcrumbs.Item>
          ),
        )}
      </Breadcrumbs>
      {slots.map((s) => (
        <RemoteSlot key={s.slot} slot={s.slot} label={s.label} required={s.required} props={s.required ? requiredProps : props} skeletonHeight={240} />
      ))}
    </div>
  );
}
