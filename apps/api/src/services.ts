// The services every area of the API shares, decorated once on the root instance by buildApp and
// typed here by declaration merging: an area plugin reads `app.db`, never a parameter list.
import type { ScoringBank } from './assessment/bank';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { FunnelAggregator } from './funnel/aggregator';
import type { SharedSaves } from './leads/shared-saves';
import type { Counters } from './limits/counters';
import type { NormsService } from './norms/service';
import type { TeamStore } from './teams/store';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    /** Shared counts (rate limits, failed sign-ins, the story budget), in Redis or the database. */
    counters: Counters;
    /** The questions and rules every score is computed with, cached: one for saves and stories. */
    scoringBank: () => Promise<ScoringBank>;
    /** The norms and the reliability figures, computed by a job and cached (norms/service.ts). */
    norms: NormsService;
    /** Teams, their members and their reports' counts (teams/store.ts). */
    teams: TeamStore;
    /** Results shared with the consultancy on saving, made leads (leads/shared-saves.ts). */
    sharedSaves: SharedSaves;
    /** The funnel's totals, held in memory and written every interval (funnel/aggregator.ts). */
    funnel: FunnelAggregator;
    /** Now, in milliseconds: Date.now, or a clock a test moves. */
    clock: () => number;
  }
}
