/**
 * Shared pieces of the admin screens' component tests: the signed-in organiser, registrations,
 * the toast's text and a click under fake timers.
 */
import { act, fireEvent, screen } from "@testing-library/react";
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
