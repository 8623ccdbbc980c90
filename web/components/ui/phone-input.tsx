/**
 * Phone number with a country dial-code select (docs/product.md#registration-form; docs/data-model.md#country-dial-codes
 * codes, Kuwait default). The number input keeps digits only.
 */
import { useState } from "react";
import { DIAL_CODES } from "../../../worker/contract/dial-codes";
import { Input, NativeSelect } from "./field";

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
  return (
    <div className="grid gap-2 sm:grid-cols-[auto_minmax(0,1fr)]">
      <NativeSelect
        aria-label="Country code"
        value={selected}
        onChange={(e) => {
          setSelected(e.target.value);
          onDialCodeChange(DIAL_CODES.find((d) => d.id === e.target.value)?.code ?? "+965");
        }}
      >
        {DIAL_CODES.map((d) => (
          <option key={d.id} value={d.id}>
            {d.flag} {d.code} {d.country}
          </option>
        ))}
      </NativeSelect>
      <Input
        id={id}
        type="tel"
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
