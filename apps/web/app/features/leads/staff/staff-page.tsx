// /staff: the leads inbox. Filters (status, kind, search) and pages of 50, newest first; each lead
// opens to its message, what it shares of a report, and its status, owner and notes. The API answers
// 404 to anyone who is not staff, and then this page is the site's not-found page.
import {
  LEAD_KINDS,
  LEAD_STATUSES,
  type LeadKind,
  type LeadStatus,
  type LeadsQuery,
} from '@peak/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { MembersGate } from '../../../components/layout/members-gate';
import { Button } from '../../../components/ui';
import { messageOf } from '../../../lib/error-message';
import { setFunnelStaff } from '../../../lib/funnel';
import { HttpError } from '../../../lib/http';
import { groupDigits } from '../../../lib/numbers';
import { useQuery } from '../../../lib/query';
import { NotFoundPage } from '../../not-found';
import { leadsCsvUrl, listLeads } from '../api';
import { KIND_LABELS, STATUS_LABELS } from './labels';
import { LeadItem } from './lead-item';
import '../../../styles/staff.css';
import './staff.css';

type Filters = Pick<LeadsQuery, 'status' | 'kind' | 'q'>;

function FilterBar({ onApply }: { onApply: (filters: Filters) => void }) {
  const id = useId();
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [kind, setKind] = useState<LeadKind | ''>('');
  const [q, setQ] = useState('');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({ status: status || undefined, kind: kind || undefined, q: q.trim() || undefined });
  };
  return (
    <search aria-label="Filter the leads">
      <form className="staff-filters" onSubmit={apply}>
        <div className="staff-filter">
          <label htmlFor={`${id}-status`}>Status</label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(e) => setStatus(e.currentTarget.value as LeadStatus | '')}
          >
            <option value="">All</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="staff-filter">
          <label htmlFor={`${id}-kind`}>Kind</label>
          <select
            id={`${id}-kind`}
            value={kind}
            onChange={(e) => setKind(e.currentTarget.value as LeadKind | '')}
          >
            <option value="">All</option>
            {LEAD_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
        <div className="staff-filter staff-search">
          <label htmlFor={`${id}-q`}>Search</label>
          <input
            id={`${id}-q`}
            type="search"
            maxLength={200}
            placeholder="Name, email, company, message or notes"
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
          />
        </div>
        <Button type="submit">Apply</Button>
      </form>
    </search>
  );
}

function Inbox() {
  const [filters, setFilters] = useState<Filters>({});
  // The cursors of the pages opened so far: [] is the first page.
  const [cursors, setCursors] = useState<string[]>([]);
  const after = cursors.at(-1);
  const query: LeadsQuery = { ...filters, ...(after ? { after } : {}) };
  const page = useQuery(['staff-leads', JSON.stringify(query)], (signal) =>
    listLeads(query, signal),
  );
  // The inbox answers staff only: this person's visits are not counted in the funnel.
  const isStaff = page.status === 'success';
  useEffect(() => {
    if (isStaff) setFunnelStaff(true);
  }, [isStaff]);
  if (page.status === 'error' && page.error instanceof HttpError && page.error.status === 404)
    return <NotFoundPage />;
  const data = page.status === 'success' ? page.data : undefined;
  const first = cursors.length * 50 + 1;
  return (
    <>
      <div className="staff-heading">
        <h1>Leads</h1>
        <nav className="button-row" aria-label="Staff pages">
          <a className="button button-secondary" href="/staff/insights">
            Assessment insights
          </a>
          <a className="button button-secondary" href={leadsCsvUrl(filters)} download>
            Export CSV
          </a>
        </nav>
      </div>
      <FilterBar
        onApply={(next) => {
          setFilters(next);
          setCursors([]);
        }}
      />
      <div role="status" aria-live="polite" className="staff-count">
        {data
          ? data.total === 0
            ? 'No leads match.'
            : `Leads ${groupDigits(first)}-${groupDigits(first + data.docs.length - 1)} of ${groupDigits(data.total)}`
          : page.status === 'error'
            ? ''
            : 'Loading leads...'}
      </div>
      {page.status === 'error' ? (
        <p role="alert" className="confirm-error">
          {messageOf(page.error)}{' '}
          <Button variant="secondary" size="small" onClick={page.retry}>
            Try again
          </Button>
        </p>
      ) : null}
      {data ? (
        <ul className="staff-leads">
          {data.docs.map((lead) => (
            <LeadItem key={lead.id} lead={lead} staff={data.staff} />
          ))}
        </ul>
      ) : null}
      <nav className="button-row staff-pages" aria-label="Pages of leads">
        <Button
          variant="secondary"
          disabled={cursors.length === 0}
          onClick={() => setCursors((c) => c.slice(0, -1))}
        >
          Newer
        </Button>
        <Button
          variant="secondary"
          disabled={!data?.next}
          onClick={() => data?.next && setCursors((c) => [...c, data.next as string])}
        >
          Older
        </Button>
      </nav>
    </>
  );
}

export function StaffPage() {
  return (
    <MembersGate signedOut={<NotFoundPage />}>
      <Inbox />
    </MembersGate>
  );
}
