// Small building blocks the report's sections share.
import type { Band } from '@peak/scoring';
import { type ReactNode, useId } from 'react';
import { Badge, Section } from '../../../components/ui';
import { edgeText, formatScore, paragraphs, percent } from './format';

export const TEXTS_LOADING = 'Loading report texts...';

/** One report section: a labelled landmark with its h2. */
export function ReportSection({
  title,
  children,
  alt,
  className,
}: {
  title: string;
  children: ReactNode;
  alt?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <Section
      labelledBy={id}
      alt={alt}
      className={['report-section', className].filter(Boolean).join(' ')}
    >
      <h2 id={id}>{title}</h2>
      {children}
    </Section>
  );
}

/** Stands where texts go while they load; the report announces loading once, at the top. */
export const TextsLoading = () => <p className="report-loading">{TEXTS_LOADING}</p>;

/** A text from the content service, as paragraphs; nothing when the text is missing. */
export function Paragraphs({ text, className }: { text: string | undefined; className?: string }) {
  return (
    <>
      {paragraphs(text).map((p, index) => (
        // Paragraphs of one text never reorder, so their position is a stable key.
        <p key={index} className={className}>
          {p}
        </p>
      ))}
    </>
  );
}

/** "12 / 15", read aloud as "12 out of 15". */
export function Score({ value, max }: { value: number; max: number }) {
  return (
    <span className="report-score">
      <strong>{formatScore(value)}</strong>
      <span aria-hidden="true"> / {formatScore(max)}</span>
      <span className="visually-hidden"> out of {formatScore(max)}</span>
    </span>
  );
}

export function BandBadge({ band }: { band: Band | null }) {
  if (!band) return null;
  return <Badge className={`band-badge band-${band.toLowerCase()}`}>{band}</Badge>;
}

/** The band badge and, when the score is within a point of the next band, "(on the edge of X)". */
export function BandWithEdge({ band, edge }: { band: Band | null; edge?: Band | null }) {
  const near = edgeText(edge);
  return (
    <>
      <BandBadge band={band} />
      {near ? <span className="band-edge"> ({near})</span> : null}
    </>
  );
}

/** A labelled horizontal bar; the value is always written beside it, never colour alone. */
export function ScoreBar({
  label,
  value,
  max,
  colour,
  band,
  edge,
}: {
  label: ReactNode;
  value: number;
  max: number;
  colour: string;
  band?: Band | null;
  edge?: Band | null;
}) {
  return (
    <div className="score-bar">
      <div className="score-bar-head">
        <span className="score-bar-label">{label}</span>
        <span className="score-bar-value">
          <Score value={value} max={max} /> {band ? <BandWithEdge band={band} edge={edge} /> : null}
        </span>
      </div>
      <div className="score-bar-track" aria-hidden="true">
        <div
          className="score-bar-fill"
          style={{ width: percent(value, max), backgroundColor: colour }}
        />
      </div>
    </div>
  );
}
