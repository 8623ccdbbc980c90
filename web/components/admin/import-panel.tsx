/**
 * The import panel of Speaker and Delegate Management (docs/product.md#route-map; docs/messages.md#excel-import-files; docs/messages.md#toasts-and-the-error-catalogue,
 * Imports): template download, a choice that applies to every row (event or user type), the
 * file, upload progress, then the result summary: every "Row N: ..." problem as a skipped row
 * (or, for the problems that leave the row imported, as a row imported with a problem), and any
 * other problem (e.g. welcome emails that could not be queued after the delegates were
 * saved) on its own. Toasts: "Import Failed" on failure; on success a result toast and, 1 s
 * later, "Import Warnings" with the first problem and "(and N more)".
 */
import Download from "lucide-react/icons/download";
import FileSpreadsheet from "lucide-react/icons/file-spreadsheet";
import Upload from "lucide-react/icons/upload";
import { readRowError, rowWasKept } from "../../../worker/contract/import-rows";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { EXCEL_FILE_PATTERN, IMPORT_FILE_FIELD } from "../../../worker/contract/admin";
import { Button } from "../ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../ui/card";
import { Field, Input, NativeSelect } from "../ui/field";
import { useI18n } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { downloadFile, uploadForm, type UploadProgress } from "../../lib/files";
import {
  IMPORT_WARNING_DELAY_MS,
  INVALID_EXCEL_TOAST,
  NO_FILE_TOAST,
  downloadFailedToast,
  importFailedToast,
  importWarningsToast,
  writeImportProblem,
} from "./import-messages";

interface ImportChoice {
  /** Multipart field name, e.g. "eventType". */
  name: string;
  /** In the page's language, as are the options' labels. */
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  defaultValue: string;
}

interface ImportPanelProps<R extends { errors: string[] }> {
  /** In the page's language, as is the description. */
  title: string;
  description: string;
  templateUrl: string;
  templateFileName: string;
  importUrl: string;
  choice: ImportChoice;
  /**
   * One line about a result, e.g. "12 speakers processed", in the page's language. It is also the
   * success toast's text, which the toaster shows as it is (a written text is not a catalogue id).
   */
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
  const i18n = useI18n();
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
      toast({ title: /*i18n*/ "Import Complete", description: summary(answer), variant: "success" });
      if (answer.errors.length > 0) {
        const warnings = importWarningsToast(answer.errors, i18n);
        warningTimer.current = setTimeout(() => toast(warnings), IMPORT_WARNING_DELAY_MS);
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
              {downloading ? i18n._("Downloading...") : i18n._("Download Template")}
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
            <Field
              label={i18n._("Excel file")}
              hint={i18n._("An .xlsx workbook with the template's columns in row 1.")}
            >
              <Input
                key={fileInputKey}
                type="file"
                accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
                className="h-auto py-2 file:me-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800"
                onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
                disabled={busy}
              />
            </Field>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={busy}>
              <Upload className="size-4" aria-hidden />
              {busy ? i18n._("Importing...") : i18n._("Import")}
            </Button>
            {busy && (
              <div className="flex min-w-48 flex-1 items-center gap-3" role="status" aria-live="polite">
                <progress
                  className="h-2 w-full max-w-xs accent-brand-700"
                  max={100}
                  value={phase.kind === "uploading" ? (uploaded ?? undefined) : undefined}
                  aria-label={i18n._("Import progress")}
                />
                <span className="text-sm text-slate-700">
                  {phase.kind === "processing"
                    ? i18n._("Processing rows...")
                    : uploaded === null
                      ? i18n._("Uploading...")
                      : i18n._("Uploading... {percent}%", { percent: uploaded })}
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
              {i18n._("Import result: {summary}", { summary: summary(result) })}
            </h3>
            <ImportProblems errors={result.errors} />
          </section>
        )}
      </CardContent>
    </Card>
  );
}

/** A list of an import's problems, each written in the page's language. */
function ProblemList({ errors }: { errors: readonly string[] }) {
  const i18n = useI18n();
  return (
    <ul className="mt-2 max-h-60 list-disc overflow-y-auto ps-5 text-sm text-slate-800">
      {errors.map((error) => (
        <li key={error}>{writeImportProblem(error, i18n)}</li>
      ))}
    </ul>
  );
}

/**
 * The problems of an import: skipped rows ("Row N: ...") counted and listed; rows imported with a
 * problem (`rowWasKept`, e.g. a speaker name that matches nobody) counted and listed apart; then
 * any other problem.
 */
function ImportProblems({ errors }: { errors: readonly string[] }) {
  const i18n = useI18n();
  const rows = errors.filter((error) => readRowError(error));
  const kept = rows.filter((error) => rowWasKept(readRowError(error)!.problem));
  const skipped = rows.filter((error) => !kept.includes(error));
  const others = errors.filter((error) => !readRowError(error));
  return (
    <>
      {skipped.length === 0 ? (
        <p className="mt-1 text-sm text-emerald-800">{i18n._("Every row was imported.")}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-amber-900">
            {i18n._("{count, plural, one {# row was skipped:} other {# rows were skipped:}}", {
              count: skipped.length,
            })}
          </p>
          <ProblemList errors={skipped} />
        </>
      )}
      {kept.length > 0 && (
        <>
          <p className="mt-2 text-sm text-amber-900">
            {i18n._(
              "{count, plural, one {# row was imported with a problem:} other {# rows were imported with a problem:}}",
              { count: kept.length },
            )}
          </p>
          <ProblemList errors={kept} />
        </>
      )}
      {others.map((problem) => (
        <p key={problem} className="mt-2 text-sm text-amber-900">
          {writeImportProblem(problem, i18n)}
        </p>
      ))}
    </>
  );
}
