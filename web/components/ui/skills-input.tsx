/**
 * Skills / expertise list editor (docs/messages.md#profile): adds a trimmed, non-empty skill that is not
 * already listed (case-insensitive); Enter adds; each chip has a remove button.
 */
import X from "lucide-react/icons/x";
import { useId, useState } from "react";
import { Button } from "./button";
import { Input } from "./field";
import { useI18n } from "../../lib/i18n";

interface SkillsInputProps {
  value: string[];
  onChange: (next: string[]) => void;
  /** Already translated; default "Skills / Expertise". */
  label?: string;
  max?: number;
}

/** Returns the list with `skill` added, or null when it is empty or a duplicate. */
function addSkill(list: string[], skill: string): string[] | null {
  const trimmed = skill.trim();
  if (!trimmed || list.some((s) => s.toLowerCase() === trimmed.toLowerCase())) return null;
  return [...list, trimmed];
}

export function SkillsInput({ value, onChange, label: givenLabel, max = 30 }: SkillsInputProps) {
  const i18n = useI18n();
  const label = givenLabel ?? i18n._("Skills / Expertise");
  const [draft, setDraft] = useState("");
  const id = useId();
  const add = () => {
    const next = addSkill(value, draft);
    if (next && next.length <= max) {
      onChange(next);
      setDraft("");
    }
  };
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={60}
          placeholder={i18n._("Add a skill and press Enter")}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" onClick={add} disabled={!addSkill(value, draft)}>
          {i18n._("Add")}
        </Button>
      </div>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={label}>
          {value.map((skill) => (
            <li
              key={skill}
              className="inline-flex items-center gap-1 rounded-full bg-brand-100 py-1 ps-3 pe-1 text-sm text-brand-900"
            >
              <bdi>{skill}</bdi>
              <button
                type="button"
                onClick={() => onChange(value.filter((s) => s !== skill))}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-brand-200"
                aria-label={i18n._("Remove {skill}", { skill })}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
