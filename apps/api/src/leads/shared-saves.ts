// A result shared with the consultancy when it is saved is a lead staff follow up, carrying what
// the person chose to share, whether or not a webhook is set. The save route calls it through
// `app.sharedSaves`, so the assessment area needs nothing of the leads area.
import type { ShareScope } from '@peak/contracts';
import type { Results } from '@peak/scoring';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { createLead } from './create';
import { sharedReport } from './shared-report';

/** The message of a lead made by a save shared with the consultancy. */
const SHARED_ON_SAVING: Record<ShareScope, string> = {
  headline: 'Shared the headline figures of their report when saving it.',
  report: 'Shared their whole report when saving it.',
};

export interface SharedSave {
  userId: string;
  name: string;
  email: string;
  resultId: string;
  results: Results;
  share: ShareScope;
}

export interface SharedSaves {
  resultShared(saved: SharedSave): Promise<void>;
}

export const sharedSaves = (
  db: Db,
  config: Pick<AppConfig, 'webhook' | 'staff' | 'siteUrl'>,
): SharedSaves => ({
  async resultShared({ userId, name, email, resultId, results, share }) {
    await createLead(db, config, {
      kind: 'shared-result',
      name,
      email,
      message: SHARED_ON_SAVING[share],
      userId,
      resultId,
      shared: sharedReport(results, share),
    });
  },
});
