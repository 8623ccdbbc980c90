/**
 * The announcements channel (docs/live-room.md#announcements): one Durable Object for the whole
 * event holds every open app's WebSocket through the WebSocket Hibernation API
 * (https://developers.cloudflare.com/durable-objects/best-practices/websockets/), each socket
 * tagged with the audiences of its signed-in person ("all" and the events their pass admits:
 * services/announcements.ts, audiencesOf). A new announcement is sent only to the sockets tagged with its
 * audience. D1 stays the record: a page that missed a message reads GET /api/announcements.
 * Clients send only "ping", which the runtime answers with "pong" without waking the object.
 */
import { DurableObject } from "cloudflare:workers";
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import type { Announcement, AnnouncementMessage } from "../contract/announcements";
import { errorSummary } from "../lib/log";
import { upgradeResponse } from "../middleware/websocket-upgrade";

/** The header that tells the object a socket's audiences (comma-separated), on the upgrade request. */
export const AUDIENCES_HEADER = "X-Announcement-Audiences";

export class AnnouncementHub extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  /** Accepts the WebSocket of an upgrade request the Worker authenticated (routes/announcements.ts). */
  override async fetch(request: Request): Promise<Response> {
    const tags = (request.headers.get(AUDIENCES_HEADER) ?? "all").split(",");
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, tags);
    return upgradeResponse(request, client);
  }

  /** Sends `announcement` to every socket of its audience. */
  async announce(announcement: Announcement): Promise<void> {
    const message: AnnouncementMessage = { type: "announcement", announcement };
    const text = JSON.stringify(message);
    for (const socket of this.ctx.getWebSockets(announcement.audience)) {
      try {
        socket.send(text);
      } catch {
        // A socket that closed meanwhile; the runtime drops it.
      }
    }
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
}

/** The one hub of the event (by name). */
export function announcementHub(env: Env): DurableObjectStub<AnnouncementHub> {
  return env.ANNOUNCEMENT_HUB.get(env.ANNOUNCEMENT_HUB.idFromName("event"));
}

/**
 * Sends `announcement` to the open apps after the answer (`waitUntil`): a failure is logged, never
 * answered, since the announcement is stored and the apps also poll (docs/live-room.md#announcements).
 */
export function broadcastAnnouncement(c: Context<AppEnv>, announcement: Announcement): void {
  c.executionCtx.waitUntil(
    announcementHub(c.env)
      .announce(announcement)
      .catch((error: unknown) => console.error("announcement not broadcast", announcement.id, errorSummary(error))),
  );
}
