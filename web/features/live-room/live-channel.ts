/**
 * The live channel of a session's room (docs/live-room.md#the-live-channel): a WebSocket to
 * `GET /api/agenda/{id}/live`, signed in by the stored session token offered as a subprotocol
 * (a browser's WebSocket sends no Authorization header), that hears `{ type: "questions", questions }`
 * and `{ type: "poll", polls }` whenever the room's questions or polls change. A dropped socket reconnects with exponential backoff (1 s doubling to 30 s, with
 * jitter); while no socket is open the room is polled every 5 s instead, so a network that refuses
 * WebSockets still sees the room move. A ping every 30 s keeps proxies from closing an idle socket
 * (the Durable Object's runtime answers it without waking the object).
 */
import { useEffect, useRef, useState } from "react";
import {
  BEARER_PROTOCOL_PREFIX,
  LIVE_PROTOCOL,
  type LiveMessage,
  type RoomQuestion,
} from "../../../worker/contract/live";
import type { Poll } from "../../../worker/contract/polls";
import { api } from "../../lib/api";
import { getAuthToken } from "../../lib/auth-token";

/** Polling period while the socket is not open, ms (docs/live-room.md#the-live-channel). */
const POLL_MS = 5_000;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
const PING_MS = 30_000;

/** How the page hears the room: "live" over the socket, "polling" while it is down. */
export type ChannelState = "live" | "polling";

interface LiveChannelOptions {
  /** Session id. */
  sessionId: number;
  /** The presenter link's token, for the presenter screen without a sign-in. */
  presenter?: string;
  /** Called with the room's ranked questions from each `questions` message. */
  onQuestions: (questions: RoomQuestion[]) => void;
  /** Called with the session's open and closed polls from each `poll` message. */
  onPolls?: (polls: Poll[]) => void;
  /** Reads the room over HTTP, while the socket is down. */
  poll: () => void;
  /** False to open nothing (a caller who may not watch the room); true by default. */
  enabled?: boolean;
}

/** The channel's URL on this page's origin (ws: or wss:). */
function channelUrl(sessionId: number, presenter?: string): string {
  const path = api.agenda[":id"].live.$path({ param: { id: String(sessionId) }, query: { presenter } });
  const url = new URL(path, window.location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.toString();
}

/**
 * Keeps a session's live channel open while the component is mounted, and polls while it is not.
 * @returns whether the page is live or polling.
 */
export function useLiveChannel({
  sessionId,
  presenter,
  onQuestions,
  onPolls,
  poll,
  enabled = true,
}: LiveChannelOptions): ChannelState {
  const [state, setState] = useState<ChannelState>("polling");
  const handlers = useRef({ onQuestions, onPolls, poll });
  handlers.current = { onQuestions, onPolls, poll };

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
      socket = new WebSocket(channelUrl(sessionId, presenter), [
        LIVE_PROTOCOL,
        ...(token ? [`${BEARER_PROTOCOL_PREFIX}${token}`] : []),
      ]);
      socket.addEventListener("open", () => {
        retryMs = FIRST_RETRY_MS;
        setState("live");
      });
      socket.addEventListener("message", (event) => {
        if (event.data === "pong") return;
        const message = JSON.parse(String(event.data)) as LiveMessage;
        if (message.type === "questions") handlers.current.onQuestions(message.questions);
        else if (message.type === "poll") handlers.current.onPolls?.(message.polls);
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
  }, [sessionId, presenter, enabled]);

  return state;
}
