/**
 * The Excel export with QR codes as a background job (docs/api.md#export-jobs): start it
 * (POST /api/registrations/export/excel-qr, 202), find the admin's latest one when the screen opens
 * again (GET /api/registrations/export/jobs), and poll its status until it is done or failed
 * (GET /api/registrations/export/jobs/{id}).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ExportJob } from "../../../worker/contract/jobs";
import { api, json } from "../../lib/api";
import { urlKey } from "../../lib/query-client";
import { toast } from "../../lib/toast";
import { exportStartFailedToast } from "./messages";

/** How often a running job's status is asked for, ms (docs/messages.md#timers-and-durations). */
const EXPORT_JOB_POLL_MS = 1_000;

const jobs = api.registrations.export.jobs;

/** Keys of the admin's jobs and of one job. */
const exportJobKeys = {
  list: () => urlKey(jobs.$path()),
  job: (id: string) => urlKey(jobs[":id"].$path({ param: { id } })),
};

/** True while the job is still working (queued or running). */
export function isActive(job: Pick<ExportJob, "status"> | undefined): boolean {
  return job?.status === "queued" || job?.status === "running";
}

/** The admin's newest export job that has not expired (undefined when there is none). */
export function useLatestExportJob() {
  return useQuery({
    queryKey: exportJobKeys.list(),
    queryFn: () => json(jobs.$get()),
    select: (answer) => answer.jobs[0],
  });
}

/** One job, asked for again every {@link EXPORT_JOB_POLL_MS} while it is active. */
export function useExportJob(id: string | undefined) {
  return useQuery({
    queryKey: exportJobKeys.job(id ?? ""),
    queryFn: () => json(jobs[":id"].$get({ param: { id: id! } })),
    enabled: id !== undefined,
    refetchInterval: (query) => (isActive(query.state.data) ? EXPORT_JOB_POLL_MS : false),
  });
}

/** Starts an export; toasts "Export Failed" when the server refuses. Resolves to the new job's id. */
export function useStartExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => json(api.registrations.export["excel-qr"].$post()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exportJobKeys.list() }),
    onError: (error) => toast(exportStartFailedToast(error)),
  });
}
