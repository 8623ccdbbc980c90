/**
 * "Add sponsor" and "Edit sponsor" (docs/product.md#sponsors): Name (required, "Sponsor name is
 * required"), Tier (platinum, gold, silver or standard, the default), Website and the Logo file,
 * required to add ("Please choose a logo", docs/data-model.md#sponsors) and optional when editing
 * (a new file replaces the logo). The text fields are checked with the API's schema; the file is
 * checked as the server checks it (a JPEG, PNG, GIF or WebP of at most 5 MB; no SVG), and the
 * server checks it again by its bytes. The dialog closes on a successful save; a refusal is a
 * toast and the form stays.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { SPONSOR_MESSAGES, type SponsorCreate, sponsorCreateSchema } from "../../../worker/contract/admin-sponsors";
import { IMAGE_MESSAGES, IMAGE_TYPES, MAX_IMAGE_BYTES } from "../../../worker/contract/image-upload";
import { SPONSOR_TIERS, type Sponsor } from "../../../worker/contract/sponsors";
import { z } from "../../../worker/contract/zod";
import { Button } from "../../components/ui/button";
import { DialogActions, DialogContent } from "../../components/ui/dialog";
import { Field, Input, NativeSelect } from "../../components/ui/field";
import { useI18n } from "../../lib/i18n";
import { useCreateSponsor, useUpdateSponsor } from "./api";
import { TIER_NAMES } from "./messages";

/** The file the organiser chose, checked as the server checks it; `required` when adding. */
function logoField(required: boolean) {
  return z.custom<FileList | undefined>().superRefine((files, context) => {
    const file = files?.[0];
    if (!file) {
      if (required) context.addIssue({ code: "custom", message: SPONSOR_MESSAGES.logoMissing });
      return;
    }
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type))
      context.addIssue({ code: "custom", message: IMAGE_MESSAGES.notImage });
    else if (file.size > MAX_IMAGE_BYTES) context.addIssue({ code: "custom", message: IMAGE_MESSAGES.tooLarge });
  });
}

const addSchema = sponsorCreateSchema.extend({ logo: logoField(true) });
const editSchema = sponsorCreateSchema.extend({ logo: logoField(false) });
type SponsorFormInput = z.input<typeof addSchema>;
type SponsorFormOutput = SponsorCreate & { logo: FileList | undefined };

export function SponsorDialogContent({ sponsor, onSaved }: { sponsor?: Sponsor; onSaved: () => void }) {
  const i18n = useI18n();
  const create = useCreateSponsor();
  const update = useUpdateSponsor();
  const pending = create.isPending || update.isPending;
  const form = useForm<SponsorFormInput, unknown, SponsorFormOutput>({
    resolver: zodResolver(sponsor ? editSchema : addSchema),
    defaultValues: {
      name: sponsor?.name ?? "",
      tier: sponsor?.tier ?? "standard",
      websiteUrl: sponsor?.websiteUrl ?? "",
      logo: undefined,
    },
  });
  const { errors } = form.formState;
  const title = sponsor ? i18n._("Edit sponsor") : i18n._("Add sponsor");
  const submit = form.handleSubmit(({ logo, ...fields }) => {
    const file = logo?.[0];
    if (sponsor) update.mutate({ ...fields, id: sponsor.id, logo: file }, { onSuccess: onSaved });
    else if (file) create.mutate({ ...fields, logo: file }, { onSuccess: onSaved });
  });
  return (
    <DialogContent title={title}>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4" aria-label={title}>
        <Field label={i18n._("Name")} required error={errors.name?.message}>
          <Input dir="auto" autoComplete="organization" {...form.register("name")} />
        </Field>
        <Field label={i18n._("Tier")} error={errors.tier?.message}>
          <NativeSelect {...form.register("tier")}>
            {SPONSOR_TIERS.map((tier) => (
              <option key={tier} value={tier}>
                {i18n._(TIER_NAMES[tier])}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={i18n._("Website")} hint={i18n._("The logo links here.")} error={errors.websiteUrl?.message}>
          <Input type="url" dir="ltr" inputMode="url" placeholder="https://" {...form.register("websiteUrl")} />
        </Field>
        <Field
          label={sponsor ? i18n._("New logo") : i18n._("Logo")}
          required={!sponsor}
          hint={
            sponsor
              ? i18n._("Leave empty to keep the current logo. JPEG, PNG, GIF or WebP, at most 5 MB.")
              : i18n._("JPEG, PNG, GIF or WebP, at most 5 MB. A wide logo on a transparent background looks best.")
          }
          error={errors.logo?.message}
        >
          <Input type="file" accept={IMAGE_TYPES.join(",")} className="py-2" {...form.register("logo")} />
        </Field>
        <DialogActions pending={pending}>
          <Button type="submit" disabled={pending}>
            {pending ? i18n._("Saving...") : sponsor ? i18n._("Save Changes") : i18n._("Add sponsor")}
          </Button>
        </DialogActions>
      </form>
    </DialogContent>
  );
}
