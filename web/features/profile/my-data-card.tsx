/**
 * "Your data" on the profile page (docs/product.md#profile-page;
 * docs/decisions/0014-delegate-data-export-and-erasure.md): "Download my data" saves everything the
 * app stores about the person as my-data.json; "Delete my account" opens its confirmation. An
 * organiser's account is deleted by another organiser instead, so they get the explanation.
 */
import Download from "lucide-react/icons/download";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { useI18n } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { MY_DATA_MESSAGES } from "../../../worker/contract/my-data";
import { useDownloadMyData } from "./api";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { downloadFailedToast } from "./messages";

export function MyDataCard({ isAdmin }: { isAdmin: boolean }) {
  const download = useDownloadMyData();
  const i18n = useI18n();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{i18n._("Your data")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-slate-700">
          {i18n._(
            "Download a copy of everything the app keeps about you: your profile, questions, enquiries, check-ins, starred sessions and the emails sent to you.",
          )}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button
            variant="outline"
            disabled={download.isPending}
            onClick={() => download.mutate(undefined, { onError: (error) => toast(downloadFailedToast(error)) })}
          >
            <Download className="size-4" aria-hidden />
            {download.isPending ? i18n._("Downloading...") : i18n._("Download my data")}
          </Button>
          {!isAdmin && <DeleteAccountDialog />}
        </div>
        {isAdmin && <p className="text-sm text-slate-700">{i18n._(MY_DATA_MESSAGES.adminAccount)}</p>}
      </CardContent>
    </Card>
  );
}
