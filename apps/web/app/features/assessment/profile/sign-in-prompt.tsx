// What a signed-out visitor sees instead of members' pages: why to sign in, and the two buttons.
import { Button, Card } from '../../../components/ui';
import { useAuth } from '../../auth';

export function SignInPrompt({ title, text }: { title: string; text: string }) {
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
