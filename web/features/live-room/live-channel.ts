/**
 * The live channel of a session's room (docs/live-room.md#the-live-channel): a WebSocket to
 * `GET /api/agenda/{id}/live` (web/lib/live-socket.ts: signed in by a subprotocol, reconnecting
 * with backoff, polling every 5 s while down) that hears `{ type: "questions", questions }` and
 * `{ type: "poll", polls }` whenever the room's questions or polls change.
 */
import type { LiveMessage, RoomQuestion } from "../../../worker/contract/live";
import type { Poll } from "../../../worker/contract/polls";
import { api } from "../../lib/api";
import { type ChannelState, useLiveSocket } from "../../lib/live-socket";

export type { ChannelState };

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
  return useLiveSocket<LiveMessage>({
    path: api.agenda[":id"].live.$path({ param: { id: String(sessionId) }, query: { presenter } }),
    onMessage: (message) => {
      if (message.type === "questions") onQuestions(message.questions);
      else if (message.type === "poll") onPolls?.(message.polls);
    },
    poll,
    enabled,
  });
}
