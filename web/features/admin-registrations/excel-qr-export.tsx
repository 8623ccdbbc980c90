/**
 * "Export Excel with QR" (docs/product.md#registration-management; docs/api.md#export-jobs): starts
 * the export as a background job, shows its progress while the server works and a download link
 * once the file is ready. The job runs on the server: an admin who leaves the screen finds their
 * latest job (running, ready or failed) when they come back, for 24 hours. Texts are written in the
 * page's language (docs/i18n.md), a failed job's message too (marked where the server defines it).
 *
 * The buttons keep their place whatever the job shows (docs/product.md#registration-management): the
 * status line below them is always there, one button high and as wide as the buttons (it never
 * widens the block), so a progress bar or a download link appearing moves nothing.
 */
import FileDown from "lucide-react/icons/file-down";
import FileSpreadsheet from "lucide-react/icons/file-spreadsheet";
import { useState, type ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { useI18n } from "../../lib/i18n";
import { isActive, useExportJob, useLatestExportJob, useStartExport } from "./export-jobs-api";

/** The export buttons: `children` (the other exports) first, then "Export Excel with QR", with the job's status line below. */
export function ExcelQrExport({ children }: { children?: ReactNode }) {
  const latest = useLatestExportJob();
  const [startedId, setStartedId] = useState<string>();
  const id = startedId ?? latest.data?.id;
  const { data: job } = useExportJob(id);
  const start = useStartExport();
  const working = start.isPending || isActive(job);
  const progress = job?.progress ?? 0;
  const i18n = useI18n();

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {children}
        <Button
          variant="outline"
          disabled={working}
          onClick={() => start.mutate(undefined, { onSuccess: (created) => setStartedId(created.id) })}
        >
          <FileSpreadsheet className="size-4" aria-hidden />
          {i18n._("Export Excel with QR")}
        </Button>
      </div>
      <div className="min-h-9 w-0 min-w-full" role="status" aria-live="polite">
        {working && (
          <div className="flex min-h-9 items-center justify-end gap-3">
            <progress
              className="h-2 w-full max-w-48 accent-brand-700"
              max={100}
              value={progress}
              aria-label={i18n._("Excel export progress")}
            />
            <span className="shrink-0 text-sm text-slate-700">
              {i18n._("Preparing Excel... {progress}%", { progress })}
            </span>
          </div>
        )}
        {!working && job?.status === "done" && job.downloadUrl && (
          <p className="flex flex-wrap items-center justify-end gap-2 text-sm text-slate-700">
            {i18n._("Excel with QR ready.")}
            <Button asChild size="sm">
              <a href={job.downloadUrl} download>
                <FileDown className="size-4" aria-hidden />
                {i18n._("Download Excel")}
              </a>
            </Button>
          </p>
        )}
        {!working && job?.status === "failed" && (
          <p className="text-end text-sm text-red-700">{job.message && i18n._(job.message)}</p>
        )}
      </div>
    </div>
  );
}
