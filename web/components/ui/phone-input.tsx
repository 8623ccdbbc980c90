/**
 * Phone number with a country dial-code select (spec 2, Registration form; spec 3, 26 dial
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

/** Selects keep the dial code; the option id disambiguates United States and Canada (+1). */
export function PhoneInput({ id, dialCode, digits, onDialCodeChange, onDigitsChange, ...aria }: PhoneInputProps) {
  const [selected, setSelected] = useState(() => DIAL_CODES.find((d) => d.code === dialCode)?.id ?? "kw");
  return (
    <div className="flex gap-2">
      <NativeSelect
        aria-label="Country code"
        className="w-36 shrink-0"
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
