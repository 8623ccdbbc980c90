/**
 * "Export Excel with QR" (docs/product.md#registration-management; docs/api.md#export-jobs): starts
 * the export as a background job, shows its progress while the server works and a download link
 * once the file is ready. The job runs on the server: an admin who leaves the screen finds their
 * latest job (running, ready or failed) when they come back, for 24 hours. Texts are written in the
 * page's language (docs/i18n.md), a failed job's message too (marked where the server defines it).
 */
import { FileDown, FileSpreadsheet } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { useI18n } from "../../lib/i18n";
import { isActive, useExportJob, useLatestExportJob, useStartExport } from "./export-jobs-api";

export function ExcelQrExport() {
  const latest = useLatestExportJob();
  const [startedId, setStartedId] = useState<string>();
  const id = startedId ?? latest.data?.id;
  const { data: job } = useExportJob(id);
  const start = useStartExport();
  const working = start.isPending || isActive(job);
  const progress = job?.progress ?? 0;
  const i18n = useI18n();

  return (
    <>
      <Button
        variant="outline"
        disabled={working}
        onClick={() => start.mutate(undefined, { onSuccess: (created) => setStartedId(created.id) })}
      >
        <FileSpreadsheet className="size-4" aria-hidden />
        {i18n._("Export Excel with QR")}
      </Button>
      <div className="basis-full empty:hidden" role="status" aria-live="polite">
        {working && (
          <div className="flex items-center justify-end gap-3">
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
    </>
  );
}
