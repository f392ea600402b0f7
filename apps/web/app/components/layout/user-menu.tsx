// The signed-in user's menu: who they are, their profile, and sign-out (which returns to /).
import { useEffect, useId, useRef, useState } from 'react';
import { useAuth } from '../../features/auth';
import { AppLink } from '../../lib/navigation';

export function UserMenu() {
  const { user, signOut } = useAuth();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  if (!user) return null;
  const initials =
    `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase() ||
    user.email[0]?.toUpperCase();

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="avatar" aria-hidden="true">
          {initials}
        </span>
        <span className="visually-hidden">Account menu for {user.firstName || user.email}</span>
      </button>
      {open ? (
        <div id={menuId} className="user-menu-panel">
          <p className="user-menu-who">
            <strong>
              {user.firstName} {user.lastName}
            </strong>
            <br />
            <span className="muted">{user.email}</span>
          </p>
          <ul>
            <li>
              <AppLink to="/profile" onClick={() => setOpen(false)}>
                Profile
              </AppLink>
            </li>
            <li>
              <button type="button" className="link-button" onClick={() => void signOut()}>
                Sign out
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
