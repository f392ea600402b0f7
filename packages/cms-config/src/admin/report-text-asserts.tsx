// What a report text asserts about its reader, shown in the admin under its Asserts field: each
// band's text its band, as the calibration reads it, or the text's declared condition. A server
// component: it reads the document as it was loaded (and saved).
import type { UIFieldServerProps } from 'payload';
import { assertedConditions, type ReportTextItem } from '../editorial/report-texts';

export function ReportTextAsserts({ data }: UIFieldServerProps) {
  const conditions = assertedConditions((data ?? {}) as ReportTextItem);
  return (
    <div
      className="field-type report-text-asserts"
      style={{ marginBottom: 'var(--spacing-field, 1.5rem)' }}
    >
      <span className="field-label">What this text asserts about its reader</span>
      {conditions.length === 0 ? (
        <p className="field-description">
          No condition: the text declares none (Asserts is empty) and is no band&apos;s text.
        </p>
      ) : (
        <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {conditions.map(({ text, condition }) => (
            <li key={text}>
              {text}:{' '}
              {condition === 'true' ? (
                <>
                  nothing about the reader (<code>true</code>)
                </>
              ) : (
                <>
                  holds only when <code>{condition}</code>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
