/**
 * The README's security table (README, Security: what each credential can still do after each
 * event) read against the code: for every row, the claim of its "Calendar feed link" column is
 * replayed. A feed is made before the event, the event happens through the API, and the old feed
 * URL must then answer as the cell says: "Unchanged" means it still answers 200, a cell naming
 * 404 means it answers 404. A row without a replay here, or a cell that says neither, fails, so a
 * new row or a changed claim cannot go unchecked.
 */
import { describe, expect, it } from "vitest";
import type { AuthResponse } from "../contract/user";
import {
  TEST_PASSWORD,
  api,
  call,
  expectJson,
  followLoginLink,
  registerAdmin,
  registerDelegate,
  resetLinkToken,
  testFile,
} from "./helpers";
import { enrol } from "./mfa-helpers";
import { addPasskeyTo } from "./passkey-helpers";

/** The README as the Worker tests see it (TEST_FILES in vitest.config.ts). */
const readme = () => new TextDecoder().decode(testFile("README.md"));

/** The rows of the table whose header starts "| After |": each row's "After" cell and the cell of `column`. */
function tableColumn(text: string, column: string): { after: string; claim: string }[] {
  const lines = text.split("\n");
  const start = lines.findIndex((line) => line.startsWith("| After |"));
  if (start < 0) throw new Error("README has no security table");
  const cells = (line: string) =>
    line
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((cell) => cell.trim());
  const index = cells(lines[start]!).indexOf(column);
  if (index < 0) throw new Error(`the security table has no column ${column}`);
  const rows: { after: string; claim: string }[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith("|")) break;
    const row = cells(line);
    rows.push({ after: row[0]!.replace(/\*\*/g, ""), claim: row[index]! });
  }
  return rows;
}

/** The status the old feed URL must answer, as a cell states it. */
function claimedStatus(claim: string): 200 | 404 {
  if (/^Unchanged\b/.test(claim)) return 200;
  if (/\b404\b/.test(claim)) return 404;
  throw new Error(`unreadable claim: ${claim}`);
}

/** A confirmed delegate (the emailed link followed) and a session of theirs. */
async function confirmedDelegate(): Promise<AuthResponse> {
  const registered = await registerDelegate();
  return followLoginLink(registered.id);
}

async function feedUrl(token: string): Promise<string> {
  const { url } = await expectJson(api(token)["my-agenda"].feed.$post(), 200);
  return new URL(url!).pathname;
}

/**
 * One replay per row, by the start of its "After" cell: makes a person and their feed, brings
 * about the event, and returns the old feed's path.
 */
const REPLAYS: Record<string, () => Promise<string>> = {
  "First confirmation": async () => {
    const registered = await registerDelegate();
    const feed = await feedUrl(registered.authToken);
    await followLoginLink(registered.id);
    return feed;
  },
  "Keeping the registration password": async () => {
    const owner = await confirmedDelegate();
    const feed = await feedUrl(owner.authToken);
    const kept = api(owner.authToken).auth["keep-password"].$post({ json: { password: TEST_PASSWORD } });
    expect((await kept).status).toBe(200);
    return feed;
  },
  "A new password": async () => {
    const owner = await confirmedDelegate();
    const feed = await feedUrl(owner.authToken);
    expect((await api(owner.authToken).auth["skip-password"].$post()).status).toBe(200);
    return feed;
  },
  "A later login link": async () => {
    const owner = await confirmedDelegate();
    const feed = await feedUrl(owner.authToken);
    await followLoginLink(owner.id);
    return feed;
  },
  "Password reset": async () => {
    const owner = await confirmedDelegate();
    const feed = await feedUrl(owner.authToken);
    const token = await resetLinkToken(owner.id);
    const json = { token, password: "after-reset-Pa55", confirmPassword: "after-reset-Pa55" };
    expect((await api().auth["reset-password"].$post({ json })).status).toBe(200);
    return feed;
  },
  "Reset link": async () => {
    const owner = await registerDelegate();
    const feed = await feedUrl(owner.authToken);
    expect((await api(owner.authToken)["my-agenda"].feed.reset.$post()).status).toBe(200);
    return feed;
  },
  "Pass reissue": async () => {
    const admin = await registerAdmin();
    const owner = await registerDelegate();
    const feed = await feedUrl(owner.authToken);
    const param = { userId: String(owner.id) };
    expect((await api(admin.authToken).admin.passes[":userId"].reissue.$post({ param })).status).toBe(200);
    return feed;
  },
  Deletion: async () => {
    const admin = await registerAdmin();
    const owner = await registerDelegate();
    const feed = await feedUrl(owner.authToken);
    expect((await api(admin.authToken).users[":id"].$delete({ param: { id: String(owner.id) } })).status).toBe(200);
    return feed;
  },
  "Two-step sign-in turned on": async () => {
    const owner = await registerDelegate();
    const feed = await feedUrl(owner.authToken);
    await enrol(owner.authToken);
    return feed;
  },
  "Two-step sign-in turned off": async () => {
    const owner = await registerDelegate();
    const feed = await feedUrl(owner.authToken);
    const { recoveryCodes } = await enrol(owner.authToken);
    const json = { code: recoveryCodes[0]! };
    expect((await api(owner.authToken).account.mfa.disable.$post({ json })).status).toBe(200);
    return feed;
  },
  "Passkey added": async () => {
    const owner = await registerDelegate();
    const feed = await feedUrl(owner.authToken);
    await addPasskeyTo(owner.authToken);
    return feed;
  },
  "Passkey removed": async () => {
    const owner = await registerDelegate();
    const feed = await feedUrl(owner.authToken);
    const { authenticator, passkey } = await addPasskeyTo(owner.authToken);
    const options = await expectJson(api(owner.authToken).account.mfa.passkeys["confirm-options"].$post(), 200);
    const json = { passkey: await authenticator.assert(options) };
    const removed = api(owner.authToken).account.mfa.passkeys[":id"].$delete({ param: { id: passkey.id }, json });
    expect((await removed).status).toBe(200);
    return feed;
  },
  "Sign-out": async () => {
    const owner = await registerDelegate();
    const feed = await feedUrl(owner.authToken);
    expect((await api(owner.authToken).auth.logout.$post()).status).toBe(200);
    return feed;
  },
};

describe("README security table, calendar feed link column", () => {
  const rows = tableColumn(readme(), "Calendar feed link");

  it("has a replay for every row and a row for every replay", () => {
    const replayOf = (after: string) => Object.keys(REPLAYS).filter((key) => after.startsWith(key));
    for (const { after } of rows) expect(replayOf(after), after).toHaveLength(1);
    expect(rows).toHaveLength(Object.keys(REPLAYS).length);
  });

  it.each(rows)("after $after: the old feed URL answers as the README says", async ({ after, claim }) => {
    const replay = Object.entries(REPLAYS).find(([key]) => after.startsWith(key))![1];
    const feed = await replay();
    expect((await call(feed)).status, claim).toBe(claimedStatus(claim));
  });
});
