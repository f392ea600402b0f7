// What a signed-out visitor sees instead of a members' page: why to sign in, and the two buttons,
// which open the sign-in dialogs over the page (so the visitor stays where they were). A module of
// its own, outside the auth feature's index, so that pages without it (the islands) do not load it.
import type { ReactNode } from 'react';
import { useAuth } from '../features/auth';
import { Button, Card } from './ui';

export function SignInPrompt({ title, text }: { title: string; text: ReactNode }) {
  const { openSignIn, openSignUp } = useAuth();
  return (
    <Card className="sign-in-prompt">
      <h2>{title}</h2>
      <p>{text}</p>
      <div className="button-row">
        <Button onClick={openSignIn}>Sign In</Button>
        <Button variant="secondary" onClick={openSignUp}>
          Create Account
        </Button>
      </div>
    </Card>
  );
}
