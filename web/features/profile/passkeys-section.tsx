/**
 * "Passkeys" in the Profile's two-step section (docs/product.md#profile-page;
 * docs/api.md#second-factor): add a passkey under a name (the browser's prompt makes it), list
 * them with when each was added and last used, and remove one after confirming with a passkey.
 * The browser library is loaded only when a passkey is added or used (web/lib/passkey.ts).
 */
import KeyRound from "lucide-react/icons/key-round";
import { useRef, useState, type FormEvent } from "react";
import { KUWAIT_TIME_ZONE } from "../../../worker/contract/event";
import { FORMAT_LOCALE, type Locale } from "../../../worker/contract/i18n";
import type { Passkey } from "../../../worker/contract/mfa";
import { writeMessage } from "../../../worker/contract/message-templates";
import { Button } from "../../components/ui/button";
import { Field, Input } from "../../components/ui/field";
import { useI18n } from "../../lib/i18n";
import { useAddPasskey, usePasskeys, useRemovePasskey } from "./api";

/** The date format of each language, built on first use. */
const DAY: Partial<Record<Locale, Intl.DateTimeFormat>> = {};

/** A day in Kuwait time, in the page's language (Arabic with Latin digits, {@link FORMAT_LOCALE}). */
function formatDay(instant: string, locale: Locale): string {
  DAY[locale] ??= new Intl.DateTimeFormat(locale === "en" ? "en-GB" : FORMAT_LOCALE[locale], {
    dateStyle: "medium",
    timeZone: KUWAIT_TIME_ZONE,
  });
  return DAY[locale].format(new Date(instant));
}

function PasskeyItem({ passkey, onRemoved }: { passkey: Passkey; onRemoved: () => void }) {
  const i18n = useI18n();
  const remove = useRemovePasskey();
  const used = passkey.lastUsedAt
    ? i18n._("Last used {date}", { date: formatDay(passkey.lastUsedAt, i18n.locale) })
    : i18n._("Not used yet");
  return (
    <li className="grid gap-2 rounded-md border border-slate-200 p-3 sm:flex sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-0.5">
        <p className="flex items-center gap-2 font-medium break-words">
          <KeyRound className="size-4 shrink-0" aria-hidden />
          <bdi>{passkey.name}</bdi>
        </p>
        <p className="text-xs text-slate-600">
          {i18n._("Added {date}", { date: formatDay(passkey.createdAt, i18n.locale) })} · {used}
        </p>
        {remove.error && (
          <p role="alert" className="text-sm text-red-700">
            {writeMessage(i18n, remove.error.message)}
          </p>
        )}
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={remove.isPending}
        aria-label={i18n._("Remove passkey {name}", { name: passkey.name })}
        onClick={() => remove.mutate({ id: passkey.id, code: "" }, { onSuccess: onRemoved })}
      >
        {i18n._("Remove")}
      </Button>
    </li>
  );
}

export function PasskeysSection() {
  const i18n = useI18n();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const [name, setName] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(name.trim(), { onSuccess: () => setName("") });
  };
  const list = passkeys.data ?? [];
  return (
    <section aria-labelledby="passkeys-heading" className="grid gap-3 border-t border-slate-200 pt-4">
      <h3 id="passkeys-heading" ref={heading} tabIndex={-1} className="font-semibold text-slate-900">
        {i18n._("Passkeys")}
      </h3>
      <p className="text-sm text-slate-700">
        {i18n._(
          "A passkey on your phone, computer or security key can be your second step instead of a code. Add one here, then choose “Use a passkey” when you sign in.",
        )}
      </p>
      {list.length > 0 && (
        <ul className="grid gap-2" aria-label={i18n._("Your passkeys")}>
          {list.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} onRemoved={() => heading.current?.focus()} />
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate className="grid max-w-sm gap-3" aria-label={i18n._("Add a passkey")}>
        <Field label={i18n._("Passkey name")} hint={i18n._("For example: work laptop")} error={add.error?.message}>
          <Input value={name} maxLength={60} autoComplete="off" onChange={(event) => setName(event.target.value)} />
        </Field>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? i18n._("Adding Passkey...") : i18n._("Add Passkey")}
        </Button>
        {add.isSuccess && (
          <p role="status" className="text-sm text-emerald-800">
            {i18n._("Passkey added.")}
          </p>
        )}
      </form>
    </section>
  );
}
