// Small building blocks the report's sections share.
import type { Band } from '@peak/scoring';
import { type ReactNode, useId } from 'react';
import { Badge, Section } from '../../../components/ui';
import { bandBorder, bandSwatch } from '../../../lib/palette';
import {
  afterFirstSentence,
  edgeText,
  firstSentence,
  formatScore,
  paragraphs,
  percent,
} from './format';

export const TEXTS_LOADING = 'Loading report texts...';

/** A section's anchor for the table of contents: "Self vs. System" -> "self-vs-system". */
export const sectionId = (title: string) =>
  title
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * One report section: a labelled landmark with its h2, anchored for the table of contents. A
 * `collapsed` section (the explanatory ones) shows its heading as a disclosure, closed by default.
 */
export function ReportSection({
  title,
  anchor = title,
  children,
  alt,
  className,
  collapsed,
}: {
  title: string;
  /** The title its anchor is made from, when the shown title differs (the shared voice's). */
  anchor?: string;
  children: ReactNode;
  alt?: boolean;
  className?: string;
  collapsed?: boolean;
}) {
  const id = useId();
  const classes = ['report-section', collapsed ? 'report-section-collapsed' : '', className];
  return (
    <Section
      id={sectionId(anchor)}
      labelledBy={id}
      alt={alt}
      className={classes.filter(Boolean).join(' ')}
    >
      {collapsed ? (
        <details className="report-disclosure">
          <summary>
            <h2 id={id}>{title}</h2>
          </summary>
          {children}
        </details>
      ) : (
        <>
          <h2 id={id}>{title}</h2>
          {children}
        </>
      )}
    </Section>
  );
}

/** A text's first sentence, and the rest of it under Read more (nothing more when there is none). */
export function Lead({ text, about }: { text: string | undefined; about: string }) {
  const rest = afterFirstSentence(text);
  return (
    <>
      <p className="lead-sentence">{firstSentence(text)}</p>
      {rest ? (
        <ReadMore about={about}>
          <Paragraphs text={rest} />
        </ReadMore>
      ) : null}
    </>
  );
}

/** "Read more" under a short text: the rest, one tap away; `about` names it for screen readers. */
export function ReadMore({ about, children }: { about: string; children: ReactNode }) {
  return (
    <details className="read-more">
      <summary>
        Read more<span className="visually-hidden"> about {about}</span>
      </summary>
      {children}
    </details>
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

/** The band's name on its colour (the palette's); the name carries the meaning, not the colour. */
export function BandBadge({ band }: { band: Band | null }) {
  if (!band) return null;
  const { base, onBase } = bandSwatch(band);
  return (
    <Badge
      className={`band-badge band-${band.toLowerCase()}`}
      style={{ background: base, color: onBase, borderColor: bandBorder(band) }}
    >
      {band}
    </Badge>
  );
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
