/**
 * Phone number with a country dial-code select (docs/product.md#registration-form; docs/data-model.md#country-dial-codes
 * codes, Kuwait default). The number input keeps digits only and is written left to right in
 * both languages. In Arabic the countries are named by `Intl.DisplayNames` from their region
 * code (ECMA-402), so the list needs no catalogue entries; English keeps the list's own names.
 */
import { useMemo, useState } from "react";
import { DIAL_CODES, type DialCode } from "../../../worker/contract/dial-codes";
import type { Locale } from "../../../worker/contract/i18n";
import { useI18n } from "../../lib/i18n";
import { Input, NativeSelect } from "./field";

/** LEFT-TO-RIGHT MARK (U+200E), a strong left-to-right character that takes no space (UAX #9). */
const LRM = "\u200e";

/**
 * The option text of each dial code in `locale`: flag, code and country ("🇰🇼 +965 Kuwait"). In
 * Arabic the code is set apart left to right between two LEFT-TO-RIGHT MARKs, so "+965" keeps its
 * sign in front (UAX #9, rules W7 and N1: the digits after a left-to-right mark are left to right,
 * and so is the sign between them), and the country is the runtime's Arabic name of the region.
 * Marks rather than the isolates U+2066/U+2069 used in running text: Chromium draws a closed
 * `<select>` without the isolates' effect ("965+" on a phone).
 */
function optionTexts(locale: Locale): (dialCode: DialCode) => string {
  if (locale === "en") return (d) => `${d.flag} ${d.code} ${d.country}`;
  const regions = new Intl.DisplayNames([locale], { type: "region" });
  return (d) => `${d.flag} ${LRM}${d.code}${LRM} ${regions.of(d.id.toUpperCase()) ?? d.country}`;
}

interface PhoneInputProps {
  id?: string;
  dialCode: string;
  digits: string;
  onDialCodeChange: (code: string) => void;
  onDigitsChange: (digits: string) => void;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

/**
 * Selects keep the dial code; the option id disambiguates United States and Canada (+1). The
 * select is as wide as its longest option, so the chosen country reads in full ("+965 Kuwait"):
 * on a phone it has a row of its own above the number, from the `sm` breakpoint the two share one.
 */
export function PhoneInput({ id, dialCode, digits, onDialCodeChange, onDigitsChange, ...aria }: PhoneInputProps) {
  const [selected, setSelected] = useState(() => DIAL_CODES.find((d) => d.code === dialCode)?.id ?? "kw");
  const i18n = useI18n();
  const optionText = useMemo(() => optionTexts(i18n.locale), [i18n.locale]);
  return (
    <div className="grid gap-2 sm:grid-cols-[auto_minmax(0,1fr)]">
      <NativeSelect
        aria-label={i18n._("Country code")}
        value={selected}
        onChange={(e) => {
          setSelected(e.target.value);
          onDialCodeChange(DIAL_CODES.find((d) => d.id === e.target.value)?.code ?? "+965");
        }}
      >
        {DIAL_CODES.map((d) => (
          <option key={d.id} value={d.id}>
            {optionText(d)}
          </option>
        ))}
      </NativeSelect>
      <Input
        id={id}
        type="tel"
        dir="ltr"
        inputMode="numeric"
        autoComplete="tel-national"
        value={digits}
        maxLength={15}
        onChange={(e) => onDigitsChange(e.target.value.replace(/\D/g, ""))}
        {...aria}
      />
    </div>
  );
}
