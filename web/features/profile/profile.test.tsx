import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import ProfilePage from "../../routes/app/profile";
import { arabicI18n } from "../../test/arabic-screen";
import { userRecord } from "../../test/fixtures";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { splitPhone } from "../../lib/phone";
import { setAuthToken } from "../../lib/auth-token";

// A signed-in browser holds its session token: web/lib/current-user.ts asks GET /api/user only then.
beforeEach(() => setAuthToken("1.token"));

const base = userRecord({ phone: "+96550001234", bio: "First paragraph.\n\nSecond paragraph.", expertise: ["PPP"] });

/** Serves GET /api/user from `state.user`; PATCH answers with `patch`. */
function serveProfile(patch: (body: Record<string, unknown>) => Response) {
  const state = { user: base };
  const calls = mockFetch((url, init) => {
    if (url === "/api/user") return json(state.user);
    if (url === "/api/profile" && init.method === "PATCH") {
      const response = patch(JSON.parse(String(init.body)));
      if (response.ok) state.user = { ...state.user, ...JSON.parse(String(init.body)) };
      return response;
    }
    if (url === "/api/auth/logout") return json({ message: "Signed out" });
    return json({ message: "Not found" }, 404);
  });
  return { calls, state };
}

async function openEditor() {
  await userEvent.click(await screen.findByRole("button", { name: "Edit Profile" }));
  return screen.getByRole("form", { name: "Edit profile" });
}

describe("splitPhone", () => {
  it("splits the stored phone into dial code and digits", () => {
    expect(splitPhone("+96550001234", "+965")).toEqual({ dialCode: "+965", digits: "50001234" });
    expect(splitPhone("+447700900123", "+965")).toEqual({ dialCode: "+44", digits: "7700900123" });
    expect(splitPhone(null, "+973")).toEqual({ dialCode: "+973", digits: "" });
    expect(splitPhone("", null)).toEqual({ dialCode: "+965", digits: "" });
  });
});

