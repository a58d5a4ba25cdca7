import { Avatar, type AvatarProps } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSignedLink } from '../../../components/files/file-viewer';

/** The candidate's photo through a signed link, asked for only once the avatar is on screen. */
export function CandidateAvatar(
  props: Omit<AvatarProps, 'src' | 'alt'> & { photoId: number | null; name: string; alt: string },
) {
  const { photoId, name, alt, ...rest } = props;
  const { ref, inViewport } = useInViewport();
  const [hasBeenSeen, setSeen] = useState(false);
  useEffect(() => {
    if (inViewport) setSeen(true);
  }, [inViewport]);
  const link = useSignedLink(hasBeenSeen ? photoId : null);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <div ref={ref}>
      <Avatar radius="xl" {...rest} src={link.data?.url ?? null} alt={alt}>
        {initials}
      </Avatar>
    </div>
  );
}
