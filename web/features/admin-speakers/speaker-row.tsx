/**
 * One speaker of the Speaker Management table (docs/product.md#route-map): drag handle (pointer or keyboard: Space
 * to lift, arrows to move, Space to drop), the stored display order, photo with upload, name,
 * position and company, the bio and the Arabic bio edited in place (the row shows the Arabic bio on an
 * Arabic page when there is one, docs/i18n.md), copy-to-clipboard of the photo link with a
 * tick for 2 s, and Edit (every field, ./speaker-dialog.tsx) and Delete (./delete-speaker-dialog.tsx). The order is never missing here: the column is NOT NULL with default 0
 * (db/schema.ts, docs/data-model.md#entities "default 0 when stored") and GET /api/speakers sends it as stored, so the documented
 * infinity for a missing value has nothing to show.
 */
import Check from "lucide-react/icons/check";
import Copy from "lucide-react/icons/copy";
import ImageUp from "lucide-react/icons/image-up";
import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash";
import UserPen from "lucide-react/icons/user-pen";
import { useEffect, useRef, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { speakerBioSchema, type SpeakerBio, type SpeakerBioInput } from "../../../worker/contract/admin-speakers";
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from "../../../worker/contract/image-upload";
import type { Speaker } from "../../../worker/contract/content";
import { localized } from "../../../worker/contract/i18n";
import { RowAction } from "../../components/admin/row-action";
import { SortableRow } from "../../components/admin/sortable-list";
import { Button } from "../../components/ui/button";
import { Field, Textarea } from "../../components/ui/field";
import { cn } from "../../lib/cn";
import { useI18n } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { SpeakerPhoto } from "../../components/domain/speaker-photo";
import { ARABIC_TEXT } from "../../lib/arabic-text";
import { COPY_FAILED_TOAST, COPY_TICK_MS, INVALID_IMAGE_TOAST, uploadFailedToast } from "./messages";
import { useSpeakerBio, useSpeakerPhotoUpload } from "./api";

/**
 * The bio edited in place: Bio and the optional Bio (Arabic) (`lang="ar"`, `dir="rtl"`), checked with
 * the API's {@link speakerBioSchema} before PATCH /api/admin/speakers/{id} sends both
 * (docs/product.md#speaker-management).
 */
function BioEditor({ speaker, onDone }: { speaker: Speaker; onDone: () => void }) {
  const i18n = useI18n();
  const save = useSpeakerBio();
  const form = useForm<SpeakerBioInput, unknown, SpeakerBio>({
    resolver: zodResolver(speakerBioSchema),
    defaultValues: { bio: speaker.bio ?? "", bioAr: speaker.bioAr ?? "" },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => save.mutate({ id: speaker.id, ...values }, { onSuccess: onDone }));
  return (
    <form
      className="mt-2 grid gap-2"
      aria-label={i18n._("Bio of {name}", { name: `${speaker.name} ${speaker.surname}` })}
      onSubmit={submit}
      noValidate
    >
      <Field label={i18n._("Bio")} hint={i18n._("Separate paragraphs with a blank line.")} error={errors.bio?.message}>
        <Textarea rows={6} dir="auto" {...form.register("bio")} autoFocus />
      </Field>
      <Field label={i18n._("Bio (Arabic)")} error={errors.bioAr?.message}>
        <Textarea rows={6} {...ARABIC_TEXT} {...form.register("bioAr")} />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? i18n._("Saving...") : i18n._("Save Bio")}
        </Button>
        <Button size="sm" variant="outline" onClick={onDone} disabled={save.isPending}>
          {i18n._("Cancel")}
        </Button>
      </div>
    </form>
  );
}

function CopyPhotoLink({ speaker }: { speaker: Speaker }) {
  const i18n = useI18n();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (!speaker.photoUrl) return null;
  const url = new URL(speaker.photoUrl, window.location.origin).href;
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-label={
        copied ? i18n._("Copied") : i18n._("Copy photo link of {name}", { name: `${speaker.name} ${speaker.surname}` })
      }
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(url);
          setCopied(true);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setCopied(false), COPY_TICK_MS);
        } catch {
          toast(COPY_FAILED_TOAST);
        }
      }}
    >
      {copied ? <Check className="size-4 text-emerald-700" aria-hidden /> : <Copy className="size-4" aria-hidden />}
      {copied ? i18n._("Copied") : i18n._("Copy photo link")}
    </Button>
  );
}

