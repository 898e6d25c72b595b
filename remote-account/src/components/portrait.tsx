/** The fan's picture by the spec's rule (choosePortrait); initials without one. */
import type { UserInfo } from '@kickoff/shared/contracts';
import { api } from '@kickoff/shared/api';
import { choosePortrait } from '@kickoff/shared/rules';
import { Avatar } from '@kickoff/shared/ui';

export function Portrait({ info, size }: { info: UserInfo | null; size: number }) {
  const url = info ? choosePortrait(info) : '';
  if (!url) return <Avatar name={info?.nickName ?? '游客'} size={size} />;
  return (
    <img
      src={api.urlFor(url)}
      alt={info?.nickName ?? '头像'}
      style={{ width: `${size}rem`, height: `${size}rem`, borderRadius: '50%', objectFit: 'cover' }}
    />
  );
}
