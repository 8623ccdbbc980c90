/**
 * Shared pieces of the admin screens' component tests: the signed-in organiser, registrations,
 * the toast's text, a click under fake timers, the check of labels in names and an import through
 * the import panel.
 */
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { User } from "../../worker/contract/user";
import { userRecord } from "./fixtures";

export const admin = userRecord({
  id: 99,
  email: "admin@conference2025.com",
  firstName: "Event",
  lastName: "Organiser",
  isAdmin: true,
});

/** Registration `id` with predictable fields (First{id} Last, u{id}@example.com). */
export function user(id: number, overrides: Partial<User> = {}): User {
  return userRecord({
    id,
    email: `u${id}@example.com`,
    firstName: `First${id}`,
    lastName: "Last",
    company: "Co",
    title: "Analyst",
    createdAt: `2025-09-0${id}T08:00:00.000Z`,
    ...overrides,
  });
}

export const toastText = () => screen.getByTestId("toast").textContent;

/**
 * Clicks `button` while fake timers run, then settles the promises it started (a mocked upload,
 * the clipboard). user-event and Testing Library's async helpers wait on real timers, which fake
 * timers stop, so this uses a plain click and lets React flush.
 */
export async function clickWithFakeTimers(button: HTMLElement): Promise<void> {
  fireEvent.click(button);
  await act(async () => {});
}

/**
 * The buttons under `root` whose visible words are not part of their accessible name, as
 * "visible text / aria-label" (WCAG 2.2 SC 2.5.3 Label in Name; axe-core's
 * label-content-name-mismatch): a translation must keep the button's words in its longer label.
 */
export function labelsNotInName(root: Element): string[] {
  return [...root.querySelectorAll("button[aria-label]")].flatMap((button) => {
    const text = button.textContent?.trim() ?? "";
    const name = button.getAttribute("aria-label") ?? "";
    return text && !name.includes(text) ? [`${text} / ${name}`] : [];
  });
}

/** The labels of an import panel (web/components/admin/import-panel.tsx) in the page's language. */
export interface ImportLabels {
  /** The form's name, e.g. "Import Speakers". */
  form: string;
  /** The file field's label, "Excel file". */
  file: string;
  /** The submit button's name, "Import". */
  import: string;
}

/**
 * Uploads `file` through the import panel named `labels.form`, submits it, and waits for the result
 * heading named `result`. Returns the result's section and the text of each skipped row it lists.
 */
export async function importWorkbook(
  labels: ImportLabels,
  file: File,
  result: string,
): Promise<{ section: HTMLElement; rows: string[] }> {
  const form = screen.getByRole("form", { name: labels.form });
  await userEvent.upload(within(form).getByLabelText(labels.file), file);
  await userEvent.click(within(form).getByRole("button", { name: labels.import }));
  const section = (await screen.findByRole("heading", { name: result })).closest("section")!;
  const rows = within(section)
    .queryAllByRole("listitem")
    .map((item) => item.textContent ?? "");
  return { section, rows };
}
