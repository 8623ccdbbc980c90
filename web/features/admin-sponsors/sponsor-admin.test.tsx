/**
 * The Sponsors screen in each language (docs/product.md#sponsors; docs/i18n.md): the sponsors by
 * tier with their state and actions, "Add sponsor" with its checks (a name, a logo that is an
 * image of at most 5 MB), the upload it sends, the edit dialog, activate and deactivate, and
 * delete after a confirmation. Dragging needs a real browser: e2e/sponsors.spec.ts.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "../../../worker/contract/i18n";
import type { Sponsor } from "../../../worker/contract/sponsors";
import { setAuthToken } from "../../lib/auth-token";
import { uploadForm } from "../../lib/files";
import AdminSponsorsPage from "../../routes/app/admin/sponsors";
import { admin, labelsNotInName, toastText } from "../../test/admin";
import { foreignWords, I18NS, LOCALES } from "../../test/arabic-screen";
import { json, mockFetch, renderWithApp } from "../../test/render";

vi.mock("../../lib/files", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/files")>()),
  uploadForm: vi.fn(),
}));

beforeEach(() => {
  setAuthToken("1.token");
  vi.mocked(uploadForm).mockReset();
});

const sponsor = (id: number, name: string, extra: Partial<Sponsor> = {}): Sponsor => ({
  id,
  name,
  logoUrl: `/api/media/sponsors/0000000${id}-0000-4000-8000-000000000000.png`,
  websiteUrl: null,
  tier: "standard",
  isActive: true,
  displayOrder: id,
  ...extra,
});

const gulfBank = sponsor(1, "Gulf Bank", { tier: "gold", websiteUrl: "https://www.gulfbank.example" });
const zain = sponsor(2, "Zain", { tier: "gold", isActive: false });
const kpc = sponsor(3, "KPC", { tier: "platinum" });

const TEXT = {
  en: {
    heading: "Sponsors",
    platinum: "Platinum: 1 sponsor",
    gold: "Gold: 2 sponsors",
    goldList: "Gold sponsors in display order",
    shown: "On the landing page",
    hidden: "Hidden",
    noWebsite: "No website",
    reorder: (name: string) => `Reorder ${name}`,
    instructions: /^To reorder, press Space to pick up the sponsor/,
    edit: (name: string) => `Edit ${name}`,
    activate: (name: string) => `Activate ${name}`,
    deactivate: (name: string) => `Deactivate ${name}`,
    delete: (name: string) => `Delete ${name}`,
    add: "Add sponsor",
    editTitle: "Edit sponsor",
    name: "Name",
    tier: "Tier",
    website: "Website",
    logo: "Logo",
    newLogo: "New logo",
    save: "Save Changes",
    nameRequired: "Sponsor name is required",
    logoRequired: "Please choose a logo",
    notImage: "Please select an image file (JPEG, PNG, GIF or WebP)",
    tooLarge: "The image is larger than 5 MB. Please choose a smaller file.",
    added: "Sponsor added",
    updated: "Sponsor updated",
    activated: "Sponsor shown on the landing page",
    deactivated: "Sponsor hidden from the landing page",
    confirm: "Delete sponsor?",
    confirmText: "Gulf Bank and its logo will be deleted and leave the landing page. This cannot be undone.",
    deleteButton: "Delete",
    deleted: "Sponsor deleted",
    empty: "No sponsors yet",
    silver: "Silver",
  },
  ar: {
    heading: "الرعاة",
    platinum: "بلاتيني: راعٍ واحد",
    gold: "ذهبي: راعيان",
    goldList: "رعاة فئة ذهبي بترتيب العرض",
    shown: "في الصفحة الرئيسية",
    hidden: "مخفي",
    noWebsite: "لا يوجد موقع إلكتروني",
    reorder: (name: string) => `تغيير ترتيب ${name}`,
    instructions: /^لتغيير الترتيب، اضغط مفتاح المسافة لالتقاط الراعي/,
    edit: (name: string) => `تعديل ${name}`,
    activate: (name: string) => `تفعيل ${name}`,
    deactivate: (name: string) => `إلغاء التفعيل لـ ${name}`,
    delete: (name: string) => `حذف ${name}`,
    add: "إضافة راعٍ",
    editTitle: "تعديل الراعي",
    name: "الاسم",
    tier: "الفئة",
    website: "الموقع الإلكتروني",
    logo: "الشعار",
    newLogo: "شعار جديد",
    save: "حفظ التغييرات",
    nameRequired: "اسم الراعي مطلوب",
    logoRequired: "يُرجى اختيار شعار",
    notImage: "يُرجى اختيار ملف صورة (JPEG أو PNG أو GIF أو WebP)",
    tooLarge: "حجم الصورة أكبر من 5 ميغابايت. يُرجى اختيار ملف أصغر.",
    added: "تمت إضافة الراعي",
    updated: "تم تحديث الراعي",
    activated: "يظهر الراعي الآن في الصفحة الرئيسية",
    deactivated: "أُخفي الراعي من الصفحة الرئيسية",
    confirm: "حذف الراعي؟",
    confirmText: "سيُحذف Gulf Bank مع شعاره ويختفي من الصفحة الرئيسية. لا يمكن التراجع عن ذلك.",
    deleteButton: "حذف",
    deleted: "تم حذف الراعي",
    empty: "لا يوجد رعاة بعد",
    silver: "فضي",
  },
} satisfies Record<Locale, unknown>;

/** Data that stays as written: names, sites and the file types' names. */
const DATA = ["Gulf Bank", "Zain", "KPC", "https://www.gulfbank.example", "https://", "JPEG", "PNG", "GIF", "WebP"];

