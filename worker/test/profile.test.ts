import { describe, expect, it } from "vitest";
import { NO_LINK_MESSAGE } from "../contract/fields";
import { answer, api, callJson, expectJson, registerDelegate } from "./helpers";

describe("PATCH /api/profile", () => {
  it("updates the profile fields and never the email", async () => {
    const user = await registerDelegate();
    const { status, body } = await answer(
      api(user.authToken).profile.$patch({
        json: {
          firstName: " Mariam ",
          lastName: "Al-Ali",
          email: "hijack@example.com",
          company: "Kuwait Infrastructure Fund",
          title: "Director",
          bio: "Line one\n\nLine two",
          phone: "+96560001111",
          linkedinUrl: "https://www.linkedin.com/in/mariam",
          expertise: ["Regulation", "ESG"],
        },
      }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      firstName: "Mariam",
      lastName: "Al-Ali",
      email: user.email,
      company: "Kuwait Infrastructure Fund",
      title: "Director",
      bio: "Line one\n\nLine two",
      phone: "+96560001111",
      expertise: ["Regulation", "ESG"],
    });
    const me = await expectJson(api(user.authToken).user.$get(), 200);
    expect(me.email).toBe(user.email);
    expect(me.firstName).toBe("Mariam");
  });

  it("accepts the pass-detail payload alone and clears optional fields with empty strings", async () => {
    const user = await registerDelegate();
    const { body } = await answer(
      api(user.authToken).profile.$patch({
        json: { firstName: "Noor", lastName: "Al-Sabah", title: "Partner", company: "ASAR" },
      }),
    );
    expect(body).toMatchObject({
      firstName: "Noor",
      lastName: "Al-Sabah",
      title: "Partner",
      company: "ASAR",
      phone: user.phone,
    });
    const cleared = await answer(api(user.authToken).profile.$patch({ json: { phone: "", bio: "" } }));
    expect(cleared.body).toMatchObject({ phone: null, bio: null });
  });

  it.each([
    [{ firstName: "  " }, "First name is required"],
    [{ company: "" }, "Company is required"],
    [{ title: "" }, "Job title is required"],
    [{ linkedinUrl: "ftp://x" }, "Please enter a valid URL"],
    [{ expertise: ["a", ""] }, "Skill cannot be empty"],
    [{ firstName: 42 }, "First name is required"],
  ])("rejects %j with 400 %s and changes nothing", async (payload, message) => {
    const user = await registerDelegate();
    // Raw: the last row's number is not a string, which the client's payload type does not allow.
    expect(await callJson("/api/profile", { method: "PATCH", token: user.authToken, body: payload })).toMatchObject({
      status: 400,
      body: { message },
    });
    const me = await expectJson(api(user.authToken).user.$get(), 200);
    expect(me).toMatchObject({ firstName: user.firstName, company: user.company, title: user.title });
  });

  it.each([
    ["firstName", "Verify at https://evil.example/login"],
    ["lastName", "www.evil.example"],
    ["company", "security@evil.example"],
    ["title", "http://evil.example"],
  ] as const)("refuses a link or an email address in %s with 400 and changes nothing", async (field, value) => {
    const user = await registerDelegate();
    const refused = api(user.authToken).profile.$patch({ json: { [field]: value } });
    expect(await expectJson(refused, 400)).toEqual({ message: NO_LINK_MESSAGE });
    const me = await expectJson(api(user.authToken).user.$get(), 200);
    expect(me[field]).toBe(user[field]);
  });

  it("keeps names with dots, hyphens and apostrophes", async () => {
    const user = await registerDelegate();
    const json = { firstName: "O'Neil", lastName: "Al-Ali", company: "Booking.com B.V.", title: "Head of M&A" };
    expect(await expectJson(api(user.authToken).profile.$patch({ json }), 200)).toMatchObject(json);
  });

  it("needs a session and only ever changes the caller's own row", async () => {
    expect((await api().profile.$patch({ json: { firstName: "X" } })).status).toBe(401);
    const alice = await registerDelegate();
    const bob = await registerDelegate();
    // A field the payload does not have: the server must ignore it.
    const withId = { firstName: "Alice", id: bob.id };
    await api(alice.authToken).profile.$patch({ json: withId });
    const bobNow = await expectJson(api(bob.authToken).user.$get(), 200);
    expect(bobNow.firstName).toBe(bob.firstName);
  });
});
