/**
 * The app's Content-Security-Policy allows no 'unsafe-eval' (worker/middleware/security-headers.ts),
 * so nothing the web app runs may try to evaluate code: a refused attempt is reported as a
 * `securitypolicyviolation` even when the error is caught. zod probes with `Function("")` unless it
 * is configured jitless before the first schema is built (worker/contract/zod.ts).
 */
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the shared schemas under a strict CSP", () => {
  it("build and parse without ever calling Function (zod is jitless)", async () => {
    const probe = vi.spyOn(globalThis, "Function");
    const { z } = await import("zod");
    const { registerSchema, loginSchema } = await import("../../worker/contract/auth");
    const { profileUpdateSchema } = await import("../../worker/contract/profile");
    const { enquirySchema } = await import("../../worker/contract/enquiry");
    expect(loginSchema.safeParse({ email: "dana@example.com", password: "x" }).success).toBe(true);
    expect(registerSchema.safeParse({ email: "not an email" }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ company: "GEP" }).success).toBe(true);
    expect(enquirySchema.safeParse({}).success).toBe(false);
    expect(probe).not.toHaveBeenCalled();
    expect(z.config().jitless).toBe(true);
  });
});
