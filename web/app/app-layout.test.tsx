import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { userRecord } from "../test/fixtures";
import { json, mockFetch, renderWithApp } from "../test/render";
import AppLayout from "./app-layout";
import { setAuthToken } from "../lib/auth-token";

// A signed-in browser holds its session token: web/lib/current-user.ts asks GET /api/user only then.
beforeEach(() => setAuthToken("1.token"));

/** Renders the signed-in chrome at `path`; returns the bottom bar. */
async function mobileBarAt(path: string) {
  mockFetch((url) => (url === "/api/user" ? json(userRecord()) : json({ message: "Not found" }, 404)));
  renderWithApp(<AppLayout />, { path });
  return screen.findByRole("navigation", { name: "Quick links" });
}

describe("bottom mobile bar", () => {
  it("marks Agenda current on /app/agenda, like the side menu", async () => {
    const bar = await mobileBarAt("/app/agenda");
    expect(within(bar).getByRole("link", { name: "Agenda" })).toHaveAttribute("aria-current", "page");
    expect(within(bar).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("marks Agenda current on My Agenda, which the side menu marks as its own entry", async () => {
    const bar = await mobileBarAt("/app/my-agenda");
    expect(within(bar).getByRole("link", { name: "Agenda" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("dialog");
    expect(within(menu).getByRole("link", { name: "My Agenda" })).toHaveAttribute("aria-current", "page");
    expect(within(menu).getByRole("link", { name: "Agenda" })).not.toHaveAttribute("aria-current");
  });

  it("marks the current page only, Home on /app exactly", async () => {
    const bar = await mobileBarAt("/app");
    const current = within(bar)
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.textContent)).toEqual(["Home"]);
  });

  it("marks Pass current on /app/my-pass", async () => {
    const bar = await mobileBarAt("/app/my-pass");
    expect(within(bar).getByRole("link", { name: "Pass" })).toHaveAttribute("aria-current", "page");
    expect(within(bar).getByRole("link", { name: "Agenda" })).not.toHaveAttribute("aria-current");
  });
});
