/**
 * The live channel of a session (docs/live-room.md#the-live-channel): one Durable Object per
 * session room, holding its WebSockets through the WebSocket Hibernation API
 * (https://developers.cloudflare.com/durable-objects/best-practices/websockets/), so idle
 * connections cost nothing and the object may leave memory between changes.
 *
 * D1 stays the record. The Worker writes a change there and then calls {@link LiveRoom.changed};
 * the object reads the room's ranked questions from D1 and sends them to every socket. Changes
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
import { roomQuestions } from "../services/session-questions";

/** The header that tells the object which session it serves, on the upgrade request. */
export const ROOM_HEADER = "X-Live-Room";

export class LiveRoom extends DurableObject<Env> {
  /** A change arrived that no read has covered yet. */
  private dirty = false;
  /** The read and fan-out under way, if any. */
  private sending: Promise<void> | null = null;
  /** The last `questions` message sent, given to new sockets; lost when the object hibernates. */
  private last: string | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  /**
   * Accepts the WebSocket of an upgrade request the Worker authenticated (routes/live.ts) and
   * sends it the room's current questions.
   */
  override async fetch(request: Request): Promise<Response> {
    const agendaItemId = Number(request.headers.get(ROOM_HEADER));
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.send(this.last ?? (await this.read(agendaItemId)));
    return upgradeResponse(request, client);
  }

  /**
   * Something in session `agendaItemId`'s room changed in D1: sends the new state to every socket.
   * Resolves when a message covering this change has been sent.
   */
  async changed(agendaItemId: number): Promise<void> {
    this.dirty = true;
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
    while (this.dirty) {
      this.dirty = false;
      let message: string;
      try {
        message = await this.read(agendaItemId);
      } catch (error) {
        console.error("live room read failed", agendaItemId, errorSummary(error));
        return;
      }
      for (const socket of this.ctx.getWebSockets()) {
        try {
          socket.send(message);
        } catch {
          // A socket that closed meanwhile; the runtime drops it.
        }
      }
    }
  }

  private async read(agendaItemId: number): Promise<string> {
    const message: LiveMessage = {
      type: "questions",
      questions: await roomQuestions(createDb(this.env.DB), agendaItemId),
    };
    this.last = JSON.stringify(message);
    return this.last;
  }
}

/** The Durable Object of session `agendaItemId`'s room (one per session, by name). */
export function liveRoom(env: Env, agendaItemId: number): DurableObjectStub<LiveRoom> {
  return env.LIVE_ROOM.get(env.LIVE_ROOM.idFromName(String(agendaItemId)));
}

/**
 * Tells session `agendaItemId`'s room that D1 changed, after the answer (`waitUntil`): a failure is
 * logged, never answered, since the change itself is stored and clients also poll
 * (docs/live-room.md#the-live-channel).
 */
export function notifyRoom(c: Context<AppEnv>, agendaItemId: number): void {
  c.executionCtx.waitUntil(
    liveRoom(c.env, agendaItemId)
      .changed(agendaItemId)
      .catch((error: unknown) => console.error("live room not notified", agendaItemId, errorSummary(error))),
  );
}
