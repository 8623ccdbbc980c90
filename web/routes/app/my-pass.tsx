/**
 * The pass screen at /app/my-pass (docs/product.md#pass-page, docs/data-model.md#pass-edit, docs/product.md#roles-and-permissions): its own
 * signed-out prompt instead of the protected-route redirect; for a signed-in user the 2:3 pass
 * card, the date, Download PDF Pass (with the "Creating PDF Pass" overlay), the Registration
 * Number card, Update Pass Details (a save shows "Updating QR Code" for 1.5 s, then reloads the
 * QR code with a new version and shows a toast) and Access Information. The QR version follows
 * the pass details (passQrVersion), so revisits ask for the same QR code, which the service
 * worker keeps for offline use (web/build/pwa.ts). Texts are messages in the page's language
 * (docs/i18n.md); the registration number reads left to right in both languages.
 */
import { useQueryClient } from "@tanstack/react-query";
import Download from "lucide-react/icons/download";
import { useEffect, useState } from "react";
import { formatCandidateNumber, type User } from "../../../worker/contract/user";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { DetailList, EventDateDetail, VenueDetail } from "../../components/domain/event-details";
import { EmptyState, PageSpinner } from "../../components/ui/feedback";
import { SignInRequired } from "../../components/ui/sign-in-required";
import { USER_KEY, useUser } from "../../lib/current-user";
import { AccessInfo } from "../../features/pass/access-info";
import { passQrVersion, useDownloadPassPdf } from "../../features/pass/api";
import { BusyOverlay } from "../../features/pass/busy-overlay";
import { PassCard } from "../../features/pass/pass-card";
import { PassDetailsCard } from "../../features/pass/pass-details-card";
import { PASS_UPDATED_TOAST, QR_REFRESH_OVERLAY_MS } from "../../features/pass/messages";
import { useI18n } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { usePageTitle } from "../../lib/use-page-title";

/** When and where (docs/product.md#pass-page: the date under the pass). */
function EventDate() {
  return (
    <Card className="p-4">
      <DetailList>
        <EventDateDetail />
        <VenueDetail />
      </DetailList>
    </Card>
  );
}

function PassScreen({ user }: { user: User }) {
  const i18n = useI18n();
  const queryClient = useQueryClient();
  const download = useDownloadPassPdf(user);
  // The same on every visit (so the QR code is readable offline), new after an edit.
  const [qrVersion, setQrVersion] = useState(() => passQrVersion(user));
  /** The version of a just-saved pass, shown once the overlay has run; null otherwise. */
  const [savedQrVersion, setSavedQrVersion] = useState<number | null>(null);

  // docs/data-model.md#pass-edit the "Updating QR Code" overlay shows for 1.5 s, then the QR reloads.
  useEffect(() => {
    if (savedQrVersion === null) return;
    const timer = setTimeout(() => {
      setQrVersion(savedQrVersion);
      setSavedQrVersion(null);
      toast(PASS_UPDATED_TOAST);
    }, QR_REFRESH_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, [savedQrVersion]);

  const onSaved = (updated: User) => {
    queryClient.setQueryData(USER_KEY, updated);
    void queryClient.invalidateQueries({ queryKey: USER_KEY });
    setSavedQrVersion(passQrVersion(updated));
  };

  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold text-slate-900">{i18n._("My Conference Pass")}</h1>
      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,24rem)_1fr]">
        <div className="grid gap-4">
          <PassCard user={user} qrVersion={qrVersion} />
          <EventDate />
          <Button size="lg" onClick={() => download.mutate()} disabled={download.isPending}>
            <Download className="size-5" aria-hidden />
            {i18n._("Download PDF Pass")}
          </Button>
        </div>
        <div className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{i18n._("Registration Number")}</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-4xl font-extrabold text-brand-900">
                <bdi dir="ltr">{formatCandidateNumber(user.candidateNumber)}</bdi>
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {i18n._("Quote this number at the registration desk or when you contact us.")}
              </p>
            </CardContent>
          </Card>
          <PassDetailsCard user={user} onSaved={onSaved} />
          <AccessInfo />
        </div>
      </div>
      {download.isPending && <BusyOverlay label={i18n._("Creating PDF Pass")} />}
      {savedQrVersion !== null && <BusyOverlay label={i18n._("Updating QR Code")} />}
    </div>
  );
}

export default function MyPassPage() {
  const i18n = useI18n();
  usePageTitle(i18n._("My Pass"));
  const { data: user, isPending, isError, refetch } = useUser();
  if (isPending) return <PageSpinner />;
  if (isError) {
    return (
      <EmptyState title={i18n._("Your pass could not be loaded")}>
        <p>{i18n._("Please check your connection and try again.")}</p>
        <Button className="mt-3" onClick={() => void refetch()}>
          {i18n._("Try again")}
        </Button>
      </EmptyState>
    );
  }
  if (!user) {
    return <SignInRequired>{i18n._("You need to be signed in to view your conference pass.")}</SignInRequired>;
  }
  return <PassScreen user={user} />;
}
