/**
 * The one zod every schema of the project is built with, configured before any schema exists.
 *
 * `jitless`: zod compiles a fast object parser with `new Function(...)` when it may, and probes
 * once whether it may by calling `Function("")`. The app's Content-Security-Policy has no
 * `'unsafe-eval'` (worker/middleware/security-headers.ts), so in a browser the probe is refused
 * and reported as a `securitypolicyviolation` on every page that parses anything, even though
 * zod catches the error. Under `jitless` zod never probes and parses with its interpreter (the
 * Worker does the same: the Workers runtime forbids eval too). The setting is read when an
 * object schema is created, so every module that builds schemas imports `z` from here, never from
 * "zod" directly (type-only imports may): importing this module runs the configuration first.
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };
