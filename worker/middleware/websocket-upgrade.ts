/**
 * The checks and the answer shared by the app's WebSocket channels (docs/live-room.md#the-live-channel):
 * the session rooms (live/room.ts) and the announcements (live/announcement-hub.ts).
 */
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { LIVE_PROTOCOL } from "../contract/live";
import { InvalidInputError } from "../services/errors";

const NOT_A_WEBSOCKET_MESSAGE = "This address opens a WebSocket (Upgrade: websocket)";
const FOREIGN_ORIGIN_MESSAGE = "The live channel opens only from this site";

/**
 * Refuses a request that is not a WebSocket upgrade from this site's own pages: a page of another
 * site cannot open a channel with this site's cookie (cross-site WebSocket hijacking; RFC 6455
 * section 10.2).
 * @throws InvalidInputError (400) without `Upgrade: websocket`, or from another origin.
 */
export function checkWebSocketUpgrade(c: Context<AppEnv>): void {
  if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") throw new InvalidInputError(NOT_A_WEBSOCKET_MESSAGE);
  if (c.req.header("Origin") !== new URL(c.req.url).origin) throw new InvalidInputError(FOREIGN_ORIGIN_MESSAGE);
}

/**
 * The 101 answer of a Durable Object that accepted `client`'s pair. A page that offered the
 * channels' subprotocol must see it selected, or the browser fails the connection (RFC 6455
 * section 4.1); the bearer token it may also offer is never echoed.
 */
export function upgradeResponse(request: Request, client: WebSocket): Response {
  const offered = (request.headers.get("Sec-WebSocket-Protocol") ?? "").split(",").map((p) => p.trim());
  const headers = offered.includes(LIVE_PROTOCOL) ? { "Sec-WebSocket-Protocol": LIVE_PROTOCOL } : undefined;
  return new Response(null, { status: 101, webSocket: client, headers });
}
