// Premium Resources: four groups for members, a sign-in prompt for everyone else.
import { Link } from 'react-router';
import { MembersGate } from '../../components/layout/members-gate';
import { ButtonLink, Card } from '../../components/ui';
import './members.css';

interface Resource {
  title: string;
  text: string;
  to: string;
}

const GROUPS: Array<{ title: string; items: Resource[] }> = [
  {
    title: 'Templates and Worksheets',
    items: [
      {
        title: 'Weekly Priority Review',
        text: 'The 30-minute agenda we use with every coaching client.',
        to: '/blog/the-30-minute-weekly-priority-review',
      },
      {
        title: 'Five Questions Before You Say Yes',
        text: 'A one-page filter for new requests.',
        to: '/blog/five-questions-before-you-say-yes',
      },
      {
        title: 'Tradeoff Statement',
        text: 'Name what you give up, in writing, before you commit.',
        to: '/blog/making-tradeoffs-visible',
      },
    ],
  },
  {
    title: 'Interactive Tools',
    items: [
      {
        title: 'Prioritization Method Selector',
        text: 'Answer a few questions and get the method that fits.',
        to: '/prioritization-method-selector',
      },
      {
        title: 'Prioritization Self-Assessment',
        text: 'Your profile across 12 capabilities, with a personal report.',
        to: '/assessment/take',
      },
    ],
  },
  {
    title: 'Implementation Guides',
    items: [
      {
        title: 'The DEGAP Method',
        text: 'Decide, Engage, Gather, Arrange, Prioritize, step by step.',
        to: '/blog/the-degap-method',
      },
      {
        title: 'Collapsing Sliding Windows',
        text: 'Planning that narrows options as commitment approaches.',
        to: '/csw',
      },
      {
        title: 'Cost of Delay',
        text: 'Put a number on waiting before you order the roadmap.',
        to: '/blog/cost-of-delay-the-number-your-roadmap-is-missing',
      },
    ],
  },
  {
    title: 'Video Masterclasses',
    items: [
      {
        title: 'Leading Priority Conversations',
        text: 'A live masterclass for your leadership team. Ask us for dates.',
        to: '/contact',
      },
      {
        title: 'Traction Heroes Episodes',
        text: 'Conversations with leaders who made the hard calls.',
        to: '/podcast',
      },
    ],
  },
];

export function Resources() {
  return (
    <MembersGate
      signedOut={
        <Card>
          <h2>For members only</h2>
          <p>
            This content is available to authenticated users only. Sign in or create a free account
            to access it.
          </p>
          <ButtonLink to="/">Sign In to Access Resources</ButtonLink>
        </Card>
      }
    >
      {GROUPS.map((group) => (
        <section key={group.title} aria-labelledby={slug(group.title)} className="resource-group">
          <h2 id={slug(group.title)}>{group.title}</h2>
          <ul className="grid grid-3 members-cards">
            {group.items.map((item) => (
              <Card as="li" key={item.title}>
                <h3>
                  <Link to={item.to}>{item.title}</Link>
                </h3>
                <p>{item.text}</p>
              </Card>
            ))}
          </ul>
        </section>
      ))}
    </MembersGate>
  );
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');
