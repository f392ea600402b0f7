// The wall of client wordmarks: small inline SVGs, each named for assistive technology.
import { Section } from '../../../components/ui';
import { CLIENT_LOGOS, type ClientLogo, type LogoMark } from './client-logos';

function Mark({ shape }: { shape: LogoMark }) {
  switch (shape) {
    case 'circle':
      return <circle cx="80" cy="24" r="18" />;
    case 'square':
      return <rect x="62" y="6" width="36" height="36" rx="6" />;
    case 'diamond':
      return <path d="M80 4 L100 24 L80 44 L60 24 Z" />;
    case 'hexagon':
      return <path d="M70 7 H90 L100 24 L90 41 H70 L60 24 Z" />;
    case 'triangle':
      return <path d="M80 5 L101 42 H59 Z" />;
    case 'ring':
      return <circle cx="80" cy="24" r="15" fill="none" strokeWidth="6" />;
  }
}

function Wordmark({ logo }: { logo: ClientLogo }) {
  const [first, ...rest] = logo.name.split(' ');
  const initial = logo.name.charAt(0);
  return (
    <svg
      className={`client-logo client-logo-${logo.type}`}
      viewBox="0 0 160 92"
      role="img"
      aria-label={logo.name}
    >
      <g className="client-logo-mark">
        <Mark shape={logo.mark} />
      </g>
      <text
        x="80"
        y={logo.mark === 'triangle' ? 31 : 25}
        textAnchor="middle"
        dominantBaseline="central"
        className={logo.mark === 'ring' ? 'client-logo-initial-dark' : 'client-logo-initial'}
      >
        {initial}
      </text>
      <text x="80" y="68" textAnchor="middle" className="client-logo-name">
        {first}
      </text>
      {rest.length ? (
        <text x="80" y="85" textAnchor="middle" className="client-logo-sub">
          {rest.join(' ').toUpperCase()}
        </text>
      ) : null}
    </svg>
  );
}

export function ClientLogoGrid() {
  return (
    <Section labelledBy="clients-heading" className="clients">
      <h2 id="clients-heading" className="clients-heading">
        Trusted by leadership teams at startups and global enterprises
      </h2>
      <ul className="logo-grid">
        {CLIENT_LOGOS.map((logo) => (
          <li key={logo.name}>
            <Wordmark logo={logo} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
