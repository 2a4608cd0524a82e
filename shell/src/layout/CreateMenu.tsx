import { useSyncExternalStore } from 'react';
import { ActionList, ActionMenu, IconButton } from 'shared-kernel/primer';
import { PlusIcon } from '@primer/octicons-react';
import { useNamespace } from '../features/projects/api/resolveNamespace';
import { getRegistrySnapshot, subscribeRegistry } from '../modules/registryStore';
import { pageTableFor, resolvePage } from '../routing/pages';
import { createMenuItems, type CreateContext } from './createMenuItems';

interface Props extends CreateContext {
  /** A path the page resolves to a project or a group: its answer (shared with the page) tells which. */
  namespaceFullPath?: string;
}

/** The top bar's '+' menu: what the signed-in user may create where they are. Absent when there is nothing. */
export function CreateMenu({ projectPath, groupPath, namespaceFullPath }: Props) {
  const registry = useSyncExternalStore(subscribeRegistry, getRegistrySnapshot);
  const namespace = useNamespace(namespaceFullPath ?? '', false, Boolean(namespaceFullPath));
  const resolved = namespace.data;
  const context: CreateContext = {
    projectPath: projectPath ?? (resolved?.kind === 'project' ? resolved.project.path_with_namespace : undefined),
    groupPath: groupPath ?? (resolved?.kind === 'group' ? resolved.group.full_path : undefined),
  };
  const table = pageTableFor(registry.modules);
  const sections = createMenuItems(context, (path) => resolvePage(table, path).kind !== 'not_found');
  if (sections.length === 0) return null;
  return (
    <ActionMenu>
      <ActionMenu.Anchor>
        <IconButton icon={PlusIcon} aria-label="Create new..." variant="invisible" />
      </ActionMenu.Anchor>
      <ActionMenu.Overlay>
        <ActionList>
          {sections.map((section) => (
            <ActionList.Group key={section.heading}>
              <ActionList.GroupHeading>{section.heading}</ActionList.GroupHeading>
              {section.items.map((item) => (
                <ActionList.LinkItem key={item.href} href={item.href}>
                  {item.label}
                </ActionList.LinkItem>
              ))}
            </ActionList.Group>
          ))}
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  );
}
