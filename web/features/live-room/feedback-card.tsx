/**
 * "Rate this session" (docs/live-room.md#feedback), shown once the session has started: five
 * radio buttons from 1 to 5 and an optional comment, saved with PUT /api/agenda/{id}/feedback; the
 * caller's earlier rating fills the form, and saving again replaces it.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Star from "lucide-react/icons/star";
import { useEffect, useState } from "react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Field, Textarea } from "../../components/ui/field";
import { api, json } from "../../lib/api";
import { cn } from "../../lib/cn";
import { useI18n } from "../../lib/i18n";
import { urlKey } from "../../lib/query-client";
import { toast } from "../../lib/toast";

const RATINGS = [1, 2, 3, 4, 5] as const;

function feedbackQuery(id: number) {
  const param = { id: String(id) };
  return queryOptions({
    queryKey: urlKey(api.agenda[":id"].feedback.$path({ param })),
    queryFn: () => json(api.agenda[":id"].feedback.$get({ param })),
  });
}

export function FeedbackCard({ sessionId }: { sessionId: number }) {
  const i18n = useI18n();
  const queryClient = useQueryClient();
  const saved = useQuery(feedbackQuery(sessionId));
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState("");
  useEffect(() => {
    if (saved.data) {
      setRating(saved.data.rating);
      setComment(saved.data.comment ?? "");
    }
  }, [saved.data]);
  const save = useMutation({
    mutationFn: (body: { rating: number; comment: string }) =>
      json(api.agenda[":id"].feedback.$put({ param: { id: String(sessionId) }, json: body })),
    onSuccess: (feedback) => {
      queryClient.setQueryData(feedbackQuery(sessionId).queryKey, feedback);
      toast({ title: /*i18n*/ "Thank you for your feedback", variant: "success" });
    },
    onError: (error) => toast({ title: /*i18n*/ "Error", description: error.message, variant: "destructive" }),
  });
  return (
    <Card className="p-4">
      <form
        aria-label={i18n._("Rate this session")}
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (rating !== null) save.mutate({ rating, comment });
        }}
      >
        <fieldset className="grid gap-2">
          <legend className="text-base font-bold text-slate-900">{i18n._("Rate this session")}</legend>
          <div className="flex gap-1">
            {RATINGS.map((value) => (
              <label
                key={value}
                className="relative grid size-11 cursor-pointer place-items-center rounded-md has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
              >
                <input
                  type="radio"
                  name="rating"
                  value={value}
                  checked={rating === value}
                  onChange={() => setRating(value)}
                  // Transparent over the star, so a tap anywhere on it picks the rating.
                  className="absolute inset-0 m-0 size-full cursor-pointer opacity-0"
                  aria-label={i18n._("{count, plural, one {# star} other {# stars}}", { count: value })}
                />
                <Star
                  className={cn(
                    "size-7",
                    rating !== null && value <= rating ? "fill-amber-400 text-amber-600" : "text-slate-500",
                  )}
                  aria-hidden
                />
              </label>
            ))}
          </div>
        </fieldset>
        <Field label={i18n._("Comment (optional)")}>
          <Textarea
            rows={2}
            dir="auto"
            maxLength={1000}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" variant="outline" disabled={rating === null || save.isPending}>
            {saved.data ? i18n._("Update rating") : i18n._("Send rating")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
