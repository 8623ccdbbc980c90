import { env } from "cloudflare:workers";
import type { InferRequestType } from "hono/client";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { DEFAULT_SETTINGS } from "../contract/default-settings";
import { NO_LINK_MESSAGE } from "../contract/fields";
import type { EmailMessage } from "../email/messages";
import { type Api, answer, api, callJson, expectJson, registerDelegate, distinctUserIds } from "./helpers";

/** The queue's `sendBatch`, stubbed so messages are recorded instead of delivered to a consumer. */
let sendBatch: MockInstance<Queue["sendBatch"]>;
beforeEach(() => {
  vi.spyOn(env.EMAIL_QUEUE, "send").mockResolvedValue(undefined as never);
  sendBatch = vi.spyOn(env.EMAIL_QUEUE, "sendBatch").mockResolvedValue(undefined as never);
});
afterEach(() => vi.restoreAllMocks());

/** Queued enquiry messages (other types, e.g. registration emails, are ignored). */
function queuedEnquiryEmails(): EmailMessage[] {
  return sendBatch.mock.calls
    .flatMap(([batch]) => [...batch].map((m) => m.body as EmailMessage))
    .filter((m) => m.type.startsWith("enquiry_"));
}

/** The payload of POST /api/enquire. */
type Enquiry = InferRequestType<Api["enquire"]["$post"]>["json"];

/** A valid enquiry for `email`; override any field. */
function enquiry(email: string, overrides: Partial<Enquiry> = {}): Enquiry {
  return {
    firstName: "Fahad",
    lastName: "Al-Otaibi",
    email,
    company: "Kuwait Projects Co",
    title: "Head of Legal",
    phone: "+96550009999",
    linkedinUrl: "https://www.linkedin.com/in/fahad",
    serviceType: "service3",
    message: "We would like to discuss sponsorship options.",
    ...overrides,
  };
}

interface EnquiryRow {
  user_id: number;
  first_name: string;
  email: string;
  phone: string | null;
  linkedin_url: string | null;
  service_type: string | null;
  message: string;
}

async function enquiriesOf(userId: number): Promise<EnquiryRow[]> {
  const { results } = await env.DB.prepare(
    "SELECT user_id, first_name, email, phone, linkedin_url, service_type, message FROM enquiries WHERE user_id = ? ORDER BY id",
  )
    .bind(userId)
    .all<EnquiryRow>();
  return results;
}

