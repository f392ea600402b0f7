// One lead in the inbox: its summary line, and on opening its message, what it shares of a report,
// and the status, owner and notes staff keep on it.
import {
  LEAD_STATUSES,
  type Lead,
  type LeadStatus,
  type LeadSummary,
  type SharedReport,
} from '@peak/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Badge, Button } from '../../../components/ui';
import { messageOf } from '../../../lib/error-message';
import { useMutation, useQuery } from '../../../lib/query';
import { getLead, updateLead } from '../api';
import { totalText, when } from './format';
import { KIND_LABELS, STATUS_LABELS } from './labels';

function Shared({ shared }: { shared: SharedReport }) {
  return (
    <div className="lead-shared">
      <h2 className="lead-shared-title">
        Shared: {shared.scope === 'report' ? 'the whole report' : 'the headline figures'}
      </h2>
      <p>
        Total <strong>{totalText(shared)}</strong> ({shared.maturityLevel})
      </p>
      <ul className="lead-figures">
        {shared.families.map((f) => (
          <li key={f.family}>
            {f.family}: {f.score}/{f.max} ({f.band})
          </li>
        ))}
      </ul>
      {shared.topStrengths.length ? <p>Strengths: {shared.topStrengths.join(', ')}</p> : null}
      {shared.topGrowthAreas.length ? (
        <p>Growth areas: {shared.topGrowthAreas.join(', ')}</p>
      ) : null}
      {shared.capabilities ? (
        <ul className="lead-figures">
          {shared.capabilities.map((c) => (
            <li key={c.capability}>
              {c.capability}:{' '}
              {c.score === null ? 'not answered' : c.max ? `${c.score}/${c.max}` : c.score}
              {c.band ? ` (${c.band})` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {shared.patterns?.length ? (
        <p>Patterns: {shared.patterns.map((p) => `${p.name} (${p.label})`).join(', ')}</p>
      ) : null}
    </div>
  );
}

function LeadForm({
  lead,
  staff,
  onSaved,
}: {
  lead: LeadSummary;
  staff: string[];
  onSaved: (l: Lead) => void;
}) {
  const id = useId();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [owner, setOwner] = useState(lead.owner ?? '');
  const [notes, setNotes] = useState(lead.notes);
  const save = useMutation(() => updateLead(lead.id, { status, owner: owner || null, notes }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await save.mutate();
    if (saved) onSaved(saved);
  };
  // An owner no longer listed as staff still shows as the current choice.
  const owners = owner && !staff.includes(owner) ? [owner, ...staff] : staff;
  return (
    <form className="lead-form" onSubmit={submit}>
      <div className="staff-filter">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          value={status}
          onChange={(e) => setStatus(e.currentTarget.value as LeadStatus)}
        >
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="staff-filter">
        <label htmlFor={`${id}-owner`}>Owner</label>
        <select id={`${id}-owner`} value={owner} onChange={(e) => setOwner(e.currentTarget.value)}>
          <option value="">Nobody yet</option>
          {owners.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      </div>
      <div className="staff-filter lead-notes">
        <label htmlFor={`${id}-notes`}>Notes</label>
        <textarea
          id={`${id}-notes`}
          rows={3}
          maxLength={10_000}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
        />
      </div>
      <div className="lead-save">
        <Button type="submit" disabled={save.status === 'pending'}>
          {save.status === 'pending' ? 'Saving...' : 'Save'}
        </Button>
        <span role="status" aria-live="polite">
          {save.status === 'success' ? 'Saved.' : ''}
        </span>
        {save.status === 'error' ? (
          <span role="alert" className="confirm-error">
            {messageOf(save.error)}
          </span>
        ) : null}
      </div>
    </form>
  );
}

/** What the lead shares, read when the lead is opened: the list carries its headline only. */
function SharedDetail({ id }: { id: string }) {
  const lead = useQuery(['staff-lead', id], (signal) => getLead(id, signal));
  if (lead.status === 'success')
    return lead.data.shared ? <Shared shared={lead.data.shared} /> : null;
  if (lead.status === 'error')
    return (
      <p role="alert" className="confirm-error">
        {messageOf(lead.error)}
      </p>
    );
  return (
    <p className="muted" role="status">
      Loading what was shared...
    </p>
  );
}

export function LeadItem({ lead: initial, staff }: { lead: LeadSummary; staff: string[] }) {
  const [lead, setLead] = useState<LeadSummary>(initial);
  const [open, setOpen] = useState(false);
  return (
    <li className="lead-item">
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          <span className="lead-who">
            <strong>{lead.name}</strong>
            {lead.company ? <span className="muted"> · {lead.company}</span> : null}
          </span>
          <span className="lead-meta">
            <Badge className={`lead-status lead-status-${lead.status}`}>
              {STATUS_LABELS[lead.status]}
            </Badge>
            <span>{KIND_LABELS[lead.kind]}</span>
            {lead.shared ? (
              <span>
                {totalText(lead.shared)} ({lead.shared.maturityLevel})
              </span>
            ) : null}
            <time dateTime={lead.createdAt}>{when(lead.createdAt)}</time>
          </span>
        </summary>
        <div className="lead-body">
          <p>
            <a href={`mailto:${lead.email}`}>{lead.email}</a>
            {lead.owner ? <span className="muted"> · Owner: {lead.owner}</span> : null}
          </p>
          <p className="lead-message">{lead.message}</p>
          {open && lead.shared ? <SharedDetail id={lead.id} /> : null}
          <LeadForm
            lead={lead}
            staff={staff}
            onSaved={(saved) =>
              setLead({
                ...saved,
                shared: saved.shared && {
                  scope: saved.shared.scope,
                  overallScore: saved.shared.overallScore,
                  total: saved.shared.total,
                  totalMax: saved.shared.totalMax,
                  maturityLevel: saved.shared.maturityLevel,
                },
              })
            }
          />
        </div>
      </details>
    </li>
  );
}