describe("ProfilePage", () => {
  it("shows the profile in view mode with a read-only email in edit mode", async () => {
    serveProfile(() => json(base));
    renderWithApp(<ProfilePage />);
    expect(await screen.findByRole("heading", { name: "My Profile" })).toBeInTheDocument();
    expect(screen.getByText("Second paragraph.")).toBeInTheDocument();
    expect(screen.getByText("+965 5000 1234")).toBeInTheDocument();
    const form = await openEditor();
    const email = within(form).getByLabelText("Email");
    expect(email).toHaveValue("dana@example.com");
    expect(email).toBeDisabled();
    expect(within(form).getByLabelText(/First Name/)).toHaveValue("Dana");
    expect(within(form).getByRole("textbox", { name: /Phone Number/ })).toHaveValue("50001234");
  });

  it("shows the documented messages and sends nothing for invalid input", async () => {
    const { calls } = serveProfile(() => json(base));
    renderWithApp(<ProfilePage />);
    const form = await openEditor();
    await userEvent.clear(within(form).getByLabelText(/First Name/));
    await userEvent.clear(within(form).getByLabelText(/Company/));
    await userEvent.type(within(form).getByLabelText("LinkedIn URL"), "not a url");
    await userEvent.click(within(form).getByRole("button", { name: "Save Changes" }));
    expect(await within(form).findByText("First name is required")).toBeInTheDocument();
    expect(within(form).getByText("Company is required")).toBeInTheDocument();
    expect(within(form).getByText("Please enter a valid URL")).toBeInTheDocument();
    expect(calls.some((c) => c.init.method === "PATCH")).toBe(false);
  });

  it("Cancel discards edits to the fields and the skills and returns to view mode", async () => {
    serveProfile(() => json(base));
    renderWithApp(<ProfilePage />);
    let form = await openEditor();
    await userEvent.clear(within(form).getByLabelText(/Company/));
    await userEvent.type(within(form).getByLabelText(/Company/), "Changed Co");
    await userEvent.type(within(form).getByRole("textbox", { name: "Skills / Expertise" }), "Regulation{Enter}");
    await userEvent.click(within(form).getByRole("button", { name: "Remove PPP" }));
    await userEvent.click(within(form).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: "Edit Profile" })).toBeInTheDocument();
    expect(screen.getByText("Gulf Energy Partners")).toBeInTheDocument();
    form = await openEditor();
    expect(within(form).getByLabelText(/Company/)).toHaveValue("Gulf Energy Partners");
    const skills = within(form).getByRole("list", { name: "Skills / Expertise" });
    expect(
      within(skills)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["PPP"]);
  });

  it("saves, toasts success, refetches the user and returns to view mode", async () => {
    const { calls } = serveProfile((body) => json({ ...base, ...body }));
    renderWithApp(<ProfilePage />);
    const form = await openEditor();
    await userEvent.clear(within(form).getByLabelText(/Job Title/));
    await userEvent.type(within(form).getByLabelText(/Job Title/), "Director");
    const phone = within(form).getByRole("textbox", { name: /Phone Number/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, "6000-1111");
    await userEvent.type(within(form).getByRole("textbox", { name: "Skills / Expertise" }), "ESG{Enter}");
    await userEvent.click(within(form).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Profile updated")).toBeInTheDocument();
    expect(screen.getByText("Your profile has been updated successfully")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit Profile" })).toBeInTheDocument();
    expect(await screen.findByText("Director")).toBeInTheDocument();
    const patchIndex = calls.findIndex((c) => c.init.method === "PATCH");
    const body = JSON.parse(String(calls[patchIndex]!.init.body));
    expect(body).toMatchObject({
      title: "Director",
      phone: "+96560001111",
      countryCode: "+965",
      expertise: ["PPP", "ESG"],
    });
    expect(body).not.toHaveProperty("email");
    await waitFor(() => expect(calls.slice(patchIndex + 1).some((c) => c.url === "/api/user")).toBe(true));
  });

  it("toasts the failure and stays in edit mode", async () => {
    serveProfile(() => json({ message: "Something went wrong. Please try again." }, 500));
    renderWithApp(<ProfilePage />);
    const form = await openEditor();
    await userEvent.click(within(form).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Error")).toBeInTheDocument();
    expect(screen.getByText("Failed to update profile")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save Changes" })).toBeEnabled();
  });

  it("signs out with a pending label", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockFetch(async (url) => {
      if (url === "/api/user") return json(base);
      if (url === "/api/auth/logout") {
        await gate;
        return json({ message: "Signed out" });
      }
      return json({}, 404);
    });
    const { router } = renderWithApp(<ProfilePage />, { path: "/app/profile" });
    await userEvent.click(await screen.findByRole("button", { name: "Sign Out" }));
    expect(await screen.findByRole("button", { name: "Signing out..." })).toBeDisabled();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});

describe("ProfilePage in Arabic", () => {
  const renderArabic = () => renderWithApp(<ProfilePage />, { i18n: arabicI18n });

  it("labels the details in Arabic and keeps email and phone left to right", async () => {
    serveProfile(() => json(base));
    renderArabic();
    expect(await screen.findByRole("heading", { level: 1, name: "ملفي الشخصي" })).toBeInTheDocument();
    const terms = screen.getAllByRole("term").map((term) => term.textContent);
    expect(terms).toEqual([
      "الاسم",
      "البريد الإلكتروني",
      "الشركة",
      "المسمى الوظيفي",
      "رقم الهاتف",
      "رابط LinkedIn",
      "نبذة شخصية",
      "المهارات / الخبرات",
    ]);
    expect(screen.getByText("+965 5000 1234")).toHaveAttribute("dir", "ltr");
    expect(screen.getByText("dana@example.com")).toHaveAttribute("dir", "ltr");
    expect(screen.getByText("غير مذكور")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "بياناتك" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "تنزيل بياناتي" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "تسجيل الخروج" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "عرض بطاقتي" })).toHaveAttribute("href", "/app/my-pass");
  });

  it("edits in Arabic: the read-only email field, its hint and the form's buttons", async () => {
    serveProfile(() => json(base));
    renderArabic();
    await userEvent.click(await screen.findByRole("button", { name: "تعديل الملف الشخصي" }));
    const form = screen.getByRole("form", { name: "تعديل الملف الشخصي" });
    const email = within(form).getByLabelText("البريد الإلكتروني");
    expect(email).toHaveValue("dana@example.com");
    expect(email).toHaveAttribute("dir", "ltr");
    expect(within(form).getByText("بريدك الإلكتروني هو اسم المستخدم الخاص بك ولا يمكن تغييره.")).toBeInTheDocument();
    expect(within(form).getByRole("button", { name: "حفظ التغييرات" })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole("button", { name: "إلغاء" }));
    expect(screen.getByRole("heading", { name: "بيانات الملف الشخصي" })).toBeInTheDocument();
  });
});
