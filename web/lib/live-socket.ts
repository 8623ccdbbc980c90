/**
 * A WebSocket channel of the app (docs/live-room.md#the-live-channel): the session rooms and the
 * announcements. Kept open while the component is mounted, signed in by the stored session token
 * offered as a subprotocol (a browser's WebSocket sends no Authorization header). A dropped socket
 * reconnects with exponential backoff (1 s doubling to 30 s, with jitter); while no socket is open
 * `poll` runs every 5 s instead, so a network that refuses WebSockets still sees changes. A ping
 * every 30 s keeps proxies from closing an idle socket (the Durable Object's runtime answers it
 * without waking the object).
 */
import { useEffect, useRef, useState } from "react";
import { BEARER_PROTOCOL_PREFIX, LIVE_PROTOCOL } from "../../worker/contract/live";
import { getAuthToken } from "./auth-token";

/** Polling period while the socket is not open, ms (docs/live-room.md#the-live-channel). */
const POLL_MS = 5_000;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
const PING_MS = 30_000;

/** How the page hears a channel: "live" over the socket, "polling" while it is down. */
export type ChannelState = "live" | "polling";

interface LiveSocketOptions<M> {
  /** The channel's API path on this origin (from the typed client's `$path()`). */
  path: string;
  /** Called with each message (JSON with a `type`). */
  onMessage: (message: M) => void;
  /** Reads the state over HTTP, while the socket is down. */
  poll: () => void;
  /** False to open nothing; true by default. */
  enabled?: boolean;
}

/** `path`'s URL on this page's origin (ws: or wss:). */
function socketUrl(path: string): string {
  const url = new URL(path, window.location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.toString();
}

/**
 * Keeps the channel at `path` open while the component is mounted, and polls while it is not.
 * @returns whether the page is live or polling.
 */
export function useLiveSocket<M>({ path, onMessage, poll, enabled = true }: LiveSocketOptions<M>): ChannelState {
  const [state, setState] = useState<ChannelState>("polling");
  const handlers = useRef({ onMessage, poll });
  handlers.current = { onMessage, poll };

  useEffect(() => {
    if (!enabled) return;
    let socket: WebSocket | null = null;
    let retryMs = FIRST_RETRY_MS;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    const polling = setInterval(() => {
      if (socket?.readyState !== WebSocket.OPEN) handlers.current.poll();
    }, POLL_MS);
    const ping = setInterval(() => {
      if (socket?.readyState === WebSocket.OPEN) socket.send("ping");
    }, PING_MS);

    const connect = () => {
      const token = getAuthToken();
      socket = new WebSocket(socketUrl(path), [LIVE_PROTOCOL, ...(token ? [`${BEARER_PROTOCOL_PREFIX}${token}`] : [])]);
      socket.addEventListener("open", () => {
        retryMs = FIRST_RETRY_MS;
        setState("live");
      });
      socket.addEventListener("message", (event) => {
        if (event.data === "pong") return;
        handlers.current.onMessage(JSON.parse(String(event.data)) as M);
      });
      socket.addEventListener("close", () => {
        setState("polling");
        if (closed) return;
        retry = setTimeout(connect, retryMs * (0.5 + Math.random() / 2));
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      });
    };
    connect();
    return () => {
      closed = true;
      clearInterval(polling);
      clearInterval(ping);
      clearTimeout(retry);
      // Closing a socket that is still connecting makes Chromium log a warning: close it once open.
      if (socket?.readyState === WebSocket.CONNECTING) socket.addEventListener("open", () => socket?.close());
      else socket?.close();
    };
  }, [path, enabled]);

  return state;
}
