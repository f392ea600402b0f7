// "Prioritization Capabilities": the framework text, the 12 capabilities and the 4 families.
import { FAMILIES } from '@peak/scoring';
import { familyColour } from '../../../../lib/palette';
import type { FrameworkText, ReportTexts } from '../../report-texts';
import { Paragraphs, ReportSection, TextsLoading } from '../parts';

export const FRAMEWORK_LOADING = 'Loading framework content...';
export const FRAMEWORK_UNAVAILABLE = 'Framework content not available.';

function Framework({ framework }: { framework: FrameworkText }) {
  if (framework.status === 'loading') {
    return (
      <p className="report-loading" role="status">
        {FRAMEWORK_LOADING}
      </p>
    );
  }
  if (framework.status === 'unavailable') return <p className="muted">{FRAMEWORK_UNAVAILABLE}</p>;
  return (
    <div className="report-framework">
      {framework.title ? <h3>{framework.title}</h3> : null}
      <Paragraphs text={framework.text} />
    </div>
  );
}

export function CapabilitiesFramework({
  texts,
  framework,
}: {
  texts: ReportTexts | null;
  framework: FrameworkText;
}) {
  return (
    <ReportSection title="Prioritization Capabilities" alt collapsed>
      <Framework framework={framework} />
      <h3>The 12 Capabilities</h3>
      {texts ? null : <TextsLoading />}
      <ul className="capability-glossary">
        {FAMILIES.flatMap((family) =>
          family.capabilities.map((name) => {
            const description = texts?.capabilities[name]?.description;
            return (
              <li key={name}>
                <strong>{name}</strong>
                {description ? <span>: {description}</span> : null}
              </li>
            );
          }),
        )}
      </ul>
      <h3>The 4 Families</h3>
      <ul className="grid grid-2 family-members">
        {FAMILIES.map((family) => (
          <li
            key={family.name}
            className="card"
            style={{ borderTopColor: familyColour(family.name) }}
          >
            <h4>{family.name}</h4>
            <ul>
              {family.capabilities.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </ReportSection>
  );
}
