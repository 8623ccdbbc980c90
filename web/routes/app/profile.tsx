/**
 * /app/profile (docs/product.md#profile-page): "My Profile" in view mode with Edit Profile; edit
 * mode with Cancel and Save Changes; "Two-step sign-in" (first for an organiser who must set it up);
 * "Your data" (download it, delete the account); account actions including Sign Out.
 */
import Pencil from "lucide-react/icons/pencil";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { PageSpinner } from "../../components/ui/feedback";
import { useUser } from "../../lib/current-user";
import { useI18n } from "../../lib/i18n";
import { AccountActions } from "../../features/profile/account-actions";
import { MyDataCard } from "../../features/profile/my-data-card";
import { NotificationsCard } from "../../features/profile/notifications-card";
import { ProfileDetails } from "../../features/profile/profile-details";
import { ProfileForm } from "../../features/profile/profile-form";
import { TwoStepCard } from "../../features/profile/two-step-card";
import { usePageTitle } from "../../lib/use-page-title";

export default function ProfilePage() {
  const i18n = useI18n();
  usePageTitle(i18n._("My Profile"));
  const { data: user } = useUser();
  const [editing, setEditing] = useState(false);
  if (!user) return <PageSpinner />;
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{i18n._("My Profile")}</h1>
      {user.secondFactorNeeded && <TwoStepCard user={user} />}
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle>{editing ? i18n._("Edit Profile") : i18n._("Profile Details")}</CardTitle>
          {!editing && (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden />
              {i18n._("Edit Profile")}
            </Button>
          )}
        </CardHeader>
        <CardContent>
          {editing ? <ProfileForm user={user} onDone={() => setEditing(false)} /> : <ProfileDetails user={user} />}
        </CardContent>
      </Card>
      {!user.secondFactorNeeded && <TwoStepCard user={user} />}
      <NotificationsCard />
      <MyDataCard isAdmin={user.isAdmin} />
      <AccountActions />
    </div>
  );
}
