/**
 * The stand-alone public pages' layout (./public-card-layout.tsx): the auth, reset, choose-password
 * and unsubscribe pages offer the other language under their card (docs/i18n.md).
 */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { arabicI18n } from "../test/arabic-screen";
import { renderWithApp } from "../test/render";
import { PublicCardLayout } from "./public-card-layout";

describe("PublicCardLayout", () => {
  it("offers Arabic on an English page, named in Arabic", () => {
    renderWithApp(<PublicCardLayout>card</PublicCardLayout>, { path: "/auth" });
    const arabic = screen.getByText("العربية");
    expect([arabic.tagName, arabic.getAttribute("lang"), arabic.getAttribute("hreflang")]).toEqual(["A", "ar", "ar"]);
  });

  it("offers English on an Arabic page, named in English", () => {
    renderWithApp(<PublicCardLayout>card</PublicCardLayout>, { path: "/auth", i18n: arabicI18n });
    expect(screen.getByText("English")).toHaveAttribute("lang", "en");
  });
});