/** The admin, the sponsors `list`, and `handler` for the writes. */
function serve(
  list: Sponsor[] = [gulfBank, zain, kpc],
  handler: (url: string, init: RequestInit) => Response | undefined = () => undefined,
) {
  return mockFetch((url, init) => {
    const answer = handler(url, init);
    if (answer) return answer;
    if (url === "/api/user") return json(admin);
    if (url === "/api/admin/sponsors") return json(list);
    return json([]);
  });
}

const writes = (calls: ReturnType<typeof mockFetch>) =>
  calls
    .filter((c) => c.init.method && c.init.method !== "GET")
    .map((c) => [c.init.method, c.url, c.init.body ? JSON.parse(String(c.init.body)) : undefined]);

const png = (bytes = 4) => new File([new Uint8Array(bytes)], "logo.png", { type: "image/png" });

describe.each(LOCALES)("Sponsors (%s)", (locale) => {
  const text = TEXT[locale];
  const render = () => renderWithApp(<AdminSponsorsPage />, { i18n: I18NS[locale] });

  it("lists the sponsors by tier, platinum first, each with its logo, site, state and actions", async () => {
    serve();
    const { container } = render();
    const rows = await screen.findAllByTestId("sponsor-row");
    expect(screen.getByRole("heading", { level: 1, name: text.heading })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      text.platinum,
      text.gold,
    ]);
    expect(rows.map((row) => within(row).getByRole("heading", { level: 4 }).textContent)).toEqual([
      "KPC",
      "Gulf Bank",
      "Zain",
    ]);
    const gold = screen.getByRole("list", { name: text.goldList });
    const [bank, hidden] = within(gold).getAllByTestId("sponsor-row");
    expect(within(bank!).getByText(text.shown)).toBeInTheDocument();
    expect(within(bank!).getByRole("link", { name: "https://www.gulfbank.example" })).toHaveAttribute(
      "href",
      "https://www.gulfbank.example",
    );
    expect(bank!.querySelector("img")).toHaveAttribute(
      "src",
      "/api/media/sponsors/00000001-0000-4000-8000-000000000000.png?w=240",
    );
    expect(within(hidden!).getByText(text.hidden)).toBeInTheDocument();
    expect(within(hidden!).getByText(text.noWebsite)).toBeInTheDocument();
    expect(within(hidden!).getByRole("button", { name: text.activate("Zain") })).toBeInTheDocument();
    expect(within(bank!).getByRole("button", { name: text.deactivate("Gulf Bank") })).toBeInTheDocument();
    expect(within(bank!).getByRole("button", { name: text.edit("Gulf Bank") })).toBeInTheDocument();
    expect(within(bank!).getByRole("button", { name: text.delete("Gulf Bank") })).toBeInTheDocument();
    const handle = within(bank!).getByRole("button", { name: text.reorder("Gulf Bank") });
    expect(document.getElementById(handle.getAttribute("aria-describedby")!)?.textContent).toMatch(text.instructions);
    expect(foreignWords(locale, container, DATA)).toEqual([]);
    expect(labelsNotInName(container)).toEqual([]);
  });

  it("says when there is no sponsor yet", async () => {
    serve([]);
    render();
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
  });

  it("adds a sponsor: a name and an image logo are required, then the multipart upload", async () => {
    const calls = serve();
    vi.mocked(uploadForm).mockResolvedValueOnce(sponsor(9, "Boubyan", { tier: "silver" }));
    const events = userEvent.setup({ applyAccept: false });
    render();
    await screen.findAllByTestId("sponsor-row");
    await events.click(screen.getByRole("button", { name: text.add }));
    const dialog = screen.getByRole("dialog", { name: text.add });
    const form = within(dialog).getByRole("form", { name: text.add });
    expect(foreignWords(locale, dialog, DATA)).toEqual([]);
    await events.click(within(form).getByRole("button", { name: text.add }));
    expect(
      within(form)
        .getAllByRole("alert")
        .map((alert) => alert.textContent),
    ).toEqual([text.nameRequired, text.logoRequired]);

    const logo = within(form).getByLabelText(new RegExp(`^${text.logo}`));
    await events.upload(logo, new File(["<svg onload=alert(1)>"], "logo.svg", { type: "image/svg+xml" }));
    await events.click(within(form).getByRole("button", { name: text.add }));
    expect(within(form).getByText(text.notImage)).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    await events.upload(logo, big);
    await events.click(within(form).getByRole("button", { name: text.add }));
    expect(within(form).getByText(text.tooLarge)).toBeInTheDocument();
    expect(uploadForm).not.toHaveBeenCalled();

    const file = png();
    await events.upload(logo, file);
    await events.type(within(form).getByRole("textbox", { name: text.name }), " Boubyan ");
    await events.selectOptions(within(form).getByRole("combobox", { name: text.tier }), text.silver);
    await events.type(within(form).getByRole("textbox", { name: text.website }), "https://boubyan.example");
    await events.click(within(form).getByRole("button", { name: text.add }));
    await waitFor(() => expect(toastText()).toContain(text.added));
    const [url, sent] = vi.mocked(uploadForm).mock.calls[0]!;
    expect(url).toBe("/api/admin/sponsors");
    expect(Object.fromEntries((sent as FormData).entries())).toEqual({
      name: "Boubyan",
      tier: "silver",
      websiteUrl: "https://boubyan.example",
      logo: file,
    });
    expect(writes(calls)).toEqual([]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("edits the fields with PATCH, and replaces the logo only when a new one is chosen", async () => {
    const calls = serve(undefined, (_url, init) =>
      init.method === "PATCH" ? json({ ...gulfBank, name: "Gulf Bank KSC" }) : undefined,
    );
    vi.mocked(uploadForm).mockResolvedValueOnce(gulfBank);
    render();
    await screen.findAllByTestId("sponsor-row");
    await userEvent.click(screen.getByRole("button", { name: text.edit("Gulf Bank") }));
    const form = screen.getByRole("form", { name: text.editTitle });
    const name = within(form).getByRole("textbox", { name: text.name });
    expect(name).toHaveValue("Gulf Bank");
    expect(within(form).getByRole("combobox", { name: text.tier })).toHaveValue("gold");
    expect(within(form).getByRole("textbox", { name: text.website })).toHaveValue("https://www.gulfbank.example");
    await userEvent.clear(name);
    await userEvent.type(name, "Gulf Bank KSC");
    await userEvent.click(within(form).getByRole("button", { name: text.save }));
    await waitFor(() => expect(toastText()).toContain(text.updated));
    expect(writes(calls)).toEqual([
      [
        "PATCH",
        "/api/admin/sponsors/1",
        { name: "Gulf Bank KSC", tier: "gold", websiteUrl: "https://www.gulfbank.example" },
      ],
    ]);
    expect(uploadForm).not.toHaveBeenCalled();

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole("button", { name: text.edit("Gulf Bank") }));
    const again = screen.getByRole("form", { name: text.editTitle });
    const file = png();
    await userEvent.upload(within(again).getByLabelText(text.newLogo), file);
    await userEvent.click(within(again).getByRole("button", { name: text.save }));
    await waitFor(() => expect(uploadForm).toHaveBeenCalledTimes(1));
    const [url, sent] = vi.mocked(uploadForm).mock.calls[0]!;
    expect(url).toBe("/api/admin/sponsors/1/logo");
    expect((sent as FormData).get("logo")).toBe(file);
  });

  it("activates and deactivates with PATCH isActive", async () => {
    const calls = serve(undefined, (url, init) =>
      init.method === "PATCH"
        ? json({ ...(url.endsWith("/2") ? zain : gulfBank), ...JSON.parse(String(init.body)) })
        : undefined,
    );
    render();
    await screen.findAllByTestId("sponsor-row");
    await userEvent.click(screen.getByRole("button", { name: text.activate("Zain") }));
    await waitFor(() => expect(toastText()).toContain(text.activated));
    await userEvent.click(screen.getByRole("button", { name: text.deactivate("Gulf Bank") }));
    await waitFor(() => expect(toastText()).toContain(text.deactivated));
    expect(writes(calls)).toEqual([
      ["PATCH", "/api/admin/sponsors/2", { isActive: true }],
      ["PATCH", "/api/admin/sponsors/1", { isActive: false }],
    ]);
  });

  it("deletes after the confirmation", async () => {
    const calls = serve(undefined, (_url, init) =>
      init.method === "DELETE" ? json({ message: "Sponsor deleted" }) : undefined,
    );
    render();
    await screen.findAllByTestId("sponsor-row");
    await userEvent.click(screen.getByRole("button", { name: text.delete("Gulf Bank") }));
    const dialog = screen.getByRole("dialog", { name: text.confirm });
    expect(dialog).toHaveAccessibleDescription(text.confirmText);
    await userEvent.click(within(dialog).getByRole("button", { name: text.deleteButton }));
    await waitFor(() => expect(toastText()).toContain(text.deleted));
    expect(writes(calls)).toEqual([["DELETE", "/api/admin/sponsors/1", undefined]]);
  });
});