describe("POST /api/enquire", () => {
  it("stores the enquiry and queues the organiser notification and the sender's acknowledgement", async () => {
    const sender = await registerDelegate();
    const body = await expectJson(
      api(sender.authToken).enquire.$post({
        json: enquiry(sender.email, { message: "  We would like to discuss sponsorship options.  " }),
      }),
      201,
    );
    expect(body.message).toBe("Enquiry received");
    expect(await enquiriesOf(sender.id)).toEqual([
      {
        user_id: sender.id,
        first_name: "Fahad",
        email: sender.email,
        phone: "+96550009999",
        linkedin_url: "https://www.linkedin.com/in/fahad",
        service_type: "service3",
        message: "We would like to discuss sponsorship options.",
      },
    ]);
    expect(queuedEnquiryEmails()).toEqual([
      {
        type: "enquiry_notification",
        to: DEFAULT_SETTINGS.supportEmail,
        locale: "en",
        userId: sender.id,
        data: {
          enquiryId: body.id,
          firstName: "Fahad",
          lastName: "Al-Otaibi",
          email: sender.email,
          company: "Kuwait Projects Co",
          title: "Head of Legal",
          phone: "+96550009999",
          linkedinUrl: "https://www.linkedin.com/in/fahad",
          serviceType: "Service 3",
          message: "We would like to discuss sponsorship options.",
        },
      },
      {
        type: "enquiry_acknowledgement",
        to: sender.email,
        locale: "en",
        userId: sender.id,
        data: { firstName: "Fahad" },
      },
    ]);
  });

  it("accepts the optional fields empty and stores them as null", async () => {
    const sender = await registerDelegate();
    const { status } = await answer(
      api(sender.authToken).enquire.$post({
        json: enquiry(sender.email, { phone: "", linkedinUrl: "", serviceType: "" }),
      }),
    );
    expect(status).toBe(201);
    expect(await enquiriesOf(sender.id)).toMatchObject([{ phone: null, linkedin_url: null, service_type: null }]);
    expect(queuedEnquiryEmails()[0]).toMatchObject({ data: { phone: "", linkedinUrl: "", serviceType: "" } });
  });

  it("always uses the account's own address, never one from the body", async () => {
    const sender = await registerDelegate();
    const victim = await registerDelegate();
    const { status } = await answer(api(sender.authToken).enquire.$post({ json: enquiry(victim.email) }));
    expect(status).toBe(201);
    expect(await enquiriesOf(sender.id)).toMatchObject([{ email: sender.email }]);
    expect(await enquiriesOf(victim.id)).toEqual([]);
    const emails = queuedEnquiryEmails();
    expect(emails.map((m) => m.to)).not.toContain(victim.email);
    expect(JSON.stringify(emails)).not.toContain(victim.email);
  });

  it("is no phishing relay: a link in a name is refused, and the acknowledgement carries only the first name", async () => {
    // An account that registered someone else's address, never confirmed.
    const sender = await registerDelegate();
    const lure = "Your account is locked; verify at https://evil.example/login";
    for (const field of ["firstName", "lastName", "company", "title"] as const) {
      const refused = api(sender.authToken).enquire.$post({ json: enquiry(sender.email, { [field]: lure }) });
      expect(await expectJson(refused, 400)).toEqual({ message: NO_LINK_MESSAGE });
    }
    expect(queuedEnquiryEmails()).toEqual([]);
    expect(await enquiriesOf(sender.id)).toEqual([]);

    const sent = api(sender.authToken).enquire.$post({ json: enquiry(sender.email, { message: lure }) });
    expect((await answer(sent)).status).toBe(201);
    const acknowledgement = queuedEnquiryEmails().find((m) => m.type === "enquiry_acknowledgement");
    expect(acknowledgement).toMatchObject({ to: sender.email, data: { firstName: "Fahad" } });
    expect(Object.keys(acknowledgement!.data)).toEqual(["firstName"]);
  });

  it("answers 401 without a session and stores nothing", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM enquiries").first<{ n: number }>();
    expect(await answer(api().enquire.$post({ json: enquiry("someone@example.com") }))).toMatchObject({
      status: 401,
      body: { message: "Not authenticated" },
    });
    expect(await answer(api("not-a-session").enquire.$post({ json: enquiry("someone@example.com") }))).toMatchObject({
      status: 401,
    });
    const after = await env.DB.prepare("SELECT count(*) AS n FROM enquiries").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
    expect(queuedEnquiryEmails()).toEqual([]);
  });

  it.each([
    [{ firstName: " " }, "First name is required"],
    [{ lastName: "" }, "Last name is required"],
    [{ company: "" }, "Company is required"],
    [{ title: "" }, "Job title is required"],
    [{ email: "not-an-email" }, "Please enter a valid email address"],
    [{ message: "too short" }, "Message must be at least 10 characters"],
    [{ message: "  short    " }, "Message must be at least 10 characters"],
    [{ message: undefined }, "Message must be at least 10 characters"],
    [{ serviceType: "service8" }, "Please choose a valid service type"],
    [{ linkedinUrl: "javascript:alert(1)" }, "Please enter a valid URL"],
    [{ phone: "call me" }, "Please enter a valid phone number"],
  ])("rejects %j with 400 %s and stores nothing", async (overrides, message) => {
    const sender = await registerDelegate();
    // Raw: the service type row is not one of the payload type's values, which the client does not allow.
    const body = { ...enquiry(sender.email), ...overrides };
    expect(await callJson("/api/enquire", { token: sender.authToken, body })).toMatchObject({
      status: 400,
      body: { message },
    });
    expect(await enquiriesOf(sender.id)).toEqual([]);
    expect(queuedEnquiryEmails()).toEqual([]);
  });

  it("removes the enquiry again and answers 503 when the emails cannot be queued", async () => {
    const sender = await registerDelegate();
    sendBatch.mockRejectedValueOnce(new Error("queue unavailable"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await answer(api(sender.authToken).enquire.$post({ json: enquiry(sender.email) }))).toMatchObject({
      status: 503,
      body: { message: "Failed to send enquiry. Please try again." },
    });
    expect(await enquiriesOf(sender.id)).toEqual([]);
  });

  it("limits enquiries per user (10 per minute) and stores nothing over the limit", async () => {
    await distinctUserIds();
    const sender = await registerDelegate();
    const statuses: number[] = [];
    // The limiter counts in fixed one-minute windows; 21 calls over-run the limit even if one
    // window boundary falls inside the loop.
    for (let i = 0; i < 21; i += 1) {
      statuses.push((await api(sender.authToken).enquire.$post({ json: enquiry(sender.email) })).status);
    }
    const accepted = statuses.filter((s) => s === 201).length;
    expect(accepted).toBeGreaterThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBe(21 - accepted);
    expect(accepted).toBeLessThan(21);
    expect(await enquiriesOf(sender.id)).toHaveLength(accepted);
  });
});
