/**
 * The 2:3 pass card (docs/product.md#pass-page): candidate number "#NN", first and last name, DELEGATE or
 * ASAR, company and the QR code, styled like the PDF pass. Names and company take their own
 * direction (`dir="auto"`), so Arabic reads right to left; each is cut after two lines so the QR
 * code always fits the card. The candidate number reads left to right in both languages.
 */
import RefreshCw from "lucide-react/icons/refresh-cw";
import { useEventSettings } from "../../lib/event-settings";
import { formatCandidateNumber, passLabel, type User } from "../../../worker/contract/user";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/feedback";
import { useI18n } from "../../lib/i18n";
import { usePassQr } from "./api";

/** The QR code's box at its largest (max-w-52), in CSS px; the image is square. */
const QR_SIZE_PX = 208;

type PassCardUser = Pick<User, "id" | "candidateNumber" | "firstName" | "lastName" | "company" | "userType">;

function PassQr({ userId, version }: { userId: number; version: number }) {
  const qr = usePassQr(userId, version);
  const i18n = useI18n();
  if (qr.isPending) return <Skeleton className="size-full" />;
  if (qr.isError) {
    return (
      <div className="flex size-full flex-col items-center justify-center gap-2 rounded-md border border-dashed border-slate-300 p-2 text-center">
        <p className="text-xs text-slate-700">{i18n._("QR code could not be loaded.")}</p>
        <Button size="sm" variant="outline" onClick={() => void qr.refetch()}>
          <RefreshCw className="size-4" aria-hidden />
          {i18n._("Retry")}
        </Button>
      </div>
    );
  }
  return (
    <img
      src={qr.data}
      alt={i18n._("Your pass QR code")}
      width={QR_SIZE_PX}
      height={QR_SIZE_PX}
      className="size-full"
      data-version={version}
    />
  );
}

export function PassCard({ user, qrVersion }: { user: PassCardUser; qrVersion: number }) {
  const settings = useEventSettings();
  const event = settings.events.AC2025;
  const i18n = useI18n();
  // "ASAR" is the organiser's name and stays in Latin letters; "DELEGATE" is a word and is translated.
  const label = passLabel(user.userType);
  return (
    <article
      aria-label={i18n._("Conference pass")}
      className="mx-auto flex aspect-[2/3] w-full max-w-sm flex-col overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-slate-200"
    >
      <header className="bg-brand-900 px-5 py-4 text-white">
        <p className="text-xs font-medium text-accent-300">{settings.organiser}</p>
        <p className="text-xl font-bold">{event.name}</p>
      </header>
      <div className="flex min-h-0 flex-1 flex-col px-5 py-4">
        <div className="flex items-center justify-between gap-3">
          <span className="rounded bg-accent-500 px-2.5 py-1 text-xs font-bold tracking-wider text-brand-950 rtl:tracking-normal">
            {label === "DELEGATE" ? i18n._("DELEGATE") : label}
          </span>
          <span className="text-3xl font-extrabold text-brand-900">
            <span className="sr-only">{i18n._("Candidate number")} </span>
            <bdi dir="ltr">{formatCandidateNumber(user.candidateNumber)}</bdi>
          </span>
        </div>
        <h2 className="mt-3 text-2xl font-bold leading-tight break-words text-brand-900">
          <span className="line-clamp-2" dir="auto">
            {user.firstName}
          </span>
          <span className="line-clamp-2" dir="auto">
            {user.lastName}
          </span>
        </h2>
        <p className="mt-1 line-clamp-2 text-sm break-words text-slate-700" dir="auto">
          {user.company}
        </p>
        <div className="mt-auto pt-3">
          <div className="mx-auto aspect-square w-1/2 max-w-52">
            <PassQr userId={user.id} version={qrVersion} />
          </div>
        </div>
      </div>
      <div className="h-2 bg-accent-500" aria-hidden />
    </article>
  );
}
