/**
 * A speaker's round photo with fallbacks (spec 2 and 8: a failed or missing photo shows a
 * placeholder; the landing agenda uses initials). Always sized, lazy below the fold.
 */
import { UserRound } from "lucide-react";
import { useState } from "react";
import { cn } from "../../lib/cn";

export interface SpeakerPhotoProps {
  name: string;
  surname: string;
  photoUrl: string | null;
  /** Rendered size in CSS pixels (width = height). */
  size: number;
  /** "icon" (person icon) or "initials" when there is no usable photo. */
  fallback?: "icon" | "initials";
  /** Set for above-the-fold photos. */
  eager?: boolean;
  className?: string;
}

export function SpeakerPhoto({ name, surname, photoUrl, size, fallback = "icon", eager, className }: SpeakerPhotoProps) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size };
  if (!photoUrl || failed) {
    return (
      <span
        role="img"
        aria-label={`${name} ${surname}`}
        style={style}
        className={cn("inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800", className)}
      >
        {fallback === "initials" ? (
          <span style={{ fontSize: Math.max(10, size * 0.36) }}>{`${name.charAt(0)}${surname.charAt(0)}`.toUpperCase()}</span>
        ) : (
          <UserRound aria-hidden style={{ width: size * 0.55, height: size * 0.55 }} />
        )}
      </span>
    );
  }
  return (
    <img
      src={photoUrl}
      alt={`${name} ${surname}`}
      width={size}
      height={size}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      onError={() => setFailed(true)}
      style={style}
      className={cn("shrink-0 rounded-full bg-slate-200 object-cover", className)}
    />
  );
}
