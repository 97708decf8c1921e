import { useState } from 'react';
import { Avatar } from 'antd';
import { isSafeUrl } from '@yuexue/contract';
import { letterAvatarUrl } from '../lib/letter-avatar';

interface Props {
  username: string | null | undefined;
  avatarUrl?: string | null;
  size?: number;
}

/** The user's picture, or the generated letter avatar when there is none or it fails to load. */
export function UserAvatar({ username, avatarUrl, size = 32 }: Props) {
  const [broken, setBroken] = useState(false);
  const src = avatarUrl && !broken && isSafeUrl(avatarUrl) ? avatarUrl : letterAvatarUrl(username);
  return (
    <Avatar
      size={size}
      src={src}
      alt={username ? `${username}的头像` : '头像'}
      onError={() => {
        setBroken(true);
        return false;
      }}
    />
  );
}
