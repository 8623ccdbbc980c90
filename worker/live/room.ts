/**
 * The live channel of a session (docs/live-room.md#the-live-channel): one Durable Object per
 * session room, holding its WebSockets through the WebSocket Hibernation API
 * (https://developers.cloudflare.com/durable-objects/best-practices/websockets/), so idle
 * connections cost nothing and the object may leave memory between changes.
 *
 * D1 stays the record. The Worker writes a change there and then calls {@link LiveRoom.changed}
 * with its topic; the object reads the room's ranked questions, or its polls, from D1 and sends
 * them to every socket. Sockets are tagged by whether they may see an open poll's counts
 * (organisers and the presenter screen) or not (delegates), and each tag hears its own message. Changes
 * that arrive while a read runs are folded into one more read, so the last message a client hears
 * always reflects the last change, and a burst of votes costs a few reads rather than one each.
 * Clients send only "ping", which the runtime answers with "pong" without waking the object.
 */
import { DurableObject } from "cloudflare:workers";
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import type { LiveMessage } from "../contract/live";
import { createDb } from "../db";
import { errorSummary } from "../lib/log";
import { upgradeResponse } from "../middleware/websocket-upgrade";
import { forDelegates, sessionPolls } from "../services/session-polls";
import { roomQuestions } from "../services/session-questions";

/** The header that tells the object which session it serves, on the upgrade request. */
export const ROOM_HEADER = "X-Live-Room";

/**
 * The header that tells the object the socket may see poll counts while a poll is open (an
 * organiser or the presenter link's holder); the Worker always sets it, so a client cannot.
 */
export const COUNTS_HEADER = "X-Live-Counts";

/** What changed in a room: its questions, or its polls. */
export type RoomTopic = "questions" | "polls";

/** Socket tags: who sees open polls' counts, and everyone else (docs/live-room.md#polls). */
const COUNTS_TAG = "counts";
const ROOM_TAG = "room";

/** The messages of one topic, as the sockets of each tag hear them. */
type TopicMessages = Record<typeof COUNTS_TAG | typeof ROOM_TAG, string>;

export class LiveRoom extends DurableObject<Env> {
  /** Changes that arrived that no read has covered yet. */
  private dirty = new Set<RoomTopic>();
  /** The read and fan-out under way, if any. */
  private sending: Promise<void> | null = null;
  /** The last messages sent per topic, given to new sockets; lost when the object hibernates. */
  private last = new Map<RoomTopic, TopicMessages>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  /**
   * Accepts the WebSocket of an upgrade request the Worker authenticated (routes/live.ts) and
   * sends it the room's current questions and polls.
   */
  override async fetch(request: Request): Promise<Response> {
    const agendaItemId = Number(request.headers.get(ROOM_HEADER));
    const tag = request.headers.get(COUNTS_HEADER) === "1" ? COUNTS_TAG : ROOM_TAG;
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, [tag]);
    for (const topic of ["questions", "polls"] as const)
      server.send((this.last.get(topic) ?? (await this.read(agendaItemId, topic)))[tag]);
    return upgradeResponse(request, client);
  }

  /**
   * Something of `topic` in session `agendaItemId`'s room changed in D1: sends the new state to
   * every socket. Resolves when a message covering this change has been sent.
   */
  async changed(agendaItemId: number, topic: RoomTopic = "questions"): Promise<void> {
    this.dirty.add(topic);
    this.sending ??= this.sendWhileDirty(agendaItemId).finally(() => {
      this.sending = null;
    });
    await this.sending;
  }

  /** Clients only ping (answered by the auto-response); anything else is ignored. */
  override webSocketMessage(): void {}

  override webSocketClose(ws: WebSocket, code: number, reason: string): void {
    try {
      ws.close(code, reason);
    } catch {
      // Already closed by the runtime.
    }
  }

  private async sendWhileDirty(agendaItemId: number): Promise<void> {
    while (this.dirty.size > 0) {
      const topics = [...this.dirty];
      this.dirty.clear();
      for (const topic of topics) {
        let messages: TopicMessages;
        try {
          messages = await this.read(agendaItemId, topic);
        } catch (error) {
          console.error("live room read failed", agendaItemId, errorSummary(error));
          return;
        }
        for (const tag of [COUNTS_TAG, ROOM_TAG] as const)
          for (const socket of this.ctx.getWebSockets(tag)) {
            try {
              socket.send(messages[tag]);
            } catch {
              // A socket that closed meanwhile; the runtime drops it.
            }
          }
      }
    }
  }

  /** Reads `topic` of the room from D1 and remembers its messages. One or two queries. */
  private async read(agendaItemId: number, topic: RoomTopic): Promise<TopicMessages> {
    const db = createDb(this.env.DB);
    let messages: TopicMessages;
    if (topic === "questions") {
      const message: LiveMessage = { type: "questions", questions: await roomQuestions(db, agendaItemId) };
      const text = JSON.stringify(message);
      messages = { [COUNTS_TAG]: text, [ROOM_TAG]: text };
    } else {
      const polls = await sessionPolls(db, agendaItemId, false);
      const counts: LiveMessage = { type: "poll", polls };
      const room: LiveMessage = { type: "poll", polls: polls.map(forDelegates) };
      messages = { [COUNTS_TAG]: JSON.stringify(counts), [ROOM_TAG]: JSON.stringify(room) };
    }
    this.last.set(topic, messages);
    return messages;
  }
}

/** The Durable Object of session `agendaItemId`'s room (one per session, by name). */
export function liveRoom(env: Env, agendaItemId: number): DurableObjectStub<LiveRoom> {
  return env.LIVE_ROOM.get(env.LIVE_ROOM.idFromName(String(agendaItemId)));
}

/**
 * Tells session `agendaItemId`'s room that its `topic` changed in D1, after the answer (`waitUntil`): a failure is
 * logged, never answered, since the change itself is stored and clients also poll
 * (docs/live-room.md#the-live-channel).
 */
export function notifyRoom(c: Context<AppEnv>, agendaItemId: number, topic: RoomTopic = "questions"): void {
  c.executionCtx.waitUntil(
    liveRoom(c.env, agendaItemId)
      .changed(agendaItemId, topic)
      .catch((error: unknown) => console.error("live room not notified", agendaItemId, errorSummary(error))),
  );
}
