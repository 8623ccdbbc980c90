import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { setAuthToken } from "../../lib/auth-token";
import AdminDelegatesPage from "../../routes/app/admin/delegates";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { admin, user } from "../../test/admin";

beforeEach(() => {
  setAuthToken("1.token");
});

describe("Delegate Management", () => {
  it("gives each user type its own card background", async () => {
    const users = [user(1), user(2, { userType: "speaker" }), user(3, { userType: "ASAR" }), user(4)];
    mockFetch((url) =>
      url === "/api/user"
        ? json(admin)
        : url.startsWith("/api/users?")
          ? json({ rows: users, total: 4, page: 1, pageSize: 50 })
          : json([]),
    );
    renderWithApp(<AdminDelegatesPage />);
    const cards = await screen.findAllByTestId("delegate-card");
    const card = (id: number) => cards.find((c) => within(c).queryByText(`u${id}@example.com`))!;
    const background = (id: number) =>
      card(id)
        .className.split(/\s+/)
        .filter((c) => c.startsWith("bg-"));
    expect([1, 2, 3, 4].map((id) => within(card(id)).getByText(/^(Delegate|Speaker|ASAR)$/).textContent)).toEqual([
      "Delegate",
      "Speaker",
      "ASAR",
      "Delegate",
    ]);
    for (const id of [1, 2, 3]) expect(background(id)).toHaveLength(1);
    expect(new Set([1, 2, 3].map((id) => background(id)[0])).size).toBe(3);
    expect(background(4)).toEqual(background(1));
  });
});
