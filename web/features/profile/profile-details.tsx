/**
 * Profile view mode (docs/product.md#profile-page): the signed-in user's details and skills. The
 * person's own texts keep their direction (`dir="auto"`); email, phone and URL read left to right.
 */
import type { ReactNode } from "react";
import type { User } from "../../../worker/contract/user";
import { formatPhone } from "../../../worker/contract/event";
import { useI18n } from "../../lib/i18n";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

export function ProfileDetails({ user }: { user: User }) {
  const i18n = useI18n();
  const notProvided = <span className="text-slate-500">{i18n._("Not provided")}</span>;
  return (
    <dl className="grid gap-4">
      <Row label={i18n._("Name")}>
        <bdi>
          {user.firstName} {user.lastName}
        </bdi>
      </Row>
      <Row label={i18n._("Email")}>
        <bdi dir="ltr">{user.email}</bdi>
      </Row>
      <Row label={i18n._("Company")}>
        <bdi>{user.company}</bdi>
      </Row>
      <Row label={i18n._("Job Title")}>
        <bdi>{user.title}</bdi>
      </Row>
      <Row label={i18n._("Phone Number")}>
        {user.phone ? <bdi dir="ltr">{formatPhone(user.phone)}</bdi> : notProvided}
      </Row>
      <Row label={i18n._("LinkedIn URL")}>
        {user.linkedinUrl ? (
          <a
            dir="ltr"
            href={user.linkedinUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {user.linkedinUrl}
          </a>
        ) : (
          notProvided
        )}
      </Row>
      <Row label={i18n._("Bio")}>
        {user.bio
          ? user.bio.split(/\n\s*\n/).map((paragraph, i) => (
              <p key={i} dir="auto" className="mb-2 whitespace-pre-line last:mb-0">
                {paragraph}
              </p>
            ))
          : notProvided}
      </Row>
      <Row label={i18n._("Skills / Expertise")}>
        {user.expertise.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={i18n._("Skills / Expertise")}>
            {user.expertise.map((skill) => (
              <li key={skill} dir="auto" className="rounded-full bg-brand-100 px-3 py-1 text-sm text-brand-900">
                {skill}
              </li>
            ))}
          </ul>
        ) : (
          notProvided
        )}
      </Row>
    </dl>
  );
}
