import { Label } from 'shared-kernel/primer';
import { NamespaceAvatar } from './NamespaceAvatar';

/** One group or project in a list: avatar, name linking to it, visibility and description. */
export function NamespaceItem({ id, name, href, visibility, description }: { id: number; name: string; href: string; visibility: string; description: string | null }) {
  return (
    <li>
      <NamespaceAvatar id={id} name={name} size={24} />
      <a href={href}>{name}</a>
      <Label>{visibility}</Label>
      {description && <span className="meta">{description}</span>}
    </li>
  );
}
