/**
 * Export jobs (docs/api.md#export-jobs; docs/decisions/0015-background-export-jobs.md): the 202
 * start, status and progress, the finished file, failures, access, expiry; the steps are also run
 * directly (runExportStep, and the queue handler through runQueue) so each one's effect is seen.
 */
import { env } from "cloudflare:workers";
import { readSheet } from "read-excel-file/universal";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { JOB_MESSAGES } from "../contract/jobs";
import { createDb } from "../db";
import { type ExportJobMessage, JOB_STEP_MAX_ATTEMPTS, runExportStep } from "../services/export-job-steps";
import { QR_PART_ROWS } from "../services/registrations-excel";
import { kuwaitDateTime } from "../contract/time";
import { runQueue } from "./email-helpers";
import { countingD1 } from "./query-counter";
import { api, call, expectJson, registerAdmin, registerDelegate } from "./helpers";

const JOB_QUEUE_NAME = "ac2025-jobs";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

let admin: Awaited<ReturnType<typeof registerAdmin>>;
beforeAll(async () => {
  admin = await registerAdmin();
});

async function userCount(): Promise<number> {
  return (await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>())!.n;
}

/** A queued job row of `admin`, made directly (so the real queue never runs its steps). */
async function insertJob(options: { expiresAt?: number; status?: string; objectKey?: string } = {}): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    "INSERT INTO jobs (id, kind, status, object_key, created_by, expires_at) VALUES (?, 'registrations-excel-qr', ?, ?, ?, ?)",
  )
    .bind(
      id,
      options.status ?? "queued",
      options.objectKey ?? null,
      admin.id,
      options.expiresAt ?? Date.now() + 3_600_000,
    )
    .run();
  return id;
}

/** Steps sent by a step, recorded instead of delivered. */
function recordingJobQueue(): { queue: Queue; sent: ExportJobMessage[] } {
  const sent: ExportJobMessage[] = [];
  const queue = { send: async (body: ExportJobMessage) => void sent.push(body) } as unknown as Queue;
  return { queue, sent };
}

/**
 * Runs a job's steps one by one from `first`, as the consumer would, until no step is sent;
 * returns each step with the D1 statements and most bound parameters it used.
 */
async function runAllSteps(
  first: ExportJobMessage,
): Promise<Array<{ step: ExportJobMessage; statements: number; maxParameters: number }>> {
  const seen: Array<{ step: ExportJobMessage; statements: number; maxParameters: number }> = [];
  let next: ExportJobMessage | undefined = first;
  while (next) {
    const { queue, sent } = recordingJobQueue();
    const counting = countingD1(env.DB);
    await runExportStep(createDb(counting.db), { ...env, JOB_QUEUE: queue }, next);
    seen.push({ step: next, statements: counting.count.statements, maxParameters: counting.count.maxParameters });
    next = sent[0];
  }
  return seen;
}

const jobApi = (token = admin.authToken) => api(token).registrations.export;

async function readJob(id: string, token = admin.authToken) {
  return jobApi(token).jobs[":id"].$get({ param: { id } });
}

/**
 * The pictures of an xlsx: each anchored in the drawing, linked by its relationship to a PNG that
 * is in the package. Returns the number of such pictures, and the 0-based rows they are anchored at.
 */
function pictures(bytes: Uint8Array): { count: number; rows: number[] } {
  const files = unzipSync(bytes);
  const text = (name: string) => new TextDecoder().decode(files[name]);
  const drawing = text("xl/drawings/drawing1.xml");
  const targets = new Map(
    [...text("xl/drawings/_rels/drawing1.xml.rels").matchAll(/Id="([^"]+)"[^>]*Target="\.\.\/media\/([^"]+)"/g)].map(
      (m) => [m[1]!, m[2]!],
    ),
  );
  const anchors = [...drawing.matchAll(/<xdr:row>(\d+)<\/xdr:row>[\s\S]*?r:embed="([^"]+)"/g)];
  const linked = anchors.filter((a) => {
    const png = files[`xl/media/${targets.get(a[2]!)}`];
    return png !== undefined && png[1] === 0x50 && png[2] === 0x4e && png[3] === 0x47;
  });
  return { count: linked.length, rows: anchors.map((a) => Number(a[1])) };
}

