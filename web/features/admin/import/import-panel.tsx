/**
 * The import panel of Speaker and Delegate Management (docs/product.md#route-map; docs/messages.md#excel-import-files; docs/messages.md#toasts-and-the-error-catalogue,
 * Imports): template download, a choice that applies to every row (event or user type), the
 * file, upload progress, then the result summary: every "Row N: ..." problem as a skipped row,
 * and any other problem (e.g. welcome emails that could not be queued after the delegates were
 * saved) on its own. Toasts: "Import Failed" on failure; on success a result toast and, 1 s
 * later, "Import Warnings" with the first problem and "(and N more)".
 */
import { isRowError } from "../../../../worker/contract/import-rows";
import { Download, FileSpreadsheet, Upload } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { EXCEL_FILE_PATTERN, IMPORT_FILE_FIELD } from "../../../../worker/contract/admin";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Field, Input, NativeSelect } from "../../../components/ui/field";
import { toast } from "../../../lib/toast";
import { downloadFile, uploadForm, type UploadProgress } from "../files";
import {
  IMPORT_WARNING_DELAY_MS,
  INVALID_EXCEL_TOAST,
  NO_FILE_TOAST,
  downloadFailedToast,
  importFailedToast,
  importWarningsToast,
} from "../messages";

interface ImportChoice {
  /** Multipart field name, e.g. "eventType". */
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  defaultValue: string;
}

interface ImportPanelProps<R extends { errors: string[] }> {
  title: string;
  description: string;
  templateUrl: string;
  templateFileName: string;
  importUrl: string;
  choice: ImportChoice;
  /** One line about a result, e.g. "12 speakers processed". */
  summary: (result: R) => string;
  /** Called after a successful import (refresh the lists). */
  onImported: () => void;
}

type Phase = { kind: "idle" } | { kind: "uploading"; progress: UploadProgress } | { kind: "processing" };

function percent(progress: UploadProgress): number | null {
  return progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : null;
}

export function ImportPanel<R extends { errors: string[] }>({
  title,
  description,
  templateUrl,
  templateFileName,
  importUrl,
  choice,
  summary,
  onImported,
}: ImportPanelProps<R>) {
  /** Changing the key remounts (empties) the file input. */
  const [fileInputKey, setFileInputKey] = useState(0);
  const warningTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [file, setFile] = useState<File | null>(null);
  const [choiceValue, setChoiceValue] = useState(choice.defaultValue);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [result, setResult] = useState<R | null>(null);
  const [downloading, setDownloading] = useState(false);
  const resultId = useId();
  useEffect(() => () => clearTimeout(warningTimer.current), []);

  const busy = phase.kind !== "idle";

  async function downloadTemplate() {
    setDownloading(true);
    try {
      await downloadFile(templateUrl, templateFileName);
    } catch (error) {
      toast(downloadFailedToast(error));
    } finally {
      setDownloading(false);
    }
  }

  function chooseFile(next: File | null) {
    if (next && !EXCEL_FILE_PATTERN.test(next.name)) {
      toast(INVALID_EXCEL_TOAST);
      setFileInputKey((k) => k + 1);
      setFile(null);
      return;
    }
    setFile(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return void toast(NO_FILE_TOAST);
    if (!EXCEL_FILE_PATTERN.test(file.name)) return void toast(INVALID_EXCEL_TOAST);
    const form = new FormData();
    form.set(IMPORT_FILE_FIELD, file);
    form.set(choice.name, choiceValue);
    clearTimeout(warningTimer.current);
    setResult(null);
    setPhase({ kind: "uploading", progress: null });
    try {
      const answer = await uploadForm<R>(importUrl, form, (progress) => {
        const done = progress !== null && progress.loaded >= progress.total;
        setPhase(done ? { kind: "processing" } : { kind: "uploading", progress });
      });
      setResult(answer);
      toast({ title: "Import Complete", description: summary(answer), variant: "success" });
      if (answer.errors.length > 0) {
        warningTimer.current = setTimeout(() => toast(importWarningsToast(answer.errors)), IMPORT_WARNING_DELAY_MS);
      }
      setFileInputKey((k) => k + 1);
      setFile(null);
      onImported();
    } catch (error) {
      toast(importFailedToast(error));
    } finally {
      setPhase({ kind: "idle" });
    }
  }

  const uploaded = phase.kind === "uploading" ? percent(phase.progress) : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileSpreadsheet className="size-5 text-brand-700" aria-hidden />
          {title}
        </CardTitle>
        <p className="text-sm text-slate-600">{description}</p>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit} aria-label={title} aria-busy={busy}>
          <div>
            <Button variant="outline" onClick={downloadTemplate} disabled={downloading}>
              <Download className="size-4" aria-hidden />
              {downloading ? "Downloading..." : "Download Template"}
            </Button>
          </div>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <Field label={choice.label}>
              <NativeSelect
                name={choice.name}
                value={choiceValue}
                onChange={(e) => setChoiceValue(e.target.value)}
                disabled={busy}
              >
                {choice.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field label="Excel file" hint="An .xlsx workbook with the template's columns in row 1.">
              <Input
                key={fileInputKey}
                type="file"
                accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
                className="h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800"
                onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
                disabled={busy}
              />
            </Field>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={busy}>
              <Upload className="size-4" aria-hidden />
              {busy ? "Importing..." : "Import"}
            </Button>
            {busy && (
              <div className="flex min-w-48 flex-1 items-center gap-3" role="status" aria-live="polite">
                <progress
                  className="h-2 w-full max-w-xs accent-brand-700"
                  max={100}
                  value={phase.kind === "uploading" ? (uploaded ?? undefined) : undefined}
                  aria-label="Import progress"
                />
                <span className="text-sm text-slate-700">
                  {phase.kind === "processing"
                    ? "Processing rows..."
                    : uploaded === null
                      ? "Uploading..."
                      : `Uploading... ${uploaded}%`}
                </span>
              </div>
            )}
          </div>
        </form>
        {result && (
          <section
            aria-labelledby={resultId}
            className="mt-5 rounded-lg border border-slate-200 bg-slate-50 p-4"
            role="status"
          >
            <h3 id={resultId} className="font-semibold text-slate-900">
              Import result: {summary(result)}
            </h3>
            <ImportProblems errors={result.errors} />
          </section>
        )}
      </CardContent>
    </Card>
  );
}

/** The problems of an import: skipped rows ("Row N: ...") counted and listed, then any other problem. */
function ImportProblems({ errors }: { errors: readonly string[] }) {
  const rows = errors.filter(isRowError);
  const others = errors.filter((error) => !isRowError(error));
  return (
    <>
      {rows.length === 0 ? (
        <p className="mt-1 text-sm text-emerald-800">Every row was imported.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-amber-900">
            {rows.length} row{rows.length === 1 ? " was" : "s were"} skipped:
          </p>
          <ul className="mt-2 max-h-60 list-disc overflow-y-auto pl-5 text-sm text-slate-800">
            {rows.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </>
      )}
      {others.map((problem) => (
        <p key={problem} className="mt-2 text-sm text-amber-900">
          {problem}
        </p>
      ))}
    </>
  );
}
