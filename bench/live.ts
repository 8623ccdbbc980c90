/**
 * `npm run bench:live`: the live channel's fan-out (docs/live-room.md#the-live-channel). Opens
 * `BENCH_CLIENTS` WebSockets (default 1,000; 20 in smoke mode) to one session's room on `vite
 * preview` of the build (the Worker and the room's Durable Object in workerd), then casts
 * `BENCH_VOTES` votes (default 20; 3 in smoke mode), one after another, each by another delegate
 * on the same question, and measures for each vote the time from sending it until each client has
 * heard a message with that vote counted. Prints p50, p95 and max over every client and vote, and
 * the slowest client per vote. Target: p95 ≤ 1 s (exits 1 when missed, except in smoke mode).
 *
 * The clients are one delegate's sockets (a session token offered as the `bearer.` subprotocol, as
 * the app does), so the bench spends its time on the room, not on 1,000 password hashes. The
 * preview listens on `BENCH_PORT` (default 8796). Builds first unless `BENCH_NO_BUILD=1` and
 * `dist/` has a build. Local figures: one workerd process on this machine, clients in the same
 * machine's Node.
 */
import { benchPort, bySize, ensureBuild, exitStatus } from "./options";
import { startPreview } from "./preview";
import type { LiveMessage } from "../worker/contract/live";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? bySize(1_000, 20));
const VOTES = Number(process.env.BENCH_VOTES ?? bySize(20, 3));
const TARGET_P95_MS = 1_000;
/** How long one vote may take to reach every client before the bench gives up, ms. */
const VOTE_TIMEOUT_MS = 30_000;
/** Sockets opened at once while connecting. */
const CONNECT_BATCH = 50;

let ipCounter = 0;
/** A client address of its own per call, so the per-address registration limit is never reached. */
function freshIp(): string {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

async function api<T>(
  origin: string,
  path: string,
  init: { method: string; token?: string; body?: unknown },
): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method: init.method,
    headers: {
      "Content-Type": "application/json",
      "CF-Connecting-IP": freshIp(),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Registers a new delegate; their session token. */
async function delegate(origin: string, n: number): Promise<string> {
  const password = "Gulf-Energy-42";
  const { authToken } = await api<{ authToken: string }>(origin, "/api/auth/register", {
    method: "POST",
    body: {
      firstName: "Bench",
      lastName: `Voter ${n}`,
      email: `bench.live.${Date.now().toString(36)}.${n}@example.com`,
      company: "Gulf Energy Partners",
      title: "Delegate",
      password,
      confirmPassword: password,
    },
  });
  return authToken;
}

/** One client: the highest vote count it has heard on the question, and when it heard each. */
interface Client {
  socket: WebSocket;
  heardAt: Map<number, number>;
}

function connect(origin: string, sessionId: number, token: string, questionId: number): Promise<Client> {
  const url = `${origin.replace(/^http/, "ws")}/api/agenda/${sessionId}/live`;
  // Node's WebSocket (undici) takes headers beside the protocols; a browser sends Origin itself.
  const init = { protocols: ["ac2025-live", `bearer.${token}`], headers: { Origin: origin } };
  const socket = new WebSocket(url, init as unknown as string[]);
  const client: Client = { socket, heardAt: new Map() };
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as LiveMessage;
    // The room also sends its polls ({type: "poll"}); only the questions carry votes.
    if (message.type !== "questions") return;
    const votes = message.questions.find((question) => question.id === questionId)?.votes ?? 0;
    for (let k = 1; k <= votes; k++) if (!client.heardAt.has(k)) client.heardAt.set(k, performance.now());
  });
  return new Promise((resolve, reject) => {
    socket.addEventListener("open", () => resolve(client), { once: true });
    socket.addEventListener("error", () => reject(new Error("a WebSocket did not open")), { once: true });
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

ensureBuild();
const preview = await startPreview(benchPort(8796));
const clients: Client[] = [];
let met = false;
try {
  const origin = preview.origin;
  const [session] = await api<{ id: number }[]>(origin, "/api/agenda", { method: "GET" });
  if (!session) throw new Error("The demo agenda has no session");
  const listener = await delegate(origin, 0);
  const question = await api<{ id: number }>(origin, `/api/agenda/${session.id}/questions`, {
    method: "POST",
    token: listener,
    body: { text: "How will the new port change trade with Iraq?" },
  });
  const voters: string[] = [];
  for (let n = 1; n <= VOTES; n++) voters.push(await delegate(origin, n));

  const connecting = performance.now();
  for (let opened = 0; opened < CLIENTS; opened += CONNECT_BATCH) {
    const batch = Math.min(CONNECT_BATCH, CLIENTS - opened);
    clients.push(
      ...(await Promise.all(Array.from({ length: batch }, () => connect(origin, session.id, listener, question.id)))),
    );
  }
  console.log(
    `${CLIENTS} WebSocket clients in one room, opened in ${((performance.now() - connecting) / 1000).toFixed(1)} s`,
  );

  const samples: number[] = [];
  const slowest: number[] = [];
  for (let k = 1; k <= VOTES; k++) {
    const sent = performance.now();
    await api(origin, `/api/agenda/${session.id}/questions/${question.id}/vote`, {
      method: "POST",
      token: voters[k - 1],
    });
    const deadline = sent + VOTE_TIMEOUT_MS;
    while (clients.some((client) => !client.heardAt.has(k))) {
      if (performance.now() > deadline)
        throw new Error(`vote ${k} did not reach every client within ${VOTE_TIMEOUT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const times = clients.map((client) => client.heardAt.get(k)! - sent);
    samples.push(...times);
    slowest.push(Math.max(...times));
  }
  samples.sort((a, b) => a - b);
  slowest.sort((a, b) => a - b);
  const p95 = percentile(samples, 95);
  met = p95 <= TARGET_P95_MS;
  console.log(`${VOTES} votes, each until all ${CLIENTS} clients heard it (ms from sending the vote):`);
  console.log(
    `  every client and vote: p50 ${percentile(samples, 50).toFixed(0)}, p95 ${p95.toFixed(0)}, max ${samples.at(-1)!.toFixed(0)}`,
  );
  console.log(
    `  slowest client per vote: p50 ${percentile(slowest, 50).toFixed(0)}, max ${slowest.at(-1)!.toFixed(0)}`,
  );
  console.log(`target: p95 <= ${TARGET_P95_MS} ms: ${met ? "met" : "MISSED"}`);
} finally {
  for (const client of clients) client.socket.close();
  await preview.stop();
}
process.exit(exitStatus(met));
