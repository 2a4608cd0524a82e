import { Label } from 'shared-kernel/primer';
import { accessLevelLabel } from 'shared-kernel/permissions';
import { UserAvatarLink } from 'shared-kernel/ui';

/** A member of a group or project as the members APIs answer (the parts the pages show). */
export interface MemberSummary {
  id: number;
  username: string;
  name: string;
  avatar_url: string | null;
  access_level: number;
}

/** One member in a list: avatar, name linking to the profile, username and role. */
export function MemberItem({ member }: { member: MemberSummary }) {
  return (
    <li>
      <UserAvatarLink user={{ id: member.id, name: member.name, username: member.username, avatarUrl: member.avatar_url, webUrl: null }} />
      <a href={`/${member.username}`}>{member.name}</a>
      <span className="meta">@{member.username}</span>
      <Label>{accessLevelLabel(member.access_level)}</Label>
    </li>
  );
}
