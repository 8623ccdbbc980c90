/** Session Feedback (./feedback-admin.tsx; docs/live-room.md#feedback): the summary and the export. */
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import arabic from "../../../locales/ar.po?catalog";
import { createI18n } from "../../../worker/contract/i18n";
import { setAuthToken } from "../../lib/auth-token";
import { userRecord } from "../../test/fixtures";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { FeedbackAdmin } from "./feedback-admin";

const SUMMARY = [
  {
    agendaItemId: 3,
    title: "Kuwait at the Crossroads",
    count: 2,
    average: 3.5,
    comments: [
      { rating: 5, comment: "Best panel of the day.", firstName: "Hessa", updatedAt: "2025-10-13T08:00:00.000Z" },
    ],
  },
];

beforeEach(() => setAuthToken("1.token"));

describe("FeedbackAdmin", () => {
  it("shows each session's average and count, its comments with first names, and the export", async () => {
    mockFetch((url) => {
      if (url === "/api/user") return json(userRecord({ isAdmin: true }));
      return url === "/api/admin/feedback" ? json(SUMMARY) : json({ message: "Not found" }, 404);
    });
    renderWithApp(<FeedbackAdmin />);
    const card = (await screen.findByRole("heading", { name: "Kuwait at the Crossroads" })).closest("li")!;
    expect(within(card).getByText("3.50 of 5 from 2 ratings")).toBeInTheDocument();
    expect(within(card).getByText("Best panel of the day.")).toBeInTheDocument();
    expect(within(card).getByText("Hessa, 5 of 5")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/api/admin/feedback/export");
  });

  it("says so when nothing is rated yet, in Arabic too", async () => {
    mockFetch((url) => (url === "/api/user" ? json(userRecord({ isAdmin: true })) : json([])));
    renderWithApp(<FeedbackAdmin />, { i18n: createI18n("ar", arabic) });
    expect(await screen.findByText("لا توجد تقييمات بعد")).toBeInTheDocument();
  });
});
