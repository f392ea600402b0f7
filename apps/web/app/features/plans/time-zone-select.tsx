// The time zone a plan's mail comes in: every zone the browser knows, the chosen one among them,
// each named as people read it ("America/Los Angeles").
import { useMemo } from 'react';
import { timeZoneChoices } from './plan-draft';

/** "America/Los_Angeles" as people read it. */
export const zoneName = (zone: string) => zone.replace(/_/g, ' ');

export function TimeZoneSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (zone: string) => void;
}) {
  const zones = useMemo(() => timeZoneChoices(value), [value]);
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
      {zones.map((zone) => (
        <option key={zone} value={zone}>
          {zoneName(zone)}
        </option>
      ))}
    </select>
  );
}
