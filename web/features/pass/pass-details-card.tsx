/**
 * "Update Pass Details" (docs/product.md#pass-page, docs/data-model.md#pass-edit, docs/messages.md#pass-details): view mode,
 * then, behind Edit, the edit mode (./pass-details-form.tsx, loaded then). Labels are messages
 * (docs/i18n.md); the values are data and take their own direction.
 */
import Pencil from "lucide-react/icons/pencil";
import { lazy, Suspense, useState } from "react";
import type { User } from "../../../worker/contract/user";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Spinner } from "../../components/ui/feedback";
import { useI18n } from "../../lib/i18n";
import { FIELDS, type PassUser } from "./pass-fields";

const PassDetailsForm = lazy(() => import("./pass-details-form"));

interface PassDetailsCardProps {
  user: PassUser;
  /** Called with the updated user after a successful save. */
  onSaved: (user: User) => void;
}

export function PassDetailsCard({ user, onSaved }: PassDetailsCardProps) {
  const i18n = useI18n();
  const [editing, setEditing] = useState(false);

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle>{i18n._("Update Pass Details")}</CardTitle>
        {!editing && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)} aria-label={i18n._("Edit pass details")}>
            <Pencil className="size-4" aria-hidden />
            {i18n._("Edit")}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <Suspense fallback={<Spinner />}>
            <PassDetailsForm
              user={user}
              onSaved={(updated) => {
                setEditing(false);
                onSaved(updated);
              }}
              onCancel={() => setEditing(false)}
            />
          </Suspense>
        ) : (
          <dl className="grid gap-3 sm:grid-cols-2">
            {FIELDS.map(({ name, label }) => (
              <div key={name}>
                <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 rtl:tracking-normal">
                  {i18n._(label)}
                </dt>
                <dd className="break-words text-slate-900" dir="auto">
                  {user[name]}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
