import type { PostAuthor } from '@peak/cms-client';
import { useState } from 'react';
import { initials } from '../format';
import { safeUrl } from '../safe-url';

/** A round avatar: the author's photo when there is one, over their initials. */
export function AuthorAvatar({
  author,
  size = 'small',
  photo = false,
}: {
  author: Pick<PostAuthor, 'name' | 'avatarUrl'>;
  size?: 'small' | 'large';
  /** Bylines use initials only; the author cards show the photo. */
  photo?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const src = photo && !failed ? safeUrl(author.avatarUrl) : undefined;
  return (
    <span className={`avatar avatar-${size}`} aria-hidden="true">
      <span className="avatar-initials">{initials(author.name)}</span>
      {src ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          onError={() => {
            // The initials stay underneath, so a missing photo only needs to be noted.
            console.warn(`The avatar of ${author.name} could not be loaded: ${src}`);
            setFailed(true);
          }}
        />
      ) : null}
    </span>
  );
}
