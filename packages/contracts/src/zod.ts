// The `z` every schema here is built with: importing it applies the configuration first, so it
// holds in any bundle, however few of the schemas that bundle keeps. zod probes `new Function` to
// decide whether it may compile validators; under the site's content security policy (no
// 'unsafe-eval') that probe is reported as a violation. Never compile.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
