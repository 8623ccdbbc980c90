/**
 * An email address as the admin lists show it: left to right in both languages, wrapping only
 * before its "@" and its dots when the line is too short, never inside a word (no `break-all`),
 * so "dana.al-sayer@example.com" stays readable in a narrow column or card.
 */
import { Fragment } from "react";

export function EmailAddress({ email, className }: { email: string; className?: string }) {
  // Split before each "@" and "."; <wbr> offers a line break there and adds no text.
  const parts = email.split(/(?=[@.])/);
  return (
    <bdi dir="ltr" className={className}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </bdi>
  );
}
