/**
 * Speaker photos at the size shown (docs/architecture.md#performance-budget: "Images carry width and height,
 * load lazily below the fold, and speaker photos are served at the size shown"): an uploaded
 * photo asks the media route for the served widths covering 1x and 2x screens; an imported photo
 * URL is used as it is. A missing or failed photo shows the speaker's initials, whenever it failed.
 */
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../lib/i18n";
import { arabicI18n } from "../../test/arabic-screen";
import { SpeakerAvatarStack, SpeakerPhoto } from "./speaker-photo";

/** The initials an avatar placeholder draws (CSS content, not text). */
const initialsOf = (placeholder: HTMLElement) =>
  placeholder.querySelector("[data-initials]")?.getAttribute("data-initials");

const UPLOADED = "/api/media/speakers/3/0b7c4a9e-1d2f-4c3b-8a5e-6f7d8c9b0a1e.jpg";

describe("SpeakerPhoto", () => {
  it("asks for an uploaded photo at the served widths of its size, sized and lazy", () => {
    render(<SpeakerPhoto name="Dana" surname="Al-Sayer" photoUrl={UPLOADED} size={44} />);
    const img = screen.getByRole("img", { name: "Dana Al-Sayer" });
    expect(img).toHaveAttribute("src", `${UPLOADED}?w=48`);
    expect(img).toHaveAttribute("srcset", `${UPLOADED}?w=48 1x, ${UPLOADED}?w=96 2x`);
    expect(img).toHaveAttribute("width", "44");
    expect(img).toHaveAttribute("height", "44");
    expect(img).toHaveAttribute("loading", "lazy");
  });

  it("uses the largest served width for the largest photos and loads above-the-fold photos eagerly", () => {
    render(<SpeakerPhoto name="Dana" surname="Al-Sayer" photoUrl={UPLOADED} size={128} eager />);
    const img = screen.getByRole("img", { name: "Dana Al-Sayer" });
    expect(img).toHaveAttribute("srcset", `${UPLOADED}?w=128 1x, ${UPLOADED}?w=256 2x`);
    expect(img).toHaveAttribute("loading", "eager");
  });

  it("uses an imported photo URL as it is", () => {
    const imported = "https://cdn.example.com/people/dana.jpg?size=large";
    render(<SpeakerPhoto name="Dana" surname="Al-Sayer" photoUrl={imported} size={80} />);
    const img = screen.getByRole("img", { name: "Dana Al-Sayer" });
    expect(img).toHaveAttribute("src", imported);
    expect(img).not.toHaveAttribute("srcset");
    expect(img).toHaveAttribute("width", "80");
  });

  it("shows initials of the same size when the photo fails to load", () => {
    render(<SpeakerPhoto name="dana" surname="al-Sayer" photoUrl={UPLOADED} size={44} />);
    fireEvent.error(screen.getByRole("img", { name: "dana al-Sayer" }));
    const placeholder = screen.getByRole("img", { name: "dana al-Sayer" });
    expect(placeholder.tagName).toBe("SPAN");
    expect(initialsOf(placeholder)).toBe("DA");
    expect(placeholder).toHaveStyle({ width: "44px", height: "44px" });
  });

  it("shows the same initials when there is no photo", () => {
    render(<SpeakerPhoto name="Dana" surname="Al-Sayer" photoUrl={null} size={80} />);
    const placeholder = screen.getByRole("img", { name: "Dana Al-Sayer" });
    expect(placeholder.tagName).toBe("SPAN");
    expect(initialsOf(placeholder)).toBe("DA");
  });

  it("shows initials when the photo failed before React was attached (server-rendered markup)", () => {
    // The browser finished the request without pixels, and the error event fired unseen.
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(0);
    render(<SpeakerPhoto name="Dana" surname="Al-Sayer" photoUrl={UPLOADED} size={44} eager />);
    const placeholder = screen.getByRole("img", { name: "Dana Al-Sayer" });
    expect(placeholder.tagName).toBe("SPAN");
    expect(initialsOf(placeholder)).toBe("DA");
  });

  it("keeps a photo that has loaded", () => {
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(96);
    render(<SpeakerPhoto name="Dana" surname="Al-Sayer" photoUrl={UPLOADED} size={44} />);
    expect(screen.getByRole("img", { name: "Dana Al-Sayer" }).tagName).toBe("IMG");
  });
});

describe("SpeakerAvatarStack", () => {
  it("asks for each uploaded photo at the stack's size", () => {
    const speakers = [1, 2, 3, 4, 5, 6].map((id) => ({
      id,
      name: `Speaker${id}`,
      surname: "Test",
      photoUrl: id === 2 ? null : UPLOADED,
    }));
    render(<SpeakerAvatarStack speakers={speakers} size={32} />);
    const photos = screen.getAllByRole("img").filter((el) => el.tagName === "IMG");
    expect(photos).toHaveLength(4);
    for (const img of photos) expect(img).toHaveAttribute("srcset", `${UPLOADED}?w=48 1x, ${UPLOADED}?w=96 2x`);
    expect(screen.getByLabelText("1 more speaker")).toHaveTextContent("+1");
  });

  it("names the list and the counter in Arabic, with Arabic's dual and plural", () => {
    const people = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ id: i, name: `Speaker${i}`, surname: "Test", photoUrl: null }));
    const { rerender } = render(
      <I18nProvider i18n={arabicI18n}>
        <SpeakerAvatarStack speakers={people(7)} />
      </I18nProvider>,
    );
    expect(screen.getByRole("list", { name: "المتحدثون" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "متحدثان آخران" })).toHaveTextContent("+2");
    rerender(
      <I18nProvider i18n={arabicI18n}>
        <SpeakerAvatarStack speakers={people(8)} />
      </I18nProvider>,
    );
    expect(screen.getByRole("img", { name: "3 متحدثين آخرين" })).toHaveTextContent("+3");
  });
});
