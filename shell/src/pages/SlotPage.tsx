import { Breadcrumbs } from '@primer/react';
import type { PageProps, RouteSlot } from 'shared-kernel/registry';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { RemoteSlot } from '../modules/RemoteSlot';

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

/** A page the shell only frames: its content comes from the modules filling its slots. */
export function SlotPage({ title, crumbs, slots, props }: Props) {
  useDocumentTitle(title);
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
        <RemoteSlot key={s.slot} slot={s.slot} label={s.label} required={s.required} props={props} skeletonHeight={240} />
      ))}
    </div>
  );
}
