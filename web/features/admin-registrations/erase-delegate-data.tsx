/**
 * "Erase delegate data" on Registration Management (docs/product.md#registration-management;
 * docs/decisions/0014-delegate-data-export-and-erasure.md): the number of days after the last event
 * day, then a confirmation dialog, then POST /api/admin/erase-delegate-data. The answer's count is
 * toasted; a refusal (too early: the server says from when) is toasted with the server's message.
 * Texts are written in the page's language (docs/i18n.md).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import Eraser from "lucide-react/icons/eraser";
import { useState } from "react";
import { ERASE_DAYS_MAX, eraseDelegateDataSchema } from "../../../worker/contract/my-data";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Dialog, DialogActions, DialogContent } from "../../components/ui/dialog";
import { Field, Input } from "../../components/ui/field";
import { api, json } from "../../lib/api";
import { useI18n } from "../../lib/i18n";
import { qnaKeys } from "../../lib/qna-keys";
import { toast } from "../../lib/toast";
import { registrationKeys } from "../../lib/registrations";

/** The default wait: 30 days after the last event day. */
const DEFAULT_DAYS = "30";

function useEraseDelegateData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: number) => json(api.admin["erase-delegate-data"].$post({ json: { days } })),
    onSuccess: ({ erased }) =>
      toast({
        title: /*i18n*/ "{count, plural, one {Erased the data of # delegate.} other {Erased the data of # delegates.}}",
        values: { count: erased },
        variant: "success",
      }),
    onError: (error) => toast({ title: /*i18n*/ "Erase failed", description: error.message, variant: "destructive" }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: registrationKeys.all() }),
        queryClient.invalidateQueries({ queryKey: qnaKeys.admin() }),
      ]),
  });
}

export function EraseDelegateData() {
  const [days, setDays] = useState(DEFAULT_DAYS);
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<number | null>(null);
  const erase = useEraseDelegateData();
  const i18n = useI18n();

  const review = () => {
    const parsed = eraseDelegateDataSchema.safeParse({ days: days.trim() === "" ? Number.NaN : Number(days) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setConfirming(parsed.data.days);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{i18n._("Erase delegate data")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-slate-700">
          {i18n._(
            "After the event, delete every delegate account with its sessions, sign-in links, starred sessions and calendar feed. Questions, enquiries and check-ins stay without names, so the counts are kept. Organiser and speaker accounts stay.",
          )}
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <Field label={i18n._("Days after the last event day")} error={error} className="w-56">
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={ERASE_DAYS_MAX}
              step={1}
              value={days}
              onChange={(event) => setDays(event.target.value)}
            />
          </Field>
          <Button variant="danger" onClick={review}>
            <Eraser className="size-4" aria-hidden />
            {i18n._("Erase delegate data")}
          </Button>
        </div>
      </CardContent>
      <Dialog open={confirming !== null} onOpenChange={(open) => !open && !erase.isPending && setConfirming(null)}>
        {confirming !== null && (
          <DialogContent
            title={i18n._("Erase delegate data?")}
            description={i18n._(
              "Every delegate account will be deleted if the last event day was at least {days, plural, one {# day} other {# days}} ago. Their questions and enquiries stay without names. This cannot be undone.",
              { days: confirming },
            )}
          >
            <DialogActions pending={erase.isPending} className="mt-6">
              <Button
                variant="danger"
                disabled={erase.isPending}
                onClick={() => erase.mutate(confirming, { onSettled: () => setConfirming(null) })}
              >
                {erase.isPending ? i18n._("Erasing...") : i18n._("Erase")}
              </Button>
            </DialogActions>
          </DialogContent>
        )}
      </Dialog>
    </Card>
  );
}
