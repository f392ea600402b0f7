// Small pieces the team pages share: the privacy promise, the signed-out prompt and page states.
import { type ReactNode, useId } from 'react';
import { Button, ButtonLink } from '../../components/ui';
import { privacyPoints } from './texts';

/** How a team report keeps each result private, under its own heading. */
export function PrivacyNote({
  minimum,
  level = 2,
}: {
  minimum: number;
  /** The heading's level where the note stands. */
  level?: 2 | 3;
}) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="team-privacy" aria-labelledby={id}>
      <Heading id={id}>How the team report keeps results private</Heading>
      <ul>
        {privacyPoints(minimum).map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}

export function Loading({ children }: { children: ReactNode }) {
  return (
    <p className="muted" role="status">
      {children}
    </p>
  );
}

/** A load that failed: the server's words and a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="team-load-failed">
      <p role="alert">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

export const BackToTeams = () => (
  <ButtonLink to="/teams" variant="ghost">
    Back to your teams
  </ButtonLink>
);
