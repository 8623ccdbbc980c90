/**
 * "Scan or type a pass code" (docs/product.md#door-check-in): the field a handheld barcode scanner
 * types into (the QR code's text, then Enter), that also takes a typed or pasted code, so a desk
 * needs no camera. It takes the focus whenever the screen is idle (nothing else focused), so a scan
 * always lands in it; it is emptied after each code.
 */
import ScanLine from "lucide-react/icons/scan-line";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/field";
import { useI18n } from "../../lib/i18n";

/** How often the field takes the focus back when nothing has it, ms. */
const REFOCUS_MS = 500;

export function PassCodeField({ onCode }: { onCode: (code: string) => void }) {
  const i18n = useI18n();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");

  useEffect(() => {
    input.current?.focus();
    const timer = setInterval(() => {
      // Idle: nothing focused, or a control that was just disabled (the desk name's Save).
      const active = document.activeElement;
      const idle = !active || active === document.body || (active as HTMLButtonElement).disabled === true;
      if (idle && !document.querySelector("[role=dialog]")) input.current?.focus();
    }, REFOCUS_MS);
    return () => clearInterval(timer);
  }, []);

  const submit = (text: string) => {
    if (!text.trim()) return;
    setCode("");
    onCode(text.trim());
  };

  return (
    <form
      className="grid gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        submit(code);
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {i18n._("Scan or type a pass code")}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          ref={input}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          onPaste={(e) => {
            const pasted = e.clipboardData.getData("text");
            if (pasted.trim()) {
              e.preventDefault();
              submit(pasted);
            }
          }}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          dir="ltr"
        />
        <Button type="submit" variant="outline" aria-label={i18n._("Submit pass code")}>
          <ScanLine className="size-5" aria-hidden />
        </Button>
      </div>
    </form>
  );
}
