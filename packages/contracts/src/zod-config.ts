// zod probes `new Function` to decide whether it may compile validators; under the site's content
// security policy (no 'unsafe-eval') that probe is reported as a violation. Never compile.
import { z } from 'zod';

z.config({ jitless: true });
