/** Profile view mode (docs/product.md#profile-page): the signed-in user's details and skills. */
import type { User } from "../../../worker/contract/user";
import { formatPhone } from "../../../worker/contract/event";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

const notProvided = <span className="text-slate-500">Not provided</span>;

export function ProfileDetails({ user }: { user: User }) {
  return (
    <dl className="grid gap-4">
      <Row label="Name">
        {user.firstName} {user.lastName}
      </Row>
      <Row label="Email">{user.email}</Row>
      <Row label="Company">{user.company}</Row>
      <Row label="Job Title">{user.title}</Row>
      <Row label="Phone Number">{user.phone ? formatPhone(user.phone) : notProvided}</Row>
      <Row label="LinkedIn URL">
        {user.linkedinUrl ? (
          <a
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
      <Row label="Bio">
        {user.bio
          ? user.bio.split(/\n\s*\n/).map((paragraph, i) => (
              <p key={i} className="mb-2 whitespace-pre-line last:mb-0">
                {paragraph}
              </p>
            ))
          : notProvided}
      </Row>
      <Row label="Skills / Expertise">
        {user.expertise.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Skills / Expertise">
            {user.expertise.map((skill) => (
              <li key={skill} className="rounded-full bg-brand-100 px-3 py-1 text-sm text-brand-900">
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