/** The width (characters) the sheet gives its 1-based column `column` (`<col min max width>`). */
function columnWidth(bytes: Uint8Array, column: number): number {
  const sheet = new TextDecoder().decode(unzipSync(bytes)["xl/worksheets/sheet1.xml"]);
  for (const m of sheet.matchAll(/<col\b[^>]*\/>/g)) {
    const [min, max, width] = ["min", "max", "width"].map((name) =>
      Number(new RegExp(`${name}="([\\d.]+)"`).exec(m[0])?.[1]),
    );
    if (min! <= column && column <= max!) return width!;
  }
  return Number.NaN;
}

describe("POST /api/registrations/export/excel-qr", () => {
  it("answers 202 with an id, runs in the background and ends done with a valid workbook to download", async () => {
    const delegate = await registerDelegate({ firstName: "Sara", lastName: "Müller" });
    const { id } = await expectJson(jobApi()["excel-qr"].$post(), 202);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const first = await expectJson(readJob(id), 200);
    expect(["queued", "running", "done"]).toContain(first.status);
    expect(first.progress).toBeGreaterThanOrEqual(0);

    // The jobs queue runs the steps on its own (max_batch_timeout 1 s per step).
    let job = first;
    const deadline = Date.now() + 30_000;
    while (job.status !== "done" && job.status !== "failed" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      job = await expectJson(readJob(id), 200);
    }
    expect(job).toMatchObject({ id, status: "done", progress: 100 });
    expect(job.downloadUrl).toBe(`/api/registrations/export/jobs/${id}/file`);
    expect(Date.parse(job.expiresAt) - Date.parse(job.createdAt)).toBe(24 * 60 * 60 * 1000);

    const listed = await expectJson(jobApi().jobs.$get(), 200);
    expect(listed.jobs[0]).toMatchObject({ id, status: "done" });

    const response = await call(job.downloadUrl!, { token: admin.authToken });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe(XLSX);
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="registrations-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    const sheet = (await readSheet(bytes.buffer)) as unknown[][];
    const users = await userCount();
    expect(sheet).toHaveLength(users + 1);
    expect(sheet[0]).toEqual([
      "Candidate Number",
      "First Name",
      "Last Name",
      "Email",
      "Company",
      "Job Title",
      "Phone",
      "Country Code",
      "LinkedIn URL",
      "Expertise",
      "User Type",
      "Registered At (Kuwait time UTC+03:00)",
      "QR Code",
    ]);
    const row = sheet.find((r) => r[3] === delegate.email);
    // Kuwait time (UTC+03:00), as the screens show it.
    expect(row?.[11]).toBe(kuwaitDateTime(new Date(delegate.createdAt)));
    // The Email column is wide enough for the longest address, in characters.
    const longestEmail = Math.max(...sheet.slice(1).map((r) => String(r[3]).length));
    expect(columnWidth(bytes, 4)).toBeGreaterThanOrEqual(longestEmail);
    expect(row?.slice(0, 7)).toEqual([
      delegate.candidateNumber,
      "Sara",
      "Müller",
      delegate.email,
      "Gulf Energy Partners",
      "Project Finance Lead",
      "+96550001234",
    ]);
    const images = pictures(bytes);
    expect(images.count).toBe(users);
    expect(images.rows).toEqual(Array.from({ length: users }, (_, i) => i + 1));
    // The parts are gone once the file is written.
    expect((await env.MEDIA.list({ prefix: `jobs-tmp/${id}/` })).objects).toEqual([]);
  });

  it("answers 503 and keeps no job when the jobs queue refuses the first step", async () => {
    const refusing = {
      send: async () => {
        throw new Error("Queue is unavailable");
      },
    } as unknown as Queue;
    const before = await env.DB.prepare("SELECT count(*) AS n FROM jobs").first<{ n: number }>();
    const body = await expectJson(
      api(admin.authToken, { bindings: { JOB_QUEUE: refusing } }).registrations.export["excel-qr"].$post(),
      503,
    );
    expect(body.message).toBe(JOB_MESSAGES.notStarted);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM jobs").first<{ n: number }>()).toEqual(before);
  });

  it("is refused to delegates (403) and to visitors (401)", async () => {
    const delegate = await registerDelegate();
    expect((await jobApi(delegate.authToken)["excel-qr"].$post()).status).toBe(403);
    expect((await api().registrations.export["excel-qr"].$post()).status).toBe(401);
    const id = await insertJob();
    expect((await readJob(id, delegate.authToken)).status).toBe(403);
    expect((await jobApi(delegate.authToken).jobs.$get()).status).toBe(403);
    expect((await call(`/api/registrations/export/jobs/${id}/file`, { token: delegate.authToken })).status).toBe(403);
  });
});

