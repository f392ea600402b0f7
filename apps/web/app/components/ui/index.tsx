// Small, shared building blocks. Pages compose these; anything page-specific stays in its feature.
import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { AppLink, type AppLinkProps } from '../../lib/navigation';
import './ui.css';

type Variant = 'primary' | 'secondary' | 'ghost';

const buttonClass = (variant: Variant, size?: 'small', extra?: string) =>
  ['button', `button-${variant}`, size === 'small' ? 'button-small' : '', extra ?? '']
    .filter(Boolean)
    .join(' ');

export function Button({
  variant = 'primary',
  size,
  className,
  ...props
}: ComponentProps<'button'> & { variant?: Variant; size?: 'small' }) {
  return <button type="button" className={buttonClass(variant, size, className)} {...props} />;
}

export function ButtonLink({
  variant = 'primary',
  size,
  className,
  ...props
}: AppLinkProps & { variant?: Variant; size?: 'small' }) {
  return <AppLink className={buttonClass(variant, size, className)} {...props} />;
}

/** A link that leaves the site: a new tab, with the relation set for safety. */
export function ExternalLink({
  children,
  variant,
  ...props
}: ComponentProps<'a'> & { variant?: Variant }) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={variant ? buttonClass(variant) : undefined}
      {...props}
    >
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={['container', className].filter(Boolean).join(' ')}>{children}</div>;
}

export function Section({
  children,
  alt,
  id,
  labelledBy,
  className,
}: {
  children: ReactNode;
  alt?: boolean;
  id?: string;
  labelledBy?: string;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={['section', alt ? 'section-alt' : '', className ?? ''].filter(Boolean).join(' ')}
    >
      <div className="container">{children}</div>
    </section>
  );
}

export function Card({
  children,
  className,
  as: Tag = 'div',
}: {
  children: ReactNode;
  className?: string;
  as?: 'div' | 'article' | 'li';
}) {
  return <Tag className={['card', className].filter(Boolean).join(' ')}>{children}</Tag>;
}

export function Badge({
  children,
  className,
  style,
}: {
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <span className={['badge', className].filter(Boolean).join(' ')} style={style}>
      {children}
    </span>
  );
}

/** The top of a page: its one h1, an optional lead paragraph and actions. */
export function PageHero({
  title,
  lead,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="page-hero">
      <div className="container">
        <h1>{title}</h1>
        {lead ? <p className="lead">{lead}</p> : null}
        {children ? <div className="button-row">{children}</div> : null}
      </div>
    </header>
  );
}
