// How a results object is kept in the database. `routedContent` files the arbitrated findings
// under report sections: the same findings again, about a third of the object. It is stored as
// their positions in `arbitratedFindings` and read back as the findings themselves, so what is read
// equals what was scored while a save writes a third less. The report's reading is a pure function
// of the scores, so it is left out too and read back by computing it again.
import {
  type Finding,
  type Report,
  type Results,
  type RoutedContent,
  readProfile,
} from '@peak/scoring';

type Section = keyof RoutedContent;
/** A position in `arbitratedFindings`, or a finding kept whole (rows saved before this format). */
type StoredEntry = number | Finding;

export type StoredResults<R extends Results = Results> = Omit<R, 'routedContent' | 'report'> & {
  routedContent: Record<Section, StoredEntry[]>;
  report: Omit<Report, 'reading'> & { reading?: Report['reading'] };
};

const mapSections = <A, B>(sections: Record<Section, A[]>, f: (entry: A) => B) =>
  Object.fromEntries(
    Object.entries(sections).map(([section, entries]) => [section, (entries as A[]).map(f)]),
  ) as Record<Section, B[]>;

export function toStored<R extends Results>(results: R): StoredResults<R> {
  const position = new Map(results.arbitratedFindings.map((finding, i) => [finding, i]));
  const { reading: _reading, ...report } = results.report;
  return {
    ...results,
    report,
    routedContent: mapSections(results.routedContent, (f) => position.get(f) ?? f),
  };
}

export function fromStored<R extends Results>(stored: StoredResults<R>): R {
  const findings = stored.arbitratedFindings ?? [];
  const routed = stored.routedContent
    ? mapSections(stored.routedContent, (e) => (typeof e === 'number' ? findings[e] : e))
    : stored.routedContent;
  // An older report (another version, decided again when read) may have no reading at all.
  const report =
    stored.report && !stored.report.reading && 'plan' in stored.report
      ? { ...stored.report, reading: readProfile(stored) }
      : stored.report;
  return { ...stored, report, routedContent: routed } as unknown as R;
}