describe("export job steps", () => {
  it("writes one part per chunk of registrations, reports progress, then assembles every row in order", async () => {
    // Enough registrations for two parts.
    const existing = await userCount();
    const extra = QR_PART_ROWS + 20 - existing;
    const rows = Array.from({ length: Math.max(0, extra) }, (_, i) => ({
      n: 900_000 + i,
      email: `bulk-${i}@example.com`,
    }));
    await env.DB.prepare(
      `INSERT INTO users (candidate_number, email, username, password, first_name, last_name, company, title, phone, country_code, expertise, user_type)
       SELECT json_extract(value, '$.n'), json_extract(value, '$.email'), json_extract(value, '$.email'), 'x', 'Bulk', 'Delegate', 'Co', 'Analyst', '+96550001234', '+965', '[]', 'delegate'
       FROM json_each(?)`,
    )
      .bind(JSON.stringify(rows))
      .run();
    const users = await userCount();
    const id = await insertJob();
    const db = createDb(env.DB);

    const { queue, sent } = recordingJobQueue();
    await runExportStep(
      db,
      { ...env, JOB_QUEUE: queue },
      { jobId: id, step: "rows", after: 0, part: 0, done: 0, total: users },
    );
    const running = await expectJson(readJob(id), 200);
    expect(running.status).toBe("running");
    expect(running.progress).toBe(Math.floor((QR_PART_ROWS / users) * 90));
    expect(running.downloadUrl).toBeUndefined();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ jobId: id, step: "rows", part: 1, done: QR_PART_ROWS });

    const steps = await runAllSteps(sent[0]!);
    expect(steps.map((s) => s.step.step)).toEqual(["rows", "assemble"]);
    expect(steps[1]!.step).toEqual({ jobId: id, step: "assemble", parts: 2 });
    // Each invocation stays far within D1's 50 queries and 100 bound parameters per statement.
    for (const { statements, maxParameters } of steps) {
      expect(statements).toBeLessThanOrEqual(3);
      expect(maxParameters).toBeLessThanOrEqual(100);
    }

    const done = await expectJson(readJob(id), 200);
    expect(done).toMatchObject({ status: "done", progress: 100 });
    const file = await call(done.downloadUrl!, { token: admin.authToken });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const sheet = (await readSheet(bytes.buffer)) as unknown[][];
    expect(sheet).toHaveLength(users + 1);
    const numbers = sheet.slice(1).map((r) => r[0] as number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBe(users);
    expect(pictures(bytes).count).toBe(users);

    await env.DB.prepare("DELETE FROM users WHERE email LIKE 'bulk-%@example.com'").run();
  }, 60_000);

  it("retries a failing step, then marks the job failed with a message on its last attempt and deletes its parts", async () => {
    const id = await insertJob();
    await env.MEDIA.put(`jobs-tmp/${id}/part-00000`, "left over");
    const step: ExportJobMessage = { jobId: id, step: "rows", after: 0, part: 1, done: 0, total: 1 };
    const broken = { envOverrides: { PASS_SIGNING_KEY: "not a key" } };

    const early = await runQueue(JOB_QUEUE_NAME, [step], { attempts: 1, ...broken });
    expect(early.result.retryMessages.map((m) => m.msgId)).toEqual(early.ids);
    expect((await expectJson(readJob(id), 200)).status).not.toBe("failed");

    const last = await runQueue(JOB_QUEUE_NAME, [step], { attempts: JOB_STEP_MAX_ATTEMPTS, ...broken });
    expect(last.result.explicitAcks).toEqual(last.ids);
    const failed = await expectJson(readJob(id), 200);
    expect(failed).toMatchObject({ status: "failed", message: JOB_MESSAGES.failed });
    expect(failed.downloadUrl).toBeUndefined();
    expect((await env.MEDIA.list({ prefix: `jobs-tmp/${id}/` })).objects).toEqual([]);
    expect(
      await call(`/api/registrations/export/jobs/${id}/file`, { token: admin.authToken }).then((r) => r.status),
    ).toBe(404);
  });

  it("fails the job when a part is missing at assembly, and never writes the file", async () => {
    const id = await insertJob({ status: "running" });
    const step: ExportJobMessage = { jobId: id, step: "assemble", parts: 1 };
    const { result, ids } = await runQueue(JOB_QUEUE_NAME, [step], { attempts: JOB_STEP_MAX_ATTEMPTS });
    expect(result.explicitAcks).toEqual(ids);
    expect(await expectJson(readJob(id), 200)).toMatchObject({ status: "failed", message: JOB_MESSAGES.failed });
    expect((await env.MEDIA.list({ prefix: `exports/${id}/` })).objects).toEqual([]);
  });

  it("drops steps of a job that is unknown or already done, and messages that are not steps", async () => {
    const done = await insertJob({ status: "done", objectKey: "exports/x/registrations-2025-10-13.xlsx" });
    const { result, ids } = await runQueue(JOB_QUEUE_NAME, [
      { jobId: crypto.randomUUID(), step: "rows", after: 0, part: 0, done: 0, total: 1 },
      { jobId: done, step: "assemble", parts: 3 },
      { hello: "world" },
    ]);
    expect(result.explicitAcks).toEqual(ids);
    expect(result.retryMessages).toEqual([]);
    expect(await expectJson(readJob(done), 200)).toMatchObject({ status: "done" });
  });
});

describe("GET /api/registrations/export/jobs/{id}", () => {
  it("answers 404 for an unknown id", async () => {
    const body = await expectJson(readJob(crypto.randomUUID()), 404);
    expect(body.message).toBe(JOB_MESSAGES.notFound);
    expect(
      (await call(`/api/registrations/export/jobs/${crypto.randomUUID()}/file`, { token: admin.authToken })).status,
    ).toBe(404);
  });

  it("forgets an expired job: 404, and the next listing deletes it with its file", async () => {
    const key = `exports/expired/registrations-2025-10-13.xlsx`;
    await env.MEDIA.put(key, "old file");
    const id = await insertJob({ status: "done", objectKey: key, expiresAt: Date.now() - 1 });
    expect((await readJob(id)).status).toBe(404);
    expect((await call(`/api/registrations/export/jobs/${id}/file`, { token: admin.authToken })).status).toBe(404);

    const listed = await expectJson(jobApi().jobs.$get(), 200);
    expect(listed.jobs.map((job) => job.id)).not.toContain(id);
    expect(await env.DB.prepare("SELECT id FROM jobs WHERE id = ?").bind(id).first()).toBeNull();
    expect(await env.MEDIA.head(key)).toBeNull();
  });
});
