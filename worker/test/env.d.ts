/** Test-only bindings added in vitest.config.ts. */
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** Binary test inputs, base64 by file name (vitest.config.ts). */
    TEST_FILES: Record<string, string>;
  }
}