function PhotoUpload({ speaker }: { speaker: Speaker }) {
  const i18n = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const upload = useSpeakerPhotoUpload();
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="hidden"
        tabIndex={-1}
        aria-hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (!file) return;
          if (!file.type.startsWith("image/")) return void toast(INVALID_IMAGE_TOAST);
          if (file.size > MAX_IMAGE_BYTES) return void toast(uploadFailedToast(new Error(IMAGE_MESSAGES.tooLarge)));
          upload.mutate({ id: speaker.id, file });
        }}
      />
      <Button
        size="sm"
        variant="ghost"
        disabled={upload.isPending}
        onClick={() => input.current?.click()}
        aria-label={i18n._("Upload photo of {name}", { name: `${speaker.name} ${speaker.surname}` })}
      >
        <ImageUp className="size-4" aria-hidden />
        {upload.isPending ? i18n._("Uploading...") : i18n._("Upload photo")}
      </Button>
    </>
  );
}

/** What a row offers beyond its own controls: the edit dialog and the delete confirmation. */
export interface SpeakerActions {
  onEdit: (speaker: Speaker) => void;
  onDelete: (speaker: Speaker) => void;
}

export function SortableSpeakerRow({
  speaker,
  disabled,
  onEdit,
  onDelete,
}: { speaker: Speaker; disabled: boolean } & SpeakerActions) {
  const i18n = useI18n();
  const [editingBio, setEditingBio] = useState(false);
  const name = `${speaker.name} ${speaker.surname}`;
  const bio = localized(i18n.locale, speaker.bio, speaker.bioAr);
  return (
    <SortableRow
      id={speaker.id}
      disabled={disabled}
      handleLabel={i18n._("Reorder {name}", { name })}
      testId="speaker-row"
      underHandle={
        <span className="text-xs font-semibold text-slate-600" title={i18n._("Display order")}>
          <span className="sr-only">{i18n._("Display order")} </span>
          {speaker.displayOrder}
        </span>
      }
    >
      <SpeakerPhoto name={speaker.name} surname={speaker.surname} photoUrl={speaker.photoUrl} size={56} />
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-slate-900" dir="auto">
          {name}
        </h3>
        <p className="text-sm text-slate-700" dir="auto">
          {speaker.position}
          {speaker.company && <span className="text-slate-600"> · {speaker.company}</span>}
        </p>
        {editingBio ? (
          <BioEditor speaker={speaker} onDone={() => setEditingBio(false)} />
        ) : (
          <p
            className={cn(
              "mt-2 line-clamp-3 whitespace-pre-line text-sm",
              bio ? "text-slate-700" : "italic text-slate-500",
            )}
            dir={bio ? "auto" : undefined}
          >
            {bio || i18n._("No bio yet.")}
          </p>
        )}
        <div className="mt-2 flex flex-wrap gap-1">
          {!editingBio && (
            <RowAction
              icon={Pencil}
              label={i18n._("Edit bio")}
              name={i18n._("Edit bio of {name}", { name })}
              onClick={() => setEditingBio(true)}
            />
          )}
          <PhotoUpload speaker={speaker} />
          <CopyPhotoLink speaker={speaker} />
          <RowAction
            icon={UserPen}
            label={i18n._("Edit")}
            name={i18n._("Edit {name}", { name })}
            onClick={() => onEdit(speaker)}
          />
          <RowAction
            icon={Trash2}
            danger
            label={i18n._("Delete")}
            name={i18n._("Delete {name}", { name })}
            onClick={() => onDelete(speaker)}
          />
        </div>
      </div>
    </SortableRow>
  );
}
