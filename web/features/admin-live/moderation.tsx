/**
 * The organisers' controls of a session's live room (docs/live-room.md#moderation): per question
 * Approve, Mark answered, Hide or Show, Pin or Unpin; for the room, "Questions wait for approval"
 * and the presenter link (made, copied, made again: the earlier link then stops working).
 */
import { useState } from "react";
import type { LiveRoomSettings, ModeratedQuestion } from "../../../worker/contract/live";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useI18n } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { useModerateQuestion, usePresenterLink, useRoomSettings } from "./api";

const failed = (error: Error) => toast({ title: /*i18n*/ "Error", description: error.message, variant: "destructive" });

export function QuestionModerationControls({
  sessionId,
  question,
  pinned,
}: {
  sessionId: number;
  question: ModeratedQuestion;
  pinned: boolean;
}) {
  const i18n = useI18n();
  const moderate = useModerateQuestion(sessionId);
  const settings = useRoomSettings(sessionId);
  const change = (patch: Parameters<typeof moderate.mutate>[0]["change"]) =>
    moderate.mutate({ questionId: question.id, change: patch }, { onError: failed });
  const busy = moderate.isPending || settings.isPending;
  return (
    <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
      {question.awaitingApproval && (
        <Button size="sm" disabled={busy} onClick={() => change({ approved: true })}>
          {i18n._("Approve")}
        </Button>
      )}
      <Button size="sm" variant="outline" disabled={busy} onClick={() => change({ answered: !question.answered })}>
        {question.answered ? i18n._("Mark unanswered") : i18n._("Mark answered")}
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        onClick={() => settings.mutate({ pinnedQuestionId: pinned ? null : question.id }, { onError: failed })}
      >
        {pinned ? i18n._("Unpin") : i18n._("Pin")}
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => change({ hidden: !question.hidden })}>
        {question.hidden ? i18n._("Show") : i18n._("Hide")}
      </Button>
    </div>
  );
}

export function RoomSettingsCard({ sessionId, settings }: { sessionId: number; settings: LiveRoomSettings }) {
  const i18n = useI18n();
  const update = useRoomSettings(sessionId);
  const link = usePresenterLink(sessionId);
  const [url, setUrl] = useState<string | null>(null);
  const makeLink = () =>
    link.mutate(undefined, {
      onSuccess: ({ url: made }) => {
        setUrl(made);
        void navigator.clipboard?.writeText(made).then(
          () => toast({ title: /*i18n*/ "Presenter link copied", variant: "success" }),
          () => undefined,
        );
      },
      onError: failed,
    });
  return (
    <Card className="grid gap-4 p-4">
      <h2 className="text-base font-bold text-slate-900">{i18n._("Moderation")}</h2>
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={settings.questionsNeedApproval}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ questionsNeedApproval: event.target.checked }, { onError: failed })}
        />
        {i18n._("Questions wait for approval")}
      </label>
      <div className="grid gap-2">
        <p className="text-sm text-slate-700">
          {i18n._(
            "The presenter screen shows the pinned question and the top questions, live, on the room's projector.",
          )}
        </p>
        {url && (
          <input
            readOnly
            dir="ltr"
            aria-label={i18n._("Presenter link")}
            value={url}
            onFocus={(event) => event.target.select()}
            className="h-11 w-full rounded-md border border-slate-300 bg-slate-50 px-3 text-sm"
          />
        )}
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" disabled={link.isPending} onClick={makeLink}>
            {settings.hasPresenterLink ? i18n._("Make a new presenter link") : i18n._("Make a presenter link")}
          </Button>
          <Button asChild size="sm" variant="outline">
            <a href={`/live/${sessionId}`} target="_blank" rel="noreferrer">
              {i18n._("Open the presenter screen")}
            </a>
          </Button>
        </div>
      </div>
    </Card>
  );
}
