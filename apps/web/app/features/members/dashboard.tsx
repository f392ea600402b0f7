// The member dashboard: a welcome, four next steps (Teams with the count of my teams) and My Plan
// (the plan in progress; without one, how to make one and the latest saved assessments, or the
// specified text until there is one).
import { Link } from 'react-router';
import { MembersGate } from '../../components/layout/members-gate';
import { Button, Card } from '../../components/ui';
import { VerifyEmailNotice } from '../account';
import { NEW_ASSESSMENT_PATH, RecentResults } from '../assessment';
import { useAuth } from '../auth';
import { MyPlan } from '../plans';
import { TeamsCard } from '../teams';
import './members.css';

const CARDS = [
  {
    title: 'Take Assessment',
    text: 'See how you prioritize across 12 capabilities, in about 10-15 minutes.',
    to: NEW_ASSESSMENT_PATH,
  },
  {
    title: 'View Resources',
    text: 'Templates, tools, guides and masterclasses for members.',
    to: '/resources',
  },
  {
    title: 'Edit Profile',
    text: 'Your account details and the history of your saved assessments.',
    to: '/profile',
  },
];

function SignedOutPrompt() {
  const { openSignIn } = useAuth();
  return (
    <Card>
      <h2>Members only</h2>
      <p>Sign in to see your dashboard, your saved assessments and the premium resources.</p>
      <Button onClick={openSignIn}>Sign In</Button>
    </Card>
  );
}

export function Dashboard() {
  const { user } = useAuth();
  return (
    <MembersGate signedOut={<SignedOutPrompt />}>
      <h2 className="dashboard-welcome">Welcome back, {user?.firstName || 'User'}</h2>
      <VerifyEmailNotice heading="Check your inbox" />
      <ul className="grid grid-2 members-cards">
        {CARDS.map((card) => (
          <Card as="li" key={card.to}>
            <h3>
              <Link to={card.to}>{card.title}</Link>
            </h3>
            <p>{card.text}</p>
          </Card>
        ))}
        {user ? <TeamsCard userId={user.id} /> : null}
      </ul>
      <section aria-labelledby="my-plan" className="recent-activity">
        <h2 id="my-plan">My Plan</h2>
        {user ? (
          <MyPlan
            userId={user.id}
            reports={
              <RecentResults
                userId={user.id}
                empty={
                  <p className="muted">
                    Your recent activity will appear here: assessments you take and resources you
                    open.
                  </p>
                }
              />
            }
          />
        ) : null}
      </section>
    </MembersGate>
  );
}
